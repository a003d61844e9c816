"""World genesis: a sentence in, a session's initial state out, written by the world model itself.

A simulated world has to start somewhere; an agent cannot explore from an empty context, and one
fixed example state per domain gets old fast. Here the user describes the world in a sentence ("a
Django repo whose tests fail after a dependency bump", "Gmail open on an Android phone with three
unread mails") and the model writes the state the domain starts from, in that domain's own state
format, which the domain's example state shows it.

The generation goes the same way as a step's: :func:`genesis_messages` is a chat (system, user)
that any engine renders with its chat template; the CLI, the TUI and the server send it to the
model process (``RemoteEngine.start_generate``), :func:`generate_state` runs it on an engine in
this process. :func:`read_state` takes the state out of the answer (think block, observation
marker or tags, code fences). The session then records both: ``initial_state`` (the state it
starts from, which the user may have edited) and ``genesis`` = {"sentence", "state"} (what was
asked and what the model wrote), see :func:`genesis_record`.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from typing import Any, Iterator

from playground.errors import InvalidParameterError, PlaygroundError
from playground.llama.events import EngineEvent, Finished, GenerationResult
from playground.llama.sampling import GenerationParams
from playground.world.domains import OBSERVATION_MARKER, TAG_CLOSE, TAG_OPEN, Domain
from playground.world.parsing import parse_output

MAX_SENTENCE_CHARS = 2000
MAX_EXAMPLE_CHARS = 6000  # an example state longer than this is cut (a tool list can be long)

_FENCE = re.compile(r"^\s*```[\w+-]*[ \t]*\n(?P<body>.*?)\n?```\s*$", re.DOTALL)


class GenesisError(PlaygroundError):
    """The model's answer held no state (empty, or only reasoning); nothing was saved."""


@dataclass(frozen=True)
class Genesis:
    """What a genesis produced: the sentence, the state read from the answer, and the raw result."""

    sentence: str
    state: str
    result: GenerationResult | None = None

    def record(self) -> dict[str, str]:
        return genesis_record(self.sentence, self.state)


def check_sentence(sentence: Any) -> str:
    """The description, trimmed; a one-line error when it is not a usable sentence."""
    if not isinstance(sentence, str):
        raise InvalidParameterError("the world description must be text (a sentence)")
    text = sentence.strip()
    if not text:
        raise InvalidParameterError("describe the world in a sentence, e.g. \"a Django repo whose tests fail after "
                                    "a dependency bump\"")
    if len(text) > MAX_SENTENCE_CHARS:
        raise InvalidParameterError(f"the world description is {len(text):,} characters; keep it under "
                                    f"{MAX_SENTENCE_CHARS:,} (a sentence or two)")
    bad = next((ch for ch in text if (ord(ch) < 32 and ch not in "\n\t") or "\ud800" <= ch <= "\udfff"), None)
    if bad is not None:
        raise InvalidParameterError(f"the world description holds a control character (U+{ord(bad):04X})")
    return text


def genesis_record(sentence: str, state: str) -> dict[str, str]:
    """The session header's ``genesis`` field."""
    return {"sentence": sentence, "state": state}


def _answer_format(domain: Domain) -> str:
    if domain.is_gui:
        return (f"Put the state inside one {TAG_OPEN}...{TAG_CLOSE} block, exactly as the screen would be "
                "given to an agent, and write nothing after the block.")
    return (f"Write the line {OBSERVATION_MARKER} and then the state, exactly as the environment would show it "
            "to an agent. Write nothing after the state.")


def genesis_messages(domain: Domain, sentence: str) -> list[dict[str, str]]:
    """The chat that asks the model for ``domain``'s initial state matching ``sentence``."""
    sentence = check_sentence(sentence)
    example = domain.initial_state.strip()
    if len(example) > MAX_EXAMPLE_CHARS:
        example = example[:MAX_EXAMPLE_CHARS] + "\n..."
    parts = [
        f"You simulate a {domain.title} environment ({domain.description.rstrip('.')}). Before an agent acts, "
        f"you set up the world it will act in: given a short description, write the environment's starting "
        f"state (\"{domain.state_label}\"), concrete and self-consistent, with the names, files, numbers and "
        "text a real environment of that kind would have.",
    ]
    if example:
        parts.append("The state must keep the format of this example state of the same environment (same "
                     "layout and syntax; invent new content that fits the description):\n"
                     f"<example_state>\n{example}\n</example_state>")
    else:
        parts.append("Choose the plain-text format such an environment would show an agent.")
    parts.append(_answer_format(domain))
    return [{"role": "system", "content": "\n\n".join(parts)},
            {"role": "user", "content": f"Describe the starting state of this world: {sentence}"}]


def read_state(raw: str, domain: Domain) -> str:
    """The state in a genesis answer: the observation part (think block, marker or tags removed),
    without a code fence around it. GenesisError when nothing is left."""
    parsed = parse_output(raw, domain.wrapper)
    text = parsed.observation.strip("\n")
    fenced = _FENCE.match(text)
    if fenced is not None:
        text = fenced.group("body")
    if not text.strip():
        raise GenesisError("the model wrote no state for this description (only reasoning, or nothing); "
                           "try again with a larger token budget, or write the state yourself")
    return text.rstrip()


def from_result(domain: Domain, sentence: str, result: GenerationResult | None) -> Genesis:
    """The :class:`Genesis` of a finished generation (None or cancelled: GenesisError)."""
    if result is None or result.finish_reason == "cancelled":
        raise GenesisError("the world description was cancelled; nothing was saved")
    return Genesis(check_sentence(sentence), read_state(result.raw, domain), result)


def run_genesis(engine: Any, domain: Domain, sentence: str, params: GenerationParams | None = None,
                cancel: threading.Event | None = None, *, enable_thinking: bool = True) -> Iterator[EngineEvent]:
    """Start a genesis on an engine in this process (the step runner's engine interface): the
    prompt is rendered and checked against the context at the call; iterate for the engine's
    events, the last being :class:`Finished`. Read the state with :func:`from_result`."""
    params = (params or GenerationParams()).validate()
    prompt = engine.render_chat(genesis_messages(domain, sentence), enable_thinking=enable_thinking)
    events: Iterator[EngineEvent] = engine.generate(prompt, params, cancel or threading.Event())
    return events


def generate_state(engine: Any, domain: Domain, sentence: str, params: GenerationParams | None = None,
                   cancel: threading.Event | None = None, *, enable_thinking: bool = True) -> Genesis:
    """:func:`run_genesis` run to the end: the state the model wrote (GenesisError when none)."""
    result = None
    for ev in run_genesis(engine, domain, sentence, params, cancel, enable_thinking=enable_thinking):
        if isinstance(ev, Finished):
            result = ev.result
    return from_result(domain, sentence, result)
