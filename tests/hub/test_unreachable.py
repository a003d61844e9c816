"""No connection to the Hub is told apart by the error's type, never by its words."""

from __future__ import annotations

import socket
from typing import Iterator

import pytest

from playground.hub.catalog import list_repo_ggufs
from playground.hub.errors import (HubConnectionError, HubUnreachableError, OfflineError, hub_errors,
                                   is_offline_error, unreachable_kind)
from tests.hub.conftest import REPO, hf_env, hub_files  # noqa: F401  (fixtures)


def test_a_failed_name_lookup_is_offline(hf_env) -> None:  # noqa: F811
    with pytest.raises(HubUnreachableError) as caught:
        list_repo_ggufs(REPO, endpoint="http://hub.invalid")  # .invalid never resolves (RFC 6761)
    assert caught.value.how == "dns" and is_offline_error(caught.value)
    assert "could not be looked up" in str(caught.value) and "Errno" not in str(caught.value)


def test_a_refused_connection_is_offline(hf_env) -> None:  # noqa: F811
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(HubUnreachableError) as caught:
        list_repo_ggufs(REPO, endpoint=f"http://127.0.0.1:{port}")
    assert caught.value.how == "refused" and "refused" in str(caught.value)


@pytest.fixture
def silent_server() -> Iterator[str]:
    """Accepts connections and never answers."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(4)
        yield f"http://127.0.0.1:{s.getsockname()[1]}/"


def test_a_timeout_is_offline(silent_server: str) -> None:
    import httpx2

    with pytest.raises(HubUnreachableError) as caught, hub_errors("some/repo", endpoint=silent_server):
        httpx2.get(silent_server, timeout=0.3)
    assert caught.value.how == "timeout" and "did not answer in time" in str(caught.value)


def test_a_protocol_error_is_not_offline() -> None:
    import httpx2

    with pytest.raises(HubConnectionError) as caught, hub_errors(REPO, endpoint="http://127.0.0.1:1"):
        raise httpx2.RemoteProtocolError("peer closed connection")
    assert not isinstance(caught.value, HubUnreachableError) and not is_offline_error(caught.value)


def test_the_kind_comes_from_the_chain_not_the_text() -> None:
    try:
        try:
            raise socket.gaierror(-2, "something unrelated")
        except OSError as inner:
            raise RuntimeError("wrapped") from inner
    except RuntimeError as e:
        assert unreachable_kind(e) == "dns"
    assert unreachable_kind(ValueError("Name or service not known, connection refused, timed out")) is None
    assert is_offline_error(OfflineError("offline mode is on"))
