"""Render chat messages with the model's own Jinja chat template (sandboxed)."""

from __future__ import annotations

import json
from datetime import datetime
from functools import lru_cache
from typing import Any, Mapping, Sequence

from playground.errors import UnsupportedModelError


class TemplateRenderError(UnsupportedModelError):
    """The GGUF's chat template failed to render these messages."""


def _raise(message: str) -> None:
    raise TemplateRenderError(f"chat template refused the messages: {message}")


def _tojson(value: Any, indent: int | None = None, ensure_ascii: bool = False, **_: Any) -> str:
    return json.dumps(value, indent=indent, ensure_ascii=ensure_ascii)


@lru_cache(maxsize=8)
def _compile(source: str) -> Any:
    from jinja2.sandbox import ImmutableSandboxedEnvironment  # loading it costs ~30 ms: only on use

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
    env.globals["raise_exception"] = _raise
    env.globals["strftime_now"] = lambda fmt: datetime.now().strftime(fmt)
    env.filters["tojson"] = _tojson
    try:
        return env.from_string(source)
    except Exception as e:  # jinja2.TemplateSyntaxError and friends
        raise TemplateRenderError(f"the model's chat template does not parse: {e}") from None


def render_chat(
    template: str,
    messages: Sequence[Mapping[str, str]],
    *,
    add_generation_prompt: bool = True,
    enable_thinking: bool = True,
    bos_token: str = "",
    eos_token: str = "",
) -> str:
    """Render ``messages`` ({role, content}) the way transformers' apply_chat_template does."""
    tpl = _compile(template)
    try:
        return str(
            tpl.render(
                messages=[dict(m) for m in messages],
                add_generation_prompt=add_generation_prompt,
                enable_thinking=enable_thinking,
                bos_token=bos_token,
                eos_token=eos_token,
            )
        )
    except TemplateRenderError:
        raise
    except Exception as e:
        raise TemplateRenderError(f"the model's chat template failed: {e}") from None
