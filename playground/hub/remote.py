"""Read a GGUF header over HTTP Range requests, before (or instead of) downloading the file.

A 20 GB GGUF starts with a header of a few MB (metadata, tokenizer, tensor table). Reading it
tells the fit planner every tensor's type and size. The read starts with ``first_chunk`` bytes
and grows while :func:`playground.modelfile.header.parse_header` asks for more. A server that ignores
Range answers 200 with the whole file: the body is then streamed only as far as the header
needs and the connection is closed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterator
from urllib.parse import urlsplit

from playground.errors import InvalidModelFileError
from playground.modelfile.header import GGUFHeader, NeedMoreData, parse_header
from playground.hub.errors import DownloadError, hub_errors
from playground.hub.hfenv import hub_endpoint, is_offline, token_available

if TYPE_CHECKING:
    import httpx2

FIRST_CHUNK = 4 * 1024 * 1024
# Far above any real header (Qwen's 248k-token vocabulary takes ~10 MB); stops a runaway read.
MAX_HEADER_BYTES = 256 * 1024 * 1024
_CONTENT_RANGE = re.compile(r"bytes (\d+)-(\d+)/(\d+|\*)")


def fetch_remote_header(repo: str, filename: str, *, revision: str = "main", endpoint: str | None = None,
                        token: str | None = None, first_chunk: int = FIRST_CHUNK) -> GGUFHeader:
    """Parse the GGUF header of ``repo/filename`` from ranged reads; ``file_size`` is set when the server says."""
    from huggingface_hub import hf_hub_url
    # huggingface_hub.utils builds __all__ at run time: under no_implicit_reexport mypy sees no export
    from huggingface_hub.utils import build_hf_headers, get_session, hf_raise_for_status  # type: ignore[attr-defined, unused-ignore]

    if first_chunk <= 0:
        raise ValueError("first_chunk must be positive")
    url_base = hub_endpoint(endpoint)
    source = f"{repo}/{filename}"
    if is_offline():
        from playground.hub.errors import OfflineError

        raise OfflineError(f"offline mode is on (HF_HUB_OFFLINE): cannot read the header of {source} from the Hub")
    url = hf_hub_url(repo, filename, revision=revision, endpoint=url_base)
    headers = build_hf_headers(token=token)
    headers["Accept-Encoding"] = "identity"  # byte offsets must be offsets into the file
    session = get_session()
    buf = bytearray()
    want = first_chunk
    file_size: int | None = None

    with hub_errors(repo, revision, filename, token_sent=token_available(token), endpoint=url_base):
        while True:
            if want > MAX_HEADER_BYTES:
                raise InvalidModelFileError(f"{source}: GGUF header larger than {MAX_HEADER_BYTES // 2**20} MiB")
            start = len(buf)
            req = dict(headers, Range=f"bytes={start}-{want - 1}")
            with session.stream("GET", url, headers=req, follow_redirects=True, timeout=request_timeout()) as r:
                if r.status_code == 416:  # asked past the end: the file is shorter than the header claims
                    raise InvalidModelFileError(f"{source} is truncated inside its GGUF header")
                if r.status_code >= 400:
                    r.read()
                hf_raise_for_status(r)
                if str(r.url) != url:
                    # Redirected (the Hub sends LFS files to a CDN): ask there directly next time,
                    # without the token if it is another origin (as httpx does on redirects).
                    url = str(r.url)
                    if urlsplit(url)[:2] != urlsplit(url_base)[:2]:
                        headers.pop("authorization", None)
                if r.status_code == 206:
                    m = _CONTENT_RANGE.match(r.headers.get("Content-Range", ""))
                    if not m or int(m[1]) != start:
                        raise DownloadError(f"{source}: the server answered a range request with the wrong range")
                    if m[3] != "*":
                        file_size = int(m[3])
                    buf += r.read()
                    short = len(buf) < want and (file_size is None or len(buf) < file_size)
                    if short:
                        raise DownloadError(f"{source}: the server sent {len(buf) - start} bytes for a range "
                                            f"of {want - start}")
                elif r.status_code == 200:
                    # Range ignored: this body starts at byte 0. Read it in place of ranged requests.
                    length = r.headers.get("Content-Length")
                    file_size = int(length) if length and length.isdigit() else None
                    return _header_from_stream(r.iter_bytes(), source, file_size)
                else:
                    raise DownloadError(f"{source}: unexpected HTTP {r.status_code} for a range request")
            try:
                header = parse_header(bytes(buf), source=source)
            except NeedMoreData as e:
                if file_size is not None and len(buf) >= file_size:
                    raise InvalidModelFileError(f"{source} is truncated inside its GGUF header "
                                                f"({file_size} bytes)") from None
                want = max(e.needed, len(buf) * 2)
                if file_size is not None:
                    want = min(want, file_size)
                continue
            header.file_size = file_size
            return header


def _header_from_stream(chunks: Iterator[bytes], source: str, file_size: int | None) -> GGUFHeader:
    """Parse from a body that starts at byte 0; stop reading as soon as the header is complete."""
    buf = bytearray()
    needed = 24
    ended = False
    it = iter(chunks)
    while True:
        chunk = next(it, None)
        if chunk is None:
            ended = True
        else:
            buf += chunk
            if len(buf) < needed:
                continue
        try:
            header = parse_header(bytes(buf), source=source)
        except NeedMoreData as e:
            if ended:
                raise InvalidModelFileError(
                    f"{source} is truncated inside its GGUF header ({len(buf)} bytes)") from None
            # Doubling keeps the re-parses logarithmic in the header size.
            needed = max(e.needed, len(buf) * 2)
            if needed > MAX_HEADER_BYTES:
                raise InvalidModelFileError(
                    f"{source}: GGUF header larger than {MAX_HEADER_BYTES // 2**20} MiB") from None
            continue
        header.file_size = file_size
        return header  # leaving the caller's `with` closes the connection, dropping the rest of the body


def request_timeout() -> httpx2.Timeout:
    import httpx2
    from huggingface_hub import constants

    return httpx2.Timeout(constants.HF_HUB_DOWNLOAD_TIMEOUT, connect=constants.HF_HUB_ETAG_TIMEOUT)
