"""The models screen: GPU, the catalog's quants with fit verdicts, download, quantize, load.

Everything slow (Hub listing, remote headers, fit plans, downloads, quantization,
loading) runs in thread workers that post messages; the handlers here own the rows.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Input, Label, ProgressBar, Static

from playground.errors import OperationCancelled, PlaygroundError
from playground.tui.app import playground_app
from playground.tui.textview import safe
from playground.tui import actions
from playground.tui.widgets.meters import MetersBar
from playground.tui.widgets.navbar import NavBar
from playground.tui.widgets.pathinput import PathInput

STYLES = Path(__file__).parent.parent / "styles"

VERDICT_TEXT = {"fits": "[green]fits on GPU[/]", "offload": "[yellow]needs expert offload[/]",
                "no_fit": "[red]won't fit[/]"}
HIGH_PRECISION = {"F32", "F16", "BF16"}


@dataclass
class ModelRow:
    """One line of the table: a local file, a remote quant, or both (downloaded)."""

    key: str
    quant: str
    size: int
    local: Any | None = None  # playground.hub.local.LocalModel
    remote: Any | None = None  # playground.hub.catalog.RemoteModelFile
    plan: Any | None = None  # playground.fit.planner.FitPlan at the screen's context size
    plan_error: str | None = None
    checking: bool = False
    loaded: bool = False  # the file the app has loaded now

    @property
    def path(self) -> Path | None:
        return self.local.path if self.local is not None else None

    @property
    def where(self) -> str:
        if self.loaded:
            return f"loaded · {self.local.path if self.local is not None else '?'}"
        if self.local is not None and self.remote is not None:
            return f"downloaded · {self.remote.repo}"
        if self.local is not None:
            return str(self.local.path)
        return f"remote · {self.remote.repo}" if self.remote is not None else "?"


def human(n: float | None) -> str:
    if n is None:
        return "?"
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:.1f} TiB"


def storage_line() -> str:
    """Where downloads and local files live: always on screen, so a user can find (or free) them."""
    from playground.hub.hfenv import hf_cache_dir, models_dir

    return (f"[dim]models folder[/] {safe(str(models_dir()))}  [dim]HF cache[/] {safe(str(hf_cache_dir()))}"
            "  [dim]· enter loads the selected file[/]")


_GIB_FIGURE = re.compile(r"\b(\d+\.\d+) GiB\b")


def plan_lines(plan: Any, width: int | None = None) -> list[str]:
    """The fit plan's summary (the planner says "CPU only" without a GPU), sizes under a GiB in
    MiB/KiB instead of "0.00 GiB". ``width``: the cells a line may use; a narrower terminal (80x24)
    gets the short form, one line each (labels closer, the gpu/ram totals without their parts, the
    rest cut with "…"), instead of lines that wrap into each other. The full text is the tooltip."""
    lines = [_GIB_FIGURE.sub(lambda m: human(float(m.group(1)) * 2**30), line) for line in plan.summary()]
    if width is None or all(len(line) <= width for line in lines):
        return [safe(line) for line in lines]
    short = []
    for line in lines:
        label, value = line[:14].strip(), line[14:].strip()
        if label in ("gpu", "ram") and ":" in value:
            value = value.split(":", 1)[0] + " in all"
        text = f"{label:<11} {value}" if label else value
        short.append(safe(text if len(text) <= width else text[: max(1, width - 1)] + "…"))
    return short


# ----------------------------------------------------------------- messages

class CatalogListed(Message):
    def __init__(self, rows: list[ModelRow], gpu_message: str, gpu_free: int | None, errors: list[str],
                 offline: str = "") -> None:
        super().__init__()
        self.rows, self.gpu_message, self.gpu_free, self.errors = rows, gpu_message, gpu_free, errors
        self.offline = offline  # why the Hub could not be asked ("" = it answered, or was not asked)


class PlanReady(Message):
    def __init__(self, key: str, n_ctx: int, plan: Any | None, error: str | None) -> None:
        super().__init__()
        self.key, self.n_ctx, self.plan, self.error = key, n_ctx, plan, error


class JobProgress(Message):
    def __init__(self, fraction: float, text: str) -> None:
        super().__init__()
        self.fraction, self.text = fraction, text


class JobDone(Message):
    def __init__(self, kind: str, ok: bool, text: str) -> None:
        super().__init__()
        self.kind, self.ok, self.text = kind, ok, text


# ------------------------------------------------------------------- screen

class ModelsScreen(Screen[None]):
    SCOPE = "models"
    AUTO_FOCUS = "#models-table"  # single-key actions (d, q, r) act on the table, not on the inputs
    CSS_PATH = [STYLES / "models.tcss"]
    BINDINGS = actions.bindings("models")

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[ModelRow] = []
        self.gpu_free: int | None = None
        self._job_cancel: threading.Event | None = None
        self.job: str = ""  # "download" | "quantize" | "" (one job at a time)
        self._pending_download: Any | None = None  # asked for (first-run screen) before this screen mounted
        self.offline = ""  # why the Hub could not be reached at the last listing ("" = online)

    def compose(self) -> ComposeResult:
        settings = playground_app(self).settings
        yield NavBar(self.SCOPE)
        with Vertical(id="models-body"):
            yield Static("detecting GPU …", id="gpu-line")
            yield Static(storage_line(), id="storage-line")
            with Horizontal(id="models-controls"):
                yield Label("context")
                yield Input(str(playground_app(self).n_ctx), id="ctx-input", type="integer")
                yield Label("repo")
                yield Input(settings.catalog_repo, id="repo-input")
                yield Button("Refresh", id="refresh-button")
            yield Static("", id="hub-line")
            yield PathInput(placeholder="type the path of a .gguf file (tab completes, enter loads, esc closes)",
                            id="open-path")
            yield DataTable(id="models-table", cursor_type="row", zebra_stripes=True)
            yield Static("", id="plan-detail")
            with Horizontal(id="job-line"):
                yield ProgressBar(total=1.0, show_eta=False, id="job-bar")
                yield Static("", id="job-text")
        yield MetersBar()
        yield Footer(compact=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("quant", "size", "where", "fit", "GPU / RAM use")
        self.query_one("#job-line").display = False
        self.query_one("#hub-line").display = False
        self.query_one("#open-path").display = False
        self.watch(self.app, "model_label", lambda label: setattr(self, "sub_title", safe(label)), init=True)
        self.action_refresh()
        self._start_pending_download()

    def on_screen_resume(self) -> None:
        # the first-run screen may ask while this screen is still mounting (after on_mount ran):
        # the resume that follows the switch comes after the mount
        self._start_pending_download()

    def _start_pending_download(self) -> None:
        if self._pending_download is not None and self.is_mounted:
            remote, self._pending_download = self._pending_download, None
            self.download_remote(remote)

    def download_remote(self, remote: Any) -> None:
        """Download ``remote`` (a RemoteModelFile), e.g. the first-run screen's recommendation."""
        if not self.is_mounted:
            self._pending_download = remote
            return
        if self._busy():
            return
        self._start_job("download", f"downloading {safe(str(remote))} …")
        self._download(remote, self._job_cancel)

    # ------------------------------------------------------------ listing

    def n_ctx(self) -> int:
        try:
            value = int(self.query_one("#ctx-input", Input).value)
        except ValueError:
            value = playground_app(self).n_ctx
        return max(64, value)

    @on(Button.Pressed, "#refresh-button")
    def action_refresh(self) -> None:
        repo = self.query_one("#repo-input", Input).value.strip()
        self.query_one("#models-table", DataTable).loading = True
        app = playground_app(self)
        engine = app.engine
        loaded = None if engine is None or getattr(engine.info, "is_endpoint", False) else Path(engine.info.path)
        self._list(repo, self.n_ctx(), loaded)

    def action_servers(self) -> None:
        """Models on inference servers: their own dialog (playground/tui/screens/endpoints.py)."""
        from playground.tui.screens.endpoints import EndpointsScreen

        self.app.push_screen(EndpointsScreen())

    def action_open_file(self) -> None:
        """A path field for a GGUF anywhere on disk (offline, the way to a model not listed)."""
        field = self.query_one("#open-path", PathInput)
        field.display = True
        field.focus()

    def _close_open_field(self) -> bool:
        field = self.query_one("#open-path", PathInput)
        if not field.display:
            return False
        field.display = False
        self.query_one("#models-table", DataTable).focus()
        return True

    @on(Input.Submitted, "#open-path")
    def _open_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        path = Path(text).expanduser()
        if not path.is_file():
            self.notify(f"{safe(text)}: file not found", severity="error")
            return
        if not path.name.lower().endswith(".gguf"):
            self.notify(f"{safe(text)} is not a .gguf file", severity="error")
            return
        self._close_open_field()
        if playground_app(self).load_model(path):
            self.notify(f"loading {safe(path.name)} …", title="model")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        settings = playground_app(self).settings
        if event.input.id == "ctx-input":
            settings.n_ctx = self.n_ctx()
        elif event.input.id == "repo-input":
            settings.catalog_repo = event.value.strip()
        playground_app(self).save_settings()
        self.action_refresh()

    @work(thread=True, exit_on_error=False, group="catalog", exclusive=True)
    def _list(self, repo: str, n_ctx: int, loaded: Path | None = None) -> None:
        from playground.fit.planner import plan_for_file
        from playground.fit.gpu import best_gpu, gpu_status
        from playground.hub.download import cached_model_path
        from playground.hub.errors import is_offline_error
        from playground.hub.local import find_local_models
        from playground.tui.screens.welcome import offline_or_problem

        app = playground_app(self)
        errors: list[str] = []
        status = gpu_status(app.gpu_probe)
        gpu = best_gpu(list(status.gpus))
        rows: dict[str, ModelRow] = {}
        offline = ""
        try:
            # the loaded file too, wherever it lives (found twice, it is listed once)
            for m in find_local_models([loaded] if loaded is not None else []):
                rows[str(m.path)] = ModelRow(key=str(m.path), quant=m.quant, size=m.size, local=m)
        except PlaygroundError as e:
            errors.append(f"local models: {e}")
        if repo:
            from playground.hub.catalog import list_repo_ggufs

            try:
                for r in list_repo_ggufs(repo, endpoint=app.hub_endpoint):
                    path = cached_model_path(r)
                    row = rows.get(str(path)) if path is not None else None
                    if row is not None:
                        row.remote = r
                    else:
                        key = f"{r.repo}:{r.quant}:{r.files[0]}"
                        rows[key] = ModelRow(key=key, quant=r.quant, size=r.total_size, remote=r)
            except PlaygroundError as e:
                if is_offline_error(e):  # said once, on the screen: not a toast on every visit
                    offline = offline_or_problem(e)[0]
                else:
                    errors.append(f"catalog {repo}: {e}")
        # Local files are planned right away (their header is on disk); remote ones on selection.
        for row in rows.values():
            if row.local is not None and row.local.ok:
                try:
                    row.plan = plan_for_file(row.local.path, n_ctx, vram_free_bytes=gpu.free_bytes if gpu else None,
                                             detect_gpu=False)
                except PlaygroundError as e:
                    row.plan_error = str(e)
            elif row.local is not None:
                row.plan_error = row.local.problem
        if loaded is not None:
            import os

            for row in rows.values():
                row.loaded = row.local is not None and os.path.realpath(row.local.path) == os.path.realpath(loaded)
        ordered = sorted(rows.values(), key=lambda r: (not r.loaded, r.local is None, -r.size))
        self.post_message(CatalogListed(ordered, status.message, gpu.free_bytes if gpu else None, errors, offline))

    def on_catalog_listed(self, message: CatalogListed) -> None:
        self.rows = message.rows
        self.gpu_free = message.gpu_free
        self.query_one("#gpu-line", Static).update(f"[b]{safe(message.gpu_message)}[/]")
        for err in message.errors:
            self.notify(err, severity="warning", timeout=8)
        self.offline = message.offline
        hub_line = self.query_one("#hub-line", Static)
        hub_line.display = bool(self.offline)
        if self.offline:
            hub_line.update(f"[b]offline[/]: {safe(self.offline)}. Listed: the files on this machine · "
                            f"[b]{self._key('models.open')}[/] opens a file")
        self._redraw()
        self.query_one("#models-table", DataTable).loading = False

    def _redraw(self) -> None:
        table = self.query_one("#models-table", DataTable)
        cursor = table.cursor_row
        table.clear()
        for row in self.rows:
            table.add_row(safe(row.quant), human(row.size), safe(row.where), self._fit_cell(row), self._use_cell(row),
                          key=row.key)
        if self.rows:
            table.move_cursor(row=min(cursor or 0, len(self.rows) - 1))
        self._show_detail()

    @staticmethod
    def _fit_cell(row: ModelRow) -> str:
        if row.plan is not None:
            if row.plan.vram_free_bytes is None and row.plan.verdict != "no_fit":
                return "[dim]CPU only (no GPU)[/]"
            return VERDICT_TEXT.get(row.plan.verdict, str(row.plan.verdict))
        if row.plan_error:
            return "[red]unusable[/]" if row.local is not None else "[red]?[/]"
        return "checking …" if row.checking else "[dim]select to check[/]"

    @staticmethod
    def _use_cell(row: ModelRow) -> str:
        if row.plan is None:
            return ""
        p = row.plan
        if p.vram_free_bytes is None:
            return f"RAM {human(p.total_cpu_bytes)}"
        return f"{human(p.total_gpu_bytes)} / {human(p.total_cpu_bytes)}"

    def _selected(self) -> ModelRow | None:
        table = self.query_one("#models-table", DataTable)
        if not self.rows or table.cursor_row is None or table.cursor_row >= len(self.rows):
            return None
        return self.rows[table.cursor_row]

    @on(DataTable.RowHighlighted, "#models-table")
    def _highlighted(self, _event: DataTable.RowHighlighted) -> None:
        row = self._selected()
        self._show_detail()
        if row is not None and row.plan is None and row.plan_error is None and row.remote is not None \
                and not row.checking:
            row.checking = True
            self._plan_remote(row.key, row.remote, self.n_ctx(), self.gpu_free)
            self._update_row(row)

    def on_resize(self) -> None:
        self._show_detail()  # the plan's short or full form follows the width

    def _show_detail(self) -> None:
        row = self._selected()
        detail = self.query_one("#plan-detail", Static)
        detail.tooltip = None
        if row is None:
            open_key = self._key("models.open")
            detail.update(f"no GGUF files on this machine: {open_key} opens one, or put files in the models folder"
                          if self.offline else
                          f"no models found: set a repo and refresh, {open_key} opens a file, "
                          "or put GGUF files in the models folder")
            return
        width = max(20, (detail.size.width or self.size.width or 120) - 2)
        head = f"{row.quant} · {human(row.size)} · "
        where = row.where if len(head) + len(row.where) <= width else \
            "…" + row.where[len(row.where) - max(1, width - len(head) - 1):]
        lines = [f"[b]{safe(row.quant)}[/] · {human(row.size)} · {safe(where)}"]
        if row.plan is not None:
            lines += plan_lines(row.plan, width)
            detail.tooltip = "\n".join(plan_lines(row.plan))
        elif row.plan_error:
            lines.append(f"[red]{row.plan_error}[/]")
        detail.update("\n".join(lines))

    def _update_row(self, row: ModelRow) -> None:
        table = self.query_one("#models-table", DataTable)
        try:
            table.update_cell(row.key, table.ordered_columns[3].key, self._fit_cell(row))
            table.update_cell(row.key, table.ordered_columns[4].key, self._use_cell(row))
        except Exception:  # the row vanished in a refresh; the next listing shows it anyway
            return

    @work(thread=True, exit_on_error=False, group="remote-plan")
    def _plan_remote(self, key: str, remote: Any, n_ctx: int, gpu_free: int | None) -> None:
        from playground.fit.planner import plan_fit
        from playground.hub.remote import fetch_remote_header

        try:
            headers = [fetch_remote_header(remote.repo, f, revision=remote.pinned_revision,
                                           endpoint=playground_app(self).hub_endpoint)
                       for f in remote.files]
            plan = plan_fit(headers, n_ctx=n_ctx, vram_free_bytes=gpu_free)
            self.post_message(PlanReady(key, n_ctx, plan, None))
        except PlaygroundError as e:
            self.post_message(PlanReady(key, n_ctx, None, str(e)))

    def on_plan_ready(self, message: PlanReady) -> None:
        for row in self.rows:
            if row.key == message.key:
                row.checking = False
                row.plan, row.plan_error = message.plan, message.error
                self._update_row(row)
        self._show_detail()

    # ------------------------------------------------------------ actions

    @on(DataTable.RowSelected, "#models-table")
    def _row_selected(self, _event: DataTable.RowSelected) -> None:
        # the table takes enter for itself; selecting a row is the load action
        self.action_load()

    def action_load(self) -> None:
        row = self._selected()
        if row is None:
            return
        if row.local is None:
            self.notify(f"{row.quant} is not on this machine yet: press d to download it", severity="warning")
            return
        if not row.local.ok:
            self.notify(row.local.problem or "this file cannot be used", severity="error")
            return
        from playground.fit.planner import load_options_for

        from playground.tui.app import ui_engine_threads

        options = (load_options_for(row.plan, n_ctx=self.n_ctx(), n_threads=ui_engine_threads(),
                                    extra_bufts=playground_app(self).settings.extra_bufts)
                   if row.plan is not None else None)
        if row.plan is not None and row.plan.verdict == "no_fit":
            self.notify("the fit planner says this will not fit in VRAM + RAM; loading anyway", severity="warning")
        if playground_app(self).load_model(row.local.path, options, row.plan):
            self.notify(f"loading {row.local.path.name} …" + (f" (n_gpu_layers={row.plan.n_gpu_layers}, "
                        f"experts of {row.plan.n_cpu_moe} layers in RAM)" if row.plan else ""), title="model")

    def action_download(self) -> None:
        row = self._selected()
        if row is None or self._busy():
            return
        if row.remote is None:
            self.notify("this model is local only; nothing to download", severity="warning")
            return
        if row.local is not None:
            self.notify(f"{row.quant} is already downloaded: enter loads it")
            return
        self._start_job("download", f"downloading {row.remote} …")
        self._download(row.remote, self._job_cancel)

    def action_quantize(self) -> None:
        row = self._selected()
        if row is None or self._busy():
            return
        if row.local is None or row.local.info is None or row.local.info.quant_type not in HIGH_PRECISION:
            self.notify("select a local F32/F16/BF16 file to quantize from", severity="warning")
            return
        from playground.tui.screens.quantize_dialog import QuantizeDialog

        source: Path = row.local.path

        def chosen(result: tuple[str, Path] | None) -> None:
            if result is None or self._busy():
                return
            qtype, dst = result
            self._start_job("quantize", f"quantizing {safe(source.name)} to {qtype} …")
            self._quantize(source, dst, qtype, self._job_cancel)

        self.app.push_screen(QuantizeDialog(row.local.path), chosen)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Cancel is offered (and shown in the footer) only while a job runs: the footer fits 80 columns."""
        if action == "cancel":
            return bool(self.job) or self.query_one("#open-path").display
        return True

    def _key(self, binding_id: str) -> str:
        return actions.effective_key(actions.BY_ID[binding_id], playground_app(self).settings.keymap)

    def action_cancel(self) -> None:
        if self._close_open_field():
            return
        if self._job_cancel is not None:
            self._job_cancel.set()
            self.query_one("#job-text", Static).update(f"cancelling the {self.job} …")

    def _busy(self) -> bool:
        if self.job:
            self.notify(f"a {self.job} is running (esc cancels it)", severity="warning")
            return True
        return False

    def _start_job(self, kind: str, text: str) -> None:
        self.job = kind
        self.refresh_bindings()
        self._job_cancel = threading.Event()
        self.query_one("#job-line").display = True
        self.query_one("#job-bar", ProgressBar).update(total=1.0, progress=0.0)
        self.query_one("#job-text", Static).update(text)

    @work(thread=True, exit_on_error=False, group="job")
    def _download(self, remote: Any, cancel: threading.Event) -> None:
        from playground.hub.download import DownloadProgress, download_model

        def progress(p: DownloadProgress) -> None:
            eta = f", ETA {p.eta_s:.0f} s" if p.eta_s is not None else ""
            shard = f" (shard {p.shard}/{p.shards})" if p.shards > 1 else ""
            self.post_message(JobProgress(p.fraction, f"{p.phase} {human(p.bytes_done)} of {human(p.total)}"
                                                      f"{shard} · {human(p.speed_bps)}/s{eta}"))

        try:
            path = download_model(remote, endpoint=playground_app(self).hub_endpoint, progress=progress,
                                  cancel=cancel)
        except OperationCancelled:
            self.post_message(JobDone("download", False, "download cancelled; run it again to resume"))
        except PlaygroundError as e:
            self.post_message(JobDone("download", False, str(e)))
        else:
            self.post_message(JobDone("download", True, f"downloaded and verified {path.name}"))

    @work(thread=True, exit_on_error=False, group="job")
    def _quantize(self, src: Path, dst: Path, qtype: str, cancel: threading.Event) -> None:
        from playground.modelfile.quantize import QuantizeProgress, quantize_model

        def progress(p: QuantizeProgress) -> None:
            self.post_message(JobProgress(p.fraction, f"{p.phase} {p.done}/{p.total} tensors · {p.tensor}"))

        try:
            result = quantize_model(src, dst, qtype, progress=progress, cancel=cancel)
        except OperationCancelled:
            self.post_message(JobDone("quantize", False, "quantization cancelled; no file was left behind"))
        except PlaygroundError as e:
            self.post_message(JobDone("quantize", False, str(e)))
        else:
            self.post_message(JobDone("quantize", True, " · ".join(result.describe())))  # type: ignore[union-attr]

    def on_job_progress(self, message: JobProgress) -> None:
        self.query_one("#job-bar", ProgressBar).update(progress=message.fraction)
        self.query_one("#job-text", Static).update(message.text)

    def on_job_done(self, message: JobDone) -> None:
        self.job = ""
        self.refresh_bindings()
        self._job_cancel = None
        self.query_one("#job-line").display = False
        self.notify(message.text, title=message.kind, severity="information" if message.ok else "error",
                    timeout=8)
        if message.ok:
            self.action_refresh()


