"""An engine whose model runs on an OpenAI-compatible server (vLLM, SGLang, llama-server).

It has what the step runner needs (``info``, ``render_chat``, ``generate``) and streams the
local engine's events (playground.llama.events), so sessions, the model process, decoherence
checks and export treat a served model like a GGUF:

- the chat template is the server's: :meth:`render_chat` returns the messages themselves
  (a :class:`ChatPrompt`, a list that remembers the thinking switch), and thinking on/off
  travels as ``chat_template_kwargs.enable_thinking``;
- reasoning arrives either in a separate delta field (``reasoning_content`` from vLLM/SGLang
  with a reasoning parser and llama-server, ``reasoning`` from newer vLLM) or inline between
  ``<think>`` tags (llama-cpp-python's server, any server without a parser); both become
  reasoning TokenEvents and ChannelSwitches;
- a server knows no token ids: ``GenerationResult.tokens`` holds -1 per streamed token, and
  counts come from the server's usage report when it sends one;
- a reasoning budget is not part of the API: it is enforced here by closing the stream when
  the reasoning reaches it (finish reason "length", with a Notice);
- a cancel (or :meth:`close` from another thread) closes the HTTP stream at once.

Generations may run concurrently from several threads (servers batch them); each one has its
own HTTP stream.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

from playground.endpoints.client import OpenAIClient, ServedModel, StreamHandle
from playground.endpoints.errors import EndpointError, EndpointHTTPError, EndpointTimeout
from playground.endpoints.spec import EndpointSpec
from playground.endpoints.thinktags import ThinkSplitter
from playground.errors import EngineStateError, InvalidParameterError
from playground.llama.events import (
    Channel,
    ChannelSwitch,
    EngineEvent,
    Finished,
    FinishReason,
    GenerationResult,
    Notice,
    StepTimings,
    TokenEvent,
)
from playground.llama.sampling import GenerationParams

CANCEL_POLL_S = 0.02  # how often the stream watcher looks at the cancel flag
EXPLAIN_TIMEOUT_S = 30.0  # asking a server why its stream was empty
_FINISH: dict[str, FinishReason] = {"stop": "stop", "length": "length", "eos": "stop", "tool_calls": "stop",
                                    "function_call": "stop", "content_filter": "stop", "abort": "cancelled"}


class ChatPrompt(list):  # type: ignore[type-arg]
    """The chat messages of a step, as a server takes them, plus the thinking switch."""

    def __init__(self, messages: Sequence[Mapping[str, str]], enable_thinking: bool = True) -> None:
        super().__init__({"role": str(m["role"]), "content": str(m["content"])} for m in messages)
        self.enable_thinking = enable_thinking


@dataclass(frozen=True)
class EndpointInfo:
    """What the app shows and records about a served model (the local engine's ModelFileInfo role)."""

    spec: EndpointSpec
    served: ServedModel | None
    notes: tuple[str, ...] = ()
    quant_type: str = "server"
    architecture: str = "server"
    is_endpoint: bool = field(default=True, init=False)

    @property
    def path(self) -> Path:
        # Session records keep Path(info.path).name: model@host says which server made a step.
        return Path(self.spec.label)

    @property
    def name(self) -> str:
        return self.spec.label

    @property
    def identity(self) -> str:
        return f"{self.spec.safe_base_url}#{self.spec.model}"

    @property
    def context_length(self) -> int:
        return self.served.max_model_len or 0 if self.served is not None else 0


def _thinking_opened(text: str) -> bool:
    """Did a raw prompt's generation prompt leave a think block open?"""
    tail = text[text.rfind("<|im_start|>"):] if "<|im_start|>" in text else text
    return tail.rfind("<think>") > tail.rfind("</think>")


class EndpointEngine:
    """A served model. Create with :meth:`open` (checks the server lists the model)."""

    def __init__(self, client: OpenAIClient, info: EndpointInfo, load_s: float) -> None:
        self._client = client
        self.info = info
        self.options = info.spec  # what "load options" means for a server: where it is
        self.n_ctx: int = info.context_length
        self.load_s = load_s
        self.last_timings: StepTimings | None = None
        self.top_logprobs = 1  # alternatives per token asked for with logprobs (OpenAI allows up to 20)
        self.limits = info.spec.limits
        # What this server takes for "top_k off": 0 (llama.cpp servers, vLLM >= 0.8) or -1 (SGLang,
        # older vLLM); 0 first, -1 after a refusal that names top_k (see _events).
        self._top_k_off = 0
        self._closing = threading.Event()

    @classmethod
    def open(cls, spec: EndpointSpec, *, read_timeout: float | None = None) -> "EndpointEngine":
        """Connect and check that the server serves ``spec.model``; one-line EndpointError otherwise."""
        t0 = time.perf_counter()
        client = OpenAIClient(spec, **({"read_timeout": read_timeout} if read_timeout else {}))
        try:
            models = client.list_models()
            served = next((m for m in models if m.id == spec.model), None)
            if served is None:
                names = ", ".join(m.id for m in models[:8]) or "none"
                raise EndpointError(f"{spec.host} does not serve a model named {spec.model!r}; it serves: {names}")
        except BaseException:
            client.close()
            raise
        notes = () if served.max_model_len else (
            f"{spec.host} does not report its context length; the context meter stays empty",)
        return cls(client, EndpointInfo(spec, served, notes), time.perf_counter() - t0)

    # ------------------------------------------------------------------ surface

    @property
    def closed(self) -> bool:
        return self._closing.is_set()

    def close(self) -> None:
        """Stop running streams and release the connections. Safe from any thread."""
        if self._closing.is_set():
            return
        self._closing.set()
        self._client.close()

    def __enter__(self) -> "EndpointEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def list_models(self) -> list[ServedModel]:
        return self._client.list_models()

    def render_chat(self, messages: Sequence[Mapping[str, str]], *, add_generation_prompt: bool = True,
                    enable_thinking: bool = True) -> ChatPrompt:
        if not add_generation_prompt:
            raise InvalidParameterError("a served model renders its chat template itself; "
                                        "it cannot render a history without the generation prompt")
        return ChatPrompt(messages, enable_thinking)

    def generate(self, prompt: ChatPrompt | Sequence[Mapping[str, str]] | str, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        """Stream one generation; the last event is always :class:`Finished` (errors raise EndpointError)."""
        if self.closed:
            raise EngineStateError("the server model was closed; open it again")
        params = (params or GenerationParams()).validate().with_seed()
        payload: dict[str, Any]
        if isinstance(prompt, str):
            if not prompt:
                raise InvalidParameterError("the prompt is empty")
            thinking = _thinking_opened(prompt)
            path, payload = "/completions", {"prompt": prompt}
        else:
            if not prompt:
                raise InvalidParameterError("the prompt has no messages")
            chat = prompt if isinstance(prompt, ChatPrompt) else ChatPrompt(prompt)
            thinking = chat.enable_thinking and params.reasoning_budget != 0
            path, payload = "/chat/completions", {"messages": list(chat),
                                                  "chat_template_kwargs": {"enable_thinking": thinking}}
        payload.update(self._sampling(params))
        return self._run(path, payload, params, thinking, cancel or threading.Event())

    def run(self, prompt: Any, params: GenerationParams | None = None,
            cancel: threading.Event | None = None) -> GenerationResult:
        result: GenerationResult | None = None
        for ev in self.generate(prompt, params, cancel):
            if isinstance(ev, Finished):
                result = ev.result
        assert result is not None
        return result

    def score_continuation(self, prompt: str, continuation: str, top: int) -> tuple[list[str], list[dict[str, float]]]:
        """How the served model rates ``continuation`` after ``prompt``, teacher-forced: per token of
        the continuation, its text and the ``top`` most likely texts there with their logprobs.

        A text-completion request with ``echo`` (the server scores its prompt: prompt + answer) and
        one that counts the prompt's tokens. Raises EndpointError when the server returns no
        prompt logprobs or token counts.
        """
        if not continuation:
            return [], []
        text = prompt + continuation
        body = self._client.post_json("/completions", {"model": self.info.spec.model, "prompt": text, "max_tokens": 1,
                                                       "echo": True, "logprobs": top, "temperature": 0.0})
        try:
            lp = body["choices"][0]["logprobs"]
            tokens, tops = lp["tokens"], lp["top_logprobs"]
        except (KeyError, IndexError, TypeError):
            raise EndpointError(f"{self.info.spec.host} returned no prompt logprobs for echo: it cannot score text "
                                "(vLLM and llama.cpp servers can)") from None
        # Only the echoed prompt's entries (vLLM appends the generated token; llama-cpp-python does not).
        n = body.get("usage", {}).get("prompt_tokens") if isinstance(body.get("usage"), dict) else None
        n = n if isinstance(n, int) and 0 < n <= len(tokens) else len(tokens)
        # Where the answer starts, in tokens: the prompt alone, counted by the server. (Text offsets
        # are not comparable across servers: llama-cpp-python counts special tokens as empty text,
        # and a piece ending mid-character has no text of its own.)
        first = self._prompt_tokens(prompt)
        if not 0 < first <= n:
            raise EndpointError(f"{self.info.spec.host} counted {first} prompt tokens but echoed {n}: "
                                "it cannot score the answer position by position")
        # Entry j should be the distribution that predicts token j (vLLM, OpenAI). llama-cpp-python's
        # server (0.3.x, models "owned_by": "me") puts there the distribution *after* token j.
        shift = 1 if self.info.served is not None and self.info.served.owned_by == "me" else 0
        texts = [str(t) for t in tokens[first:n]]
        dists = []
        for j in range(first - shift, n - shift):
            alt = tops[j] if isinstance(tops[j], dict) else {}
            d = {str(k): float(v) for k, v in alt.items() if isinstance(v, (int, float))}
            if shift:  # that server also writes its own token's entry over the dict, from another row
                d.pop(str(tokens[j]), None)
            dists.append(d)
        return texts, dists

    def _prompt_tokens(self, prompt: str) -> int:
        body = self._client.post_json("/completions", {"model": self.info.spec.model, "prompt": prompt,
                                                       "max_tokens": 1, "temperature": 0.0})
        usage = body.get("usage") if isinstance(body, dict) else None
        n = usage.get("prompt_tokens") if isinstance(usage, dict) else None
        if not isinstance(n, int):
            raise EndpointError(f"{self.info.spec.host} reports no token usage: it cannot score text")
        return n

    # ------------------------------------------------------------------ internals

    def _sampling(self, params: GenerationParams) -> dict[str, Any]:
        p: dict[str, Any] = {
            "model": self.info.spec.model,
            "max_tokens": params.max_tokens,
            "temperature": params.temperature,
            "top_p": params.top_p,
            "top_k": params.top_k if params.top_k > 0 else self._top_k_off,
            "min_p": params.min_p,
            "seed": params.seed,
            "stream_options": {"include_usage": True},
        }
        if params.repeat_penalty != 1.0:
            p["repetition_penalty"] = params.repeat_penalty  # vLLM / SGLang
            p["repeat_penalty"] = params.repeat_penalty  # llama.cpp servers
        if params.ignore_eos:
            p["ignore_eos"] = True
        if params.logit_bias:
            p["logit_bias"] = {str(k): v for k, v in params.logit_bias.items()}
        if params.logprobs:
            # llama-cpp-python's server sends no logprobs at all without top_logprobs
            p["logprobs"] = True
            p["top_logprobs"] = max(1, self.top_logprobs)
        return p

    def _events(self, path: str, payload: dict[str, Any], handle: StreamHandle) -> Iterator[dict[str, Any]]:
        """The stream's events; a refusal of ``top_k: 0`` (SGLang, vLLM before 0.8: "top_k must be -1
        (disable), or at least 1") is retried once with -1, and -1 is used from then on."""
        try:
            yield from self._client.stream(path, payload, handle)
        except EndpointHTTPError as e:
            if not (payload.get("top_k") == 0 and e.status in (400, 422, 500) and "top_k" in e.server_message):
                raise
            self._top_k_off = -1
            yield from self._client.stream(path, {**payload, "top_k": -1}, handle)

    def _explain_empty_stream(self, path: str, payload: dict[str, Any]) -> None:
        """A stream that ended before its first event: llama-cpp-python's server does that when it
        refuses a request it already answered 200 to (a prompt over its context). Asked again
        without streaming (one token), the server says why; raise that. Returns if it has no error."""
        try:
            asked = {k: v for k, v in payload.items() if k not in ("stream_options", "logprobs", "top_logprobs")}
            # a refusal is quick; a server that would generate for long is not asked for longer
            self._client.post_json(path, {**asked, "stream": False, "max_tokens": 1}, timeout=EXPLAIN_TIMEOUT_S)
        except EndpointHTTPError as e:
            raise EndpointError(f"{self.info.spec.host} ended the stream without an answer; asked again it said: "
                                f"HTTP {e.status}: {e.server_message}; nothing was saved") from None
        except EndpointError:
            return

    def _run(self, path: str, payload: dict[str, Any], params: GenerationParams, thinking: bool,
             cancel: threading.Event) -> Iterator[EngineEvent]:
        timings = StepTimings(n_ctx=self.n_ctx)
        handle = StreamHandle()
        done = threading.Event()
        budget_stop = threading.Event()
        past_deadline = threading.Event()
        closing = self._closing
        limits = self.limits
        deadline = time.monotonic() + limits.deadline_s

        def watch() -> None:
            # Closes the stream the moment a cancel (or close) comes, or the step's deadline passes:
            # the read timeout alone never fires on a server that trickles bytes or sends pings.
            while not done.is_set():
                if cancel.wait(CANCEL_POLL_S) or closing.is_set():
                    handle.close()
                    return
                if time.monotonic() >= deadline:
                    past_deadline.set()
                    handle.close()
                    return

        t_start = time.perf_counter()
        watcher = threading.Thread(target=watch, name="endpoint-cancel", daemon=True)
        watcher.start()
        splitter: ThinkSplitter | None = None
        separate: bool | None = None  # reasoning in its own field (True) or inline tags (False)
        channel: Channel = "reasoning" if thinking else "output"
        parts: dict[Channel, list[str]] = {"reasoning": [], "output": []}
        raw: list[str] = ["<think>\n"] if thinking else []
        channels: list[Channel] = []
        logprobs: list[float | None] | None = [] if params.logprobs else None
        finish: FinishReason | None = None
        usage: dict[str, Any] = {}
        first_at: float | None = None
        budget = params.reasoning_budget
        text_bytes = 0
        received = 0  # events the server sent
        over_max_tokens = False  # the server sent more tokens than max_tokens asked for

        def room() -> bool:
            """Whether one more token fits max_tokens (servers may ignore it; the app does not)."""
            nonlocal over_max_tokens
            if len(channels) < params.max_tokens:
                return True
            over_max_tokens = True
            return False

        def token(ch: Channel, text: str, lp: float | None) -> TokenEvent:
            nonlocal first_at, text_bytes
            if first_at is None:
                first_at = time.perf_counter()
            text_bytes += len(text.encode("utf-8", "surrogatepass"))
            if text_bytes > limits.max_text_bytes:
                cap = limits.max_text_bytes / 2**20
                raise EndpointError(f"{self.info.spec.host} sent over {cap:g} MiB of text for one step (the cap per "
                                    "step); nothing was saved")
            parts[ch].append(text)
            raw.append(text)
            channels.append(ch)
            if logprobs is not None:
                logprobs.append(lp if (params.logprobs is True or ch == "output") else None)
            return TokenEvent(ch, -1, text, lp)

        def switch(ch: Channel) -> ChannelSwitch:
            nonlocal channel, first_at
            if first_at is None:
                first_at = time.perf_counter()
            raw.append("<think>" if ch == "reasoning" else "</think>")
            channel = ch
            return ChannelSwitch(ch)

        try:
            for event in self._events(path, payload, handle):
                received += 1
                if isinstance(event.get("usage"), dict):
                    usage = event["usage"]
                choices = event.get("choices")
                if not isinstance(choices, list):
                    raise EndpointError(f"{self.info.spec.host} streamed an event without 'choices': "
                                        "not an OpenAI-compatible API")
                if not choices:
                    continue  # the usage-only event at the end
                choice: dict[str, Any] = choices[0] if isinstance(choices[0], dict) else {}
                delta: dict[str, Any] = choice["delta"] if isinstance(choice.get("delta"), dict) else {}
                reasoning = delta.get("reasoning_content") or delta.get("reasoning")
                content = delta.get("content") if "delta" in choice else choice.get("text")
                entries = _logprob_entries(choice.get("logprobs"))
                lps = [e[1] for e in entries]
                if isinstance(reasoning, str) and reasoning:
                    if separate is None:
                        separate = True
                    if channel != "reasoning":
                        yield switch("reasoning")
                    if room():
                        yield token("reasoning", reasoning, lps[0] if len(lps) == 1 and not content else None)
                if content == "" and entries and not reasoning:
                    # a token that ends mid-character (llama.cpp servers): counted, its text comes later
                    if room():
                        yield token(channel, "", lps[0] if len(lps) == 1 else None)
                elif isinstance(content, str) and content:
                    if splitter is None:
                        if separate is None:
                            separate = False
                        # with the reasoning in its own field, content is the answer; inline, the
                        # prompt's open think block decides where the text starts
                        splitter = ThinkSplitter("output" if separate else channel)
                        if separate and channel != "output":
                            yield switch("output")
                    pieces = list(splitter.feed(content))
                    texts = [p for p in pieces if p[1]]
                    if (len(entries) > 1 and len(pieces) == 1 and texts
                            and "".join(e[0] for e in entries) == content):
                        for tok_text, lp in entries:  # several tokens in one delta: one event each
                            if room():
                                yield token(texts[0][0], tok_text, lp)
                    else:
                        for ch, text in pieces:
                            if text is None:
                                yield switch(ch)
                            elif room():
                                yield token(ch, text, lps[0] if len(lps) == 1 and len(texts) == 1 else None)
                reason = choice.get("finish_reason")
                if isinstance(reason, str) and reason:
                    finish = _FINISH.get(reason, "stop")
                if over_max_tokens:  # the server ignores max_tokens: stop reading, as a local engine would
                    finish = "length"
                    handle.close()
                    break
                if (budget is not None and channel == "reasoning"
                        and sum(1 for c in channels if c == "reasoning") >= budget and not budget_stop.is_set()):
                    budget_stop.set()
                    handle.close()
                    break
            if splitter is not None and not over_max_tokens:
                for ch, text in splitter.flush():
                    if text and room():
                        yield token(ch, text, None)
        finally:
            done.set()
            handle.close()

        t_end = time.perf_counter()
        budget_hit = budget_stop.is_set()
        if past_deadline.is_set() and not (cancel.is_set() or closing.is_set()):
            raise EndpointTimeout(f"{self.info.spec.host} did not finish the step within {limits.deadline_s:g} s (the "
                                "step deadline; --step-deadline changes it); nothing was saved")
        if over_max_tokens:
            yield Notice("max_tokens", f"{self.info.spec.host} kept streaming past max_tokens ({params.max_tokens:,}); "
                                       "the app closed the stream there")
        if budget_hit:
            finish = "length"
            yield Notice("reasoning_budget", f"servers take no reasoning budget: the stream was stopped after "
                                             f"{budget:,} reasoning tokens, before an answer")
        elif cancel.is_set() or closing.is_set():
            finish = "cancelled"
        elif finish is None:
            if received == 0:
                self._explain_empty_stream(path, payload)
            raise EndpointError(f"{self.info.spec.host} ended the stream without a finish reason (another request "
                                "interrupted it? llama-cpp-python's server needs --interrupt_requests False); "
                                "nothing was saved")
        n = len(channels)
        timings.prompt_tokens = int(usage.get("prompt_tokens") or 0)
        timings.prompt_tokens_evaluated = timings.prompt_tokens
        timings.time_to_first_token_s = (first_at or t_end) - t_start
        timings.prompt_eval_s = timings.time_to_first_token_s  # queueing + prefill, as the client sees it
        timings.generation_s = t_end - (first_at or t_end)
        timings.generated_tokens = int(usage.get("completion_tokens") or n) if finish != "cancelled" else n
        timings.reasoning_tokens = sum(1 for c in channels if c == "reasoning")
        timings.output_tokens = max(0, timings.generated_tokens - timings.reasoning_tokens)
        timings.context_used = timings.prompt_tokens + timings.generated_tokens
        self.last_timings = timings
        text = "".join(raw)
        if separate:  # the server took the tags out: put them back so raw reads like a local generation
            text = (("<think>\n" + "".join(parts["reasoning"]) + "</think>") if parts["reasoning"] or thinking
                    else "") + "".join(parts["output"])
        yield Finished(GenerationResult(
            reasoning="".join(parts["reasoning"]), output="".join(parts["output"]), raw=text,
            finish_reason=finish, tokens=[-1] * n, timings=timings, seed=params.seed,
            reasoning_budget_hit=budget_hit, thinking=thinking, logprobs=logprobs, token_channels=channels,
        ))


def _logprob_entries(lp: Any) -> list[tuple[str, float | None]]:
    """(token text, logprob) per token from a chat ({"content": [...]}) or text-completion logprobs object."""
    if not isinstance(lp, dict):
        return []
    content = lp.get("content")
    if isinstance(content, list):
        return [(str(e.get("token", "")), _num(e.get("logprob"))) for e in content if isinstance(e, dict)]
    tokens, values = lp.get("tokens"), lp.get("token_logprobs")
    if isinstance(tokens, list) and isinstance(values, list):
        return [(str(t), _num(v)) for t, v in zip(tokens, values)]
    return []


def _num(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None
