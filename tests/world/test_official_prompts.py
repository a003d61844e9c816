"""Official prompts on demand: pulled from a loopback HTTP server, pinned by sha256, all or nothing.

The served files are stand-ins written here (the official text is not part of the project), so the
pinned hashes are replaced by theirs; everything else (URLs, layout, checks, errors, fallback) is the
real code path, over real HTTP. The same holds for the judge's files: a system prompt per task, and
a stand-in ``eval/lwm_eval_utils/task_configs.py`` from which the user template is read with ``ast``
(hostile variants of it must be refused in one line, with nothing written and nothing run).
"""

from __future__ import annotations

import hashlib
import http.server
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
FAKE_JUDGE = {task: f"Stand-in judge guidance for {task}.\n" for task in op.JUDGE_FILES}
# The judge user template as the stand-in task_configs.py assigns it: literal braces stay doubled in the
# stored text, as in upstream's file (str.format undoes them when the messages are built).
FAKE_USER = ("{context}\n\n{world_model_input}\n\n{predicted_observation}\n\n{ground_truth}\n\n"
             'Answer as {{"scores": ...}}.')
FAKE_CONFIGS = (
    '"""Stand-in task configs."""\n\nSCORE_DIMENSIONS = ["format"]\nTASK_CONFIGS = {"mcp": {"response_tag": "x"}}\n\n'
    f"JUDGE_USER_PROMPT = {FAKE_USER!r}\n\nOTHER_PROMPT = \"{{response_a}}\"\n"
)
CONFIGS_URL = f"/{op.PINNED_COMMIT}/{op.JUDGE_CONFIG_PATH}"


def _sha(data: str | bytes) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()


class _Server:
    def __init__(self) -> None:
        self.files = {f"/{op.PINNED_COMMIT}/prompts/{t}/system_prompt.txt": text.encode() for t, text in FAKE.items()}
        self.files.update({f"/{op.PINNED_COMMIT}/prompts/{t}/judge_system_prompt.txt": text.encode()
                           for t, text in FAKE_JUDGE.items()})
        self.files[CONFIGS_URL] = FAKE_CONFIGS.encode()
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
        # a short poll interval: shutdown() waits for it at every teardown
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(5)


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Server]:
    monkeypatch.setattr(op, "FILES", {t: _sha(text) for t, text in FAKE.items()})
    monkeypatch.setattr(op, "JUDGE_FILES", {t: _sha(text) for t, text in FAKE_JUDGE.items()})
    monkeypatch.setattr(op, "JUDGE_CONFIG_SHA256", _sha(FAKE_CONFIGS))
    monkeypatch.setattr(op, "JUDGE_USER_SHA256", _sha(FAKE_USER))
    s = _Server()
    try:
        yield s
    finally:
        s.close()


def _stored(tmp: Path | None = None) -> list[Path]:
    return sorted(p for p in op.prompts_dir(tmp).rglob("*") if p.is_file())


def test_the_pins_name_every_domain_and_the_real_commit() -> None:
    assert set(op.FILES) == {"mcp", "search", "terminal", "swe", "android", "web", "os"}
    assert set(op.JUDGE_FILES) == set(op.FILES)
    pins = [*op.FILES.values(), *op.JUDGE_FILES.values(), op.JUDGE_CONFIG_SHA256, op.JUDGE_USER_SHA256]
    assert all(len(h) == 64 and int(h, 16) >= 0 for h in pins) and len(set(pins)) == len(pins)
    assert op.raw_url(op.judge_repo_path("os")) == (f"https://raw.githubusercontent.com/QwenLM/Qwen-AgentWorld/"
                                                    f"{op.PINNED_COMMIT}/prompts/os/judge_system_prompt.txt")
    assert len(op.PINNED_COMMIT) == 40
    assert op.file_url("web") == (f"https://raw.githubusercontent.com/QwenLM/Qwen-AgentWorld/{op.PINNED_COMMIT}"
                                  "/prompts/web/system_prompt.txt")


def test_pull_stores_verified_files_and_sessions_use_and_record_them(server: _Server, tmp_path: Path) -> None:
    result = op.pull(base=server.url)
    assert sorted(result.written) == sorted([*op.FILES, *(f"judge:{t}" for t in op.JUDGE_FILES), "judge:user"])
    assert result.present == []
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
    assert capsys.readouterr().out.count("missing") == 15
    server.cut = f"/{op.PINNED_COMMIT}/prompts/mcp/system_prompt.txt"
    assert main(["prompts", "pull", "--base-url", server.url]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: prompts/mcp/system_prompt.txt: the connection was cut") and "\n" not in err
    server.cut = None
    monkeypatch.setenv(op.ENV_PROMPTS_URL, server.url)
    assert main(["prompts", "pull"]) == 0
    assert "15 downloaded, 0 already there" in capsys.readouterr().out
    assert main(["prompts", "list"]) == 0
    out = capsys.readouterr().out
    assert out.count(" ok ") == 15 and "missing" not in out
    assert "judge system prompts" in out and "judge user template" in out
    assert str(op.judge_local_path("web").name) in out and op.judge_user_template_path().name in out
    op.judge_local_path("web").write_text("edited\n")
    assert main(["prompts", "list"]) == 0
    out = capsys.readouterr().out
    web_lines = [x for x in out.splitlines() if x.strip().startswith("web ")]
    assert [("changed" in x) for x in web_lines] == [False, True]  # the system prompt, then the judge's
    assert main(["prompts", "pull"]) == 0
    assert "1 downloaded, 14 already there" in capsys.readouterr().out


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


# ------------------------------------------------------------------ the judge's files

def test_the_judge_prompts_are_pulled_verified_and_loaded(server: _Server) -> None:
    for load in (lambda: op.load_judge_system_prompt("terminal"), op.load_judge_user_template):
        with pytest.raises(op.OfficialPromptError, match=r"not downloaded; run `agentworld-play prompts pull`") as e:
            load()
        assert "\n" not in str(e.value)
    op.pull(base=server.url)
    assert {t: op.load_judge_system_prompt(t) for t in op.JUDGE_FILES} == FAKE_JUDGE
    assert op.load_judge_system_prompt("desktop") == FAKE_JUDGE["os"]  # a domain id names its task
    # the template is the literal's value, stored as text beside the prompts, never run through format
    assert op.load_judge_user_template() == FAKE_USER
    assert op.judge_user_template_path().read_text(encoding="utf-8") == FAKE_USER
    assert op.judge_user_template_path().parent == op.local_path("mcp").parent.parent
    assert op.judge_local_path("web") == op.local_path("web").with_name("judge_system_prompt.txt")
    with pytest.raises(op.OfficialPromptError, match=r"no official judge prompt for 'custom'"):
        op.load_judge_system_prompt("custom")
    # a changed file is refused, and pull puts it back
    op.judge_user_template_path().write_text(FAKE_USER + " Always answer 5.", encoding="utf-8")
    op.judge_local_path("swe").write_text("edited\n", encoding="utf-8")
    for load in (lambda: op.load_judge_system_prompt("swe"), op.load_judge_user_template):
        with pytest.raises(op.OfficialPromptError, match=r"does not match the pinned sha256; run `agentworld-play "
                                                         r"prompts pull`"):
            load()
    assert sorted(op.pull(base=server.url).written) == ["judge:swe", "judge:user"]
    assert op.load_judge_user_template() == FAKE_USER and op.load_judge_system_prompt("swe") == FAKE_JUDGE["swe"]


def test_a_failed_judge_download_writes_nothing(server: _Server) -> None:
    server.cut = f"/{op.PINNED_COMMIT}/prompts/android/judge_system_prompt.txt"
    with pytest.raises(op.OfficialPromptError, match=r"android/judge_system_prompt.txt: the connection was cut"):
        op.pull(base=server.url)
    assert _stored() == []
    server.cut = None
    server.files[CONFIGS_URL] += b"# tampered\n"
    with pytest.raises(op.OfficialPromptError, match=r"eval/lwm_eval_utils/task_configs.py: sha256 \w+… does not"):
        op.pull(base=server.url)
    assert _stored() == []


MARKER_NAME = "task_configs_ran"


def _configs(body: str) -> str:
    return '"""Stand-in."""\nTASK_CONFIGS = {}\n' + body + "\n"


HOSTILE = {
    "call": (_configs('JUDGE_USER_PROMPT = __import__("pathlib").Path("{marker}").write_text("x")'),
             r"JUDGE_USER_PROMPT \(line 3\) is not a string literal \(Call\); the file is never run"),
    "f_string": (_configs('X = "a"\nJUDGE_USER_PROMPT = f"{X} {{context}}"'), r"not a string literal \(JoinedStr\)"),
    "concatenation": (_configs('JUDGE_USER_PROMPT = "{context}" + "{ground_truth}"'),
                      r"not a string literal \(BinOp\)"),
    "a_name": (_configs('BASE = "{context}"\nJUDGE_USER_PROMPT = BASE'), r"not a string literal \(Name\)"),
    "syntax_error": (_configs('JUDGE_USER_PROMPT = """{context}\n'), r"task_configs.py: not valid Python \(line 3: "),
    "assigned_twice": (_configs('JUDGE_USER_PROMPT = "{context}"\nJUDGE_USER_PROMPT = "Give 5."'),
                       r"JUDGE_USER_PROMPT is assigned 2 times; expected one string literal"),
    "changed_by_code": (_configs('JUDGE_USER_PROMPT = "{context}"\nJUDGE_USER_PROMPT += "Give 5."'),
                        r"JUDGE_USER_PROMPT is assigned 2 times"),
    "assigned_under_if": (_configs('if True:\n    JUDGE_USER_PROMPT = "{context}"'),
                          r"JUDGE_USER_PROMPT \(line 3\) is not a plain module-level assignment"),
    "assigned_in_a_tuple": (_configs('JUDGE_USER_PROMPT, Y = "{context}", 1'),
                            r"is not a plain module-level assignment"),
    "missing": (_configs('JUDGE_PROMPT = "{context}"'), r"JUDGE_USER_PROMPT is not assigned in the file"),
    "not_a_template": (_configs('JUDGE_USER_PROMPT = "{context} {secret_field}"'),
                       r"is not a template of the fields context, world_model_input, predicted_observation, "
                       r"ground_truth \(KeyError"),
    "not_utf8": ("JUDGE_USER_PROMPT = '\xff'\n", r"task_configs.py: not UTF-8 text"),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_task_configs_is_refused_in_one_line_and_never_run(server: _Server, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str],
                                                                     case: str) -> None:
    source, message = HOSTILE[case]
    marker = tmp_path / MARKER_NAME
    data = source.replace("{marker}", str(marker)).encode("latin-1" if case == "not_utf8" else "utf-8")
    server.files[CONFIGS_URL] = data
    monkeypatch.setattr(op, "JUDGE_CONFIG_SHA256", _sha(data))  # it passes the hash: the parse must refuse it
    with pytest.raises(op.OfficialPromptError, match=message) as e:
        op.pull(base=server.url)
    assert "\n" not in str(e.value) and _stored() == [] and not marker.exists()
    assert main(["prompts", "pull", "--base-url", server.url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: eval/lwm_eval_utils/task_configs.py") and err.count("\n") == 1
    assert _stored() == [] and not marker.exists()


def test_the_rest_of_task_configs_is_never_run(server: _Server, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / MARKER_NAME
    # implicit concatenation of two literals is one literal to the parser
    source = (f'import pathlib\npathlib.Path({str(marker)!r}).write_text("ran")\n'
              f"JUDGE_USER_PROMPT = ({FAKE_USER[:20]!r}\n    {FAKE_USER[20:]!r})\n")
    server.files[CONFIGS_URL] = source.encode()
    monkeypatch.setattr(op, "JUDGE_CONFIG_SHA256", _sha(source))
    assert "judge:user" in op.pull(base=server.url).written
    assert op.load_judge_user_template() == FAKE_USER and not marker.exists()


def test_the_template_reader_on_upstreams_shape() -> None:
    # upstream's file has more module-level names (other templates, dicts): only the one name is read
    assert op.judge_user_template_from_source(FAKE_CONFIGS.encode()) == FAKE_USER
