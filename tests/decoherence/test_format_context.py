"""Format detectors and context pressure."""

from __future__ import annotations

from playground.decoherence import Thresholds
from playground.decoherence.format import repeated_tail, tail_line_run
from tests.decoherence.evalset import K, S
from tests.decoherence.helpers import kinds, session

P = "alex@devbox"
LS = (K("ls"), f"{P}:~$ ls\nnotes.txt\n{P}:~$")


def term(*steps):
    return session("terminal", f"{P}:~$", list(steps))


def test_echoed_action() -> None:
    assert kinds(term(LS)) == {}
    assert kinds(term(S(K("ls -la"), "ls -la"))) == {1: ["format.echo"]}
    assert kinds(term(S(K("ls"), "### Turn 1\n\n**Action:**\nls"))) == {1: ["format.echo"]}
    mcp = session("mcp", None, [S({"tool": "get_note", "arguments": {"id": "n1"}},
                                  '{"tool": "get_note", "arguments": {"id": "n1"}}')])
    assert kinds(mcp) == {1: ["format.echo"]}
    # a terminal that shows the command it ran is not an echo
    assert kinds(term(S(K("echo hello"), f"{P}:~$ echo hello\nhello\n{P}:~$"))) == {}


def test_wrong_wrapper_and_budget() -> None:
    tagged = S(K("ls"), "", raw=f"<think>\nok\n</think>\n<predicted_observation>\n{P}:~$ ls\n{P}:~$\n"
                                "</predicted_observation>")
    assert kinds(term(tagged)) == {}  # upstream's parser reads the tags first in every domain
    web = session("web", "URL: https://a.example/\n[1] x",
                  [S({"action": "back"}, "", raw="<think>\nok\n</think>\n"
                                                 "**Environment Observation:**\nURL: https://a.example/\n[1] x")])
    assert kinds(web) == {1: ["format.wrapper"]}
    spent = S(K("ls"), f"{P}:~$ ls\n{P}:~$", params={"reasoning_budget": 256},
              timings={"reasoning_tokens": 256, "generated_tokens": 300})
    assert kinds(term(spent)) == {1: ["format.budget"]}
    within = S(K("ls"), f"{P}:~$ ls\n{P}:~$", params={"reasoning_budget": 256},
               timings={"reasoning_tokens": 200, "generated_tokens": 240})
    assert kinds(term(within)) == {}


def test_core_parse_and_length_problems_still_show() -> None:
    empty = S(K("ls"), "", raw="<think>\nhm\n</think>\n**Environment Observation:**\n")
    cut = S(K("ls"), "", raw="<think>\nthe agent lists the directory and", finish="length")
    assert kinds(term(empty)) == {1: ["format"]}
    assert kinds(term(cut)) == {1: ["format", "generation"]}


def test_repetition() -> None:
    unit, times = repeated_tail("intro\n" + "abc def ghi\n" * 12, min_repeats=4, min_chars=80)  # type: ignore[misc]
    assert unit.strip() == "abc def ghi" and times == 12
    assert repeated_tail("a normal ending", min_repeats=4, min_chars=80) is None
    assert repeated_tail("table\n" + "-" * 100, min_repeats=4, min_chars=80) is None  # a ruler, not a loop
    assert tail_line_run("x\nsame line\nsame line\nsame line") == ("same line", 3)
    assert tail_line_run("x\nsame line\nsame line\nsame line\ny") == ("", 0)
    loop = S(K("make"), f"{P}:~$ make\n" + "make[1]: Entering directory '/src'\n" * 10)
    assert kinds(term(loop)) == {1: ["format.repetition"]}
    log = S(K("tail -n 12 app.log"),
            f"{P}:~$ tail -n 12 app.log\n" + "WARN pool exhausted, retrying\n" * 12 + f"{P}:~$")
    assert kinds(term(log)) == {}  # repeated lines the screen recovers from are the log's content
    legit = S(K("yes | head -n 8"), f"{P}:~$ yes | head -n 8\n" + "y\n" * 8 + f"{P}:~$")
    assert kinds(term(legit)) == {}
    watch = S(K("while true; do echo waiting for db; sleep 1; done"),
              f"{P}:~$ while true; do echo waiting for db; sleep 1; done\n" + "waiting for db\n" * 10)
    assert kinds(term(watch)) == {}
    reasoning_loop = S(K("ls"), "", raw="<think>\n" + "Wait, let me reconsider the listing. " * 30, finish="length")
    assert "format.repetition" in kinds(term(reasoning_loop))[1]


def _timed(prompt: int, ctx: int = 8192, gen: int = 500):
    return S(K("ls"), f"{P}:~$ ls\nnotes.txt\n{P}:~$",
             timings={"prompt_tokens": prompt, "generated_tokens": gen, "n_ctx": ctx, "context_used": prompt + gen})


def test_context_pressure_before_the_limit() -> None:
    s = term(*[_timed(1000 + 1000 * i) for i in range(7)])
    got = kinds(s)
    # growth 1000/step, reserve 500: the next step needs prompt + 1500
    assert got == {5: ["context.pressure"], 6: ["context.pressure"], 7: ["context.overflow"]}
    quiet = term(*[_timed(1000 + 100 * i, ctx=32768) for i in range(7)])
    assert kinds(quiet) == {}
    assert kinds(s, Thresholds(context_warn_fraction=0.5)).get(4) == ["context.pressure"]


def test_context_is_estimated_when_a_context_size_is_given() -> None:
    big = S(K("cat big.log"), f"{P}:~$ cat big.log\n" + "".join(f"line {i} of the log\n" for i in range(300))
            + f"{P}:~$")
    s = term(big, big, big)
    assert kinds(s) == {}  # no token counts and no context size: nothing to judge
    assert kinds(s, n_ctx=4096)[3] == ["context.overflow"]
