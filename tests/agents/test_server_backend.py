"""verify on a server model: the same plan, simulated by an OpenAI-compatible server (llama-cpp-python's
own, serving the tiny model) through the model process instead of a local GGUF."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.cli import main
from playground.world.store import load_session
from tests.agents.helpers import SHORT_PROMPT, keys, recorded, write_plan

pytest.importorskip("llama_cpp.server.app", reason="llama-cpp-python's server extra is not installed")

from tests.endpoints.conftest import MODEL_NAME, start_server  # noqa: E402


@pytest.mark.slow
def test_verify_with_a_server_model(capsys: pytest.CaptureFixture[str], tmp_path: Path, tiny_model: Path,
                                    sessions_root: Path) -> None:
    server = start_server(tiny_model, tmp_path / "server.log")
    try:
        plan = write_plan(tmp_path / "plan.json", [recorded("cd /tmp"), keys("ls")],
                          system_prompt=SHORT_PROMPT)
        rules = tmp_path / "r.toml"
        rules.write_text('[coherence]\nrequired = false\n[[rule]]\nname = "no key"\nmust_not_contain = "PRIVATE KEY"\n')
        rc = main(["verify", str(plan), "--rules", str(rules), "--server", server.url, "--server-model", MODEL_NAME,
                   "--max-tokens", "24", "--seed", "3", "--json"])
        out = capsys.readouterr().out
    finally:
        server.stop()
    report = json.loads(out)
    assert report["verdict"] in ("pass", "unverifiable"), report["reason"]  # noise may lack an observation
    assert rc == {"pass": 0, "unverifiable": 3}[report["verdict"]]
    saved = load_session(report["sessions"][0])
    assert saved.steps[1].raw is not None and saved.steps[1].model is not None
