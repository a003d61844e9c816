"""A GGUF's chat template is untrusted code: it renders within a time and size budget.

Each attack below hung the renderer, raised a MemoryError traceback or aborted natively at
5.5 GB before (issue 13 item 8). Sizes are chosen a few times over the limit, not in the
gigabytes, so a regression costs this test run memory, not the machine.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from playground.llama.chat_template import MAX_TEXT, TemplateBudgetError, TemplateRenderError, render_chat
from tests.faults.ggufedit import rewrite_metadata
from tests.faults.probe import Prober
from tests.tinymodel import CHAT_TEMPLATE

MSGS = [{"role": "user", "content": "ls -la"}]
BIG = MAX_TEXT * 4  # a few times over the limit (64 Mi), never gigabytes

ATTACKS = {
    "nested-range": "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "nested-range-output": "{% for i in range(100000) %}{% for j in range(100000) %}x{% endfor %}{% endfor %}",
    "huge-range": "{% for i in range(10**12) %}{% endfor %}",
    "string-times": f"{{{{ 'A' * {BIG} }}}}",
    "list-times": f"{{{{ ([1] * {BIG}) | length }}}}",
    "list-times-list": "{% set l = [0] * 100000 %}{{ (l * 100000) | length }}",
    "power": "{{ 10 ** 10000000 }}",
    "doubling-plus": "{% set ns = namespace(s='A') %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}",
    "doubling-tilde": "{% set ns = namespace(s='A') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
    "center-method": f"{{{{ 'x'.center({BIG}) }}}}",
    "center-filter": f"{{{{ 'x' | center({BIG}) }}}}",
    "percent-width": "{{ '%100000000s' % 'x' }}",
    "format-filter-width": "{{ '%100000000s' | format('x') }}",
    "str-format-width": "{{ '{:>100000000}'.format('x') }}",
    "replace-growth": "{% set s = 'a' * 10000 %}{{ s.replace('a', s) | length }}",
    "replace-filter-growth": "{% set s = 'a' * 10000 %}{{ s | replace('a', s) | length }}",
    "join-growth": "{% set s = 'a' * 1000000 %}{{ s.join(['x'] * 100) | length }}",
    "indent-growth": "{% set s = '\n' * 100000 %}{{ s | indent(1000) | length }}",
    "expandtabs": "{% set s = '\t' * 1000000 %}{{ s.expandtabs(100) | length }}",
    "block-capture": "{% set big = 'A' * 10000000 %}{% set x %}{% for i in range(100) %}{{ big }}{% endfor %}"
                     "{% endset %}{{ x | length }}",
    "output-size": "{% set big = 'A' * 10000000 %}{% for i in range(100) %}{{ big }}{% endfor %}",
    "tojson-indent": "{{ messages | tojson(indent=100000000) }}",
    "recursion": "{% macro f(n) %}{{ f(n) }}{% endmacro %}{{ f(1) }}",
    "source-size": "x" * (600 * 1024),
    "sandbox-escape": "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "syntax": "{% for %}",
}


@pytest.mark.parametrize("name", list(ATTACKS))
def test_attack_is_one_line_within_budget(name: str) -> None:
    t0 = time.monotonic()
    with pytest.raises(TemplateRenderError) as err:
        render_chat(ATTACKS[name], MSGS, budget_s=0.5)
    elapsed = time.monotonic() - t0
    assert elapsed < 3.0, f"{name} took {elapsed:.1f} s"
    message = str(err.value)
    assert message and "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize("name", ["nested-range", "string-times", "doubling-tilde", "output-size", "power"])
def test_over_budget_says_so(name: str) -> None:
    with pytest.raises(TemplateBudgetError, match="refusing to render it"):
        render_chat(ATTACKS[name], MSGS, budget_s=0.5)


def test_time_budget_holds_for_the_whole_render() -> None:
    t0 = time.monotonic()
    with pytest.raises(TemplateBudgetError, match=r"ran for more than 0\.3 s"):
        render_chat(ATTACKS["nested-range"], MSGS, budget_s=0.3)
    assert 0.3 <= time.monotonic() - t0 < 2.0


def test_real_templates_render_unchanged_and_fast() -> None:
    """The budget does not touch a normal render: the tiny model's Qwen-style template, long history."""
    msgs = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i} " + "word " * 500}
            for i in range(200)]
    msgs[-1] = {"role": "user", "content": "last"}
    t0 = time.monotonic()
    out = render_chat(CHAT_TEMPLATE, msgs)
    assert time.monotonic() - t0 < 1.0
    assert out.startswith("<|im_start|>user\nturn 0 ") and out.endswith("<|im_start|>assistant\n<think>\n")
    assert out.count("<|im_start|>") == 201
    # constructs real templates use: loops, namespaces, slicing, tojson, string methods, ~
    tpl = ("{%- set ns = namespace(last=-1) -%}{%- for m in messages[::-1] -%}{%- if m.role == 'user' and "
           "ns.last < 0 -%}{%- set ns.last = loop.index0 -%}{%- endif -%}{%- endfor -%}"
           "{{ ns.last ~ '|' ~ (messages | tojson) ~ '|' ~ messages[0].content.split(' ')[0].strip() ~ '|' ~ "
           "'%05d' % 7 ~ '|' ~ ', '.join(['a', 'b']) ~ '|' ~ ('ab' * 3) }}")
    assert render_chat(tpl, [{"role": "user", "content": "hi there"}]) == (
        '0|[{"role": "user", "content": "hi there"}]|hi|00007|a, b|ababab')


def test_a_model_with_a_hostile_template_is_one_line_in_a_real_load(tiny_bytes: bytes, tmp_path: Path,
                                                                      prober: Prober) -> None:
    """End to end: the template comes from the GGUF; the child loads it, renders, and reports one line."""
    p = tmp_path / "hostile-template.gguf"
    p.write_bytes(rewrite_metadata(tiny_bytes, {"tokenizer.chat_template": ATTACKS["string-times"]}))
    r = prober.probe(p)
    assert r.died is None and r.info and r.info["rc"] == 0, r
    assert r.load is not None and "repeats a value of" in r.load.get("error", ""), r.load
