"""agentworld-play pull [REPO]: download a GGUF quant into the Hugging Face cache, resumably."""

from __future__ import annotations

import argparse
import sys
import time

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

    if not args.force:
        local = _local_copy(model)
        if local is not None:
            _say(f"already on disk (same file names and sizes): {local}")
            print(local)
            return 0

    from playground.hub.download import cached_model_path

    cached = cached_model_path(model, cache_dir=cache_dir)
    if cached is not None:
        _say(f"{model} is already in the Hugging Face cache")
        print(cached)
        return 0
    _say(f"{model}: {_fmt(model.total_size)} -> Hugging Face cache")
    bar = ProgressBar(sys.stderr)
    try:
        path = download_model(model, cache_dir=cache_dir, endpoint=args.endpoint, progress=bar)
    except KeyboardInterrupt:
        bar.finish()
        _say("interrupted: the partial download is kept; run the same command again to resume")
        return 130
    finally:
        bar.finish()
    print(path)
    return 0


def _auto_pick(models, args: argparse.Namespace):  # -> RemoteModelFile
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


def _local_copy(model):  # -> Path | None
    """The first shard of a same-named, same-sized copy in the models directory, if any."""
    from playground.hub.local import find_local_models

    names = [f.rsplit("/", 1)[-1] for f in model.files]
    for m in find_local_models(cache_dir=None, include_models_dir=True, validate=False):
        if m.origin != "models-dir" or [p.name for p in m.shards] != names:
            continue
        try:
            sizes = [p.stat().st_size for p in m.shards]
        except OSError:
            continue
        if sizes == model.sizes:
            return m.path
    return None


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
    """A one-line text progress bar: redrawn with \\r on a terminal, a line every ~10 % otherwise."""

    WIDTH = 24

    def __init__(self, stream) -> None:
        self.stream = stream
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.last_line_pct = -100.0
        self.last_line_t = 0.0
        self.drawn = False

    def render(self, p) -> str:  # p: DownloadProgress
        frac = p.fraction
        filled = int(frac * self.WIDTH)
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        what = "verifying partial file" if p.phase == "hashing" else f"{_fmt(p.speed_bps)}/s ETA {_eta(p.eta_s)}"
        shard = f" shard {p.shard}/{p.shards}" if p.shards > 1 else ""
        return f"[{bar}] {frac * 100:5.1f}% {_fmt(p.bytes_done)}/{_fmt(p.total)} {what}{shard}"

    def __call__(self, p) -> None:
        line = self.render(p)
        if self.tty:
            self.stream.write("\r" + line.ljust(79))
            self.drawn = True
        else:
            pct = p.fraction * 100
            now = time.monotonic()
            final = p.phase == "done" and self.last_line_pct < 100
            if final or pct - self.last_line_pct >= 10 or now - self.last_line_t >= 30:
                self.stream.write(line + "\n")
                self.last_line_pct, self.last_line_t = pct, now
        self.stream.flush()

    def finish(self) -> None:
        if self.tty and self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False
