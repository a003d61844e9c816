"""Render chat messages with the model's own Jinja chat template (sandboxed and budgeted).

The template comes from the GGUF, so it is untrusted code. Jinja's sandbox stops it from
reaching Python internals, but not from spending time or memory: nested ``range`` loops run
for hours, ``'A' * 10**9`` needs a gigabyte, list multiplication or a doubling loop grows
until the process dies. Every render here has a budget instead:

- time: a trace hook on the template's own frames checks a deadline (``RENDER_SECONDS``)
  every few hundred lines, so any loop, however nested, ends in a one-line error;
- size: every operation that can multiply a string or list (``*``, ``+``, ``~``, ``%``
  formatting, ``**`` on integers, ``replace``/``join``/``center``/``indent``..., block
  captures, the output itself) is checked *before* it allocates, against ``MAX_TEXT``
  characters or items; integer arguments above that are refused;
- source: templates over ``MAX_SOURCE`` bytes are not compiled.

Over budget is a :class:`TemplateRenderError` (one line). Real templates render in
milliseconds and produce at most a context's worth of text, far inside these limits.
"""

from __future__ import annotations

import json
import re
import sys
import time
from datetime import datetime
from functools import lru_cache, wraps
from typing import Any, Callable, Iterable, Mapping, Sequence

from playground.errors import UnsupportedModelError

RENDER_SECONDS = 5.0
MAX_TEXT = 16 * 1024 * 1024  # characters in any one string, items in any one list
MAX_SOURCE = 512 * 1024  # bytes of template source
MAX_RANGE = 100_000  # items in one range() (Jinja's own sandbox limit)
_CHECK_EVERY = 256  # trace events between clock reads
_TEMPLATE_FILE = "<template>"  # co_filename of code compiled from a string
# A %-format or str.format field with a width/precision of 7+ digits (or one taken from the
# arguments, '*') asks for up to gigabytes of padding.
_WIDE_FIELD = re.compile(r"%[-#0 +]*(?:\*|\d{7,})|%[-#0 +]*\d*\.(?:\*|\d{7,})|\{[^{}]*:[^{}]*\d{7,}[^{}]*\}")


class TemplateRenderError(UnsupportedModelError):
    """The GGUF's chat template failed to render these messages."""


class TemplateBudgetError(TemplateRenderError):
    """The chat template ran past its time or size budget."""


def _raise(message: str) -> None:
    raise TemplateRenderError(f"chat template refused the messages: {message}")


def _over(what: str) -> TemplateBudgetError:
    return TemplateBudgetError(f"the model's chat template {what}; refusing to render it")


def _size(value: Any) -> int:
    return len(value) if isinstance(value, (str, bytes, list, tuple, dict, set, frozenset)) else 0


def _check_size(n: int, what: str = "builds") -> None:
    if n > MAX_TEXT:
        raise _over(f"{what} a value of {n:,} characters or items (the limit is {MAX_TEXT:,})")


def _check_int_args(args: Iterable[Any]) -> None:
    for a in args:
        if isinstance(a, int) and not isinstance(a, bool) and abs(a) > MAX_TEXT:
            raise _over(f"passes the number {a:,} to a function")


def _check_format_string(fmt: Any) -> None:
    if isinstance(fmt, str) and _WIDE_FIELD.search(fmt):
        raise _over("formats with a field width in the millions")


def _replace_size(s: str, old: Any, new: Any) -> int:
    if not isinstance(old, str) or not isinstance(new, str):
        return len(s)
    hits = len(s) + 1 if old == "" else s.count(old)
    return len(s) + hits * (len(new) - len(old))


def _join_size(sep: str, items: Any) -> int:
    if not isinstance(items, (list, tuple)):
        return 0  # a generator or other iterable: checked after the call
    return sum(len(x) if isinstance(x, str) else 16 for x in items) + len(sep) * max(0, len(items) - 1)


def _tojson(value: Any, indent: int | None = None, ensure_ascii: bool = False, **_: Any) -> str:
    if isinstance(indent, int) and indent > 64:
        raise _over(f"indents JSON by {indent} spaces")
    return json.dumps(value, indent=indent, ensure_ascii=ensure_ascii)


class _Budget:
    """The deadline of the render in progress on this thread (renders do not nest)."""

    def __init__(self, seconds: float) -> None:
        self.deadline = time.monotonic() + seconds
        self.seconds = seconds
        self.events = 0

    def tick(self) -> None:
        self.events += 1
        if self.events % _CHECK_EVERY == 0 and time.monotonic() > self.deadline:
            raise _over(f"ran for more than {self.seconds:g} s")

    def tracer(self, frame: Any, event: str, arg: Any) -> Callable[..., Any] | None:
        # Only the template's own code is traced line by line: cheap, and every loop the
        # template writes runs through it.
        if frame.f_code.co_filename != _TEMPLATE_FILE:
            return None
        self.tick()
        return self._local

    def _local(self, frame: Any, event: str, arg: Any) -> Callable[..., Any]:
        self.tick()
        return self._local


def _guarded_range(*args: int) -> Iterable[int]:
    rng = range(*args)
    if len(rng) > MAX_RANGE:
        raise _over(f"asks for a range of {len(rng):,} numbers (the limit is {MAX_RANGE:,})")
    return rng


def _guard_filter(name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    @wraps(func)  # keeps jinja's pass_context/pass_eval_context markers
    def guarded(*args: Any, **kwargs: Any) -> Any:
        _check_int_args(args)
        _check_int_args(kwargs.values())
        values = [a for a in args if isinstance(a, str)]
        if name == "format" and values:
            _check_format_string(values[0])
        elif name == "replace" and len(values) >= 3:
            _check_size(_replace_size(values[0], values[1], values[2]))
        elif name == "indent" and values:
            width = kwargs.get("width", next((a for a in args if isinstance(a, int)), 4))
            if isinstance(width, int):
                _check_size(len(values[0]) + values[0].count("\n") * width)
        result = func(*args, **kwargs)
        _check_size(_size(result))
        return result

    return guarded


def _environment() -> Any:
    from jinja2.compiler import CodeGenerator
    from jinja2.sandbox import ImmutableSandboxedEnvironment  # loading it costs ~30 ms: only on use

    class _Generator(CodeGenerator):
        def visit_Concat(self, node: Any, frame: Any) -> None:  # the ~ operator
            self.write("environment.concat((")
            for arg in node.nodes:
                self.write("environment.tostring(")
                self.visit(arg, frame)
                self.write("), ")
            self.write("))")

    class _Env(ImmutableSandboxedEnvironment):
        code_generator_class = _Generator
        intercepted_binops = frozenset({"*", "**", "+", "%"})

        def __init__(self) -> None:
            super().__init__(trim_blocks=True, lstrip_blocks=True)
            self.globals["range"] = _guarded_range
            self.globals.pop("lipsum", None)  # lipsum(10**6) is megabytes of text per call
            self.globals["raise_exception"] = _raise
            self.globals["strftime_now"] = lambda fmt: datetime.now().strftime(fmt)
            self.filters["tojson"] = _tojson
            self.filters = {k: _guard_filter(k, f) for k, f in self.filters.items()}
            self.concat = self._concat  # type: ignore[method-assign]  # block captures, macros, ~

        @staticmethod
        def tostring(value: Any) -> str:
            if isinstance(value, (list, tuple, dict)):
                _check_size(len(value) * 8, "prints")
            return str(value)

        @staticmethod
        def _concat(parts: Iterable[Any]) -> str:
            items = list(parts)
            _check_size(sum(len(p) if isinstance(p, str) else 0 for p in items), "joins")
            return "".join(str(p) for p in items)

        def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
            if operator == "*":
                for seq, n in ((left, right), (right, left)):
                    if _size(seq) and isinstance(n, int):
                        _check_size(_size(seq) * max(0, n), "repeats")
            elif operator == "+":
                _check_size(_size(left) + _size(right), "concatenates")
            elif operator == "%" and isinstance(left, str):
                _check_format_string(left)
            elif operator == "**" and isinstance(left, int) and isinstance(right, int):
                if right > 0 and abs(left) > 1 and left.bit_length() * right > 1 << 16:
                    raise _over(f"raises a number to the power {right:,}")
            result = super().call_binop(context, operator, left, right)
            _check_size(_size(result))
            return result

        def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
            _check_int_args(args)
            _check_int_args(kwargs.values())
            target = getattr(__obj, "__wrapped__", __obj)  # the sandbox wraps str.format
            owner = getattr(target, "__self__", None)
            method = getattr(target, "__name__", "")
            if isinstance(owner, str):
                if method in ("format", "format_map"):
                    _check_format_string(owner)
                elif method == "replace" and len(args) >= 2:
                    _check_size(_replace_size(owner, args[0], args[1]))
                elif method == "join" and args:
                    _check_size(_join_size(owner, args[0]))
                elif method == "expandtabs":
                    tab = args[0] if args else kwargs.get("tabsize", 8)
                    if isinstance(tab, int):
                        _check_size(len(owner) * max(1, tab))
            result = super().call(__context, __obj, *args, **kwargs)
            _check_size(_size(result))
            return result

    return _Env()


@lru_cache(maxsize=8)
def _compile(source: str) -> Any:
    if len(source.encode("utf-8", "surrogatepass")) > MAX_SOURCE:
        raise TemplateBudgetError(
            f"the model's chat template is {len(source):,} characters (the limit is {MAX_SOURCE:,}); "
            "refusing to compile it"
        )
    env = _environment()
    try:
        return env.from_string(source)
    except Exception as e:  # jinja2.TemplateSyntaxError, RecursionError on absurd nesting ...
        raise TemplateRenderError(f"the model's chat template does not parse: {_first_line(e)}") from None


def _first_line(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    return text[0] if text else type(e).__name__


def render_chat(
    template: str,
    messages: Sequence[Mapping[str, str]],
    *,
    add_generation_prompt: bool = True,
    enable_thinking: bool = True,
    bos_token: str = "",
    eos_token: str = "",
    budget_s: float = RENDER_SECONDS,
) -> str:
    """Render ``messages`` ({role, content}) the way transformers' apply_chat_template does,
    within ``budget_s`` seconds and :data:`MAX_TEXT` characters."""
    tpl = _compile(template)
    budget = _Budget(budget_s)
    previous = sys.gettrace()
    # A debugger or coverage tracer keeps its hook; the size limits still hold then.
    traced = previous is None
    if traced:
        sys.settrace(budget.tracer)
    try:
        out: list[str] = []
        total = 0
        for chunk in tpl.generate(
            messages=[dict(m) for m in messages],
            add_generation_prompt=add_generation_prompt,
            enable_thinking=enable_thinking,
            bos_token=bos_token,
            eos_token=eos_token,
        ):
            total += len(chunk)
            _check_size(total, "writes")
            out.append(chunk)
            budget.tick()
        return "".join(out)
    except TemplateRenderError:
        raise
    except MemoryError:
        raise _over("ran out of memory") from None
    except RecursionError:
        raise TemplateRenderError("the model's chat template recursed too deeply") from None
    except Exception as e:
        raise TemplateRenderError(f"the model's chat template failed: {_first_line(e)}") from None
    finally:
        if traced:
            sys.settrace(None)
