"""Official prompts on demand: pulled from a loopback HTTP server, pinned by sha256, all or nothing.

The served files are stand-ins written here (the official text is not part of the project), so the
pinned hashes are replaced by theirs; everything else (URLs, layout, checks, errors, fallback) is the
real code path, over real HTTP.
"""

from __future__ import annotations

import hashlib
import http.server
import json
import socket
import threading
from pathlib import Path
from typing import Iterator

import pytest

from playground.cli import main
from playground.world import official_prompts as op
from playground.world.domains import get_domain
from playground.world.store import load_session

FAKE = {task: f"Stand-in prompt for {task}.\nTools:\n{{tool_definitions}}\n{{demonstrations}}\nEnd {task}.\n"
        for task in op.FILES}


class _Server:
    def __init__(self) -> None:
        self.files = {f"/{op.PINNED_COMMIT}/prompts/{t}/system_prompt.txt": text.encode() for t, text in FAKE.items()}
        self.cut: str | None = None  # path whose body is cut short
        self.requests: list[str] = []
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802
                outer.requests.append(self.path)
                body = outer.files.get(self.path)
                if body is None:
                    self.send_error(404, "Not Found")
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/plain; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.path == outer.cut:
                    self.wfile.write(body[: len(body) // 2])
                    self.wfile.flush()
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Server]:
    monkeypatch.setattr(op, "FILES", {t: hashlib.sha256(text.encode()).hexdigest() for t, text in FAKE.items()})
    s = _Server()
    try:
        yield s
    finally:
        s.close()


def _stored(tmp: Path | None = None) -> list[Path]:
    return sorted(p for p in op.prompts_dir(tmp).rglob("*") if p.is_file())


def test_the_pins_name_every_domain_and_the_real_commit() -> None:
    assert set(op.FILES) == {"mcp", "search", "terminal", "swe", "android", "web", "os"}
    assert all(len(h) == 64 and int(h, 16) >= 0 for h in op.FILES.values())
    assert len(op.PINNED_COMMIT) == 40
    assert op.file_url("web") == (f"https://raw.githubusercontent.com/QwenLM/Qwen-AgentWorld/{op.PINNED_COMMIT}"
                                  "/prompts/web/system_prompt.txt")


def test_pull_stores_verified_files_and_sessions_use_and_record_them(server: _Server, tmp_path: Path) -> None:
    result = op.pull(base=server.url)
    assert sorted(result.written) == sorted(op.FILES) and result.present == []
    assert result.directory == op.prompts_dir()  # $AGENTWORLD_PROMPTS_DIR, set for every test
    assert all(op.file_state(t) == "ok" for t in op.FILES)
    # a second pull finds them intact and downloads nothing
    n = len(server.requests)
    assert op.pull(base=server.url).written == [] and len(server.requests) == n

    prompt, notice = op.choose_prompt("terminal")
    assert notice is None and prompt.text == FAKE["terminal"].replace("{tool_definitions}", "(none declared)") \
        .replace("{demonstrations}", "")
    assert prompt.name == f"official:terminal@{op.PINNED_COMMIT[:12]}" and prompt.sha256 == op.FILES["terminal"]
    # the tool slot holds the session's tools (MCP) or the domain's own (search, SWE)
    mcp_tools = get_domain("mcp").initial_state
    assert mcp_tools in op.choose_prompt("mcp", tool_definitions=mcp_tools)[0].text
    assert '"web_extractor"' in op.choose_prompt("search")[0].text
    assert '"str_replace_editor"' in op.choose_prompt("swe")[0].text
    assert op.choose_prompt("desktop")[0].name.startswith("official:os@")
    # built-in on request, and for the custom domain
    assert op.choose_prompt("terminal", "built-in")[0].name == "built-in:terminal"
    assert op.choose_prompt("custom")[0].name == "built-in:custom"

    session, notice = op.start_session(tmp_path, "mcp")
    assert notice is None
    loaded = load_session(session.path)  # type: ignore[arg-type]
    assert loaded.header.prompt == {"name": f"official:mcp@{op.PINNED_COMMIT[:12]}", "sha256": op.FILES["mcp"]}
    assert '"create_note"' in loaded.header.system_prompt and "{tool_definitions}" not in loaded.header.system_prompt
    builtin, _ = op.start_session(tmp_path, "web", "built-in")
    assert load_session(builtin.path).header.prompt == {  # type: ignore[arg-type]
        "name": "built-in:web", "sha256": op.sha256_text(get_domain("web").system_prompt)}


def test_a_cut_connection_writes_nothing_and_the_builtin_prompt_still_works(server: _Server, tmp_path: Path) -> None:
    server.cut = f"/{op.PINNED_COMMIT}/prompts/swe/system_prompt.txt"
    with pytest.raises(op.OfficialPromptError, match=r"prompts/swe/system_prompt.txt: the connection was cut") as e:
        op.pull(base=server.url)
    assert "\n" not in str(e.value) and _stored() == []
    prompt, notice = op.choose_prompt("swe")
    assert prompt.name == "built-in:swe" and prompt.text == op.builtin_prompt(get_domain("swe")).text
    assert notice is not None and "prompts pull" in notice and "built-in" in notice
    session, notice = op.start_session(tmp_path, "swe")
    assert notice and load_session(session.path).header.prompt["name"] == "built-in:swe"  # type: ignore[arg-type,index]


def test_a_wrong_hash_writes_nothing(server: _Server) -> None:
    server.files[f"/{op.PINNED_COMMIT}/prompts/web/system_prompt.txt"] += b"tampered"
    with pytest.raises(op.OfficialPromptError, match=r"prompts/web/system_prompt.txt: sha256 \w+… does not match"):
        op.pull(base=server.url)
    assert _stored() == []


def test_missing_file_and_offline_are_one_line_errors(server: _Server) -> None:
    del server.files[f"/{op.PINNED_COMMIT}/prompts/os/system_prompt.txt"]
    with pytest.raises(op.OfficialPromptError, match=r"prompts/os/system_prompt.txt: the server answered HTTP 404"):
        op.pull(base=server.url)
    with socket.socket() as s:  # a port nobody listens on: what offline looks like to urllib
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(op.OfficialPromptError, match=r"cannot reach 127.0.0.1:\d+ .*offline") as e:
        op.pull(base=f"http://127.0.0.1:{port}", timeout=5)
    assert "\n" not in str(e.value) and _stored() == []
    assert op.choose_prompt("terminal")[0].name == "built-in:terminal"


def test_a_changed_stored_file_is_not_used(server: _Server) -> None:
    op.pull(base=server.url)
    op.local_path("terminal").write_text("edited by hand\n")
    assert op.file_state("terminal") == "changed"
    prompt, notice = op.choose_prompt("terminal")
    assert prompt.name == "built-in:terminal" and notice and "does not match the pinned sha256" in notice
    assert op.pull(base=server.url).written == ["terminal"]  # pull repairs it
    assert op.choose_prompt("terminal")[0].name.startswith("official:")


def test_unknown_choice_falls_back_with_a_notice() -> None:
    prompt, notice = op.choose_prompt("web", "fancy")
    assert prompt.name == "built-in:web" and notice and "'fancy'" in notice


def test_cli_pull_and_list(server: _Server, capsys: pytest.CaptureFixture[str],
                           monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["prompts", "list"]) == 0
    assert capsys.readouterr().out.count("missing") == 7
    server.cut = f"/{op.PINNED_COMMIT}/prompts/mcp/system_prompt.txt"
    assert main(["prompts", "pull", "--base-url", server.url]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: prompts/mcp/system_prompt.txt: the connection was cut") and "\n" not in err
    server.cut = None
    monkeypatch.setenv(op.ENV_PROMPTS_URL, server.url)
    assert main(["prompts", "pull"]) == 0
    assert "7 downloaded, 0 already there" in capsys.readouterr().out
    assert main(["prompts", "list"]) == 0
    out = capsys.readouterr().out
    assert out.count(" ok ") == 7 and json.dumps("missing") not in out


def test_the_prompts_setting_round_trips_and_picks_the_prompt(server: _Server, tmp_path: Path) -> None:
    from playground.settings import Settings

    assert Settings().prompts == "official"
    path = tmp_path / "config.toml"
    settings = Settings(prompts="built-in")
    settings.save(path)
    assert Settings.load(path).prompts == "built-in"
    op.pull(base=server.url)
    assert op.choose_prompt("web", Settings.load(path).prompts)[0].name == "built-in:web"
    assert op.choose_prompt("web", Settings().prompts)[0].name.startswith("official:web@")


def test_the_header_record_is_read_strictly_and_shown_by_replay(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    from playground.world.session import InvalidRecord, SessionHeader

    session, _ = op.start_session(tmp_path, "terminal", "built-in")
    header = session.header.to_dict()
    assert SessionHeader.from_dict(header).prompt == header["prompt"]
    with pytest.raises(InvalidRecord, match="prompt"):
        SessionHeader.from_dict({**header, "prompt": {"name": "x"}})
    assert main(["replay", str(session.path)]) == 0
    out = capsys.readouterr().out
    assert f"prompt   built-in:terminal  sha256 {op.sha256_text(get_domain('terminal').system_prompt)[:16]}" in out
    # sessions written before the record existed: named by what their prompt matches
    assert op.describe_prompt("terminal", get_domain("terminal").system_prompt, None).startswith("built-in:terminal")
    assert op.describe_prompt("terminal", "my own prompt", None).startswith("session's own")


@pytest.mark.slow  # four model-process starts
def test_step_records_the_prompt_the_settings_choose(server: _Server, tmp_path: Path, tiny_model: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    tiny = ["--ctx", "2048", "--threads", "2", "--max-tokens", "16", "--reasoning-budget", "4", "--seed", "5",
            "--quiet", "--sessions-dir", str(tmp_path)]

    def new_session(*extra: str) -> dict[str, str] | None:
        before = set(tmp_path.glob("*.jsonl"))
        assert main(["step", str(tiny_model), "--domain", "terminal", "--action", "ls -la", *tiny, *extra]) == 0
        (path,) = set(tmp_path.glob("*.jsonl")) - before
        return load_session(path).header.prompt

    # nothing pulled: the default ("official when present") quietly uses the built-in prompt
    assert new_session() == {"name": "built-in:terminal",
                             "sha256": op.sha256_text(get_domain("terminal").system_prompt)}
    err = capsys.readouterr().err
    assert "prompts pull" not in err and 'typed command sent as keystrokes "ls -la\\n"' in err
    # asked for explicitly, the missing files are said in one line
    assert new_session("--prompt", "official")["name"] == "built-in:terminal"  # type: ignore[index]
    assert "prompts pull" in capsys.readouterr().err
    op.pull(base=server.url)
    assert new_session() == {"name": f"official:terminal@{op.PINNED_COMMIT[:12]}", "sha256": op.FILES["terminal"]}
    assert new_session("--prompt", "built-in")["name"] == "built-in:terminal"  # type: ignore[index]


def test_the_default_choice_is_quiet_only_when_nothing_was_pulled(server: _Server) -> None:
    # never pulled: "official when present" quietly means built-in
    assert op.choose_prompt("terminal", quiet_when_absent=True)[1] is None
    op.pull(base=server.url)
    path = op.local_path("terminal")
    path.write_text("tampered\n")
    prompt, notice = op.choose_prompt("terminal", quiet_when_absent=True)
    assert prompt.name == "built-in:terminal" and notice is not None and "sha256" in notice
