"""Terminal escape injection: data is shown, never obeyed.

A crafted session (title, action, reasoning, observation, model label, warnings
and its file name) and a crafted GGUF (metadata name, file name) carry OSC 52
(write the clipboard), OSC 0 (set the window title), a CSI sequence, the 8-bit
C1 controls U+009B (CSI) and U+009D (OSC), and U+202E (right-to-left override).
Every command that shows them runs as a real subprocess; no byte a terminal would
act on may reach its stdout or stderr, and JSON outputs must still parse to the
same data.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from playground.base.textsafe import GuardedStream, dumps, json_text, visible

ROOT = Path(__file__).resolve().parents[2]

OSC52 = "\x1b]52;c;aGFja2Vk\x07"  # clipboard := "hacked"
OSC0 = "\x1b]0;pwned\x07"  # window title
CSI = "\x1b[2J\x1b[31m"  # clear screen, red
PAYLOAD = f"{OSC52}{OSC0}{CSI}\u009b31m\u009d0;x\u009c\u202eevil\u2066\u200f\u061c\r\x08\x7f"
NAME_PAYLOAD = "\x1b]0;t\x07\u202e\u009b"  # for file names (no "/" and short)

# Anything a terminal acts on: C0 except newline/tab (CR allowed only in progress bars, which
# these commands do not draw), DEL, C1, bidi formatting characters.
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def _assert_clean(text: str, where: str) -> None:
    m = FORBIDDEN.search(text)
    assert m is None, f"{where}: raw {m.group()!r} at {m.start()}: {text[max(0, m.start() - 60):m.start() + 20]!r}"


def _cli(*args: str, check_rc: int | None = 0) -> subprocess.CompletedProcess[str]:
    r = subprocess.run([sys.executable, "-m", "playground", *args], capture_output=True, cwd=ROOT, timeout=120)
    out = r.stdout.decode("utf-8")  # strict: the output is valid UTF-8 too (no lone surrogates)
    err = r.stderr.decode("utf-8")
    _assert_clean(out, f"stdout of {args[0]}")
    _assert_clean(err, f"stderr of {args[0]}")
    assert "Traceback" not in err, err
    if check_rc is not None:
        assert r.returncode == check_rc, err
    return subprocess.CompletedProcess(r.args, r.returncode, out, err)


@pytest.fixture
def crafted(tmp_path: Path) -> Path:
    """A session file (in its own sessions directory) with the payload in every text field and name."""
    lines = [json.loads(x) for x in (ROOT / "sessions" / "terminal-example.jsonl").read_text().splitlines()]
    header, steps = lines[0], lines[1:3]
    header.update(id="crafted01", title="title " + PAYLOAD, example=False,
                  model={"file": "model" + PAYLOAD + ".gguf", "identity": "x" * 16, "quant": "Q4" + PAYLOAD})
    for st in steps:
        for field in ("action", "reasoning", "observation"):
            st[field] = st[field] + " " + PAYLOAD
        st["raw"] = f"<think>\n{st['reasoning']}\n</think>\n{st['observation']}"
        st["warnings"] = [{"kind": "format", "severity": "warning", "message": "bad " + PAYLOAD,
                           "evidence": ["ev " + PAYLOAD]}]
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    path = sessions / f"crafted{NAME_PAYLOAD}.jsonl"
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in [header, *steps]), encoding="utf-8")
    return path


def test_visible_shows_every_control_as_an_escape() -> None:
    shown = visible(PAYLOAD + "\ud800 tab\tnl\n crlf\r\n")
    _assert_clean(shown, "visible")
    assert "\\x1b]52;c;aGFja2Vk\\x07" in shown and "\\u202e" in shown and "\\u009b" in shown
    assert "\\x0d" in shown and "\\x08" in shown and "\\u007f" in shown and "\\ud800" in shown
    assert shown.endswith(" tab\tnl\n crlf\n")
    assert visible("naïve 日本 ✓") == "naïve 日本 ✓"


def test_json_text_stays_valid_and_lossless() -> None:
    data = {"s": PAYLOAD + "é", "n": [1, 2]}
    text = dumps(data)
    _assert_clean(text, "dumps")
    assert json.loads(text) == data
    raw = json.dumps(data, ensure_ascii=False)
    assert "\u009b" in raw and json.loads(json_text(raw)) == data


def test_guarded_stream_keeps_progress_redraws_only() -> None:
    import io

    buf = io.StringIO()
    GuardedStream(buf).write("\r 50% " + OSC52 + "\u202e\n")
    assert buf.getvalue() == "\r 50% \\x1b]52;c;aGFja2Vk\\x07\\u202e\n"


def test_sessions_list(crafted: Path) -> None:
    r = _cli("sessions", "list", str(crafted.parent))
    assert "crafted\\x1b]0;t\\x07\\u202e\\u009b.jsonl" in r.stdout
    assert "\\x1b]52;c;aGFja2Vk\\x07" in r.stdout  # the title, shown
    j = _cli("sessions", "list", str(crafted.parent), "--json")
    assert json.loads(j.stdout)[0]["title"] == "title " + PAYLOAD


def test_replay_and_check(crafted: Path) -> None:
    r = _cli("replay", str(crafted), "--reasoning")
    assert "\\x1b]52;c;aGFja2Vk\\x07" in r.stdout
    c = _cli("check", str(crafted), check_rc=None)
    assert c.returncode in (0, 1)
    cj = _cli("check", str(crafted), "--json", check_rc=None)
    json.loads(cj.stdout)


def test_export_markdown_and_json(crafted: Path, tmp_path: Path) -> None:
    md = _cli("export", str(crafted), "--format", "md")
    assert "\\x1b]0;pwned\\x07" in md.stdout and "\\u202eevil" in md.stdout
    out = tmp_path / "out.md"
    _cli("export", str(crafted), "--format", "md", "-o", str(out))
    _assert_clean(out.read_text(encoding="utf-8"), "export -o md file")  # cat-ing it later is safe too
    js = _cli("export", str(crafted), "--format", "json")
    doc = json.loads(js.stdout)
    assert doc["header"]["title"] == "title " + PAYLOAD  # escaped, not lost
    # every session exports as benchmark rows: JSON on stdout (control characters escaped by the
    # encoder), the notes about the file quote its name escaped
    bench = _cli("export", str(crafted), "--format", "bench")
    _assert_clean(bench.stdout, "export --format bench")
    rows = [json.loads(line) for line in bench.stdout.splitlines() if line.strip()]
    texts = [t for r in rows for v in r.values() for t in (v if isinstance(v, list) else [v]) if isinstance(t, str)]
    assert any(PAYLOAD in t for t in texts)  # escaped on the wire, kept in the data
    assert "\\x1b]0;t\\x07\\u202e\\u009b.jsonl" in bench.stderr


def test_error_quoting_a_file_name(tmp_path: Path) -> None:
    missing = tmp_path / f"model{NAME_PAYLOAD}.gguf"
    r = _cli("info", str(missing), check_rc=1)
    assert r.stderr.startswith("error: ") and "\\u202e" in r.stderr
    bad = tmp_path / f"bad{NAME_PAYLOAD}.jsonl"
    bad.write_text("not a session\n")
    _cli("replay", str(bad), check_rc=1)
    _cli("export", str(bad), check_rc=1)


def test_info_and_models_with_a_crafted_gguf(tiny_model: Path, tmp_path: Path) -> None:
    from tests.faults.ggufedit import rewrite_metadata

    d = tmp_path / "models"
    d.mkdir()
    crafted = d / f"tiny{NAME_PAYLOAD}.gguf"
    crafted.write_bytes(rewrite_metadata(tiny_model.read_bytes(), {"general.name": "tiny " + PAYLOAD}))
    info = _cli("info", str(crafted))
    assert "\\x1b]52" in info.stdout
    models = _cli("models", "--dir", str(d), "--vram", "0")
    assert "tiny\\x1b]0;t\\x07" in models.stdout
    mj = _cli("models", "--dir", str(d), "--vram", "0", "--json")
    assert any(Path(m["path"]).name == crafted.name for m in json.loads(mj.stdout)["models"])


def test_step_output_and_file_names(tiny_model: Path, crafted: Path) -> None:
    """step continues the crafted session (its file name is printed) and prints the model's
    observation: random weights emit arbitrary bytes, and none may reach the terminal raw."""
    sessions = crafted.parent
    fork = sessions / f"fork{NAME_PAYLOAD}.jsonl"
    shutil.copy(crafted, fork)
    r = _cli("step", str(tiny_model), "--session", str(fork), "--action", "ls -la", "--max-tokens", "60",
             "--seed", "5", "--ctx", "4096", "--sessions-dir", str(sessions))
    assert "fork\\x1b]0;t\\x07\\u202e\\u009b.jsonl" in r.stderr
