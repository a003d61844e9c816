"""agentworld-play pull [REPO]: download a GGUF quant into the Hugging Face cache, resumably."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Callable, TextIO

if TYPE_CHECKING:
    from pathlib import Path

    from playground.hub.catalog import RemoteModelFile
    from playground.hub.download import DownloadProgress

NAME = "pull"
HELP = "download a GGUF quant (default: the best one that fits your GPU), resumable"
DESCRIPTION = (
    "Download a GGUF model from the Hugging Face Hub into the standard HF cache (HF_HOME), "
    "verifying its sha256. Interrupt with Ctrl-C and run the same command again to resume. "
    "Without --quant, the GGUF headers are read over HTTP range requests and the best quant "
    "that fits the detected GPU is chosen. Honours HF_TOKEN, HF_HOME and HF_HUB_OFFLINE."
)
ORDER = 20


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("repo", nargs="?", default=None,
                   help="HF repo (owner/name), owner/name:QUANT, or owner/name/path/file.gguf "
                        "(default: the catalog's GGUF repo)")
    p.add_argument("--quant", default=None, help="quant to fetch, e.g. Q4_K_M, UD-Q4_K_XL, BF16")
    p.add_argument("--revision", default="main", help="branch, tag or commit (default %(default)s)")
    p.add_argument("--endpoint", default=None, help="Hub URL (default: $HF_ENDPOINT or huggingface.co)")
    p.add_argument("--cache-dir", default=None, help="HF hub cache (default: $HF_HUB_CACHE or $HF_HOME/hub)")
    p.add_argument("--ctx", type=int, default=32768, help="context size the default quant must fit (%(default)s)")
    p.add_argument("--vram", type=float, default=None, help="GPU budget in GB for the default quant "
                                                             "(default: free VRAM of the detected GPU)")
    p.add_argument("--list", action="store_true", help="list the repo's GGUF models and exit")
    p.add_argument("--force", action="store_true", help="download even if a copy is in the models directory")
    p.add_argument("--verify", action="store_true",
                   help="re-hash files already on disk against the Hub's sha256 (with progress), even if they "
                        "were verified before; a corrupted cached file is downloaded again")


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from playground.errors import InvalidParameterError
    from playground.hub.catalog import DEFAULT_GGUF_REPO, find_quant, list_repo_ggufs, parse_source
    from playground.hub.download import download_model

    source = parse_source(args.repo or DEFAULT_GGUF_REPO)
    if source.kind == "local":
        raise InvalidParameterError(f"{args.repo} is a local path; pull takes a Hugging Face repo")
    if args.ctx <= 0:
        raise InvalidParameterError("--ctx must be positive")
    if args.vram is not None and args.vram <= 0:
        raise InvalidParameterError("--vram must be positive (GB)")
    cache_dir = Path(args.cache_dir).expanduser() if args.cache_dir else None
    assert source.repo is not None
    models = list_repo_ggufs(source.repo, args.revision, endpoint=args.endpoint, cache_dir=cache_dir)

    if args.list:
        for m in models:
            shards = f"  {len(m.files)} shards" if m.is_split else ""
            state = "" if m.complete else "  (incomplete upload)"
            print(f"{m.quant:<14} {_fmt(m.total_size):>10}  {m.files[0]}{shards}{state}")
        return 0

    quant = args.quant or source.quant
    if source.kind == "hf_file":
        matches = [m for m in models if source.filename in m.files]
        if not matches:
            from playground.hub.errors import RemoteFileNotFoundError

            raise RemoteFileNotFoundError(f"{source.filename} is not a GGUF model file in {source.repo}")
        model = matches[0]
    elif quant:
        model = find_quant(models, quant)
    else:
        model = _auto_pick(models, args)

    bar = ProgressBar(sys.stderr)
    if not args.force:
        local = _local_copy(model, bar, force=args.verify)
        if local is not None:
            _say(f"already on disk (same file names, sizes and sha256): {local}")
            print(local)
            return 0

    from playground.hub.download import cached_model_path

    try:
        cached = cached_model_path(model, cache_dir=cache_dir, verify=args.verify, progress=bar,
                                   notice=_notice(bar))
    finally:
        bar.finish()
    if cached is not None:
        _say(f"{model} is already in the Hugging Face cache" + (" (sha256 verified)" if args.verify else ""))
        print(cached)
        return 0
    _say(f"{model}: {_fmt(model.total_size)} -> Hugging Face cache")
    try:
        path = download_model(model, cache_dir=cache_dir, endpoint=args.endpoint, progress=bar,
                              verify=args.verify, notice=_notice(bar))
    except KeyboardInterrupt:
        bar.finish()
        _say("interrupted: the partial download is kept; run the same command again to resume")
        return 130
    finally:
        bar.finish()
    print(path)
    return 0


def _auto_pick(models: list[RemoteModelFile], args: argparse.Namespace) -> RemoteModelFile:
    from playground.hub.pick import choose_quant

    budget = int(args.vram * 1e9) if args.vram is not None else None
    try:
        import psutil

        ram = psutil.virtual_memory().total
    except Exception:
        ram = None
    choice = choose_quant(models, n_ctx=args.ctx, vram_budget_bytes=budget, endpoint=args.endpoint,
                          max_total_bytes=(ram + (budget or 0)) if ram else None, ram_bytes=ram, log=_say)
    if budget is not None:
        where = f"{_fmt(budget)} VRAM budget (--vram)"
    elif choice.vram_budget_bytes is not None:
        where = f"{_fmt(choice.vram_budget_bytes)} free on {choice.gpu_name or 'the GPU'}"
    else:
        where = "no GPU detected, RAM budget"
    _say(f"picked {choice.model.quant} for n_ctx={args.ctx}: {where}")
    return choice.model


def _local_copy(model: RemoteModelFile, bar: ProgressBar, *, force: bool) -> Path | None:
    """The first shard of a same-named, same-sized copy in the models directory whose sha256 matches
    the Hub's (hashed once, then remembered; ``force``: re-hashed), if any. A copy that does not
    match is left alone (it is the user's file) and reported."""
    from playground.hub.errors import ChecksumMismatchError
    from playground.hub.local import find_local_models
    from playground.hub.verify import Expected, verify_file

    names = [f.rsplit("/", 1)[-1] for f in model.files]
    for m in find_local_models(cache_dir=None, include_models_dir=True, validate=False):
        if m.origin != "models-dir" or [p.name for p in m.shards] != names:
            continue
        try:
            sizes = [p.stat().st_size for p in m.shards]
        except OSError:
            continue
        if sizes != model.sizes:
            continue
        try:
            for shard, sha in zip(m.shards, model.sha256):
                if sha:
                    verify_file(shard, Expected("sha256", sha), force=force, progress=_hashing(bar, shard.name))
        except ChecksumMismatchError as e:
            bar.finish()
            _say(f"{e}; not using it (it is your file: left as it is)")
            continue
        finally:
            bar.finish()
        return m.path
    return None


def _hashing(bar: ProgressBar, name: str) -> Callable[[int, int], None]:
    return lambda done, total: bar.hashing(name, done, total)


def _notice(bar: ProgressBar) -> Callable[[str], None]:
    def say(line: str) -> None:
        bar.finish()
        _say(line)
    return say


def _say(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _fmt(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1000:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} TB"


def _eta(s: float | None) -> str:
    if s is None:
        return "--:--"
    s = int(s)
    h, rem = divmod(s, 3600)
    return f"{h}:{rem // 60:02d}:{rem % 60:02d}" if h else f"{rem // 60:02d}:{rem % 60:02d}"


class ProgressBar:
    """Download progress as one line on stderr (see :class:`playground.cli.progress.LineProgress`)."""

    WIDTH = 24

    def __init__(self, stream: TextIO) -> None:
        from playground.cli.progress import LineProgress

        self.line = LineProgress(stream)

    def render(self, p: DownloadProgress) -> str:
        frac = p.fraction
        filled = int(frac * self.WIDTH)
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        if p.phase == "hashing":
            what = "verifying partial file"
        elif p.phase == "verifying":
            what = f"checking sha256 of {p.file}"
        else:
            what = f"{_fmt(p.speed_bps)}/s ETA {_eta(p.eta_s)}"
        shard = f" shard {p.shard}/{p.shards}" if p.shards > 1 else ""
        return f"[{bar}] {frac * 100:5.1f}% {_fmt(p.bytes_done)}/{_fmt(p.total)} {what}{shard}"

    def __call__(self, p: DownloadProgress) -> None:
        self.line.show(self.render(p), p.fraction, phase=p.phase, final=p.phase == "done")

    def hashing(self, name: str, done: int, total: int) -> None:
        """A file outside the cache being checked (a copy in the models directory)."""
        frac = done / total if total else 1.0
        filled = int(frac * self.WIDTH)
        text = (f"[{'#' * filled}{'-' * (self.WIDTH - filled)}] {frac * 100:5.1f}% {_fmt(done)}/{_fmt(total)} "
                f"checking sha256 of {name}")
        self.line.show(text, frac, phase="verifying", final=done >= total)

    def finish(self) -> None:
        self.line.finish()
