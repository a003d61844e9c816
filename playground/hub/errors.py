"""Domain errors for talking to the Hub, and the translation from huggingface_hub's exceptions.

huggingface_hub raises multi-line HTTP errors that mention URLs and docs; the app shows one
line that says what to do. :func:`hub_errors` wraps every Hub call in this package.
"""

from __future__ import annotations

import contextlib
import socket
from typing import Iterator, Literal

from playground.errors import PlaygroundError

# How a connection failed, told by the exception's type (never by its text).
Unreachable = Literal["dns", "refused", "timeout", "network"]


class HubError(PlaygroundError):
    """Base of the errors raised while listing, probing or downloading from the Hub."""


class RepoNotFoundError(HubError):
    """The repo does not exist (or is private and no valid token was sent)."""


class GatedRepoError(HubError):
    """The repo is gated: the user must accept its terms and send a token."""


class RevisionNotFoundError(HubError):
    """The branch, tag or commit does not exist in the repo."""


class RemoteFileNotFoundError(HubError):
    """The file does not exist at that revision."""


class NoGGUFFilesError(HubError):
    """The repo exists but holds no GGUF model file."""


class QuantNotFoundError(HubError):
    """The requested quant type is not among the repo's GGUF files."""


class OfflineError(HubError):
    """Offline mode is on (HF_HUB_OFFLINE) and what was asked for is not in the cache."""


class HubConnectionError(HubError):
    """The Hub (or its CDN) could not be reached or dropped the connection too often."""


class HubUnreachableError(HubConnectionError):
    """No connection could be made at all (name lookup, refused, timed out): the machine is offline
    or the endpoint is down. ``how`` says which, for a calm sentence instead of an errno."""

    def __init__(self, message: str, how: Unreachable) -> None:
        super().__init__(message)
        self.how: Unreachable = how


class DownloadError(HubError):
    """A download could not complete (unexpected server answer, size mismatch)."""


class ChecksumMismatchError(DownloadError):
    """The downloaded bytes do not hash to the Hub's LFS sha256."""


class DiskSpaceError(HubError):
    """Not enough free disk space, before or during a download."""


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """``exc`` and what caused it (``__cause__`` or ``__context__``), without looping."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _timeout_types() -> tuple[type[BaseException], ...]:
    types: list[type[BaseException]] = [TimeoutError, socket.timeout]
    with contextlib.suppress(ImportError):
        import httpx2

        types.append(httpx2.TimeoutException)
    with contextlib.suppress(ImportError):
        import requests

        types.append(requests.Timeout)
    return tuple(types)


def _connection_types() -> tuple[type[BaseException], ...]:
    types: list[type[BaseException]] = [ConnectionError]
    with contextlib.suppress(ImportError):
        import httpx2

        types.append(httpx2.NetworkError)  # connect, read, write errors; not protocol errors
    with contextlib.suppress(ImportError):
        import requests

        types.append(requests.ConnectionError)
    return tuple(types)


def unreachable_kind(exc: BaseException) -> Unreachable | None:
    """How a request failed to connect, from the types in ``exc``'s chain; None when it connected
    (an HTTP error, a bad answer) or failed for another reason.

    DNS failures (``socket.gaierror``) come wrapped in the HTTP client's connect error, so the
    whole chain is read, most specific reason first.
    """
    chain = list(_chain(exc))
    if any(isinstance(e, HubUnreachableError) for e in chain):
        return next(e.how for e in chain if isinstance(e, HubUnreachableError))
    if any(isinstance(e, socket.gaierror) for e in chain):
        return "dns"
    if any(isinstance(e, ConnectionRefusedError) for e in chain):
        return "refused"
    if any(isinstance(e, _timeout_types()) for e in chain):
        return "timeout"
    if any(isinstance(e, _connection_types()) for e in chain):
        return "network"
    return None


def is_offline_error(exc: BaseException) -> bool:
    """Offline mode, or the Hub could not be reached at all: "you are offline", not a failure."""
    return isinstance(exc, OfflineError) or unreachable_kind(exc) is not None


def unreachable_reason(how: Unreachable) -> str:
    """One calm clause for a failed connection: what happened, in words, without an errno."""
    return {
        "dns": "its name could not be looked up (no network, or no DNS)",
        "refused": "the connection was refused",
        "timeout": "it did not answer in time",
        "network": "the connection failed",
    }[how]


def _status(exc: BaseException) -> int | None:
    response = getattr(exc, "response", None)
    return getattr(response, "status_code", None)


@contextlib.contextmanager
def hub_errors(repo: str, revision: str | None = None, filename: str | None = None,
               *, token_sent: bool | None = None, endpoint: str | None = None) -> Iterator[None]:
    """Turn huggingface_hub / httpx exceptions raised inside the block into one-line HubErrors."""
    import httpx2
    from huggingface_hub import errors as hf

    where = f"{repo}/{filename}" if filename else repo
    try:
        yield
    except HubError:
        raise
    except hf.GatedRepoError as e:
        if _status(e) == 403 or token_sent:
            raise GatedRepoError(
                f"{repo} is gated and your token has no access: accept its terms on "
                f"https://huggingface.co/{repo} with the account of your HF_TOKEN"
            ) from None
        raise GatedRepoError(
            f"{repo} is gated: accept its terms on https://huggingface.co/{repo}, then set HF_TOKEN "
            "(or run `hf auth login`)"
        ) from e
    except hf.HFValidationError as e:
        raise RepoNotFoundError(f"invalid repo or revision for {where}: {str(e).splitlines()[0]}") from None
    except hf.RepositoryNotFoundError:
        raise RepoNotFoundError(
            f"repo {repo} not found on the Hub (check the name; if it is private, set HF_TOKEN)"
        ) from None
    except hf.RevisionNotFoundError:
        raise RevisionNotFoundError(f"revision {revision!r} not found in {repo}") from None
    except hf.RemoteEntryNotFoundError:
        raise RemoteFileNotFoundError(f"{filename or 'file'} not found in {repo} at revision {revision!r}") from None
    except hf.OfflineModeIsEnabled:
        raise OfflineError(
            f"offline mode is on (HF_HUB_OFFLINE) and {where} is not in the Hugging Face cache; "
            "unset HF_HUB_OFFLINE to reach the Hub"
        ) from None
    except hf.HfHubHTTPError as e:
        status = _status(e)
        raise HubConnectionError(f"the Hub answered HTTP {status} for {where}; try again later") from None
    except (httpx2.NetworkError, httpx2.TimeoutException, ConnectionError, socket.gaierror) as e:
        # no answer at all: offline, DNS, refused, timed out (told apart by type, not by text)
        how = unreachable_kind(e) or "network"
        at = f" at {endpoint}" if endpoint else ""
        raise HubUnreachableError(f"cannot reach the Hub{at} for {where}: {unreachable_reason(how)}", how) from e
    except httpx2.HTTPError as e:
        reason = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise HubConnectionError(
            f"cannot reach the Hub{' at ' + endpoint if endpoint else ''} for {where}: {reason}"
        ) from None
