"""Compare across backends: a model on a real server (llama-cpp-python's) as a column or as the reference."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from playground.compare.runner import plan_comparison, run_comparison
from playground.endpoints import EndpointSpec
from playground.llama.engine import LoadOptions
from playground.llama.sampling import GenerationParams
from tests.compare.conftest import make_session
from tests.conftest import TinyModels
from tests.endpoints.conftest import Server
from tests.childguard import run_in_child

# No reasoning budget: a server has none. The tiny model's random weights also pick lone bytes
# of multi-byte characters, which no text can carry from one side to the other (a real model
# writes text): those tokens are banned, on both sides alike, through logit_bias.
BASE = GenerationParams(seed=11, max_tokens=40)


@pytest.fixture(scope="module")
def params(tiny_models: TinyModels) -> GenerationParams:
    from dataclasses import replace

    from playground.llama.engine import Engine

    with Engine.load(tiny_models.f32, LoadOptions(n_ctx=256, n_threads=1)) as eng:
        lone = []
        for t in range(eng.n_vocab):
            try:
                eng._piece(t).decode("utf-8")
            except UnicodeDecodeError:
                lone.append(t)
    assert lone
    return replace(BASE, logit_bias={t: -100.0 for t in lone})


def options(_path: Path) -> LoadOptions:
    return LoadOptions(n_ctx=2048, n_threads=1)


def test_served_tiny_beside_local_tiny_has_kl_near_zero(server: Server, tiny_models: TinyModels, tmp_path: Path,
        params: GenerationParams) -> None:
    # quantized files load in-process in run_comparison: in a child, so a crash fails only this test
    ref = SimpleNamespace(url=server.url, model=server.model)  # the Server holds a process: not picklable
    run_in_child(_served_tiny_beside_local_tiny_has_kl_near_zero, ref, tiny_models, tmp_path, params)


def _served_tiny_beside_local_tiny_has_kl_near_zero(server: Any, tiny_models: TinyModels, tmp_path: Path,
                                                     params: GenerationParams) -> None:
    session = make_session(tmp_path / "s", steps=2)
    served = EndpointSpec(server.url, server.model)
    plan = plan_comparison(session, [tiny_models.f32, served, tiny_models.q2_k], params=params)
    assert [m.label for m in plan.models][:2] == ["tiny-F32.gguf", served.label]  # F32 (32 bpw) beats "BF16"
    report = run_comparison(plan, options)
    ref, srv, q2 = report.models
    assert ref.reference and srv.error is None and q2.error is None
    assert srv.quant == "server" and srv.load_options["server"] == served.base_url
    assert "top 20 logprobs + one bucket" in srv.load_options["kld"]
    assert srv.kld is not None and srv.kld.positions > 20, srv.load_options
    # the same weights on both sides: at most positions only float rounding differs. (The rest:
    # llama-cpp-python's server names a lone byte among the alternatives by the text it makes
    # with the bytes before it, which can read as another token's text.)
    assert srv.kld.median < 1e-5 and srv.kld.mean < 0.01 and srv.kld.top1 > 0.95, srv.kld
    # a real quant of the same model is measurably further away (the KL can tell them apart)
    assert q2.kld is not None and q2.kld.mean > 10 * srv.kld.mean, (q2.kld, srv.kld)
    assert len(srv.steps) == 2 and all(s.raw for s in srv.steps)  # it answered freely too (its own sampler)


def test_a_served_model_is_the_reference_over_local_quants(server: Server, tiny_models: TinyModels, tmp_path: Path,
        params: GenerationParams) -> None:
    # quantized files load in-process in run_comparison: in a child, so a crash fails only this test
    ref = SimpleNamespace(url=server.url, model=server.model)  # the Server holds a process: not picklable
    run_in_child(_a_served_model_is_the_reference_over_local_quants, ref, tiny_models, tmp_path, params)


def _a_served_model_is_the_reference_over_local_quants(server: Any, tiny_models: TinyModels,
                                                       tmp_path: Path, params: GenerationParams) -> None:
    session = make_session(tmp_path / "s", steps=1)
    served = EndpointSpec(server.url, server.model)
    plan = plan_comparison(session, [tiny_models.q8_0, tiny_models.q2_k, served], params=params)
    assert plan.reference.endpoint == served  # served = BF16 > Q8_0
    report = run_comparison(plan, options)
    ref, q8, q2 = report.models
    assert ref.reference and ref.kld is not None and ref.kld.mean == 0.0 and ref.kld.top1 == 1.0
    assert q8.kld is not None and q2.kld is not None
    assert q8.kld.positions == ref.kld.positions
    assert q8.kld.mean < q2.kld.mean  # Q8_0 is closer to the (F32) served model than Q2_K


def test_only_server_models_cannot_be_compared(server: Server, tmp_path: Path) -> None:
    from playground.compare.errors import CompareError

    session = make_session(tmp_path / "s", steps=1)
    s = EndpointSpec(server.url, server.model)
    with pytest.raises(CompareError, match="at least one GGUF file"):
        plan_comparison(session, [s, s], params=BASE)
