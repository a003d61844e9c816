"""Which quant of a repo to download when the user did not say: the best one that fits the GPU.

Headers of the candidates are read over HTTP Range (a few MB each, not the tens of GB of the
files) and handed to the fit planner (``playground.fit.planner.pick_quant``); the VRAM budget comes from
``playground.fit.gpu.detect_gpus`` unless the caller gives one.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Callable

from playground.modelfile.header import GGUFHeader
from playground.hub.catalog import RemoteModelFile
from playground.hub.errors import HubError
from playground.hub.remote import fetch_remote_header

HEADER_WORKERS = 4


class NoQuantFitsError(HubError):
    """No quant of the repo fits the memory budget."""


@dataclass(frozen=True)
class QuantChoice:
    model: RemoteModelFile
    vram_budget_bytes: int | None  # None: no GPU detected (CPU budget)
    gpu_name: str | None
    considered: tuple[str, ...]  # labels whose headers were read


def detected_vram_budget() -> tuple[int | None, str | None]:
    """(free bytes, name) of the GPU with the most free memory, or (None, None) without a usable GPU."""
    from playground.fit.gpu import detect_gpus

    try:
        gpus = detect_gpus()
    except Exception:  # a broken driver must not stop a download; fall back to the CPU budget
        return None, None
    if not gpus:
        return None, None
    best = max(gpus, key=lambda g: g.free_bytes)
    return int(best.free_bytes), getattr(best, "name", None)


def choose_quant(models: list[RemoteModelFile], *, n_ctx: int, vram_budget_bytes: int | None = None,
                 detect: bool = True, endpoint: str | None = None, token: str | None = None,
                 max_total_bytes: int | None = None, ram_bytes: int | None = None,
                 log: Callable[[str], None] | None = None) -> QuantChoice:
    """Read candidate headers and let the fit planner pick; raises NoQuantFitsError when nothing fits.

    ``max_total_bytes`` skips models that cannot run at all (larger than RAM + VRAM) without
    fetching their headers; ``ram_bytes`` is the planner's CPU-side budget (None: its default).
    """
    from playground.fit.planner import pick_quant

    gpu_name = None
    if vram_budget_bytes is None and detect:
        vram_budget_bytes, gpu_name = detected_vram_budget()
    candidates = [m for m in models if m.complete]
    if max_total_bytes is not None:
        candidates = [m for m in candidates if m.total_size <= max_total_bytes]
    if not candidates:
        raise NoQuantFitsError("no quant of the repo is small enough for this machine's memory; pass --quant")
    labels = _unique_labels(candidates)
    if log:
        log(f"reading {len(candidates)} GGUF header(s) to pick a quant ...")

    def headers_of(m: RemoteModelFile) -> list[GGUFHeader]:
        return [fetch_remote_header(m.repo, f, revision=m.pinned_revision, endpoint=endpoint, token=token)
                for f in m.files]

    with ThreadPoolExecutor(max_workers=HEADER_WORKERS) as pool:
        headers = dict(zip(labels, pool.map(headers_of, candidates)))
    picked = pick_quant(headers, n_ctx=n_ctx, vram_budget_bytes=vram_budget_bytes, ram_bytes=ram_bytes)
    if picked is None:
        budget = f"{vram_budget_bytes / 2**30:.1f} GiB of VRAM" if vram_budget_bytes else "this machine"
        raise NoQuantFitsError(f"no quant of {candidates[0].repo} fits {budget} at n_ctx={n_ctx}; "
                               "pass --quant or a smaller --ctx")
    by_label = dict(zip(labels, candidates))
    if picked not in by_label:
        raise NoQuantFitsError(f"the fit planner picked {picked!r}, which is not among the candidates")
    return QuantChoice(by_label[picked], vram_budget_bytes, gpu_name, tuple(labels))


def _unique_labels(models: list[RemoteModelFile]) -> list[str]:
    """The quant label, or the file stem where two models share a label."""
    counts: dict[str, int] = {}
    for m in models:
        counts[m.quant] = counts.get(m.quant, 0) + 1
    return [m.quant if counts[m.quant] == 1 else m.name for m in models]
