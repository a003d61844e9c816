# ruff: noqa: E501
"""Held-out set 9, SWE domain: 22 software-engineering agent trajectories (OpenHands and Gemini CLI formats).

Eleven are clean but full of legitimate state changes (edits re-read, tests going from failing to passing,
git status changing after commits, files created and deleted, line numbers shifting after inserts, versions
bumped); eleven carry exactly one contradiction, a single detail that drifts in an otherwise realistic
output. The first comment line of each function says what it is and, for bad ones, which turn contradicts
which.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
)


def _d(tid: str, system: str, turns: list[tuple[str, str]], state: str, turn: int | None = None,
       kind: str = "clean") -> dict[str, Any]:
    return dict(tid=tid, system=system, turns=turns, state=state, bad=turn is not None, turn=turn, kind=kind)


def g_read(text: str, start: int | None = None, end: int | None = None, total: int | None = None) -> str:
    """A Gemini CLI read_file result, with the truncation notice when only a window was read."""
    if start is None:
        return text
    return (f"[File content truncated: showing lines {start}-{end} of {total} total lines. "
            f"Use offset/limit parameters to view more.]\n{text}")


def g_mod(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def g_over(path: str) -> str:
    return f"Successfully overwrote file: {path}."


def g_ls(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_matches(pattern: str, hits: dict[str, list[tuple[int, str]]], where: str = ".") -> str:
    n = sum(len(v) for v in hits.values())
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, lines in hits.items():
        out.append(f"File: {f}")
        out += [f"L{i}: {t}" for i, t in lines]
        out.append("---")
    return "\n".join(out)


def dots(n: int, fails: dict[int, str] | None = None, width: int = 72) -> str:
    """pytest -q progress lines for n tests (1-based positions in `fails` get the given letter)."""
    fails = fails or {}
    chars = "".join(fails.get(i, ".") for i in range(1, n + 1))
    lines = []
    for k in range(0, n, width):
        chunk = chars[k:k + width]
        pct = (k + len(chunk)) * 100 // n
        lines.append(f"{chunk:<{width}} [{pct:3d}%]")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------


def s01() -> dict[str, Any]:
    # clean (OpenHands, requests-like httpkit): None-valued request header must drop the session header; view, failing test, str_replace shifts lines, tests pass, diff and status agree.
    R = "/workspace/httpkit"
    F = f"{R}/src/httpkit/sessions.py"
    before = '''def merge_setting(request_setting, session_setting, dict_class=OrderedDict):
    """Determine the appropriate setting for a given request, taking into account
    the explicit setting on that request, and the setting in the session.
    """

    if session_setting is None:
        return request_setting

    if request_setting is None:
        return session_setting

    # Bypass if not a dictionary (e.g. verify)
    if not (
        isinstance(session_setting, Mapping) and isinstance(request_setting, Mapping)
    ):
        return request_setting

    merged_setting = dict_class(to_key_val_list(session_setting))
    merged_setting.update(to_key_val_list(request_setting))

    return merged_setting


def merge_hooks(request_hooks, session_hooks, dict_class=OrderedDict):
    """Properly merges both requests and session hooks."""'''
    snippet = '''    ):
        return request_setting

    merged_setting = dict_class(to_key_val_list(session_setting))
    merged_setting.update(to_key_val_list(request_setting))

    # Remove keys that are set to None. Extract keys first to avoid altering
    # the dictionary during iteration.
    none_keys = [k for (k, v) in merged_setting.items() if v is None]
    for key in none_keys:
        del merged_setting[key]

    return merged_setting


def merge_hooks(request_hooks, session_hooks, dict_class=OrderedDict):'''
    fail = '''F.                                                                       [100%]
=================================== FAILURES ===================================
_______________ TestMergeSetting.test_none_value_removes_key ________________

self = <tests.test_sessions.TestMergeSetting object at 0x7f3a2c1d5e50>

    def test_none_value_removes_key(self):
        merged = merge_setting({"Accept": None}, {"Accept": "*/*", "User-Agent": "httpkit/2.4.1"})
>       assert "Accept" not in merged
E       AssertionError: assert 'Accept' not in OrderedDict([('Accept', None), ('User-Agent', 'httpkit/2.4.1')])

tests/test_sessions.py:112: AssertionError
=========================== short test summary info ============================
FAILED tests/test_sessions.py::TestMergeSetting::test_none_value_removes_key - AssertionError: assert 'Accept' not in OrderedDict([('Accept', None), ('User-Agent', 'httpkit/2.4.1')])
1 failed, 1 passed, 38 deselected in 0.21s'''
    diff = '''diff --git a/src/httpkit/sessions.py b/src/httpkit/sessions.py
index 3b1f0c2..9e7d4a1 100644
--- a/src/httpkit/sessions.py
+++ b/src/httpkit/sessions.py
@@ -65,6 +65,12 @@ def merge_setting(request_setting, session_setting, dict_class=OrderedDict):
     merged_setting = dict_class(to_key_val_list(session_setting))
     merged_setting.update(to_key_val_list(request_setting))
\x20
+    # Remove keys that are set to None. Extract keys first to avoid altering
+    # the dictionary during iteration.
+    none_keys = [k for (k, v) in merged_setting.items() if v is None]
+    for key in none_keys:
+        del merged_setting[key]
+
     return merged_setting
\x20
 '''
    turns = [
        (bash('grep -rn "def merge_setting" -A 3 src/httpkit/'),
         oh_bash('src/httpkit/sessions.py:48:def merge_setting(request_setting, session_setting, dict_class=OrderedDict):\n'
                 'src/httpkit/sessions.py-49-    """Determine the appropriate setting for a given request, taking into account\n'
                 'src/httpkit/sessions.py-50-    the explicit setting on that request, and the setting in the session.\n'
                 'src/httpkit/sessions.py-51-    """', R)),
        (editor("view", F, view_range=[48, 72]), cat_n(F, before, 48)),
        (bash('python -m pytest tests/test_sessions.py -q -k "none_value"'), oh_bash(fail, R, 1)),
        (editor("str_replace", F,
                old_str="    merged_setting.update(to_key_val_list(request_setting))\n\n    return merged_setting",
                new_str="    merged_setting.update(to_key_val_list(request_setting))\n\n    # Remove keys that are set to None. Extract keys first to avoid altering\n    # the dictionary during iteration.\n    none_keys = [k for (k, v) in merged_setting.items() if v is None]\n    for key in none_keys:\n        del merged_setting[key]\n\n    return merged_setting"),
         edited(F, snippet, 62)),
        (bash('python -m pytest tests/test_sessions.py -q -k "none_value"'),
         oh_bash(dots(2) + "\n2 passed, 38 deselected in 0.18s", R)),
        (bash("python -m pytest tests/ -q"),
         oh_bash(dots(143) + "\n143 passed in 2.07s", R)),
        (bash("git diff"), oh_bash(diff, R)),
        (bash("git status --short"), oh_bash(" M src/httpkit/sessions.py", R)),
    ]
    state = ("Task: Setting a header to None on a single request should remove that header even when the session "
             "defines it (`s.get(url, headers={'Accept': None})`). Right now the merged headers keep the key with "
             "a None value and the adapter sends `Accept: None`.\nRepository: /workspace/httpkit (Python 3.11, pytest)")
    return _d("h9-swe-01", OH_SYSTEM.format(root=R), turns, state)


def s02() -> dict[str, Any]:
    # bad (OpenHands, flask-like flasklet): edit reverted -- turn 9 `sed -n` shows the `rv += f"#{anchor}"` line that the turn-4 str_replace changed to quote(anchor).
    R = "/workspace/flasklet"
    F = f"{R}/src/flasklet/helpers.py"
    C = f"{R}/CHANGES.rst"
    view = '''        rv = url_adapter.build(
            endpoint, values, method=method, url_scheme=scheme, force_external=external
        )

    if anchor is not None:
        rv += f"#{anchor}"

    return rv


def get_template_attribute(template_name: str, attribute: str) -> t.Any:'''
    after = view.replace('rv += f"#{anchor}"', 'rv += f"#{quote(anchor)}"')
    changes = '''Version 3.1.0
-------------

Unreleased

-   Drop support for Python 3.8. :pr:`5412`
-   ``send_file`` accepts ``os.PathLike`` for ``download_name``. :issue:`5391`
-   Fix ``stream_with_context`` losing the request context in nested
    generators. :issue:`5409`


Version 3.0.3'''
    changes_after = '''Unreleased

-   Drop support for Python 3.8. :pr:`5412`
-   ``send_file`` accepts ``os.PathLike`` for ``download_name``. :issue:`5391`
-   Fix ``stream_with_context`` losing the request context in nested
    generators. :issue:`5409`
-   ``url_for`` percent-encodes the ``_anchor`` value. :issue:`5427`


Version 3.0.3'''
    turns = [
        (bash('grep -n "_anchor\\|anchor is not None\\|#{anchor}" src/flasklet/helpers.py'),
         oh_bash('212:    anchor = values.pop("_anchor", None)\n268:    if anchor is not None:\n269:        rv += f"#{anchor}"', R)),
        (editor("view", F, view_range=[264, 274]), cat_n(F, view, 264)),
        (bash('grep -n "^from\\|^import" src/flasklet/helpers.py'),
         oh_bash("1:from __future__ import annotations\n3:import importlib.util\n4:import os\n5:import sys\n6:import typing as t\n"
                 "7:from datetime import datetime\n8:from functools import cache\n9:from functools import update_wrapper\n"
                 "10:from urllib.parse import quote\n12:import werkzeug.utils\n13:from werkzeug.exceptions import abort as _wz_abort\n"
                 "14:from werkzeug.utils import redirect as _wz_redirect\n15:from werkzeug.wrappers import Response as BaseResponse\n"
                 "17:from .globals import _cv_request\n18:from .globals import current_app\n19:from .globals import request\n"
                 "20:from .globals import request_ctx\n21:from .globals import session\n22:from .signals import message_flashed", R)),
        (editor("str_replace", F, old_str='        rv += f"#{anchor}"', new_str='        rv += f"#{quote(anchor)}"'),
         edited(F, after, 264)),
        (bash("python -m pytest tests/test_helpers.py -q -k anchor"),
         oh_bash(dots(3) + "\n3 passed, 87 deselected in 0.34s", R)),
        (bash("git diff --stat"), oh_bash(" src/flasklet/helpers.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", R)),
        (editor("view", C, view_range=[1, 12]), cat_n(C, changes, 1)),
        (editor("str_replace", C,
                old_str="    generators. :issue:`5409`\n",
                new_str="    generators. :issue:`5409`\n-   ``url_for`` percent-encodes the ``_anchor`` value. :issue:`5427`\n"),
         edited(C, changes_after, 4)),
        (bash("sed -n '266,272p' src/flasklet/helpers.py"),
         oh_bash('        )\n\n    if anchor is not None:\n        rv += f"#{anchor}"\n\n    return rv\n', R)),
        (bash("git status --short"), oh_bash(" M CHANGES.rst\n M src/flasklet/helpers.py", R)),
    ]
    state = ("Task: `url_for('index', _anchor='a b')` returns `/#a b`; the anchor must be percent-encoded "
             "(`/#a%20b`) like the rest of the URL. Add a changelog entry.\nRepository: /workspace/flasklet (Python 3.12, pytest)")
    return _d("h9-swe-02", OH_SYSTEM.format(root=R), turns, state, 9, "edit_reverted")


def s03() -> dict[str, Any]:
    # clean (Gemini CLI, Rust crate tomlette): trailing whitespace after a table header; failing cargo test, replace, passing, commit, git log and status change legitimately.
    R = "/home/dev/tomlette"
    F = f"{R}/src/parser.rs"
    body = '''    fn parse_table_header(&mut self) -> Result<Vec<Key>, Error> {
        self.expect('[')?;
        let array = self.eat('[');
        let keys = self.parse_dotted_key()?;
        self.expect(']')?;
        if array {
            self.expect(']')?;
        }
        self.expect_newline()?;
        Ok(keys)
    }
'''
    names = ["array_of_tables", "dotted_header", "empty_header_is_error", "header_with_comment",
             "header_trailing_whitespace", "nested_tables", "quoted_header_key", "simple_header",
             "whitespace_inside_brackets"]
    runs = "\n".join(f"test {n} ... {'FAILED' if n == 'header_trailing_whitespace' else 'ok'}" for n in names)
    runs_ok = "\n".join(f"test {n} ... ok" for n in names)
    fail = f'''   Compiling tomlette v0.6.2 (/home/dev/tomlette)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.92s
     Running tests/headers.rs (target/debug/deps/headers-5d1c3a0e9b7f2a41)

running 9 tests
{runs}

failures:

---- header_trailing_whitespace stdout ----
thread 'header_trailing_whitespace' panicked at tests/headers.rs:58:47:
called `Result::unwrap()` on an `Err` value: Error {{ kind: ExpectedNewline, line: 1, col: 9 }}
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    header_trailing_whitespace

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--test headers`'''
    ok = f'''   Compiling tomlette v0.6.2 (/home/dev/tomlette)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.47s
     Running tests/headers.rs (target/debug/deps/headers-5d1c3a0e9b7f2a41)

running 9 tests
{runs_ok}

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'''
    full = '''
running 31 tests
...............................
test result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s


running 9 tests
.........
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s


running 22 tests
......................
test result: ok. 22 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s


running 4 tests
....
test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.61s'''
    msg = "parser: allow trailing whitespace after table header"
    turns = [
        (call("search_file_content", pattern="fn parse_table_header"),
         g_matches("fn parse_table_header", {"src/parser.rs": [(211, "    fn parse_table_header(&mut self) -> Result<Vec<Key>, Error> {")]})),
        (call("read_file", absolute_path=F, offset=210, limit=11), g_read(body, 211, 221, 684)),
        (gshell("cargo test --test headers", "Run the table-header integration tests"),
         gem_run("cargo test --test headers", fail, 101)),
        (call("replace", file_path=F,
              old_string="        if array {\n            self.expect(']')?;\n        }\n        self.expect_newline()?;",
              new_string="        if array {\n            self.expect(']')?;\n        }\n        self.skip_whitespace();\n        self.expect_newline()?;"),
         g_mod(F)),
        (gshell("cargo test --test headers", "Re-run the header tests after the fix"),
         gem_run("cargo test --test headers", ok, 0, 40377)),
        (gshell("cargo test -q", "Run the whole test suite"), gem_run("cargo test -q", full, 0, 40412)),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", " M src/parser.rs", 0, 40430)),
        (gshell(f'git commit -am "{msg}"', "Commit the fix"),
         gem_run(f'git commit -am "{msg}"', f"[main 5e1d9a7] {msg}\n 1 file changed, 1 insertion(+)", 0, 40441)),
        (gshell("git log --oneline -3", "Show recent commits"),
         gem_run("git log --oneline -3", f"5e1d9a7 (HEAD -> main) {msg}\n2b8c4f0 (origin/main, origin/HEAD) Bump version to 0.6.2\n9a71e3d Support dotted keys in inline tables", 0, 40452)),
        (gshell("git status --short", "Confirm the working tree is clean"), gem_run("git status --short", "", 0, 40460)),
    ]
    state = ("Task: tomlette fails to parse a table header followed by spaces, e.g. `[server]   \\nport = 80` gives "
             "`ExpectedNewline at 1:9`. Trailing whitespace after `]` must be accepted.\nRepository: /home/dev/tomlette (Rust 1.79, cargo test)")
    return _d("h9-swe-03", GEM_SYSTEM.format(root=R), turns, state)


def s04() -> dict[str, Any]:
    # bad (Gemini CLI, Go module durafmt): test name drift -- turn 6 lists TestParseFraction where turn 2 listed TestParseFractional; the only test-file edit (turn 5) added TestParseSpaced.
    R = "/home/dev/durafmt"
    P = f"{R}/parse.go"
    T = f"{R}/parse_test.go"
    src = '''package durafmt

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/kestrel-dev/durafmt/internal/units"
)

var errInvalid = errors.New("durafmt: invalid duration")

// ParseDuration parses a human duration string such as "2h45m" or "3d".
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errInvalid
	}
	var total time.Duration
	for len(s) > 0 {
		i := 0
		for i < len(s) && (s[i] == '.' || (s[i] >= '0' && s[i] <= '9')) {
			i++
		}
		if i == 0 {
			return 0, errInvalid
		}
		n, err := strconv.ParseFloat(s[:i], 64)
		if err != nil {
			return 0, errInvalid
		}
		s = s[i:]
		j := 0
		for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
			j++
		}
		unit, ok := units.Lookup(s[:j])
		if !ok {
			return 0, errInvalid
		}
		total += time.Duration(n * float64(unit))
		s = s[j:]
	}
	return total, nil
}
'''

    def gotest(names: list[str], secs: str) -> str:
        body = "\n".join(f"=== RUN   {n}\n--- PASS: {n} (0.00s)" for n in names)
        return (f"{body}\nPASS\nok  \tgithub.com/kestrel-dev/durafmt\t{secs}\n"
                "?   \tgithub.com/kestrel-dev/durafmt/internal/units\t[no test files]")
    first = ["TestParseSimple", "TestParseCompound", "TestParseFractional", "TestParseNegative", "TestParseInvalid"]
    second = ["TestParseSimple", "TestParseCompound", "TestParseFraction", "TestParseNegative", "TestParseSpaced", "TestParseInvalid"]
    cmd = "go test -v -run 'TestParse' ./..."
    turns = [
        (call("list_directory", path=R),
         g_ls(R, ["internal", "testdata"], [".gitignore", "LICENSE", "README.md", "durafmt.go", "durafmt_test.go", "go.mod", "parse.go", "parse_test.go"])),
        (gshell(cmd, "Run the parser tests verbosely"), gem_run(cmd, gotest(first, "0.004s"))),
        (call("read_file", absolute_path=P), g_read(src)),
        (call("replace", file_path=P, old_string="\t\ttotal += time.Duration(n * float64(unit))\n\t\ts = s[j:]\n",
              new_string="\t\ttotal += time.Duration(n * float64(unit))\n\t\ts = strings.TrimLeft(s[j:], \" \")\n"),
         g_mod(P)),
        (call("replace", file_path=T, old_string="func TestParseInvalid(t *testing.T) {",
              new_string='func TestParseSpaced(t *testing.T) {\n\tgot, err := ParseDuration("1h 30m")\n\tif err != nil || got != 90*time.Minute {\n\t\tt.Fatalf("got %v, %v", got, err)\n\t}\n}\n\nfunc TestParseInvalid(t *testing.T) {'),
         g_mod(T)),
        (gshell(cmd, "Re-run the parser tests including the new case"), gem_run(cmd, gotest(second, "0.005s"), 0, 40288)),
        (gshell("gofmt -l . && go vet ./...", "Check formatting and vet"), gem_run("gofmt -l . && go vet ./...", "", 0, 40301)),
        (gshell("git diff --stat", "Summarize the change"),
         gem_run("git diff --stat", " parse.go      | 2 +-\n parse_test.go | 7 +++++++\n 2 files changed, 8 insertions(+), 1 deletion(-)", 0, 40315)),
    ]
    state = ("Task: `durafmt.ParseDuration(\"1h 30m\")` returns `durafmt: invalid duration`; spaces between "
             "components should be allowed.\nRepository: /home/dev/durafmt (Go 1.22, go test)")
    return _d("h9-swe-04", GEM_SYSTEM.format(root=R), turns, state, 6, "test_name_drift")


def s05() -> dict[str, Any]:
    # clean (OpenHands, Django shop app): add Order.discount_cents; edits shift the property lines by one, makemigrations creates 0004, new test file raises the count 18 -> 20 legitimately.
    R = "/workspace/shopfront"
    F = f"{R}/orders/models.py"
    model = '''from django.conf import settings
from django.db import models


class Order(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        PAID = "paid", "Paid"
        SHIPPED = "shipped", "Shipped"

    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    shipping_cents = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"Order #{self.pk} ({self.status})"

    @property
    def subtotal_cents(self):
        return sum(line.quantity * line.unit_price_cents for line in self.lines.all())

    @property
    def total_cents(self):
        return self.subtotal_cents + self.shipping_cents


class OrderLine(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="lines")
    sku = models.CharField(max_length=32)
    quantity = models.PositiveIntegerField()
    unit_price_cents = models.PositiveIntegerField()'''
    m1 = model.replace("    shipping_cents = models.PositiveIntegerField(default=0)\n",
                       "    shipping_cents = models.PositiveIntegerField(default=0)\n    discount_cents = models.PositiveIntegerField(default=0)\n")
    m2 = m1.replace("        return self.subtotal_cents + self.shipping_cents",
                    "        return max(self.subtotal_cents - self.discount_cents, 0) + self.shipping_cents")
    l1 = m1.split("\n")
    l2 = m2.split("\n")
    test_src = '''from django.contrib.auth import get_user_model
from django.test import TestCase

from orders.models import Order, OrderLine


class DiscountTests(TestCase):
    def setUp(self):
        user = get_user_model().objects.create_user("ann", password="x")
        self.order = Order.objects.create(customer=user, shipping_cents=500)
        OrderLine.objects.create(order=self.order, sku="MUG-01", quantity=2, unit_price_cents=1200)

    def test_discount_is_subtracted_before_shipping(self):
        self.order.discount_cents = 400
        self.assertEqual(self.order.total_cents, 2400 - 400 + 500)

    def test_discount_never_makes_goods_negative(self):
        self.order.discount_cents = 9999
        self.assertEqual(self.order.total_cents, 500)
'''

    def run(n: int, secs: str) -> str:
        return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
                f"{'.' * n}\n----------------------------------------------------------------------\nRan {n} tests in {secs}\n\nOK\n"
                "Destroying test database for alias 'default'...")
    turns = [
        (editor("view", F), cat_n(F, model)),
        (bash("ls orders/migrations/"), oh_bash("0001_initial.py\n0002_order_status.py\n0003_orderline_sku.py\n__init__.py", R)),
        (editor("str_replace", F, old_str="    shipping_cents = models.PositiveIntegerField(default=0)\n",
                new_str="    shipping_cents = models.PositiveIntegerField(default=0)\n    discount_cents = models.PositiveIntegerField(default=0)\n"),
         edited(F, "\n".join(l1[9:18]), 10)),
        (editor("str_replace", F, old_str="        return self.subtotal_cents + self.shipping_cents",
                new_str="        return max(self.subtotal_cents - self.discount_cents, 0) + self.shipping_cents"),
         edited(F, "\n".join(l2[19:30]), 20)),
        (bash("python manage.py makemigrations orders"),
         oh_bash("Migrations for 'orders':\n  orders/migrations/0004_order_discount_cents.py\n    + Add field discount_cents to order", R)),
        (bash("ls orders/migrations/"),
         oh_bash("0001_initial.py\n0002_order_status.py\n0003_orderline_sku.py\n0004_order_discount_cents.py\n__init__.py", R)),
        (bash("python manage.py test orders"), oh_bash(run(18, "0.412s"), R)),
        (editor("create", f"{R}/orders/tests/test_discount.py", file_text=test_src),
         f"File created successfully at: {R}/orders/tests/test_discount.py"),
        (bash("python manage.py test orders"), oh_bash(run(20, "0.447s"), R)),
        (bash("git status --short"),
         oh_bash(" M orders/models.py\n?? orders/migrations/0004_order_discount_cents.py\n?? orders/tests/test_discount.py", R)),
    ]
    state = ("Task: Orders need a flat discount. Add `discount_cents` (default 0) to `Order`, subtract it from the "
             "goods subtotal in `total_cents` (never below zero, shipping still added), create the migration and tests.\n"
             "Repository: /workspace/shopfront (Django 5.0, Python 3.12, manage.py test)")
    return _d("h9-swe-05", OH_SYSTEM.format(root=R), turns, state)


def s06() -> dict[str, Any]:
    # bad (OpenHands, Ruby gem slugger): commit hash drift -- turn 8 git log lists the fix as 7c4e1d9, but turn 5 `git commit` created it as 7c4e1b9.
    R = "/workspace/slugger"
    F = f"{R}/lib/slugger.rb"
    V = f"{R}/lib/slugger/version.rb"
    src = '''# frozen_string_literal: true

require_relative "slugger/version"
require_relative "slugger/transliterate"

module Slugger
  SEPARATOR = "-"

  def self.call(input, separator: SEPARATOR)
    str = Transliterate.ascii(input.to_s).downcase
    str = str.gsub(/[^a-z0-9]+/, separator)
    str.sub(/\\A#{Regexp.escape(separator)}/, "")
  end
end'''
    new_line = '    str.gsub(/\\A#{Regexp.escape(separator)}+|#{Regexp.escape(separator)}+\\z/, "")'
    after = src.replace('    str.sub(/\\A#{Regexp.escape(separator)}/, "")', new_line)
    fail = '''..........F...

Failures:

  1) Slugger.call strips trailing separators
     Failure/Error: expect(Slugger.call("Hello, World!")).to eq("hello-world")

       expected: "hello-world"
            got: "hello-world-"

       (compared using ==)
     # ./spec/slugger_spec.rb:34:in `block (3 levels) in <top (required)>'

Finished in 0.01532 seconds (files took 0.0914 seconds to load)
14 examples, 1 failure

Failed examples:

rspec ./spec/slugger_spec.rb:33 # Slugger.call strips trailing separators'''
    turns = [
        (editor("view", F), cat_n(F, src)),
        (bash("bundle exec rspec"), oh_bash(fail, R, 1)),
        (editor("str_replace", F, old_str='    str.sub(/\\A#{Regexp.escape(separator)}/, "")', new_str=new_line),
         edited(F, "\n".join(after.split("\n")[7:14]), 8)),
        (bash("bundle exec rspec"),
         oh_bash("..............\n\nFinished in 0.01218 seconds (files took 0.0887 seconds to load)\n14 examples, 0 failures", R)),
        (bash('git add -A && git commit -m "Strip trailing separators in Slugger.call"'),
         oh_bash("[main 7c4e1b9] Strip trailing separators in Slugger.call\n 1 file changed, 1 insertion(+), 1 deletion(-)", R)),
        (editor("view", V), cat_n(V, '# frozen_string_literal: true\n\nmodule Slugger\n  VERSION = "0.4.1"\nend')),
        (bash('sed -i \'s/VERSION = "0.4.1"/VERSION = "0.4.2"/\' lib/slugger/version.rb && git commit -am "Release 0.4.2"'),
         oh_bash("[main e02f6d3] Release 0.4.2\n 1 file changed, 1 insertion(+), 1 deletion(-)", R)),
        (bash("git log --oneline -4"),
         oh_bash("e02f6d3 (HEAD -> main) Release 0.4.2\n7c4e1d9 Strip trailing separators in Slugger.call\n"
                 "b91a0c2 (origin/main, origin/HEAD) Add transliteration table for Polish\n3d27f80 Release 0.4.1", R)),
        (bash("gem build slugger.gemspec"),
         oh_bash("  Successfully built RubyGem\n  Name: slugger\n  Version: 0.4.2\n  File: slugger-0.4.2.gem", R)),
    ]
    state = ("Task: `Slugger.call(\"Hello, World!\")` returns `\"hello-world-\"`; trailing separators must be stripped "
             "like leading ones. Fix it and cut a 0.4.2 patch release (commit the fix and the version bump separately).\n"
             "Repository: /workspace/slugger (Ruby 3.3, rspec)")
    return _d("h9-swe-06", OH_SYSTEM.format(root=R), turns, state, 8, "commit_hash_drift")


def s07() -> dict[str, Any]:
    # clean (OpenHands, C library tinyini with Makefile): overlong lines must be reported; insert of 9 lines shifts later grep -n line numbers by exactly 9, make test goes 5/6 -> 6/6.
    R = "/workspace/tinyini"
    F = f"{R}/src/ini.c"
    view = '''    int lineno = 0;
    int error = 0;

    while (fgets(line, MAX_LINE, file) != NULL) {
        lineno++;
        start = rstrip(line);
        start = lskip(start);

        if (*start == ';' || *start == '#') {
            /* comment line */
            continue;
        }
        if (*start == '[') {
            end = find_chars_or_comment(start + 1, "]");
            if (*end == ']') {
                *end = '\\0';
                strncpy0(section, start + 1, sizeof(section));'''
    ins = '''        if (strchr(line, '\\n') == NULL && !feof(file)) {
            /* line too long: report it and discard the remainder */
            if (!error)
                error = lineno;
            int ch;
            while ((ch = fgetc(file)) != '\\n' && ch != EOF)
                ;
            continue;
        }'''
    vl = view.split("\n")
    after = "\n".join(vl[:5] + ins.split("\n") + vl[5:10])
    names = ["basic_section", "comments_ignored", "inline_comment", "multiline_value", "overlong_line", "empty_file"]
    build = "cc -Wall -Wextra -O2 -Isrc -c src/ini.c -o build/ini.o\ncc -Wall -Wextra -O2 -Isrc tests/test_ini.c build/ini.o -o build/test_ini\n./build/test_ini\n"
    fail = build + "\n".join(
        "[FAIL] overlong_line: expected error at line 3, got 0 (tests/test_ini.c:142)" if n == "overlong_line" else f"[PASS] {n}"
        for n in names) + "\n6 tests, 5 passed, 1 failed\nmake: *** [Makefile:21: test] Error 1"
    ok = build + "\n".join(f"[PASS] {n}" for n in names) + "\n6 tests, 6 passed, 0 failed"
    turns = [
        (bash('grep -n "MAX_LINE\\|fgets" src/ini.c'),
         oh_bash("14:#define MAX_LINE 256\n87:    while (fgets(line, MAX_LINE, file) != NULL) {", R)),
        (editor("view", F, view_range=[84, 100]), cat_n(F, view, 84)),
        (bash("make test"), oh_bash(fail, R, 2)),
        (editor("insert", F, insert_line=88, new_str=ins + "\n"), edited(F, after, 84)),
        (bash("make test"), oh_bash(ok, R)),
        (bash('grep -n "rstrip(line)\\|find_chars_or_comment(start + 1" src/ini.c'),
         oh_bash('98:        start = rstrip(line);\n106:            end = find_chars_or_comment(start + 1, "]");', R)),
        (bash("git diff --stat"), oh_bash(" src/ini.c | 9 +++++++++\n 1 file changed, 9 insertions(+)", R)),
        (bash("make clean && make"),
         oh_bash("rm -rf build\nmkdir -p build\ncc -Wall -Wextra -O2 -Isrc -c src/ini.c -o build/ini.o\nar rcs build/libtinyini.a build/ini.o", R)),
    ]
    state = ("Task: tinyini silently splits a line longer than MAX_LINE (256) into two entries. `ini_parse` must instead "
             "return the number of the first overlong line as its error and skip the rest of that line.\n"
             "Repository: /workspace/tinyini (C99, GNU make; `make test` runs tests/test_ini.c)")
    return _d("h9-swe-07", OH_SYSTEM.format(root=R), turns, state)


def s08() -> dict[str, Any]:
    # bad (OpenHands, lodash-like JS): deleted file reappears -- turn 9 `ls src/` still lists pluck.js, which turn 3 `git rm` removed (and turn 7 status shows staged as deleted).
    R = "/workspace/lodash-lite"
    F = f"{R}/src/index.js"
    names = ["chunk", "compact", "debounce", "flatten", "get", "map", "uniq", "throttle", "pluck"]
    idx = "\n".join(f"export {{ default as {n} }} from './{n}.js';" for n in names)
    idx2 = "\n".join(idx.split("\n")[4:8])
    suites = ["get", "debounce", "chunk", "map", "flatten", "throttle", "uniq", "compact"]
    jest = ("\n> lodash-lite@4.9.0 test\n> jest\n\n" + "\n".join(f"PASS test/{s}.test.js" for s in suites)
            + "\n\nTest Suites: 8 passed, 8 total\nTests:       57 passed, 57 total\nSnapshots:   0 total\nTime:        1.284 s\nRan all test suites.")
    turns = [
        (bash("ls src/"), oh_bash("chunk.js\ncompact.js\ndebounce.js\nflatten.js\nget.js\nindex.js\nmap.js\npluck.js\nthrottle.js\nuniq.js", R)),
        (bash('grep -rn "pluck" src/ test/'),
         oh_bash("src/index.js:9:export { default as pluck } from './pluck.js';\n"
                 "src/pluck.js:4: * @deprecated since 4.0.0 - use map(collection, 'prop') instead.\n"
                 "src/pluck.js:8:export default function pluck(collection, path) {\n"
                 "test/pluck.test.js:2:import pluck from '../src/pluck.js';\n"
                 "test/pluck.test.js:5:describe('pluck', () => {", R)),
        (bash("git rm src/pluck.js test/pluck.test.js"), oh_bash("rm 'src/pluck.js'\nrm 'test/pluck.test.js'", R)),
        (editor("view", F), cat_n(F, idx)),
        (editor("str_replace", F,
                old_str="export { default as throttle } from './throttle.js';\nexport { default as pluck } from './pluck.js';",
                new_str="export { default as throttle } from './throttle.js';"),
         edited(F, idx2, 5)),
        (bash("npm test"), oh_bash(jest, R)),
        (bash("git status --short"), oh_bash(" M src/index.js\nD  src/pluck.js\nD  test/pluck.test.js", R)),
        (bash('grep -n "pluck" README.md docs/*.md'), oh_bash("README.md:88:- `pluck(collection, path)` - deprecated, use `map`.", R)),
        (bash("sed -i '/pluck(collection, path)/d' README.md && ls src/"),
         oh_bash("chunk.js\ncompact.js\ndebounce.js\nflatten.js\nget.js\nindex.js\nmap.js\npluck.js\nthrottle.js\nuniq.js", R)),
        (bash('git commit -am "Remove deprecated pluck for v5"'),
         oh_bash("[v5 4ab90e1] Remove deprecated pluck for v5\n 4 files changed, 41 deletions(-)\n delete mode 100644 src/pluck.js\n delete mode 100644 test/pluck.test.js", R)),
    ]
    state = ("Task: For v5, remove the deprecated `pluck` helper entirely: its module, its export from src/index.js, its "
             "tests and its README entry.\nRepository: /workspace/lodash-lite (Node 20, jest, branch v5)")
    return _d("h9-swe-08", OH_SYSTEM.format(root=R), turns, state, 9, "deleted_file_present")


def s09() -> dict[str, Any]:
    # clean (Gemini CLI, pnpm TypeScript monorepo relay-kit): new format.ts + test, vitest 1 failed -> all 20 pass after a fix, core version bumped 0.7.3 -> 0.8.0 and re-read.
    R = "/home/dev/relay-kit"
    C = f"{R}/packages/core"
    fmt = '''const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

export function formatBytes(n: number, digits = 1): string {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`invalid byte count: ${n}`);
  let i = 0;
  while (n >= 1024 && i < UNITS.length - 1) {
    n /= 1024;
    i++;
  }
  return i === 0 ? `${n} B` : `${n.toFixed(digits)} ${UNITS[i]}`;
}
'''
    test = '''import { describe, expect, it } from 'vitest';
import { formatBytes } from '../format';

describe('formatBytes', () => {
  it('keeps small values in bytes', () => {
    expect(formatBytes(512)).toBe('512 B');
  });

  it('formats exact KiB without decimals', () => {
    expect(formatBytes(1024)).toBe('1 KiB');
  });

  it('rounds to one decimal by default', () => {
    expect(formatBytes(1536 * 1024)).toBe('1.5 MiB');
  });
});
'''
    pkg = '''{
  "name": "@relay-kit/core",
  "version": "0.8.0",
  "type": "module",
  "main": "./dist/index.js",
  "types": "./dist/index.d.ts",
  "files": [
    "dist"
  ],
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "test": "vitest run"
  },
  "devDependencies": {
    "typescript": "^5.4.5",
    "vitest": "^1.6.0"
  }
}
'''
    cmd = "pnpm --filter @relay-kit/core test"
    head = "\n> @relay-kit/core@0.7.3 test /home/dev/relay-kit/packages/core\n> vitest run\n\n RUN  v1.6.0 /home/dev/relay-kit/packages/core\n\n"
    fail = head + ''' ✓ src/__tests__/retry.test.ts  (6 tests) 12ms
 ✓ src/__tests__/client.test.ts  (11 tests) 48ms
 ❯ src/__tests__/format.test.ts  (3 tests | 1 failed) 6ms
   ❯ src/__tests__/format.test.ts > formatBytes > formats exact KiB without decimals
     → expected '1.0 KiB' to be '1 KiB' // Object.is equality

 Test Files  1 failed | 2 passed (3)
      Tests  1 failed | 19 passed (20)
   Start at  14:02:31
   Duration  642ms

/home/dev/relay-kit/packages/core:
 ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @relay-kit/core@0.7.3 test: `vitest run`
Exit status 1'''
    ok = head + ''' ✓ src/__tests__/retry.test.ts  (6 tests) 11ms
 ✓ src/__tests__/client.test.ts  (11 tests) 45ms
 ✓ src/__tests__/format.test.ts  (3 tests) 4ms

 Test Files  3 passed (3)
      Tests  20 passed (20)
   Start at  14:04:10
   Duration  611ms'''
    build = ("Scope: 2 of 3 workspace projects\npackages/core build$ tsc -p tsconfig.build.json\npackages/core build: Done\n"
             "packages/cli build$ tsc -p tsconfig.build.json\npackages/cli build: Done")
    turns = [
        (call("list_directory", path=f"{C}/src"), g_ls(f"{C}/src", ["__tests__"], ["client.ts", "index.ts", "retry.ts", "types.ts"])),
        (call("read_file", absolute_path=f"{C}/src/index.ts"), g_read("export * from './client';\nexport * from './retry';\nexport type * from './types';\n")),
        (call("write_file", file_path=f"{C}/src/format.ts", content=fmt), g_new(f"{C}/src/format.ts")),
        (call("replace", file_path=f"{C}/src/index.ts", old_string="export * from './client';\n",
              new_string="export * from './client';\nexport * from './format';\n"), g_mod(f"{C}/src/index.ts")),
        (call("write_file", file_path=f"{C}/src/__tests__/format.test.ts", content=test), g_new(f"{C}/src/__tests__/format.test.ts")),
        (gshell(cmd, "Run the core package tests"), gem_run(cmd, fail, 1, 51120)),
        (call("replace", file_path=f"{C}/src/format.ts",
              old_string="`${n.toFixed(digits)} ${UNITS[i]}`", new_string="`${Number(n.toFixed(digits))} ${UNITS[i]}`"),
         g_mod(f"{C}/src/format.ts")),
        (gshell(cmd, "Re-run the core package tests"), gem_run(cmd, ok, 0, 51188)),
        (call("replace", file_path=f"{C}/package.json", old_string='"version": "0.7.3"', new_string='"version": "0.8.0"'),
         g_mod(f"{C}/package.json")),
        (call("read_file", absolute_path=f"{C}/package.json"), g_read(pkg)),
        (call("list_directory", path=f"{C}/src"), g_ls(f"{C}/src", ["__tests__"], ["client.ts", "format.ts", "index.ts", "retry.ts", "types.ts"])),
        (gshell("pnpm -r build", "Build all workspace packages"), gem_run("pnpm -r build", build, 0, 51240)),
    ]
    state = ("Task: Add a `formatBytes(n, digits = 1)` helper to @relay-kit/core (B/KiB/MiB/GiB/TiB, whole numbers without "
             "a trailing `.0`), export it from the package entry point, cover it with tests and bump core to 0.8.0.\n"
             "Repository: /home/dev/relay-kit (pnpm workspace: packages/core, packages/cli, packages/docs; TypeScript 5.4, vitest)")
    return _d("h9-swe-09", GEM_SYSTEM.format(root=R), turns, state)


def s10() -> dict[str, Any]:
    # bad (Gemini CLI, Python package tidewatch): package version drift -- turn 9 pip list reports urllib3 2.0.7, turn 2 pip show said 2.2.1 and nothing downgraded it (the new pin is >=2.0).
    R = "/home/dev/tidewatch"
    F = f"{R}/src/tidewatch/transport.py"
    P = f"{R}/pyproject.toml"
    src = '''"""HTTP transport with a pinned TLS context."""

from __future__ import annotations

import ssl

from requests.adapters import HTTPAdapter
from urllib3.util.ssl_ import DEFAULT_CIPHERS, create_urllib3_context


class TLSAdapter(HTTPAdapter):
    """Adapter that refuses anything older than TLS 1.2."""

    def init_poolmanager(self, *args, **kwargs):
        ctx = create_urllib3_context(ciphers=DEFAULT_CIPHERS)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        kwargs["ssl_context"] = ctx
        return super().init_poolmanager(*args, **kwargs)
'''
    err = f'''
==================================== ERRORS ====================================
__________________ ERROR collecting tests/test_transport.py ___________________
ImportError while importing test module '{R}/tests/test_transport.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
/usr/lib/python3.11/importlib/__init__.py:126: in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
tests/test_transport.py:5: in <module>
    from tidewatch.transport import TLSAdapter
src/tidewatch/transport.py:8: in <module>
    from urllib3.util.ssl_ import DEFAULT_CIPHERS, create_urllib3_context
E   ImportError: cannot import name 'DEFAULT_CIPHERS' from 'urllib3.util.ssl_' ({R}/.venv/lib/python3.11/site-packages/urllib3/util/ssl_.py)
=========================== short test summary info ============================
ERROR tests/test_transport.py
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
1 error in 0.38s'''
    show = f'''Name: urllib3
Version: 2.2.1
Summary: HTTP library with thread-safe connection pooling, file post, and more.
Home-page:\x20
Author:\x20
Author-email: Andrey Petrov <andrey.petrov@shazow.net>
License:\x20
Location: {R}/.venv/lib/python3.11/site-packages
Requires:\x20
Required-by: requests
---
Name: requests
Version: 2.31.0
Summary: Python HTTP for Humans.
Home-page: https://requests.readthedocs.io
Author: Kenneth Reitz
Author-email: me@kennethreitz.org
License: Apache 2.0
Location: {R}/.venv/lib/python3.11/site-packages
Requires: certifi, charset-normalizer, idna, urllib3
Required-by: tidewatch'''
    pyproject = '''[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "tidewatch"
version = "0.5.2"
description = "Poll tide-gauge stations and alert on thresholds"
requires-python = ">=3.10"
dependencies = [
    "requests>=2.28",
    "urllib3>=1.26",
    "click>=8.1",
]

[project.scripts]
tidewatch = "tidewatch.cli:main"

[tool.pytest.ini_options]
testpaths = ["tests"]
pythonpath = ["src"]
'''
    pipcmd = "pip install -e . -q && pip list 2>/dev/null | grep -i -E '^(requests|urllib3) '"
    turns = [
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", err, 2)),
        (gshell("pip show urllib3 requests", "Show installed urllib3 and requests versions"), gem_run("pip show urllib3 requests", show, 0, 40236)),
        (call("read_file", absolute_path=F), g_read(src)),
        (call("replace", file_path=F, old_string="from urllib3.util.ssl_ import DEFAULT_CIPHERS, create_urllib3_context",
              new_string="from urllib3.util.ssl_ import create_urllib3_context"), g_mod(F)),
        (call("replace", file_path=F, old_string="ctx = create_urllib3_context(ciphers=DEFAULT_CIPHERS)",
              new_string="ctx = create_urllib3_context()"), g_mod(F)),
        (gshell("python -m pytest -q", "Re-run the test suite"),
         gem_run("python -m pytest -q", dots(24) + "\n24 passed in 0.91s", 0, 40290)),
        (call("read_file", absolute_path=P), g_read(pyproject)),
        (call("replace", file_path=P, old_string='"urllib3>=1.26",', new_string='"urllib3>=2.0",'), g_mod(P)),
        (gshell(pipcmd, "Reinstall the package and check the resolved versions"),
         gem_run(pipcmd, "requests           2.31.0\nurllib3            2.0.7", 0, 40318)),
        (gshell("git diff --stat", "Summarize the change"),
         gem_run("git diff --stat", " pyproject.toml             | 2 +-\n src/tidewatch/transport.py | 4 ++--\n 2 files changed, 3 insertions(+), 3 deletions(-)", 0, 40335)),
    ]
    state = ("Task: On a fresh install the test suite dies at collection with `ImportError: cannot import name "
             "'DEFAULT_CIPHERS' from 'urllib3.util.ssl_'`. Make tidewatch work with urllib3 2.x and declare that requirement.\n"
             "Repository: /home/dev/tidewatch (Python 3.11, pytest)")
    return _d("h9-swe-10", GEM_SYSTEM.format(root=R), turns, state, 9, "package_version_drift")


def s11() -> dict[str, Any]:
    # clean (OpenHands, Flask app quill): MAX_RETRIES 3 -> env-configurable default 5 via sed; grep reads back the new value, a test fails then passes after its edits, diff shows the change.
    R = "/workspace/quill"
    T = f"{R}/tests/test_ratelimit.py"
    head = '''import os
import time

from flask import current_app, jsonify, request

MAX_RETRIES = 3
WINDOW_SECONDS = 60

_attempts: dict[str, list[float]] = {}


def _client_key() -> str:'''
    test = '''import pytest

from app import create_app


@pytest.fixture
def client():
    app = create_app({"TESTING": True})
    with app.test_client() as c:
        yield c


def test_blocks_after_limit(client):
    for _ in range(3):
        client.post("/api/login", json={"user": "a", "password": "x"})
    resp = client.post("/api/login", json={"user": "a", "password": "x"})
    assert resp.status_code == 429'''
    t1 = test.replace("from app import create_app", "from app import create_app, ratelimit")
    t2 = t1.replace("    for _ in range(3):", "    for _ in range(ratelimit.MAX_RETRIES):")
    fail = dots(4, {1: "F"}) + '''
=================================== FAILURES ===================================
___________________________ test_blocks_after_limit ____________________________

client = <FlaskClient <Flask 'app'>>

    def test_blocks_after_limit(client):
        for _ in range(3):
            client.post("/api/login", json={"user": "a", "password": "x"})
        resp = client.post("/api/login", json={"user": "a", "password": "x"})
>       assert resp.status_code == 429
E       assert 401 == 429
E        +  where 401 = <WrapperTestResponse streamed [401 UNAUTHORIZED]>.status_code

tests/test_ratelimit.py:17: AssertionError
=========================== short test summary info ============================
FAILED tests/test_ratelimit.py::test_blocks_after_limit - assert 401 == 429
1 failed, 3 passed in 0.29s'''
    new = 'MAX_RETRIES = int(os.environ.get("RATE_LIMIT_RETRIES", "5"))'
    diff = f'''diff --git a/app/ratelimit.py b/app/ratelimit.py
index 41c9d2e..b07a1f5 100644
--- a/app/ratelimit.py
+++ b/app/ratelimit.py
@@ -3,7 +3,7 @@ import time
\x20
 from flask import current_app, jsonify, request
\x20
-MAX_RETRIES = 3
+{new}
 WINDOW_SECONDS = 60
\x20
 _attempts: dict[str, list[float]] = {{}}'''
    sed = f"sed -i 's/^MAX_RETRIES = 3$/{new}/' app/ratelimit.py && grep -n \"MAX_RETRIES\" app/ratelimit.py"
    turns = [
        (bash('grep -rn "MAX_RETRIES" app/'),
         oh_bash("app/ratelimit.py:6:MAX_RETRIES = 3\napp/ratelimit.py:31:        if attempts >= MAX_RETRIES:", R)),
        (editor("view", f"{R}/app/ratelimit.py", view_range=[1, 12]), cat_n(f"{R}/app/ratelimit.py", head)),
        (bash(sed), oh_bash(f"6:{new}\n31:        if attempts >= MAX_RETRIES:", R)),
        (bash("python -m pytest tests/test_ratelimit.py -q"), oh_bash(fail, R, 1)),
        (editor("view", T, view_range=[1, 17]), cat_n(T, test)),
        (editor("str_replace", T, old_str="from app import create_app", new_str="from app import create_app, ratelimit"),
         edited(T, "\n".join(t1.split("\n")[:7]), 1)),
        (editor("str_replace", T, old_str="    for _ in range(3):", new_str="    for _ in range(ratelimit.MAX_RETRIES):"),
         edited(T, "\n".join(t2.split("\n")[9:17]), 10)),
        (bash("python -m pytest tests/test_ratelimit.py -q"), oh_bash(dots(4) + "\n4 passed in 0.31s", R)),
        (bash("RATE_LIMIT_RETRIES=2 python -m pytest tests/test_ratelimit.py -q"), oh_bash(dots(4) + "\n4 passed in 0.30s", R)),
        (bash("git diff app/ratelimit.py"), oh_bash(diff, R)),
    ]
    state = ("Task: The login rate limiter blocks after 3 failed attempts; product wants 5 by default, overridable with "
             "the RATE_LIMIT_RETRIES environment variable. Keep the tests in sync with the configured limit.\n"
             "Repository: /workspace/quill (Flask 3.0, Python 3.12, pytest)")
    return _d("h9-swe-11", OH_SYSTEM.format(root=R), turns, state)


def s12() -> dict[str, Any]:
    # bad (OpenHands, Rust crate scanlex): function content drift -- turn 5 re-view of `advance` shows `self.offset += 1;` where turn 2 showed `self.offset += c.len_utf8();`, with no edit in between.
    R = "/workspace/scanlex"
    F = f"{R}/src/lexer.rs"
    view = '''    fn advance(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.offset += c.len_utf8();
        self.col += 1;
        Some(c)
    }

    // Whitespace, newlines and `#` comments carry no tokens.
    fn skip_trivia(&mut self) {
        while let Some(c) = self.peek() {
            match c {
                ' ' | '\\t' => {
                    self.advance();
                }
                '\\r' | '\\n' => {
                    self.advance();
                    self.col = 1;
                    // each line terminator starts a new line
                    self.line += 1;
                }
                '#' => {
                    while let Some(c) = self.peek() {
                        if c == '\\n' {
                            break;
                        }
                        self.advance();
                    }
                }
                _ => break,
            }
        }
    }
'''
    drift = "\n".join(view.split("\n")[:7]).replace("self.offset += c.len_utf8();", "self.offset += 1;")
    old = '''                '\\r' | '\\n' => {
                    self.advance();
                    self.col = 1;
                    // each line terminator starts a new line
                    self.line += 1;
                }'''
    new = '''                '\\r' => {
                    self.advance();
                    if self.peek() != Some('\\n') {
                        self.col = 1;
                        self.line += 1;
                    }
                }
                '\\n' => {
                    self.advance();
                    self.col = 1;
                    self.line += 1;
                }'''
    after = view.replace(old, new).split("\n")
    token = '''use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub line: u32,
    pub col: u32,
    pub offset: usize,
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}'''
    fail = '''   Compiling scanlex v0.3.0 (/workspace/scanlex)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.41s
     Running unittests src/lib.rs (target/debug/deps/scanlex-8f2e61b0c4d97a13)

running 1 test
test lexer::tests::crlf_counts_one_line ... FAILED

failures:

---- lexer::tests::crlf_counts_one_line stdout ----
thread 'lexer::tests::crlf_counts_one_line' panicked at src/lexer.rs:214:9:
assertion `left == right` failed
  left: 5
 right: 3
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    lexer::tests::crlf_counts_one_line

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 23 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`'''
    ok = '''   Compiling scanlex v0.3.0 (/workspace/scanlex)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.18s
     Running unittests src/lib.rs (target/debug/deps/scanlex-8f2e61b0c4d97a13)

running 24 tests
........................
test result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

   Doc-tests scanlex

running 2 tests
..
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.27s'''
    turns = [
        (bash('grep -n "line += 1" src/lexer.rs'), oh_bash("58:                    self.line += 1;", R)),
        (editor("view", F, view_range=[40, 71]), cat_n(F, view.rstrip("\n"), 40)),
        (bash("cargo test --lib crlf"), oh_bash(fail, R, 101)),
        (editor("view", f"{R}/src/token.rs", view_range=[1, 14]), cat_n(f"{R}/src/token.rs", token)),
        (editor("view", F, view_range=[40, 46]), cat_n(F, drift, 40)),
        (editor("str_replace", F, old_str=old, new_str=new), edited(F, "\n".join(after[10:30]), 50)),
        (bash("cargo test"), oh_bash(ok, R)),
        (bash("git diff --stat"), oh_bash(" src/lexer.rs | 10 ++++++++--\n 1 file changed, 8 insertions(+), 2 deletions(-)", R)),
    ]
    state = ("Task: Error positions are wrong for files with Windows line endings: every `\\r\\n` is counted as two "
             "lines, so an error on line 3 is reported on line 5. Count `\\r\\n` as one line break (a lone `\\r` still "
             "counts as one).\nRepository: /workspace/scanlex (Rust 1.78, cargo test)")
    return _d("h9-swe-12", OH_SYSTEM.format(root=R), turns, state, 5, "function_content_drift")


def s13() -> dict[str, Any]:
    # clean (Gemini CLI, Go module kvcache): expiry boundary; two replaces (Get, Sweep), search results change accordingly, go test FAIL -> ok, diff stat matches two one-line edits.
    R = "/home/dev/kvcache"
    F = f"{R}/cache.go"
    get = '''// Get returns the value for key if present and not expired.
func (c *Cache[K, V]) Get(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok || (!e.expiresAt.IsZero() && c.now().After(e.expiresAt)) {
		var zero V
		return zero, false
	}
	return e.value, true
}
'''
    fail = '''--- FAIL: TestGetAtExactExpiry (0.00s)
    cache_test.go:131: Get at expiry: got ("v", true), want ("", false)
FAIL
FAIL	github.com/northwind/kvcache	0.006s
FAIL'''
    turns = [
        (call("search_file_content", pattern="expiresAt"),
         g_matches("expiresAt", {"cache.go": [(18, "\texpiresAt time.Time"), (47, "\t\texpiresAt: c.now().Add(ttl),"),
                                              (61, "\tif !ok || (!e.expiresAt.IsZero() && c.now().After(e.expiresAt)) {"),
                                              (94, "\t\tif !e.expiresAt.IsZero() && now.After(e.expiresAt) {")],
                                 "cache_test.go": [(88, "\tif e.expiresAt != start.Add(time.Minute) {")]})),
        (call("read_file", absolute_path=F, offset=55, limit=11), g_read(get, 56, 66, 112)),
        (gshell("go test ./...", "Run the package tests"), gem_run("go test ./...", fail, 1)),
        (call("replace", file_path=F, old_string="c.now().After(e.expiresAt)) {", new_string="!c.now().Before(e.expiresAt)) {"), g_mod(F)),
        (gshell("go test ./...", "Re-run the tests"), gem_run("go test ./...", "ok  \tgithub.com/northwind/kvcache\t0.005s", 0, 40266)),
        (call("search_file_content", pattern="After(e.expiresAt)"),
         g_matches("After(e.expiresAt)", {"cache.go": [(94, "\t\tif !e.expiresAt.IsZero() && now.After(e.expiresAt) {")]})),
        (call("replace", file_path=F, old_string="now.After(e.expiresAt) {", new_string="!now.Before(e.expiresAt) {"), g_mod(F)),
        (gshell("go test -count=1 ./...", "Run the tests without the cache"),
         gem_run("go test -count=1 ./...", "ok  \tgithub.com/northwind/kvcache\t0.007s", 0, 40281)),
        (gshell("git diff --stat", "Summarize the change"),
         gem_run("git diff --stat", " cache.go | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)", 0, 40290)),
    ]
    state = ("Task: `Cache.Get` still returns an entry when called exactly at its expiry instant (fake clock in tests). "
             "An entry must count as expired when `now >= expiresAt`, both in Get and in the background Sweep.\n"
             "Repository: /home/dev/kvcache (Go 1.22 generics, go test)")
    return _d("h9-swe-13", GEM_SYSTEM.format(root=R), turns, state)


def s14() -> dict[str, Any]:
    # bad (OpenHands, Django helpdesk): commit without `git commit` -- turn 10 git log shows a new HEAD commit on top of a41c7e2 (turn 1), though the agent never committed and turn 8 showed the change unstaged.
    R = "/workspace/helpdesk"
    F = f"{R}/tickets/views.py"
    view = '''from .models import Ticket

SORTABLE = {"created", "updated", "priority", "status"}


class TicketListView(LoginRequiredMixin, ListView):
    model = Ticket
    paginate_by = 25
    template_name = "tickets/list.html"

    def get_queryset(self):
        qs = (
            super()
            .get_queryset()
            .select_related("assignee", "queue")
            .filter(queue__in=self.request.user.queues.all())
        )
        status = self.request.GET.get("status")
        if status:
            qs = qs.filter(status=status)
        return self.apply_sort(qs)

    def apply_sort(self, qs):
        key = self.request.GET.get("sort", "-created")
        # keys arrive as "field" or "-field"
        if key.lstrip("-") in SORTABLE:
            return qs.order_by(key)
        return qs.order_by("-created")


class TicketDetailView(LoginRequiredMixin, DetailView):'''
    full = ("from django.contrib.auth.mixins import LoginRequiredMixin\nfrom django.views.generic import DetailView, ListView\n\n" + view)
    new_sort = 'SORTABLE = {\n    "created": "created",\n    "updated": "updated",\n    "priority": "priority_level",\n    "status": "status",\n}'
    f1 = full.replace('SORTABLE = {"created", "updated", "priority", "status"}', new_sort)
    old2 = '        if key.lstrip("-") in SORTABLE:\n            return qs.order_by(key)'
    new2 = ('        field = SORTABLE.get(key.lstrip("-"))\n        if field:\n'
            '            return qs.order_by(("-" if key.startswith("-") else "") + field)')
    f2 = f1.replace(old2, new2)
    L1, L2 = f1.split("\n"), f2.split("\n")
    # `full` starts at line 9 of the file
    err = '''Found 12 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
.....E......
======================================================================
ERROR: test_sort_by_priority_desc (tickets.tests.test_views.TicketListSortTests.test_sort_by_priority_desc)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/workspace/helpdesk/tickets/tests/test_views.py", line 87, in test_sort_by_priority_desc
    resp = self.client.get(reverse("tickets:list"), {"sort": "-priority"})
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/test/client.py", line 1049, in get
    response = super().get(path, data=data, secure=secure, headers=headers, **extra)
  ...
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/db/models/sql/query.py", line 1772, in names_to_path
    raise FieldError(
django.core.exceptions.FieldError: Cannot resolve keyword 'priority' into field. Choices are: assignee, assignee_id, comments, created, id, priority_level, queue, queue_id, status, subject, updated

----------------------------------------------------------------------
Ran 12 tests in 0.538s

FAILED (errors=1)
Destroying test database for alias 'default'...'''
    ok = '''Found 12 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
............
----------------------------------------------------------------------
Ran 12 tests in 0.521s

OK
Destroying test database for alias 'default'...'''
    turns = [
        (bash("git log --oneline -3"),
         oh_bash("a41c7e2 (HEAD -> main, origin/main) Add SLA badge to ticket detail\n0f93b65 Paginate ticket list (25 per page)\n"
                 "c2d8e17 Merge pull request #212 from ops/fix-email-threading", R)),
        (bash('grep -rn "SORTABLE" tickets/'),
         oh_bash('tickets/views.py:14:SORTABLE = {"created", "updated", "priority", "status"}\n'
                 'tickets/views.py:37:        if key.lstrip("-") in SORTABLE:', R)),
        (editor("view", F, view_range=[12, 42]), cat_n(F, view, 12)),
        (bash("python manage.py test tickets.tests.test_views"), oh_bash(err, R, 1)),
        (editor("str_replace", F, old_str='SORTABLE = {"created", "updated", "priority", "status"}', new_str=new_sort),
         edited(F, "\n".join(L1[1:15]), 10)),
        (editor("str_replace", F, old_str=old2, new_str=new2), edited(F, "\n".join(L2[29:40]), 38)),
        (bash("python manage.py test tickets.tests.test_views"), oh_bash(ok, R)),
        (bash("git status --short"), oh_bash(" M tickets/views.py", R)),
        (bash("git diff --stat"), oh_bash(" tickets/views.py | 12 +++++++++---\n 1 file changed, 9 insertions(+), 3 deletions(-)", R)),
        (bash("git log --oneline -3"),
         oh_bash("5b0e9d4 (HEAD -> main) Map sort keys to model fields in TicketListView\na41c7e2 (origin/main) Add SLA badge to ticket detail\n"
                 "0f93b65 Paginate ticket list (25 per page)", R)),
    ]
    state = ("Task: Opening the ticket list with `?sort=-priority` crashes with `FieldError: Cannot resolve keyword 'priority'`; "
             "the model field is `priority_level`. Map the public sort keys to model fields. Do not commit; the "
             "reviewer will.\nRepository: /workspace/helpdesk (Django 4.2, Python 3.11, manage.py test)")
    return _d("h9-swe-14", OH_SYSTEM.format(root=R), turns, state, 10, "commit_without_command")


def s15() -> dict[str, Any]:
    # clean (OpenHands, Ruby gem centsible): negative amounts; new spec file raises examples 25 -> 28 with 2 failures, fix makes 28/0, commit empties git status.
    R = "/workspace/centsible"
    F = f"{R}/lib/centsible/formatter.rb"
    S = f"{R}/spec/negative_amounts_spec.rb"
    src = '''# frozen_string_literal: true

module Centsible
  class Formatter
    SYMBOLS = { "USD" => "$", "EUR" => "€", "GBP" => "£", "JPY" => "¥" }.freeze
    ZERO_DECIMAL = %w[JPY].freeze

    def initialize(currency:, delimiter: ",")
      @currency = currency
      @delimiter = delimiter
    end

    def call(cents)
      symbol = SYMBOLS.fetch(@currency, "#{@currency} ")
      "#{symbol}#{amount(cents)}"
    end

    private

    def amount(cents)
      return group(cents.to_s) if ZERO_DECIMAL.include?(@currency)

      whole, frac = cents.divmod(100)
      "#{group(whole.to_s)}.#{format("%02d", frac)}"
    end

    def group(digits)
      digits.reverse.scan(/\\d{1,3}/).join(@delimiter).reverse
    end
  end
end'''
    new = '      sign = cents.negative? ? "-" : ""\n      "#{sign}#{symbol}#{amount(cents.abs)}"'
    after = src.replace('      "#{symbol}#{amount(cents)}"', new).split("\n")
    spec = '''# frozen_string_literal: true

RSpec.describe Centsible::Formatter do
  subject(:fmt) { described_class.new(currency: "USD") }

  it "puts the sign before the symbol" do
    expect(fmt.call(-1234)).to eq("-$12.34")
  end

  it "formats large negative amounts with delimiters" do
    expect(fmt.call(-123_456_789)).to eq("-$1,234,567.89")
  end

  it "leaves zero unsigned" do
    expect(fmt.call(0)).to eq("$0.00")
  end
end
'''
    fail = '''
Randomized with seed 40112
.....................F.F....

Failures:

  1) Centsible::Formatter puts the sign before the symbol
     Failure/Error: expect(fmt.call(-1234)).to eq("-$12.34")

       expected: "-$12.34"
            got: "$13.66"

       (compared using ==)
     # ./spec/negative_amounts_spec.rb:7:in `block (2 levels) in <top (required)>'

  2) Centsible::Formatter formats large negative amounts with delimiters
     Failure/Error: expect(fmt.call(-123_456_789)).to eq("-$1,234,567.89")

       expected: "-$1,234,567.89"
            got: "$1,234,568.11"

       (compared using ==)
     # ./spec/negative_amounts_spec.rb:11:in `block (2 levels) in <top (required)>'

Finished in 0.02271 seconds (files took 0.10213 seconds to load)
28 examples, 2 failures

Failed examples:

rspec ./spec/negative_amounts_spec.rb:6 # Centsible::Formatter puts the sign before the symbol
rspec ./spec/negative_amounts_spec.rb:10 # Centsible::Formatter formats large negative amounts with delimiters

Randomized with seed 40112'''
    msg = "Put the minus sign before the currency symbol"
    turns = [
        (editor("view", F), cat_n(F, src)),
        (bash("bundle exec rspec | grep examples"), oh_bash("25 examples, 0 failures", R)),
        (editor("create", S, file_text=spec), f"File created successfully at: {S}"),
        (bash("bundle exec rspec"), oh_bash(fail, R, 1)),
        (editor("str_replace", F, old_str='      "#{symbol}#{amount(cents)}"', new_str=new), edited(F, "\n".join(after[8:21]), 9)),
        (bash("bundle exec rspec"),
         oh_bash("\nRandomized with seed 8721\n" + "." * 28 + "\n\nFinished in 0.01984 seconds (files took 0.09871 seconds to load)\n"
                 "28 examples, 0 failures\n\nRandomized with seed 8721", R)),
        (bash("bundle exec rubocop lib spec"), oh_bash("Inspecting 9 files\n.........\n\n9 files inspected, no offenses detected", R)),
        (bash("git status --short"), oh_bash(" M lib/centsible/formatter.rb\n?? spec/negative_amounts_spec.rb", R)),
        (bash(f'git add -A && git commit -m "{msg}"'),
         oh_bash(f"[main 2f8a61c] {msg}\n 2 files changed, 19 insertions(+), 1 deletion(-)\n create mode 100644 spec/negative_amounts_spec.rb", R)),
        (bash("git status --short && git log --oneline -1"), oh_bash(f"2f8a61c (HEAD -> main) {msg}", R)),
    ]
    state = ("Task: `Centsible::Formatter.new(currency: \"USD\").call(-1234)` returns `\"$13.66\"`. Negative amounts must "
             "render as `-$12.34` (sign before the symbol, digits of the absolute value).\n"
             "Repository: /workspace/centsible (Ruby 3.2, rspec, rubocop)")
    return _d("h9-swe-15", OH_SYSTEM.format(root=R), turns, state)


def s16() -> dict[str, Any]:
    # bad (Gemini CLI, C library picohttp): line number shift without edit -- turn 6 grep puts parse_headers at 145/234, turn 1 had 142/231 and the only edit (turn 4) replaced one line with one line; turn 7's diff hunk still uses the original numbering.
    R = "/home/dev/picohttp"
    F = f"{R}/src/http.c"
    body = '''static int parse_headers(const char *buf, size_t len, struct header *out, size_t max)
{
    size_t n = 0;
    const char *p = buf, *end = buf + len;

    while (p < end && n < max) {
        const char *eol = memchr(p, '\\n', end - p);
        if (eol == NULL)
            return -1;
        if (eol == p || (eol == p + 1 && *p == '\\r'))
            return (int)n;          /* blank line: end of headers */

        const char *colon = memchr(p, ':', eol - p);
        if (colon == NULL)
            continue;               /* malformed line: skip it */

        out[n].name = p;
        out[n].name_len = colon - p;
        const char *v = colon + 1;
        while (v < eol && (*v == ' ' || *v == '\\t'))
            v++;
        out[n].value = v;
        out[n].value_len = eol - v;
        if (out[n].value_len > 0 && v[out[n].value_len - 1] == '\\r')
            out[n].value_len--;
        n++;
        p = eol + 1;
    }
    return -2;                      /* too many headers */
}
'''
    cc = "cc -std=c99 -Wall -Wextra -O2 -Iinclude"
    hang = (f"mkdir -p build\n{cc} -c src/http.c -o build/http.o\n{cc} -c src/url.c -o build/url.o\n"
            f"ar rcs build/libpicohttp.a build/http.o build/url.o\n{cc} tests/test_http.c build/libpicohttp.a -o build/test_http\n"
            "test_simple_get ... ok\ntest_keepalive ... ok\ntest_folded_header_rejected ... ok\ntest_header_without_colon ... ")
    ok = (f"{cc} -c src/http.c -o build/http.o\nar rcs build/libpicohttp.a build/http.o build/url.o\n"
          f"{cc} tests/test_http.c build/libpicohttp.a -o build/test_http\n"
          "test_simple_get ... ok\ntest_keepalive ... ok\ntest_folded_header_rejected ... ok\ntest_header_without_colon ... ok\n"
          "test_too_many_headers ... ok\ntest_chunked_length ... ok\n6/6 tests passed")
    diff = '''diff --git a/src/http.c b/src/http.c
index 5c0b1e7..d24a9f3 100644
--- a/src/http.c
+++ b/src/http.c
@@ -153,7 +153,7 @@ static int parse_headers(const char *buf, size_t len, struct header *out, size_t max)
\x20
         const char *colon = memchr(p, ':', eol - p);
         if (colon == NULL)
-            continue;               /* malformed line: skip it */
+            return -1;              /* malformed header line */
\x20
         out[n].name = p;
         out[n].name_len = colon - p;'''
    sig = "static int parse_headers(const char *buf, size_t len, struct header *out, size_t max)"
    run = "make && timeout 5 ./build/test_http"
    msg = "http: reject header lines without a colon"
    turns = [
        (call("search_file_content", pattern="parse_headers"),
         g_matches("parse_headers", {"src/http.c": [(142, sig), (231, "    n = parse_headers(p, end - p, req->headers, MAX_HEADERS);")],
                                     "include/picohttp.h": [(12, "/* parse_headers is internal; see http_parse_request */")]})),
        (call("read_file", absolute_path=F, offset=141, limit=30), g_read(body, 142, 171, 298)),
        (gshell(run, "Build and run the tests with a timeout"), gem_run(run, hang, 124)),
        (call("replace", file_path=F, old_string="            continue;               /* malformed line: skip it */",
              new_string="            return -1;              /* malformed header line */"), g_mod(F)),
        (gshell(run, "Rebuild and re-run the tests"), gem_run(run, ok, 0, 40519)),
        (gshell("grep -n 'parse_headers' src/http.c", "Find parse_headers definition and call site"),
         gem_run("grep -n 'parse_headers' src/http.c", f"145:{sig}\n234:    n = parse_headers(p, end - p, req->headers, MAX_HEADERS);", 0, 40533)),
        (gshell("git diff", "Show the change"), gem_run("git diff", diff, 0, 40540)),
        (gshell(f'git commit -am "{msg}"', "Commit the fix"),
         gem_run(f'git commit -am "{msg}"', f"[master 61ad0f3] {msg}\n 1 file changed, 1 insertion(+), 1 deletion(-)", 0, 40552)),
    ]
    state = ("Task: A request containing a header line without a colon (e.g. `X-Broken\\r\\n`) makes `http_parse_request` "
             "spin forever. Such a request must be rejected with -1.\nRepository: /home/dev/picohttp (C99, GNU make)")
    return _d("h9-swe-16", GEM_SYSTEM.format(root=R), turns, state, 6, "line_number_shift")


def s17() -> dict[str, Any]:
    # clean (Gemini CLI, lodash-like tinydash): debounce gains cancel()/flush(); file overwritten, tests 3 -> 5 in the suite after adding two, full run 48, commit then log shows the same hash.
    R = "/home/dev/tinydash"
    F = f"{R}/src/debounce.js"
    T = f"{R}/test/debounce.test.js"
    old = '''/**
 * Creates a debounced function that delays invoking `fn` until `wait` ms
 * have elapsed since the last time the debounced function was invoked.
 */
export default function debounce(fn, wait = 0) {
  let timer = null;

  return function debounced(...args) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn.apply(this, args);
    }, wait);
  };
}
'''
    new = '''/**
 * Creates a debounced function that delays invoking `fn` until `wait` ms
 * have elapsed since the last time the debounced function was invoked.
 * The returned function has `cancel()` and `flush()` methods.
 */
export default function debounce(fn, wait = 0) {
  let timer = null;
  let pending = null;

  function debounced(...args) {
    pending = { ctx: this, args };
    clearTimeout(timer);
    timer = setTimeout(flush, wait);
  }

  function flush() {
    clearTimeout(timer);
    timer = null;
    if (pending) {
      const { ctx, args } = pending;
      pending = null;
      fn.apply(ctx, args);
    }
  }

  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
    pending = null;
  };
  debounced.flush = flush;
  return debounced;
}
'''
    added = '''  it('cancel() drops the pending call', () => {
    const fn = jest.fn();
    const d = debounce(fn, 50);
    d('a');
    d.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });

  it('flush() invokes the pending call immediately', () => {
    const fn = jest.fn();
    const d = debounce(fn, 50);
    d('a', 1);
    d.flush();
    expect(fn).toHaveBeenCalledWith('a', 1);
  });

'''
    files = ["debounce.js", "chunk.js", "compact.js", "flatten.js", "get.js", "index.js", "once.js", "throttle.js", "uniq.js"]
    glob = (f'Found 9 file(s) matching "src/**/*.js" within {R}, sorted by modification time (newest first):\n'
            + "\n".join(f"{R}/src/{f}" for f in files))
    head = "\n> tinydash@1.3.0 test\n> jest debounce\n\n"
    t3 = head + '''PASS test/debounce.test.js
  debounce
    ✓ delays invocation (24 ms)
    ✓ resets the timer on each call (31 ms)
    ✓ passes the latest arguments (22 ms)

Test Suites: 1 passed, 1 total
Tests:       3 passed, 3 total
Snapshots:   0 total
Time:        0.612 s
Ran all test suites matching /debounce/i.'''
    t5 = head + '''PASS test/debounce.test.js
  debounce
    ✓ delays invocation (23 ms)
    ✓ resets the timer on each call (30 ms)
    ✓ cancel() drops the pending call (2 ms)
    ✓ flush() invokes the pending call immediately (1 ms)
    ✓ passes the latest arguments (21 ms)

Test Suites: 1 passed, 1 total
Tests:       5 passed, 5 total
Snapshots:   0 total
Time:        0.634 s
Ran all test suites matching /debounce/i.'''
    suites = ["chunk", "once", "get", "debounce", "flatten", "throttle", "uniq", "compact"]
    full = ("\n> tinydash@1.3.0 test\n> jest\n\n" + "\n".join(f"PASS test/{s}.test.js" for s in suites)
            + "\n\nTest Suites: 8 passed, 8 total\nTests:       48 passed, 48 total\nSnapshots:   0 total\nTime:        1.107 s\nRan all test suites.")
    msg = "debounce: add cancel() and flush()"
    turns = [
        (call("glob", pattern="src/**/*.js"), glob),
        (call("read_file", absolute_path=F), g_read(old)),
        (gshell("npm test -- debounce", "Run the debounce tests"), gem_run("npm test -- debounce", t3)),
        (call("write_file", file_path=F, content=new), g_over(F)),
        (call("replace", file_path=T, old_string="  it('passes the latest arguments', () => {",
              new_string=added + "  it('passes the latest arguments', () => {"), g_mod(T)),
        (gshell("npm test -- debounce", "Run the debounce tests again"), gem_run("npm test -- debounce", t5, 0, 40377)),
        (gshell("npm test", "Run the whole suite"), gem_run("npm test", full, 0, 40390)),
        (gshell(f'git add -A && git commit -m "{msg}"', "Commit the change"),
         gem_run(f'git add -A && git commit -m "{msg}"', f"[main 0c3b7d2] {msg}\n 2 files changed, 41 insertions(+), 7 deletions(-)", 0, 40402)),
        (gshell("git log --oneline -2", "Show the latest commits"),
         gem_run("git log --oneline -2", f"0c3b7d2 (HEAD -> main) {msg}\n9e51a4f (origin/main, origin/HEAD) chore: release 1.3.0", 0, 40411)),
    ]
    state = ("Task: `debounce` returns a function with no way to cancel or force a pending call. Add lodash-style "
             "`cancel()` and `flush()` methods and tests for them.\nRepository: /home/dev/tinydash (Node 20, jest with fake timers)")
    return _d("h9-swe-17", GEM_SYSTEM.format(root=R), turns, state)


def s18() -> dict[str, Any]:
    # bad (OpenHands, pnpm TypeScript monorepo orbit): sed value reads back old -- turn 7 grep shows defaults.json still at 3000 after the turn-3 sed to 10000, which the turn-4 snapshot diff had confirmed.
    R = "/workspace/orbit"
    RD = f"{R}/packages/sdk/README.md"
    defaults = '{\n  "baseUrl": "https://api.orbit.dev",\n  "requestTimeoutMs": 3000,\n  "retries": 2,\n  "userAgent": "orbit-sdk"\n}'
    row = "| `requestTimeoutMs` | `number` | `{}` | Per-request timeout in milliseconds. |"
    readme = "\n".join(["## Options", "", "| Option | Type | Default | Description |", "| --- | --- | --- | --- |",
                        "| `baseUrl` | `string` | `https://api.orbit.dev` | API origin. |", row.format(10000),
                        "| `retries` | `number` | `2` | Retries for idempotent requests. |",
                        "| `userAgent` | `string` | `orbit-sdk` | Sent as `User-Agent`. |", ""])
    head = "\n> @orbit/sdk@2.3.1 test /workspace/orbit/packages/sdk\n> vitest run\n\n RUN  v1.6.0 /workspace/orbit/packages/sdk\n\n"
    fail = head + ''' ✓ test/retry.test.ts  (9 tests) 15ms
 ✓ test/auth.test.ts  (7 tests) 21ms
 ✓ test/paginate.test.ts  (8 tests) 11ms
 ❯ test/client.test.ts  (13 tests | 1 failed) 37ms
   ❯ test/client.test.ts > createClient > resolves defaults
     → Snapshot `createClient > resolves defaults 1` mismatched

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/client.test.ts > createClient > resolves defaults
Error: Snapshot `createClient > resolves defaults 1` mismatched

- Expected
+ Received

  {
    "baseUrl": "https://api.orbit.dev",
-   "requestTimeoutMs": 3000,
+   "requestTimeoutMs": 10000,
    "retries": 2,
    "userAgent": "orbit-sdk",
  }

 ❯ test/client.test.ts:42:29

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 36 passed (37)
   Start at  10:14:07
   Duration  1.12s

/workspace/orbit/packages/sdk:
 ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL  @orbit/sdk@2.3.1 test: `vitest run`
Exit status 1'''
    upd = ''' RUN  v1.6.0 /workspace/orbit/packages/sdk

 ✓ test/retry.test.ts  (9 tests) 14ms
 ✓ test/auth.test.ts  (7 tests) 20ms
 ✓ test/paginate.test.ts  (8 tests) 12ms
 ✓ test/client.test.ts  (13 tests) 35ms

 Snapshots  1 updated
 Test Files  4 passed (4)
      Tests  37 passed (37)
   Start at  10:15:52
   Duration  1.05s'''
    sed = "sed -i 's/\"requestTimeoutMs\": 3000/\"requestTimeoutMs\": 10000/' packages/config/defaults.json"
    grep = 'grep -rn "requestTimeoutMs" packages/ --exclude-dir=node_modules --exclude-dir=dist'
    client = "packages/sdk/src/client.ts:21:    const timeout = opts.timeoutMs ?? defaults.requestTimeoutMs;"
    turns = [
        (bash("cat packages/config/defaults.json"), oh_bash(defaults, R)),
        (bash(grep), oh_bash('packages/config/defaults.json:3:  "requestTimeoutMs": 3000,\n'
                             f"packages/sdk/README.md:44:{row.format(3000)}\n{client}\n"
                             'packages/sdk/test/__snapshots__/client.test.ts.snap:9:  "requestTimeoutMs": 3000,', R)),
        (bash(sed), oh_bash("", R)),
        (bash("pnpm --filter @orbit/sdk test"), oh_bash(fail, R, 1)),
        (bash("cd packages/sdk && pnpm exec vitest run -u"), oh_bash(upd, f"{R}/packages/sdk")),
        (editor("str_replace", RD, old_str=row.format(3000), new_str=row.format(10000)), edited(RD, readme, 39)),
        (bash(f"cd /workspace/orbit && {grep}"),
         oh_bash('packages/config/defaults.json:3:  "requestTimeoutMs": 3000,\n'
                 f"packages/sdk/README.md:44:{row.format(10000)}\n{client}\n"
                 'packages/sdk/test/__snapshots__/client.test.ts.snap:9:  "requestTimeoutMs": 10000,', R)),
        (bash("git diff --stat"),
         oh_bash(" packages/config/defaults.json                       | 2 +-\n packages/sdk/README.md                              | 2 +-\n"
                 " packages/sdk/test/__snapshots__/client.test.ts.snap | 2 +-\n 3 files changed, 3 insertions(+), 3 deletions(-)", R)),
    ]
    state = ("Task: SDK calls time out on slow CI runners. Raise the default `requestTimeoutMs` in packages/config/defaults.json "
             "from 3000 to 10000, update the SDK snapshot and the options table in the SDK README.\n"
             "Repository: /workspace/orbit (pnpm workspace, TypeScript 5.4, vitest)")
    return _d("h9-swe-18", OH_SYSTEM.format(root=R), turns, state, 7, "sed_value_reverted")


def s19() -> dict[str, Any]:
    # clean (OpenHands, Go module envconf): `default:` struct tag; str_replace (+4 lines), insert (+8), import (+1) shift later line numbers consistently; go test FAIL -> ok; commit and log agree.
    R = "/workspace/envconf"
    F = f"{R}/envconf.go"
    TF = f"{R}/envconf_default_test.go"
    view = '''func loadStruct(v reflect.Value) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fv := v.Field(i)
		// fields without an env tag are left alone
		name, ok := f.Tag.Lookup("env")
		if !ok {
			continue
		}
		raw, present := os.LookupEnv(name)
		if !present {
			continue
		}
		if err := setField(fv, raw); err != nil {
			return fmt.Errorf("envconf: %s: %w", name, err)
		}
	}
	return nil
}

// setField converts raw to the field's kind and stores it.
// Supported kinds: string, bool, int*, uint*, float*.
func setField(fv reflect.Value, raw string) error {'''
    rest = '''	switch fv.Kind() {
	case reflect.String:
		fv.SetString(raw)
	case reflect.Bool:'''
    old3 = "\t\tif !present {\n\t\t\tcontinue\n\t\t}"
    new3 = "\t\tif !present {\n\t\t\tdef, hasDef := f.Tag.Lookup(\"default\")\n\t\t\tif !hasDef {\n\t\t\t\tcontinue\n\t\t\t}\n\t\t\traw = def\n\t\t}"
    v1 = (view.replace(old3, new3) + "\n" + rest).split("\n")   # line 18 onwards
    ins = '''	if fv.Type() == reflect.TypeOf(time.Duration(0)) {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return err
		}
		fv.SetInt(int64(d))
		return nil
	}'''
    v2 = v1[:28] + ins.split("\n") + v1[28:]
    test = '''package envconf

import (
	"testing"
	"time"
)

type withDefaults struct {
	Host    string        `env:"HOST" default:"localhost"`
	Port    int           `env:"PORT" default:"8080"`
	Timeout time.Duration `env:"TIMEOUT" default:"5s"`
	Debug   bool          `env:"DEBUG"`
}

func TestDefaultTag(t *testing.T) {
	t.Setenv("PORT", "9090")
	var c withDefaults
	if err := Load(&c); err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.Host != "localhost" || c.Port != 9090 {
		t.Errorf("Host, Port = %q, %d; want localhost, 9090", c.Host, c.Port)
	}
	if c.Timeout != 5*time.Second {
		t.Errorf("Timeout = %v, want 5s", c.Timeout)
	}
	if c.Debug {
		t.Error("Debug should stay false without env or default")
	}
}
'''
    imports = 'package envconf\n\nimport (\n\t"errors"\n\t"fmt"\n\t"os"\n\t"reflect"\n\t"strconv"\n\t"time"\n)\n\n// Load populates the exported fields of the struct pointed to by dst from the environment.\nfunc Load(dst any) error {'
    fail = '''--- FAIL: TestDefaultTag (0.00s)
    envconf_default_test.go:19: Load: envconf: TIMEOUT: strconv.ParseInt: parsing "5s": invalid syntax
FAIL
FAIL	github.com/tidepool/envconf	0.004s
FAIL'''
    msg = "Support default struct tag"
    turns = [
        (bash('grep -n "^func \\|Lookup" envconf.go'),
         oh_bash('12:func Load(dst any) error {\n18:func loadStruct(v reflect.Value) error {\n24:\t\tname, ok := f.Tag.Lookup("env")\n'
                 '28:\t\traw, present := os.LookupEnv(name)\n41:func setField(fv reflect.Value, raw string) error {', R)),
        (editor("view", F, view_range=[18, 41]), cat_n(F, view, 18)),
        (editor("str_replace", F, old_str=old3, new_str=new3), edited(F, "\n".join(v1[7:22]), 25)),
        (editor("create", TF, file_text=test), f"File created successfully at: {TF}"),
        (bash("go test ./..."), oh_bash(fail, R, 1)),
        (editor("insert", F, insert_line=45, new_str=ins + "\n"), edited(F, "\n".join(v2[23:40]), 41)),
        (editor("str_replace", F, old_str='\t"strconv"\n)', new_str='\t"strconv"\n\t"time"\n)'), edited(F, imports, 1)),
        (bash("go test ./..."), oh_bash("ok  \tgithub.com/tidepool/envconf\t0.003s", R)),
        (bash(f'go vet ./... && git add -A && git commit -qm "{msg}" && git log --oneline -2'),
         oh_bash(f"a3f09c1 (HEAD -> main) {msg}\n5d7e2b8 (origin/main) Add Prefix option", R)),
        (bash('grep -n "^func " envconf.go'),
         oh_bash("13:func Load(dst any) error {\n19:func loadStruct(v reflect.Value) error {\n46:func setField(fv reflect.Value, raw string) error {", R)),
    ]
    state = ("Task: Support a `default:\"...\"` struct tag in envconf.Load: when the variable named by `env:` is unset, "
             "parse the default instead. time.Duration fields must accept Go duration strings (\"5s\").\n"
             "Repository: /workspace/envconf (Go 1.22, go test)")
    return _d("h9-swe-19", OH_SYSTEM.format(root=R), turns, state)


def s20() -> dict[str, Any]:
    # bad (OpenHands, requests-like fetchy): directory listing loses a file -- turn 8 `ls tests/` shows the new test_retry.py but no test_hooks.py, which turn 1 listed and nobody removed.
    R = "/workspace/fetchy"
    F = f"{R}/src/fetchy/retry.py"
    view = '''    def sleep(self, response=None):
        """Sleep between retry attempts, honoring Retry-After when present."""
        # TODO: honor Retry-After (#318)
        backoff = self.get_backoff_time()
        if backoff <= 0:
            return
        time.sleep(backoff)

    def is_retry(self, method, status_code, has_retry_after=False):'''
    pre = '''        if consecutive_errors_len <= 1:
            return 0
        backoff = self.backoff_factor * (2 ** (consecutive_errors_len - 1))
        return min(self.backoff_max, backoff)

'''
    post = '''        """Is this method/status code retryable?"""
        if self.allowed_methods and method.upper() not in self.allowed_methods:'''
    old4 = '''        # TODO: honor Retry-After (#318)
        backoff = self.get_backoff_time()
        if backoff <= 0:
            return
        time.sleep(backoff)'''
    new4 = '''        if response is not None:
            retry_after = self.parse_retry_after(response.headers.get("Retry-After"))
            if retry_after is not None:
                time.sleep(retry_after)
                return
        backoff = self.get_backoff_time()
        if backoff <= 0:
            return
        time.sleep(backoff)'''
    ins = '''    @staticmethod
    def parse_retry_after(value):
        """Return Retry-After as seconds, or None if absent or not an integer."""
        if value is None or not value.strip().isdigit():
            return None
        return int(value.strip())
'''
    f0 = (pre + view + "\n" + post).split("\n")          # starts at line 84
    f1 = (pre + view.replace(old4, new4) + "\n" + post).split("\n")
    f2 = f1[:5] + ins.split("\n") + f1[5:]
    test = '''from unittest import mock

from fetchy.retry import Retry


def test_parse_retry_after():
    assert Retry.parse_retry_after("7") == 7
    assert Retry.parse_retry_after(" 12 ") == 12
    assert Retry.parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT") is None
    assert Retry.parse_retry_after(None) is None


def test_sleep_honors_retry_after():
    resp = mock.Mock(headers={"Retry-After": "3"})
    with mock.patch("fetchy.retry.time.sleep") as sleep:
        Retry(total=3).sleep(resp)
    sleep.assert_called_once_with(3)


def test_sleep_falls_back_to_backoff():
    resp = mock.Mock(headers={})
    with mock.patch("fetchy.retry.time.sleep") as sleep:
        Retry(total=3, backoff_factor=0).sleep(resp)
    sleep.assert_not_called()
'''
    listing = ["__init__.py", "conftest.py", "test_adapters.py", "test_auth.py", "test_hooks.py", "test_models.py",
               "test_sessions.py", "test_structures.py", "test_utils.py"]
    listing2 = sorted([x for x in listing if x != "test_hooks.py"] + ["test_retry.py"])
    turns = [
        (bash("ls tests/"), oh_bash("\n".join(listing), R)),
        (bash('grep -rni "retry-after\\|retry_after" src/fetchy'),
         oh_bash("src/fetchy/retry.py:41:    RETRY_AFTER_STATUS_CODES = frozenset({413, 429, 503})\n"
                 'src/fetchy/retry.py:90:        """Sleep between retry attempts, honoring Retry-After when present."""\n'
                 "src/fetchy/retry.py:91:        # TODO: honor Retry-After (#318)\n"
                 "src/fetchy/retry.py:97:    def is_retry(self, method, status_code, has_retry_after=False):", R)),
        (editor("view", F, view_range=[89, 97]), cat_n(F, view, 89)),
        (editor("str_replace", F, old_str=old4, new_str=new4), edited(F, "\n".join(f1[3:20]), 87)),
        (editor("insert", F, insert_line=88, new_str=ins), edited(F, "\n".join(f2[1:16]), 85)),
        (editor("create", f"{R}/tests/test_retry.py", file_text=test), f"File created successfully at: {R}/tests/test_retry.py"),
        (bash("python -m pytest tests/test_retry.py -q"), oh_bash(dots(3) + "\n3 passed in 0.07s", R)),
        (bash("ls tests/"), oh_bash("\n".join(listing2), R)),
        (bash("python -m pytest -q"), oh_bash(dots(212) + "\n212 passed in 3.41s", R)),
    ]
    assert len(f0) == 16
    state = ("Task: When a server answers 429/503 with `Retry-After: <seconds>`, fetchy's Retry still sleeps for its own "
             "exponential backoff. Honor an integer Retry-After header in `Retry.sleep` (issue #318) and add tests.\n"
             "Repository: /workspace/fetchy (Python 3.11, pytest)")
    return _d("h9-swe-20", OH_SYSTEM.format(root=R), turns, state, 8, "listing_lost_file")


def s21() -> dict[str, Any]:
    # clean (Gemini CLI, Rust crate quickcsv): remove the deprecated compat module; git rm, two lib.rs edits, unit tests 27 -> 25 (compat's two tests gone), version 0.8.4 -> 0.9.0, listing and status reflect it.
    R = "/home/dev/quickcsv"
    L = f"{R}/src/lib.rs"
    cmd = "cargo test 2>&1 | grep -E '^(running|test result|warning|error)'"

    def res(n: int, t: str) -> str:
        return f"test result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t}"
    turns = [
        (call("list_directory", path=f"{R}/src"), g_ls(f"{R}/src", [], ["compat.rs", "error.rs", "lib.rs", "reader.rs", "writer.rs"])),
        (gshell(cmd, "Run the tests and keep the summary lines"),
         gem_run(cmd, f"running 27 tests\n{res(27, '0.01s')}\nrunning 3 tests\n{res(3, '0.38s')}")),
        (call("search_file_content", pattern="compat"),
         g_matches("compat", {"CHANGELOG.md": [(9, "- The `compat` module is deprecated and will be removed in 0.9.")],
                              "src/compat.rs": [(1, "//! Deprecated 0.7-era API kept for compatibility; removed in 0.9."),
                                                (38, "    fn compat_roundtrip() {"), (47, "    fn compat_reads_legacy_quotes() {")],
                              "src/lib.rs": [(14, "pub mod compat;"), (22, "pub use compat::read_all_legacy;")]})),
        (gshell("git rm -q src/compat.rs", "Delete the deprecated module"), gem_run("git rm -q src/compat.rs", "", 0, 40244)),
        (call("replace", file_path=L, old_string="pub mod compat;\n", new_string=""), g_mod(L)),
        (call("replace", file_path=L, old_string="pub use compat::read_all_legacy;\n", new_string=""), g_mod(L)),
        (gshell(cmd, "Re-run the tests"),
         gem_run(cmd, f"running 25 tests\n{res(25, '0.01s')}\nrunning 3 tests\n{res(3, '0.36s')}", 0, 40263)),
        (call("replace", file_path=f"{R}/Cargo.toml", old_string='version = "0.8.4"', new_string='version = "0.9.0"'), g_mod(f"{R}/Cargo.toml")),
        (call("list_directory", path=f"{R}/src"), g_ls(f"{R}/src", [], ["error.rs", "lib.rs", "reader.rs", "writer.rs"])),
        (gshell("git status --short", "Show the pending changes"),
         gem_run("git status --short", " M Cargo.toml\nD  src/compat.rs\n M src/lib.rs", 0, 40281)),
    ]
    state = ("Task: Release 0.9.0 drops the deprecated `compat` module (and its `read_all_legacy` re-export) as announced "
             "in the changelog. Remove it and bump the crate version.\nRepository: /home/dev/quickcsv (Rust 1.80, cargo test)")
    return _d("h9-swe-21", GEM_SYSTEM.format(root=R), turns, state)


def s22() -> dict[str, Any]:
    # bad (OpenHands, Flask blog inkwell): test total drift -- turn 6 full run reports 121 passed, but turn 1 had 120 tests (2 failed, 118 passed) and only models.py changed since.
    R = "/workspace/inkwell"
    F = f"{R}/inkwell/models.py"
    view = '''        return f"<Post {self.slug!r}>"

    def set_slug(self):
        self.slug = slugify(self.title)


class Tag(db.Model):'''
    new = '''    def set_slug(self):
        base = slugify(self.title)
        slug, n = base, 2
        while db.session.query(Post.id).filter_by(slug=slug).first() is not None:
            slug = f"{base}-{n}"
            n += 1
        self.slug = slug'''
    after = view.replace("    def set_slug(self):\n        self.slug = slugify(self.title)", new)
    fails = '''
=================================== FAILURES ===================================
_______________________ test_create_two_posts_same_title _______________________
tests/test_api.py:64: in test_create_two_posts_same_title
    assert resp.status_code == 201
E   assert 500 == 201
E    +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code
_______________________ test_duplicate_title_gets_suffix _______________________
tests/test_posts.py:48: in test_duplicate_title_gets_suffix
    db.session.commit()
.venv/lib/python3.12/site-packages/sqlalchemy/orm/scoping.py:597: in commit
    return self._proxied.commit()
E   sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: post.slug
E   [SQL: INSERT INTO post (title, slug, body, created_at) VALUES (?, ?, ?, ?)]
E   [parameters: ('Hello world', 'hello-world', 'second', '2024-05-02 09:14:11.402113')]
=========================== short test summary info ============================
FAILED tests/test_api.py::test_create_two_posts_same_title - assert 500 == 201
FAILED tests/test_posts.py::test_duplicate_title_gets_suffix - sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: post.slug
2 failed, 118 passed in 4.12s'''
    msg = "Append numeric suffix to duplicate post slugs"
    turns = [
        (bash("python -m pytest -q --tb=short"), oh_bash(dots(120, {9: "F", 101: "F"}) + fails, R, 1)),
        (bash('grep -n "slug" inkwell/models.py'),
         oh_bash("14:from .text import slugify\n37:    slug = db.Column(db.String(200), unique=True, nullable=False)\n"
                 '50:        return f"<Post {self.slug!r}>"\n52:    def set_slug(self):\n53:        self.slug = slugify(self.title)', R)),
        (editor("view", F, view_range=[50, 56]), cat_n(F, view, 50)),
        (editor("str_replace", F, old_str="    def set_slug(self):\n        self.slug = slugify(self.title)", new_str=new),
         edited(F, after, 50)),
        (bash("python -m pytest -q tests/test_posts.py tests/test_api.py"), oh_bash(dots(41) + "\n41 passed in 1.38s", R)),
        (bash("python -m pytest -q"), oh_bash(dots(121) + "\n121 passed in 4.07s", R)),
        (bash("git diff --stat"), oh_bash(" inkwell/models.py | 7 ++++++-\n 1 file changed, 6 insertions(+), 1 deletion(-)", R)),
        (bash(f'git commit -am "{msg}"'), oh_bash(f"[main 8d2c5e0] {msg}\n 1 file changed, 6 insertions(+), 1 deletion(-)", R)),
    ]
    state = ("Task: Creating two posts with the same title fails with `UNIQUE constraint failed: post.slug` (HTTP 500 "
             "from the API). The second post should get the slug `<slug>-2`, the third `<slug>-3`, and so on.\n"
             "Repository: /workspace/inkwell (Flask 3.0, SQLAlchemy 2.0, Python 3.12, pytest)")
    return _d("h9-swe-22", OH_SYSTEM.format(root=R), turns, state, 6, "test_total_drift")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22):
        d = fn()
        rs.add(task="swe", tid=d["tid"], system=d["system"], turns=d["turns"], state=d["state"], bad=d["bad"],
               turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
