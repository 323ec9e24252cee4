"""Where a request ends, as the event loop asks it after each read (service/serving/framing.py): the same
answer whatever pieces the bytes come in, a request pipelined behind another left alone, anything odd
handed to the parser, and a body announced past the limit refused before its bytes are awaited."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.serving.framing import CHUNK_FRAMING_LIMIT, Framed, RequestFramer, Scan

LIMIT = 1024
HEAD_LIMIT = 4096


def frame(data: bytes, cuts: list[int] | None = None) -> Framed:
    """The framer's answer once ``data`` has arrived, fed in pieces cut at ``cuts``; the first answer other
    than INCOMPLETE stops the feed, as in the loop."""
    framer = RequestFramer(LIMIT, HEAD_LIMIT)
    buffer = bytearray()
    ends = sorted({cut for cut in (cuts or []) if 0 < cut < len(data)}) + [len(data)]
    start = 0
    framed = Framed(Scan.INCOMPLETE)
    for end in ends:
        buffer += data[start:end]
        start = end
        framed = framer.scan(buffer)
        if framed.scan is not Scan.INCOMPLETE:
            return framed
    return framed


def chunked(body: bytes, size: int) -> bytes:
    pieces = [body[offset:offset + size] for offset in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"


GET = b"GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n"


def post(body: bytes) -> bytes:
    return b"POST /v1/scores HTTP/1.1\r\nHost: a\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)


def post_chunked(body: bytes, size: int, trailer: bytes = b"") -> bytes:
    framing = chunked(body, size)
    if trailer:
        framing = framing[:-2] + trailer + b"\r\n"
    return b"POST /v1/scores HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + framing


requests = st.one_of(
    st.just(GET),
    st.binary(max_size=LIMIT).map(post),
    st.tuples(st.binary(max_size=LIMIT), st.integers(1, 64)).map(lambda given: post_chunked(*given)),
)


@given(request=requests, cuts=st.lists(st.integers(0, 2 * LIMIT)), pipelined=st.sampled_from([b"", GET, b"POST /x"]))
def test_a_request_ends_where_it_ends_whatever_pieces_it_comes_in(
        request: bytes, cuts: list[int], pipelined: bytes) -> None:
    assert frame(request + pipelined, cuts) == Framed(Scan.COMPLETE, len(request))


@given(request=requests, cut=st.integers(0, 10**6))
def test_a_request_not_all_here_is_incomplete(request: bytes, cut: int) -> None:
    assert frame(request[: cut % len(request)]).scan is Scan.INCOMPLETE


def test_a_trailer_section_belongs_to_its_request() -> None:
    request = post_chunked(b"{}", 1, trailer=b"X-Checksum: 1\r\n")
    assert frame(request + GET) == Framed(Scan.COMPLETE, len(request))


def test_a_chunk_announced_past_the_limit_is_refused_before_its_data() -> None:
    head = b"POST /v1/scores HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
    assert frame(head + b"1" + b"0" * 20 + b"\r\n").scan is Scan.TOO_LARGE  # 2^80 bytes
    assert frame(head + b"%x\r\n" % (LIMIT + 1)).scan is Scan.TOO_LARGE
    assert frame(head + b"%x\r\n" % LIMIT).scan is Scan.INCOMPLETE  # at the limit: its data is awaited
    # the chunks so far count: a second chunk that takes the body past the limit
    assert frame(head + b"%x\r\n%s\r\n2\r\n" % (LIMIT - 1, b"x" * (LIMIT - 1))).scan is Scan.TOO_LARGE


def test_a_body_in_tiny_chunks_may_not_spend_more_than_its_allowance_on_framing() -> None:
    framer = RequestFramer(10**7, HEAD_LIMIT)
    request = post_chunked(b"x" * (CHUNK_FRAMING_LIMIT // 3), 1)
    assert framer.scan(request).scan is Scan.TOO_LARGE


def test_a_content_length_past_the_limit_completes_at_the_head_and_closes() -> None:
    head = b"POST /v1/scores HTTP/1.1\r\nHost: a\r\nContent-Length: %d\r\n\r\n" % (LIMIT + 1)
    assert frame(head) == Framed(Scan.COMPLETE, len(head), must_close=True)


def test_what_the_framer_does_not_recognise_goes_to_the_parser_and_closes() -> None:
    cases = [
        b"GET / HTTP/1.1\nHost: a\n\n",  # bare LF
        b"POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        b"POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n{}",
        b"POST / HTTP/1.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        b"POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n{}",
        b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}xx\r\n0\r\n\r\n",
        b"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
    ]
    for request in cases:
        framed = frame(request)
        assert framed.scan is Scan.HANDOVER and framed.must_close, request


def test_a_head_that_never_ends_is_handed_over_past_the_limit() -> None:
    assert frame(b"GET / HTTP/1.1\r\nX: " + b"a" * HEAD_LIMIT).scan is Scan.HANDOVER
    assert frame(b"GET / HTTP/1.1\r\nX: " + b"a" * (HEAD_LIMIT // 2)).scan is Scan.INCOMPLETE


def test_expect_continue_is_noted_only_when_a_body_is_awaited() -> None:
    framer = RequestFramer(LIMIT, HEAD_LIMIT)
    assert framer.scan(b"POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n").scan is Scan.INCOMPLETE
    assert framer.wants_continue
    framer = RequestFramer(LIMIT, HEAD_LIMIT)
    assert framer.scan(b"POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 0\r\n\r\n").scan is Scan.COMPLETE
    assert not framer.wants_continue


def test_trickled_bytes_cost_linear_work() -> None:
    """A head trickled one byte at a time is searched from where the last search stopped, not from its start."""
    framer = RequestFramer(LIMIT, HEAD_LIMIT)
    data = b"GET / HTTP/1.1\r\nX: " + b"a" * 2000 + b"\r\n\r\n"
    buffer = bytearray()
    for byte in data[:-1]:
        buffer.append(byte)
        assert framer.scan(buffer).scan is Scan.INCOMPLETE
        assert framer._position >= len(buffer) - 3
    buffer.append(data[-1])
    assert framer.scan(buffer) == Framed(Scan.COMPLETE, len(data))
