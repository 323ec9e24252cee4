-- wrk script: mixed valid and invalid traffic, and a count of what came back.
--
--   ARBITRE_MIX=mix.lua wrk -t2 -c8 -d60s -s tests/fire/mixed.lua http://127.0.0.1:8000
--
-- mix.lua (written by tests/fire/test_load.py from corpus.yaml and openapi.yaml's examples) returns a
-- list of {method=, path=, headers=, body=}. Each thread sends them in turn, counts how many of each
-- it sent and which statuses came back, and done() prints one line for the test to read:
--   ARBITRE {"sent": [n1, n2, ...], "statuses": {"200": n, ...}}

local mix = dofile(os.getenv("ARBITRE_MIX"))
local threads = {}

function setup(thread)
   table.insert(threads, thread)
   thread:set("first", #threads)  -- threads start at different places in the mix
end

function init(args)
   requests = {}
   sent = {}
   statuses = {}
   for i, r in ipairs(mix) do
      requests[i] = wrk.format(r.method, r.path, r.headers, r.body)
      sent[i] = 0
   end
   turn = first - 1
end

function request()
   local i = turn % #requests + 1
   turn = turn + 1
   sent[i] = sent[i] + 1
   return requests[i]
end

function response(status, headers, body)
   local key = tostring(status)
   statuses[key] = (statuses[key] or 0) + 1
end

function done(summary, latency, requests)
   local total_sent = {}
   local total_statuses = {}
   for i = 1, #mix do total_sent[i] = 0 end
   for _, thread in ipairs(threads) do
      local thread_sent = thread:get("sent")
      for i = 1, #mix do total_sent[i] = total_sent[i] + thread_sent[i] end
      for status, count in pairs(thread:get("statuses")) do
         total_statuses[status] = (total_statuses[status] or 0) + count
      end
   end
   local parts = {}
   for status, count in pairs(total_statuses) do
      table.insert(parts, string.format('"%s": %d', status, count))
   end
   io.write(string.format('ARBITRE {"sent": [%s], "statuses": {%s}, "p50_us": %d, "p99_us": %d, "max_us": %d}\n',
      table.concat(total_sent, ", "), table.concat(parts, ", "),
      latency:percentile(50), latency:percentile(99), latency.max))
end
