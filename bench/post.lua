-- wrk script for the benchmarks (bench/__main__.py): one method and path, the bodies of a file (one
-- JSON document per line) sent in turn, and one line of figures at the end:
--   BENCH {"requests": n, "duration_us": n, "non_2xx": n, "socket_errors": n, "p50_us": n, "p99_us": n}
--
--   wrk -t2 -c16 -d10s -s bench/post.lua http://127.0.0.1:8000 -- POST /v1/hands/adjudicate bodies.jsonl
--   wrk -t2 -c16 -d10s -s bench/post.lua http://127.0.0.1:8000 -- GET /healthz

function init(args)
   local method, path, file = args[1], args[2], args[3]
   requests = {}
   if file then
      for body in io.lines(file) do
         requests[#requests + 1] = wrk.format(method, path, {["Content-Type"] = "application/json"}, body)
      end
   else
      requests[1] = wrk.format(method, path)
   end
   turn = 0
end

function request()
   turn = turn % #requests + 1
   return requests[turn]
end

function done(summary, latency, requests)
   local errors = summary.errors
   io.write(string.format(
      'BENCH {"requests": %d, "duration_us": %d, "non_2xx": %d, "socket_errors": %d, "p50_us": %d, "p99_us": %d}\n',
      summary.requests, summary.duration, errors.status, errors.connect + errors.read + errors.write + errors.timeout,
      latency:percentile(50), latency:percentile(99)))
end
