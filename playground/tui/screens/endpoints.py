"""Inference servers on the models screen: add, test, remove and load models served over the OpenAI API.

Endpoints live in the settings file as ``[endpoints.<name>]`` (url, model, and the NAME of the
environment variable with the API key; the key itself is never written anywhere). Listing a
server's models, testing one and loading one talk to the network, so they run in thread
workers that post messages; the handlers here own the table. A loaded server model goes to
the app exactly like a loaded GGUF (ModelLoaded with a RemoteEngine), so every screen uses it.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Input, Label, Static

from playground.errors import PlaygroundError
from playground.tui.app import playground_app
from playground.tui.textview import safe


class ServerAnswered(Message):
    """A list/test request finished: ``text`` to show, ``models`` the server lists (list only)."""

    def __init__(self, ok: bool, text: str, models: list[str] | None = None) -> None:
        super().__init__()
        self.ok, self.text, self.models = ok, text, models


class EndpointsScreen(ModalScreen[None]):
    # At 80x24 everything fits: one-line fields, compact buttons kept below the scrolling part.
    DEFAULT_CSS = """
    EndpointsScreen { align: center middle; }
    #endpoints-box { width: 90%; max-width: 110; height: auto; max-height: 100%; border: thick $primary;
                     background: $surface; padding: 0 1; }
    #endpoints-scroll { height: auto; max-height: 1fr; }
    #endpoints-table { height: auto; max-height: 5; }
    #endpoints-served { height: auto; max-height: 4; }
    .endpoint-row { height: 1; margin-top: 1; }
    .endpoint-row Label { width: 14; }
    .endpoint-row Input { width: 1fr; height: 1; border: none; padding: 0 1; background: $boost; }
    .endpoint-row Input:focus { background: $accent 30%; }
    .endpoint-row Input > .input--placeholder { color: $text-disabled; text-style: italic; }
    #endpoints-status { height: auto; min-height: 1; }
    #endpoints-buttons { height: 1; margin-top: 1; }
    #endpoints-buttons Button { margin-right: 1; min-width: 0; width: auto; }
    """
    BINDINGS = [("escape", "close", "Close")]
    AUTO_FOCUS = "#ep-name"  # the first field, not the (often empty) table of saved servers

    def compose(self) -> ComposeResult:
        with Vertical(id="endpoints-box"):
            yield Static("[b]Inference servers[/] · vLLM, SGLang, llama-server (OpenAI API)", id="endpoints-title")
            with VerticalScroll(id="endpoints-scroll"):
                with Horizontal(classes="endpoint-row"):
                    yield Label("name")
                    yield Input(placeholder="a short name, e.g. gpu-box", id="ep-name")
                with Horizontal(classes="endpoint-row"):
                    yield Label("URL")
                    yield Input(placeholder="the server's address, e.g. http://gpu-box:8000", id="ep-url")
                with Horizontal(classes="endpoint-row"):
                    yield Label("model")
                    yield Input(placeholder="press List models, then pick one below", id="ep-model")
                with Horizontal(classes="endpoint-row"):
                    yield Label("key variable")
                    yield Input(placeholder="optional: the NAME of an env variable holding the API key", id="ep-key")
                yield DataTable(id="endpoints-served", cursor_type="row")
                yield Static("[dim]saved servers[/]", id="endpoints-saved-label")
                yield DataTable(id="endpoints-table", cursor_type="row", zebra_stripes=True)
                yield Static("", id="endpoints-status")
            with Horizontal(id="endpoints-buttons"):
                yield Button("List models", id="ep-list", compact=True)
                yield Button("Test", id="ep-test", compact=True)
                yield Button("Save", id="ep-save", compact=True)
                yield Button("Remove", id="ep-remove", compact=True)
                yield Button("Load", variant="primary", id="ep-load", compact=True)
                yield Button("Close", id="ep-close", compact=True)

    def on_mount(self) -> None:
        table = self.query_one("#endpoints-table", DataTable)
        table.add_columns("name", "URL", "model", "key variable")
        self.query_one("#endpoints-served", DataTable).add_columns("models the server lists", "context")
        self.query_one("#endpoints-served", DataTable).display = False
        self._redraw()

    # ----------------------------------------------------------------- state

    def _redraw(self) -> None:
        from playground.endpoints.registry import named_endpoints

        table = self.query_one("#endpoints-table", DataTable)
        table.clear()
        for name, spec in named_endpoints(playground_app(self).settings).items():
            table.add_row(safe(name), safe(spec.url), safe(spec.model), safe(spec.api_key_env or "–"), key=name)
        # an empty table is no information: it takes no room (and no focus) until a server is saved
        table.display = table.row_count > 0
        self.query_one("#endpoints-saved-label").display = table.row_count > 0

    def _status(self, text: str, ok: bool = True) -> None:
        self.query_one("#endpoints-status", Static).update(text if ok else f"[red]{text}[/]")

    def _spec(self) -> Any:  # -> EndpointSpec, validated
        from playground.endpoints import EndpointSpec

        value = {w: self.query_one(f"#ep-{w}", Input).value.strip() for w in ("name", "url", "model", "key")}
        return EndpointSpec(value["url"], value["model"], value["key"] or None,
                            name=value["name"] or None).validate()

    @on(DataTable.RowHighlighted, "#endpoints-table")
    def _picked(self, event: DataTable.RowHighlighted) -> None:
        from playground.endpoints.registry import named_endpoints

        spec = named_endpoints(playground_app(self).settings).get(str(event.row_key.value))
        if spec is None:
            return
        for w, v in (("name", spec.name or ""), ("url", spec.url), ("model", spec.model),
                     ("key", spec.api_key_env or "")):
            self.query_one(f"#ep-{w}", Input).value = v

    @on(DataTable.RowSelected, "#endpoints-served")
    def _served_picked(self, event: DataTable.RowSelected) -> None:
        self.query_one("#ep-model", Input).value = str(event.row_key.value)

    # --------------------------------------------------------------- buttons

    @on(Button.Pressed, "#ep-close")
    def action_close(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#ep-save")
    def _save(self) -> None:
        from playground.endpoints.registry import add_endpoint

        try:
            spec = self._spec()
            if not spec.name:
                raise PlaygroundError("give the endpoint a name to save it")
            add_endpoint(playground_app(self).settings, spec.name, spec)
        except PlaygroundError as e:
            self._status(str(e), ok=False)
            return
        playground_app(self).save_settings()
        self._redraw()
        self._status(f"saved {safe(spec.name)} to the settings file (the key stays in ${spec.api_key_env})"
                     if spec.api_key_env else f"saved {safe(spec.name)} to the settings file")

    @on(Button.Pressed, "#ep-remove")
    def _remove(self) -> None:
        from playground.endpoints.registry import remove_endpoint

        name = self.query_one("#ep-name", Input).value.strip()
        try:
            remove_endpoint(playground_app(self).settings, name)
        except PlaygroundError as e:
            self._status(str(e), ok=False)
            return
        playground_app(self).save_settings()
        self._redraw()
        self._status(f"removed {safe(name)}")

    @on(Button.Pressed, "#ep-list")
    def _list_pressed(self) -> None:
        from playground.endpoints import EndpointSpec

        url = self.query_one("#ep-url", Input).value.strip()
        key = self.query_one("#ep-key", Input).value.strip() or None
        self._status("asking the server …")
        self._ask(EndpointSpec(url, "-", key), test=False)

    @on(Button.Pressed, "#ep-test")
    def _test_pressed(self) -> None:
        try:
            spec = self._spec()
        except PlaygroundError as e:
            self._status(str(e), ok=False)
            return
        self._status("testing …")
        self._ask(spec, test=True)

    @work(thread=True, exit_on_error=False, group="endpoint", exclusive=True)
    def _ask(self, spec: Any, test: bool) -> None:
        from playground.endpoints.client import OpenAIClient
        from playground.endpoints.engine import EndpointEngine
        from playground.llama.sampling import GenerationParams

        try:
            if not test:
                client = OpenAIClient(spec.validate())
                try:
                    served = client.list_models()
                finally:
                    client.close()
                names = [m.id for m in served]
                lengths = {m.id: m.max_model_len for m in served}
                self.post_message(ServerAnswered(True, f"{spec.host} serves {len(names)} model(s); pick one",
                                                 [f"{n}\t{lengths[n] or ''}" for n in names]))
                return
            with EndpointEngine.open(spec) as eng:
                result = eng.run(eng.render_chat([{"role": "user", "content": "Say OK."}], enable_thinking=False),
                                 GenerationParams(max_tokens=8, seed=1))
            t = result.timings
            ctx = f"context {eng.n_ctx:,}" if eng.n_ctx else "context not reported"
            self.post_message(ServerAnswered(True, f"ok: {safe(spec.model)} answered {t.generated_tokens} tokens, "
                                                   f"first after {t.time_to_first_token_s:.2f} s · {ctx}"))
        except PlaygroundError as e:
            self.post_message(ServerAnswered(False, str(e)))
        except Exception as e:  # the UI must survive any network oddity
            self.post_message(ServerAnswered(False, f"unexpected error: {e}"))

    def on_server_answered(self, message: ServerAnswered) -> None:
        self._status(safe(message.text), ok=message.ok)
        if message.models is not None:
            served = self.query_one("#endpoints-served", DataTable)
            served.display = True
            served.clear()
            for row in message.models:
                name, _, ctx = row.partition("\t")
                served.add_row(safe(name), f"{int(ctx):,}" if ctx else "?", key=name)

    @on(Button.Pressed, "#ep-load")
    def _load_pressed(self) -> None:
        app = playground_app(self)
        try:
            spec = self._spec()
        except PlaygroundError as e:
            self._status(str(e), ok=False)
            return
        if app.busy:
            self._status(f"wait for the {app.busy} to finish before loading a model", ok=False)
            return
        app.busy = "model load"
        app.model_label = f"connecting to {spec.label} …"
        # the app's worker, not this dialog's: the dialog closes now and the load outlives it
        app.run_worker(partial(_load_endpoint, app, spec), thread=True, exit_on_error=False, group="model",
                       name="load server model")
        self.dismiss(None)


def _load_endpoint(app: Any, spec: Any) -> None:
    """Start the model process on ``spec`` and hand the engine to the app like a loaded GGUF."""
    from playground.runtime.modelprocess import RemoteEngine
    from playground.tui.messages import ModelLoaded, ModelLoadFailed

    try:
        engine = RemoteEngine.open(spec)
    except PlaygroundError as e:
        app.post_message(ModelLoadFailed(Path(spec.label), str(e)))
        return
    except Exception as e:  # a failure must not kill the UI
        app.post_message(ModelLoadFailed(Path(spec.label), f"unexpected error: {e}"))
        return
    app.post_message(ModelLoaded(engine, None))
