"""Every number the decoherence detectors decide with, in one place, with its default and meaning.

Users change them in the settings file (``config.toml``)::

    [decoherence]
    surprise = false            # do not request token log-probabilities
    surprise_span_nll = 6.0
    disable = ["terminal.job", "signal"]

or per run with ``agentworld-play check FILE --set surprise_span_nll=6 --disable terminal.job``.
``agentworld-play check --thresholds`` prints the effective values and what each one means.

The numbers for the model signals are starting points, not measurements on the
real model: token surprise depends on the model and the sampler, so tune them on
your own sessions (``check --json`` shows the statistics of every step).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Iterable, Mapping

from playground.errors import PlaygroundError

SETTINGS_TABLE = "decoherence"


class ThresholdError(PlaygroundError):
    """A threshold name or value is not valid."""


@dataclass(frozen=True)
class Thresholds:
    # --- switches
    enabled: bool = True
    """Run the decoherence detectors on every new step (format and generation checks always run)."""
    disable: tuple[str, ...] = ()
    """Warning kinds or whole detectors to silence, e.g. "terminal.job" or "signal"."""
    surprise: bool = True
    """Ask the engine for each token's log-probability so steps carry surprise statistics. Costs one
    softmax over the vocabulary per generated token (about 0.2 ms for the real 248k vocabulary on one
    CPU core, i.e. ~2% at 100 tok/s); switch off for the last bit of speed."""

    # --- format
    repetition_min_repeats: int = 4
    """A block repeated back to back at least this many times at the end of the text is a loop..."""
    repetition_min_chars: int = 80
    """...if the repeated part covers at least this many characters."""
    repetition_line_run: int = 6
    """An observation ending in this many identical non-trivial lines is a loop (unless the action
    itself loops: while/for/yes/watch)."""
    echo_similarity: float = 0.92
    """An observation this similar (0..1) to the action text is the action echoed back."""

    # --- ledgers
    page_similarity: float = 0.5
    """Search: a page opened twice must be at least this similar (0..1, line based) to itself."""

    # --- model signals
    surprise_mean_nll: float = 2.5
    """Mean negative log-likelihood (nats per token) of the observation above which it is flagged."""
    surprise_span_nll: float = 5.0
    """Mean NLL of the worst window of ``surprise_window`` tokens above which it is flagged."""
    surprise_window: int = 8
    """Tokens in the window used for the worst span."""
    surprise_min_tokens: int = 4
    """Observations shorter than this many tokens are not judged by surprise."""
    consistency_k: int = 4
    """Resamples per step for the self-consistency check."""
    consistency_min_support: float = 0.5
    """Self-consistency: flag the recorded observation when its mean agreement with the resamples is below
    this..."""
    consistency_margin: float = 0.2
    """...and the resamples agree among themselves by at least this much more than with it."""
    consistency_outcome_flip: float = 0.25
    """Self-consistency: flag the recorded observation when at most this share of the resamples reach
    its outcome (success vs error)."""
    consistency_unsure: float = 0.3
    """Self-consistency: below this agreement among the resamples the step gets an info note: the model
    itself is unsure what happens here."""
    flatness_ratio: float = 0.25
    """Flatness (info): a predicted observation whose density of incidental detail (ids, sizes, times,
    paths, counts...) is at most this share of its reference's (the ground truth, else earlier
    observations of the same kind) is called flat."""
    flatness_min_details: float = 4.0
    """Flatness: the reference must show at least this many details before a prediction is judged flat."""
    judge_consistency: bool = False
    """Preview: after each step the other rules found no contradiction in but whose observation shows again
    things earlier steps established, ask a judge model the official judge's consistency question on a short
    dossier (the judge is the `judge` setting, else the loaded world model; needs `prompts pull`). Only
    claims whose quotes are found in the cited steps, with no action since, are shown, as information."""

    # --- context
    context_warn_fraction: float = 0.8
    """Warn when the next step would need more than this share of the context."""
    context_warn_steps: int = 2
    """Warn when at most this many more steps fit before earlier ones would be cut off."""
    context_reserve_tokens: int = 0
    """Tokens kept free for a step's generation; 0: the most any step of the session generated."""
    chars_per_token: float = 3.5
    """Used to estimate tokens when a step has no recorded token counts."""

    def validate(self) -> "Thresholds":
        for f in fields(self):
            v = getattr(self, f.name)
            if f.name in _FRACTIONS and not 0.0 <= v <= 1.0:
                raise ThresholdError(f"{f.name} must be between 0 and 1, got {v}")
            if f.name in _POSITIVE and v <= 0:
                raise ThresholdError(f"{f.name} must be positive, got {v}")
            if f.name in _NON_NEGATIVE and v < 0:
                raise ThresholdError(f"{f.name} must be >= 0, got {v}")
        return self

    def is_disabled(self, kind: str) -> bool:
        """True when ``kind`` ("terminal.file"), its detector ("terminal") or, for a fact engine rule,
        an older kind that is its alias, is in ``disable`` (kinds.py)."""
        from playground.decoherence.kinds import matches

        return matches(kind, self.disable)

    def with_values(self, values: Mapping[str, Any], *, source: str = "") -> "Thresholds":
        """A copy with ``values`` applied (strings from the command line are converted)."""
        known = {f.name: f for f in fields(self)}
        changes: dict[str, Any] = {}
        where = f" ({source})" if source else ""
        for name, raw in values.items():
            key = name.strip().replace("-", "_")
            if key not in known:
                raise ThresholdError(f"unknown decoherence threshold {name!r}{where}; "
                                     f"known: {', '.join(sorted(known))}")
            changes[key] = _convert(key, raw, getattr(self, key), where)
        return replace(self, **changes).validate()

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["disable"] = list(self.disable)
        return d

    @staticmethod
    def describe() -> list[tuple[str, Any, str]]:
        """(name, default, meaning) for every threshold, in order."""
        docs = _field_docs()
        return [(f.name, f.default if f.default is not None else None, docs.get(f.name, ""))
                for f in fields(Thresholds)]


_FRACTIONS = {"echo_similarity", "page_similarity", "consistency_min_support",
              "consistency_margin", "consistency_outcome_flip", "consistency_unsure", "context_warn_fraction",
              "flatness_ratio"}
_POSITIVE = {"repetition_min_repeats", "repetition_min_chars", "repetition_line_run", "surprise_window",
             "consistency_k", "chars_per_token", "surprise_mean_nll", "surprise_span_nll"}
_NON_NEGATIVE = {"surprise_min_tokens", "context_warn_steps", "context_reserve_tokens", "flatness_min_details"}


def _convert(key: str, raw: Any, default: Any, where: str) -> Any:
    def bad(what: str) -> ThresholdError:
        return ThresholdError(f"decoherence threshold {key} must be {what}, got {raw!r}{where}")

    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in ("true", "false", "on", "off", "yes", "no", "1", "0"):
            return raw.strip().lower() in ("true", "on", "yes", "1")
        raise bad("true or false")
    if isinstance(default, tuple):
        if isinstance(raw, str):
            return tuple(x.strip() for x in raw.split(",") if x.strip())
        if isinstance(raw, (list, tuple)) and all(isinstance(x, str) for x in raw):
            return tuple(raw)
        raise bad("a list of kinds")
    if isinstance(default, int):
        if isinstance(raw, bool):
            raise bad("an integer")
        if isinstance(raw, int):
            return raw
        try:
            return int(str(raw).strip())
        except ValueError:
            raise bad("an integer") from None
    if isinstance(default, float):
        if isinstance(raw, bool):
            raise bad("a number")
        if isinstance(raw, (int, float)):
            return float(raw)
        try:
            return float(str(raw).strip())
        except ValueError:
            raise bad("a number") from None
    return raw


def _field_docs() -> dict[str, str]:
    """The docstrings under each field above (read from the source, so there is one copy of them)."""
    import ast
    import inspect
    import textwrap

    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(Thresholds)))
    except (OSError, TypeError, SyntaxError):
        return {}
    docs: dict[str, str] = {}
    body = tree.body[0].body  # type: ignore[attr-defined]
    for node, nxt in zip(body, body[1:]):
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and isinstance(nxt, ast.Expr)
                and isinstance(nxt.value, ast.Constant) and isinstance(nxt.value.value, str)):
            docs[node.target.id] = " ".join(nxt.value.value.split())
    return docs


@dataclass
class LoadedThresholds:
    thresholds: Thresholds
    problems: list[str] = field(default_factory=list)  # settings that were ignored, and why


def from_settings_table(table: Any, base: Thresholds | None = None) -> LoadedThresholds:
    """Thresholds from the settings file's ``[decoherence]`` table; bad entries are reported and skipped."""
    result = LoadedThresholds(base or Thresholds())
    if table is None:
        return result
    if not isinstance(table, dict):
        result.problems.append(f"settings: [{SETTINGS_TABLE}] must be a table; ignored")
        return result
    for key, value in table.items():
        try:
            result.thresholds = result.thresholds.with_values({key: value}, source="settings file")
        except ThresholdError as e:
            result.problems.append(f"{e}; ignored")
    return result


def load_thresholds(overrides: Mapping[str, Any] | None = None, *, settings: Any = None,
                    disable: Iterable[str] = ()) -> LoadedThresholds:
    """Defaults, then the user's settings file, then ``overrides`` (command-line flags; errors raise).

    ``settings`` is a loaded :class:`playground.settings.Settings` (read from disk when None).
    """
    if settings is None:
        from playground.settings import Settings

        settings = Settings.load()
    loaded = from_settings_table(getattr(settings, "extra", {}).get(SETTINGS_TABLE))
    if overrides:
        loaded.thresholds = loaded.thresholds.with_values(overrides, source="command line")
    extra = tuple(disable)
    if extra:
        loaded.thresholds = replace(loaded.thresholds, disable=loaded.thresholds.disable + extra)
    return loaded


def parse_assignments(items: Iterable[str]) -> dict[str, str]:
    """``["a=1", "b=x"]`` (``--set`` flags) -> ``{"a": "1", "b": "x"}``."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ThresholdError(f"--set takes NAME=VALUE, got {item!r}")
        out[name.strip()] = value.strip()
    return out
