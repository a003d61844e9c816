# ruff: noqa: E501
"""Holdout6, SWE part: 22 hand-written coding-agent trajectories (11 with exactly one contradiction, 11 clean).

OpenHands (execute_bash, str_replace_editor) and Gemini CLI (read_file, write_file, replace, list_directory,
glob, search_file_content, run_shell_command) sessions over Python, Go, Rust and TypeScript repositories,
written from knowledge of what the real tools print, WITHOUT reading the decoherence detectors, their
tests, their rules or any earlier labeled set. Deterministic.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.swe.make`` writes ``swe_test.jsonl``
and ``labels.json`` next to this file.
"""

from __future__ import annotations

import random
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (GEM_SYSTEM, OH_SYSTEM, RowSet, bash, call, cat_n, edited,
                                                   editor, gem_run, gshell, oh_bash)


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def snippet(text: str, start: int) -> str:
    """Numbered lines as the editor's cat -n prints them (no header)."""
    return "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(text.split("\n"), start))


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def undone(path: str, text: str) -> str:
    return f"Last edit to {path} undone successfully. " + cat_n(path, text)


def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_read_part(path: str, offset: int, limit: int) -> str:
    return call("read_file", absolute_path=path, offset=offset, limit=limit)


def g_truncated(first: int, last: int, total: int, body: str) -> str:
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {first}-{last} of {total} total lines.\n"
            "Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' call. "
            f"For example, to read the next section of the file, use offset: {last}.\n\n--- FILE CONTENT (truncated) ---\n{body}")


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def g_ls(path: str) -> str:
    return call("list_directory", path=path)


def g_listing(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_glob(pattern: str, path: str) -> str:
    return call("glob", pattern=pattern, path=path)


def g_globbed(pattern: str, path: str, files: list[str]) -> str:
    return (f'Found {len(files)} file(s) matching "{pattern}" within {path}, sorted by modification time (newest first):\n'
            + "\n".join(files))


def g_grep(pattern: str, path: str = ".", include: str | None = None) -> str:
    kw = {"pattern": pattern, "path": path}
    if include:
        kw["include"] = include
    return call("search_file_content", **kw)


def g_matches(pattern: str, path: str, hits: list[tuple[str, list[tuple[int, str]]]], include: str | None = None) -> str:
    n = sum(len(h) for _, h in hits)
    filt = f' (filter: "{include}")' if include else ""
    if not n:
        return f'No matches found for pattern "{pattern}" in path "{path}"{filt}.'
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{path}"{filt}:', "---"]
    for f, lines in hits:
        out.append(f"File: {f}")
        out += [f"L{ln}: {t}" for ln, t in lines]
        out.append("---")
    return "\n".join(out)


def pytest_q(dots: str, summary: str, secs: str) -> str:
    return f"{dots}{' ' * max(1, 72 - len(dots))}[100%]\n{summary} in {secs}s"


# ================================================================ bad trajectories

def s01():
    """OpenHands: DEFAULT_TIMEOUT edited 30.0 -> 60.0, tests updated and passing; grep later shows 30.0 again."""
    root = "/workspace/pyretry"
    cfg = f"{root}/src/pyretry/config.py"
    src = '''"""Defaults shared by the sync and async clients."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["DEFAULT_BACKOFF", "DEFAULT_TIMEOUT", "RetryConfig"]

DEFAULT_BACKOFF = 0.5
MAX_BACKOFF = 20.0
# seconds; applies to connect + read
DEFAULT_TIMEOUT = 30.0


@dataclass(frozen=True)
class RetryConfig:
    attempts: int = 3
    backoff: float = DEFAULT_BACKOFF
    timeout: float = DEFAULT_TIMEOUT
    retry_on: tuple[int, ...] = field(default=(429, 502, 503, 504))'''
    test_lines = '''def test_defaults():
    cfg = RetryConfig()
    assert cfg.attempts == 3
    assert cfg.timeout == 30.0
    assert cfg.retry_on == (429, 502, 503, 504)'''
    fail = '''.....F..                                                                 [100%]
=================================== FAILURES ===================================
________________________________ test_defaults _________________________________

    def test_defaults():
        cfg = RetryConfig()
        assert cfg.attempts == 3
>       assert cfg.timeout == 30.0
E       assert 60.0 == 30.0
E        +  where 60.0 = RetryConfig(attempts=3, backoff=0.5, timeout=60.0, retry_on=(429, 502, 503, 504)).timeout

tests/test_config.py:13: AssertionError
=========================== short test summary info ============================
FAILED tests/test_config.py::test_defaults - assert 60.0 == 30.0
1 failed, 7 passed in 0.09s'''
    turns = [
        (editor("view", cfg), cat_n(cfg, src)),
        (editor("str_replace", cfg, old_str="DEFAULT_TIMEOUT = 30.0", new_str="DEFAULT_TIMEOUT = 60.0"),
         edited(cfg, "MAX_BACKOFF = 20.0\n# seconds; applies to connect + read\nDEFAULT_TIMEOUT = 60.0\n\n\n@dataclass(frozen=True)", 10)),
        (bash("cd /workspace/pyretry && python -m pytest tests/test_config.py -q"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/tests/test_config.py", view_range=[10, 14]), cat_n(f"{root}/tests/test_config.py", test_lines, 10)),
        (editor("str_replace", f"{root}/tests/test_config.py", old_str="    assert cfg.timeout == 30.0", new_str="    assert cfg.timeout == 60.0"),
         edited(f"{root}/tests/test_config.py", test_lines.replace("30.0", "60.0").split("\n", 1)[1].rsplit("\n", 1)[0], 11)),
        (bash("cd /workspace/pyretry && python -m pytest -q"), oh_bash(pytest_q("." * 31, "31 passed", "0.27"), root)),
        (bash('cd /workspace/pyretry && grep -rn "DEFAULT_TIMEOUT" src/'),
         oh_bash("src/pyretry/config.py:7:__all__ = [\"DEFAULT_BACKOFF\", \"DEFAULT_TIMEOUT\", \"RetryConfig\"]\n"
                 "src/pyretry/config.py:12:DEFAULT_TIMEOUT = 30.0\n"
                 "src/pyretry/config.py:19:    timeout: float = DEFAULT_TIMEOUT\n"
                 "src/pyretry/client.py:9:from .config import DEFAULT_TIMEOUT, RetryConfig\n"
                 "src/pyretry/client.py:41:        timeout: float | None = DEFAULT_TIMEOUT,", root)),
        (bash("cd /workspace/pyretry && git diff --stat"),
         oh_bash(" src/pyretry/config.py | 2 +-\n tests/test_config.py  | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)", root)),
    ]
    return oh(root), turns, 7, "value_reverted"


def s02():
    """OpenHands (Go): bucket_test.go created and run; a later ls of the package omits it."""
    root = "/workspace/ratelimitd"
    pkg = f"{root}/internal/limiter"
    bucket = '''package limiter

import (
	"sync"
	"time"
)

// Bucket is a token bucket safe for concurrent use.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64 // tokens per second
	last     time.Time
	now      func() time.Time
}

func NewBucket(capacity, rate float64) *Bucket {
	return &Bucket{capacity: capacity, tokens: capacity, rate: rate, last: time.Now(), now: time.Now}
}

// Allow takes one token if available.
func (b *Bucket) Allow() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	t := b.now()
	b.tokens = min(b.capacity, b.tokens+t.Sub(b.last).Seconds()*b.rate)
	b.last = t
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}'''
    test = '''package limiter

import (
	"testing"
	"time"
)

func TestBucketRefill(t *testing.T) {
	clock := time.Unix(1700000000, 0)
	b := NewBucket(2, 1)
	b.now = func() time.Time { return clock }
	b.last = clock
	if !b.Allow() || !b.Allow() {
		t.Fatal("expected two tokens at start")
	}
	if b.Allow() {
		t.Fatal("bucket should be empty")
	}
	clock = clock.Add(1500 * time.Millisecond)
	if !b.Allow() {
		t.Fatal("expected a refilled token after 1.5s")
	}
}

func TestBucketCapacityCap(t *testing.T) {
	clock := time.Unix(1700000000, 0)
	b := NewBucket(3, 10)
	b.now = func() time.Time { return clock }
	b.last = clock
	clock = clock.Add(time.Minute)
	n := 0
	for b.Allow() {
		n++
	}
	if n != 3 {
		t.Fatalf("got %d tokens, want 3", n)
	}
}'''
    turns = [
        (bash("cd /workspace/ratelimitd && ls internal/limiter/"), oh_bash("bucket.go  doc.go  limiter.go  limiter_test.go  middleware.go", root)),
        (editor("view", f"{pkg}/bucket.go"), cat_n(f"{pkg}/bucket.go", bucket)),
        (editor("create", f"{pkg}/bucket_test.go", file_text=test), created(f"{pkg}/bucket_test.go")),
        (bash("cd /workspace/ratelimitd && go test ./internal/limiter/ -run TestBucket -v"),
         oh_bash("=== RUN   TestBucketRefill\n--- PASS: TestBucketRefill (0.00s)\n=== RUN   TestBucketCapacityCap\n--- PASS: TestBucketCapacityCap (0.00s)\n"
                 "PASS\nok  \tgithub.com/acme/ratelimitd/internal/limiter\t0.004s", root)),
        (bash("cd /workspace/ratelimitd && gofmt -l ./internal/ && go vet ./internal/limiter/"), oh_bash("", root)),
        (bash("cd /workspace/ratelimitd && ls -la internal/limiter/"),
         oh_bash("total 32\ndrwxr-xr-x 2 root root 4096 Jun  4 09:12 .\ndrwxr-xr-x 6 root root 4096 May 28 16:40 ..\n"
                 "-rw-r--r-- 1 root root  712 May 28 16:40 bucket.go\n-rw-r--r-- 1 root root  203 May 28 16:40 doc.go\n"
                 "-rw-r--r-- 1 root root 2291 May 28 16:40 limiter.go\n-rw-r--r-- 1 root root 3380 May 28 16:40 limiter_test.go\n"
                 "-rw-r--r-- 1 root root 1544 May 28 16:40 middleware.go", root)),
        (bash("cd /workspace/ratelimitd && go test ./... 2>&1 | tail -4"),
         oh_bash("?   \tgithub.com/acme/ratelimitd/cmd/ratelimitd\t[no test files]\nok  \tgithub.com/acme/ratelimitd/internal/config\t0.006s\n"
                 "ok  \tgithub.com/acme/ratelimitd/internal/limiter\t0.011s\nok  \tgithub.com/acme/ratelimitd/internal/store\t0.019s", root)),
    ]
    return oh(root), turns, 6, "created_missing"


def s03():
    """OpenHands (TypeScript): src/legacy/xmlExport.ts removed with git rm; a later grep still finds a line in it."""
    root = "/workspace/report-cli"
    idx = f"{root}/src/index.ts"
    index = '''export { csvExport } from "./export/csv";
export { jsonExport } from "./export/json";
export { xmlExport } from "./legacy/xmlExport";
export type { Row, Column } from "./types";'''
    cli_old = '''  .option("--json", "write JSON instead of CSV")
  .option("--xml", "write legacy XML (deprecated)")
  .action(async (file: string, opts: ExportOptions) => {'''
    cli_new = '''  .option("--json", "write JSON instead of CSV")
  .action(async (file: string, opts: ExportOptions) => {'''
    jest = '''PASS test/csv.test.ts
PASS test/json.test.ts
PASS test/cli.test.ts

Test Suites: 3 passed, 3 total
Tests:       27 passed, 27 total
Snapshots:   2 passed, 2 total
Time:        2.184 s
Ran all test suites.'''
    turns = [
        (bash('cd /workspace/report-cli && grep -rn "xmlExport" src/'),
         oh_bash('src/legacy/xmlExport.ts:14:export function xmlExport(rows: Row[], columns: Column[]): string {\n'
                 'src/index.ts:3:export { xmlExport } from "./legacy/xmlExport";\n'
                 'src/cli.ts:52:    if (opts.xml) return write(out, xmlExport(rows, columns));', root)),
        (editor("view", idx), cat_n(idx, index)),
        (editor("str_replace", idx, old_str='export { xmlExport } from "./legacy/xmlExport";\n', new_str=""),
         edited(idx, '\n'.join(index.split("\n")[:2] + index.split("\n")[3:]))),
        (editor("str_replace", f"{root}/src/cli.ts", old_str=cli_old, new_str=cli_new), edited(f"{root}/src/cli.ts", cli_new, 38)),
        (editor("str_replace", f"{root}/src/cli.ts", old_str="    if (opts.xml) return write(out, xmlExport(rows, columns));\n", new_str=""),
         edited(f"{root}/src/cli.ts", "    const rows = await readRows(file);\n    if (opts.json) return write(out, jsonExport(rows));\n    return write(out, csvExport(rows, columns));", 49)),
        (bash("cd /workspace/report-cli && git rm -q src/legacy/xmlExport.ts && git status --short"),
         oh_bash(" M src/cli.ts\n M src/index.ts\nD  src/legacy/xmlExport.ts", root)),
        (bash("cd /workspace/report-cli && npx tsc --noEmit"), oh_bash("", root)),
        (bash('cd /workspace/report-cli && grep -rn "xmlExport\\|legacy/" src/'),
         oh_bash("src/legacy/xmlExport.ts:3:import type { Column, Row } from \"../types\";\n"
                 "src/legacy/xmlExport.ts:14:export function xmlExport(rows: Row[], columns: Column[]): string {", root)),
        (bash("cd /workspace/report-cli && npm test -- --silent"), oh_bash("\n> report-cli@2.3.0 test\n> jest --silent\n\n" + jest, root)),
    ]
    return oh(root), turns, 8, "deleted_reappears"


def s04():
    """OpenHands: utils.py renamed to textutils.py (import path confirmed); a pytest traceback then cites src/tally/utils.py."""
    root = "/workspace/tally"
    tb = '''..........F.............                                                [100%]
=================================== FAILURES ===================================
_____________________________ test_slugify_unicode _____________________________

    def test_slugify_unicode():
>       assert slugify("Crème brûlée, 2 portions") == "creme-brulee-2-portions"

tests/test_textutils.py:18:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

value = 'Crème brûlée, 2 portions'

    def slugify(value: str) -> str:
>       value = value.lower().strip().encode("ascii").decode()
E       UnicodeEncodeError: 'ascii' codec can't encode character '\\xe8' in position 2: ordinal not in range(128)

src/tally/utils.py:25: UnicodeEncodeError
=========================== short test summary info ============================
FAILED tests/test_textutils.py::test_slugify_unicode - UnicodeEncodeError: 'ascii' codec can't encode character '\\xe8' in position 2: ordinal not in range(128)
1 failed, 23 passed in 0.14s'''
    view = '''_NON_WORD = re.compile(r"[^a-z0-9]+")


def slugify(value: str) -> str:
    value = value.lower().strip().encode("ascii").decode()
    value = _NON_WORD.sub("-", value).strip("-")
    return value'''
    turns = [
        (bash("cd /workspace/tally && ls src/tally tests"), oh_bash("src/tally:\n__init__.py  cli.py  core.py  utils.py\n\ntests:\nconftest.py  test_core.py  test_utils.py", root)),
        (bash('cd /workspace/tally && git mv src/tally/utils.py src/tally/textutils.py && git mv tests/test_utils.py tests/test_textutils.py && grep -rln "from .utils\\|tally.utils" src tests'),
         oh_bash("src/tally/cli.py\nsrc/tally/core.py\ntests/test_textutils.py", root)),
        (bash("cd /workspace/tally && sed -i 's/from \\.utils import/from .textutils import/' src/tally/cli.py src/tally/core.py && sed -i 's/tally\\.utils/tally.textutils/' tests/test_textutils.py && git status --short"),
         oh_bash(" M src/tally/cli.py\n M src/tally/core.py\nR  src/tally/utils.py -> src/tally/textutils.py\nRM tests/test_utils.py -> tests/test_textutils.py", root)),
        (bash('cd /workspace/tally && python -c "import tally.textutils as t; print(t.__file__)"'), oh_bash("/workspace/tally/src/tally/textutils.py", root)),
        (bash("cd /workspace/tally && python -m pytest -q"), oh_bash(tb, root, 1)),
        (editor("view", f"{root}/src/tally/textutils.py", view_range=[21, 27]), cat_n(f"{root}/src/tally/textutils.py", view, 21)),
        (editor("str_replace", f"{root}/src/tally/textutils.py", old_str='    value = value.lower().strip().encode("ascii").decode()\n',
                new_str='    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()\n    value = value.lower().strip()\n'),
         edited(f"{root}/src/tally/textutils.py", 'def slugify(value: str) -> str:\n    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode()\n    value = value.lower().strip()\n    value = _NON_WORD.sub("-", value).strip("-")\n    return value', 24)),
    ]
    return oh(root), turns, 5, "rename_old_name"


def s05():
    """OpenHands: two plain test functions added to a 48-test suite (50 pass); collect-only later says 51."""
    root = "/workspace/shipcalc"
    tr = f"{root}/tests/test_rates.py"
    tail = '''def test_heavy_parcel_surcharge():
    assert quote("DE", "FR", weight_kg=31).surcharge == Decimal("12.50")


def test_zone_lookup_is_case_insensitive():
    assert zone_for("de") == zone_for("DE")'''
    new = '''

def test_zero_weight_rejected():
    with pytest.raises(ValueError, match="weight"):
        quote("DE", "FR", weight_kg=0)


def test_domestic_has_no_customs_fee():
    assert quote("DE", "DE", weight_kg=2).customs == Decimal("0")'''
    turns = [
        (bash("cd /workspace/shipcalc && python -m pytest --collect-only -q | tail -3"),
         oh_bash("tests/test_zones.py::test_unknown_zone_raises\ntests/test_zones.py::test_eu_membership\n\n48 tests collected in 0.31s", root)),
        (editor("view", tr, view_range=[84, 89]), cat_n(tr, tail, 84)),
        (editor("insert", tr, insert_line=89, new_str=new), edited(tr, "\n".join(tail.split("\n")[2:]) + "\n" + new, 86)),
        (bash("cd /workspace/shipcalc && python -m pytest tests/test_rates.py -q"), oh_bash(pytest_q("." * 18, "18 passed", "0.12"), root)),
        (bash("cd /workspace/shipcalc && python -m pytest -q"), oh_bash(pytest_q("." * 50, "50 passed", "0.58"), root)),
        (bash("cd /workspace/shipcalc && git diff --stat"), oh_bash(" tests/test_rates.py | 9 +++++++++\n 1 file changed, 9 insertions(+)", root)),
        (bash("cd /workspace/shipcalc && python -m pytest --collect-only -q | tail -3"),
         oh_bash("tests/test_zones.py::test_unknown_zone_raises\ntests/test_zones.py::test_eu_membership\n\n51 tests collected in 0.30s", root)),
        (bash("cd /workspace/shipcalc && git add tests/test_rates.py && git commit -qm 'tests: zero weight and domestic customs' && git log --oneline -1"),
         oh_bash("b3e09a1 tests: zero weight and domestic customs", root)),
    ]
    return oh(root), turns, 7, "count_mismatch"


def s06():
    """Gemini CLI (Rust): a commit made as 5e0c2a9; git log later lists it as 5e0c2b9."""
    root = "/home/jo/tomlfmt"
    main = f"{root}/src/format.rs"
    src = '''fn emit_table_header(out: &mut String, table: &Table) {
    out.push('[');
    out.push_str(&table.path.join("."));
    out.push(']');
    out.push('\\n');
}'''
    turns = [
        (gshell("git log --oneline -3", "Show recent commits"),
         gem_run("git log --oneline -3", "c81f4d0 (HEAD -> main, origin/main) release 0.3.1\n7a2e9b3 format: sort keys inside inline tables\n12d6fe8 ci: test on 1.75 and stable", pgid=31017)),
        (g_read_part(main, 118, 6), g_truncated(119, 124, 341, src)),
        (g_replace(main, "    out.push(']');\n    out.push('\\n');\n}",
                   "    out.push(']');\n    if let Some(c) = &table.trailing_comment {\n        out.push_str(\"  \");\n        out.push_str(c);\n    }\n    out.push('\\n');\n}"),
         g_replaced(main)),
        (gshell("cargo build 2>&1 | tail -2", "Build the crate"),
         gem_run("cargo build 2>&1 | tail -2", "   Compiling tomlfmt v0.3.1 (/home/jo/tomlfmt)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.84s", pgid=31102)),
        (gshell('git commit -am "fix: keep trailing comments on table headers"', "Commit the fix"),
         gem_run('git commit -am "fix: keep trailing comments on table headers"', "[main 5e0c2a9] fix: keep trailing comments on table headers\n 1 file changed, 4 insertions(+)", pgid=31188)),
        (gshell('cargo test 2>&1 | grep "test result"', "Run the test suite"),
         gem_run('cargo test 2>&1 | grep "test result"', "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n"
                 "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.11s\n"
                 "test result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.31s", pgid=31240)),
        (gshell("git log --oneline -3", "Check the new commit"),
         gem_run("git log --oneline -3", "5e0c2b9 (HEAD -> main) fix: keep trailing comments on table headers\nc81f4d0 (origin/main) release 0.3.1\n7a2e9b3 format: sort keys inside inline tables", pgid=31302)),
        (gshell("git status -sb", "Branch status"), gem_run("git status -sb", "## main...origin/main [ahead 1]", pgid=31311)),
    ]
    return gem(root), turns, 7, "identity_changed"


def s07():
    """Gemini CLI (TypeScript): 212-line file, a one-line-for-one-line replace; a later partial read says 215 lines."""
    root = "/home/sam/invoice-svc"
    f = f"{root}/src/routes/invoices.ts"
    head = '''import { Router } from "express";
import { z } from "zod";
import { db } from "../db";
import { requireAuth } from "../middleware/auth";
import { toCents, formatMoney } from "../money";

const router = Router();

const CreateInvoice = z.object({
  customerId: z.string().uuid(),
  currency: z.enum(["EUR", "USD", "GBP"]),
  lines: z.array(z.object({ sku: z.string(), qty: z.number().int().positive(), unitPrice: z.number().nonnegative() })).min(1),
  dueInDays: z.number().int().min(0).max(120).default(30),
});'''
    tail = '''  const invoice = await db.invoice.findUnique({ where: { id: req.params.id } });
  if (!invoice) return res.status(404).json({ error: "not_found" });
  if (invoice.status !== "draft") return res.status(409).json({ error: "not_draft" });
  await db.invoice.delete({ where: { id: invoice.id } });
  return res.status(204).end();
});

export default router;'''
    turns = [
        (gshell("wc -l src/routes/invoices.ts", "Count lines"), gem_run("wc -l src/routes/invoices.ts", "212 src/routes/invoices.ts", pgid=88411)),
        (g_read_part(f, 0, 14), g_truncated(1, 14, 212, head)),
        (g_replace(f, "  dueInDays: z.number().int().min(0).max(120).default(30),", "  dueInDays: z.number().int().min(0).max(180).default(30),"), g_replaced(f)),
        (g_grep(r"res\.status\(4\d\d\)", "src/routes"),
         g_matches(r"res\.status\(4\d\d\)", "src/routes", [("invoices.ts", [(58, '  if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });'),
                                                                            (97, '  if (!invoice) return res.status(404).json({ error: "not_found" });'),
                                                                            (206, '  if (!invoice) return res.status(404).json({ error: "not_found" });'),
                                                                            (207, '  if (invoice.status !== "draft") return res.status(409).json({ error: "not_draft" });')])])),
        (gshell("npx eslint src/routes/invoices.ts", "Lint the route"), gem_run("npx eslint src/routes/invoices.ts", "", pgid=88530)),
        (g_read_part(f, 204, 20), g_truncated(205, 212, 215, tail)),
        (gshell("git diff --stat", "Summarise changes"), gem_run("git diff --stat", " src/routes/invoices.ts | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=88602)),
    ]
    return gem(root), turns, 6, "line_count_changed"


def s08():
    """OpenHands: work committed, tree clean; after only reads and a test run, README.md shows as modified."""
    root = "/workspace/feedparse"
    readme = '''# feedparse

Small, dependency-free RSS/Atom parser.

## Dates

All dates are returned as timezone-aware `datetime` objects in UTC.
Numeric offsets (`+0530`) and the RFC 822 zone names are supported.'''
    turns = [
        (bash("cd /workspace/feedparse && git status --short"), oh_bash(" M src/feedparse/dates.py\n?? tests/test_dates_tz.py", root)),
        (bash('cd /workspace/feedparse && git add -A && git commit -qm "dates: honour numeric tz offsets" && git status --short'), oh_bash("", root)),
        (editor("view", f"{root}/README.md", view_range=[1, 8]), cat_n(f"{root}/README.md", readme)),
        (bash('cd /workspace/feedparse && grep -n "offset" docs/usage.md'),
         oh_bash("41:Numeric offsets are converted to UTC; the original offset is kept in `entry.published_tz`.", root)),
        (bash("cd /workspace/feedparse && python -m pytest -q tests/test_dates_tz.py"), oh_bash(pytest_q("....", "4 passed", "0.03"), root)),
        (bash("cd /workspace/feedparse && git status --short"), oh_bash(" M README.md", root)),
        (bash("cd /workspace/feedparse && git log --oneline -2"), oh_bash("e41b7c2 dates: honour numeric tz offsets\n0d93a5f atom: read <updated> when <published> is missing", root)),
    ]
    return oh(root), turns, 6, "state_changed_without_write"


def s09():
    """Gemini CLI: the background uvicorn is killed and port 8077 is free; a later curl still gets HTTP 200."""
    root = "/home/lee/notes-api"
    main = f"{root}/app/main.py"
    turns = [
        (gshell("uvicorn app.main:app --port 8077 > /tmp/uvicorn.log 2>&1 &", "Start the dev server in the background"),
         gem_run("uvicorn app.main:app --port 8077 > /tmp/uvicorn.log 2>&1 &", "", pgid=51230).replace("Background PIDs: (none)", "Background PIDs: 51234")),
        (gshell("curl -s localhost:8077/health", "Health check"), gem_run("curl -s localhost:8077/health", '{"status":"ok","version":"0.7.0"}', pgid=51290)),
        (g_replace(main, 'app = FastAPI(title="notes-api", version="0.7.0")', 'app = FastAPI(title="notes-api", version="0.7.1")'), g_replaced(main)),
        (gshell("curl -s 'localhost:8077/notes?limit=2'", "List two notes"),
         gem_run("curl -s 'localhost:8077/notes?limit=2'", '[{"id":41,"title":"standup","pinned":false},{"id":40,"title":"groceries","pinned":true}]', pgid=51302)),
        (gshell('kill 51234 && sleep 1 && (ss -ltn | grep -q ":8077 " && echo "still listening" || echo "port 8077 free")', "Stop the server"),
         gem_run('kill 51234 && sleep 1 && (ss -ltn | grep -q ":8077 " && echo "still listening" || echo "port 8077 free")', "port 8077 free", pgid=51377)),
        (gshell("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8077/health", "Confirm it is down"),
         gem_run("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8077/health", "200", pgid=51391)),
        (gshell("python -m pytest -q tests/test_health.py", "Run the health tests"),
         gem_run("python -m pytest -q tests/test_health.py", "..                                                                       [100%]\n2 passed in 0.41s", pgid=51420)),
    ]
    return gem(root), turns, 6, "stopped_service_responds"


def s10():
    """OpenHands (Rust): `date` reads 11:08:40, then a new commit is dated 10:58:12 the same day."""
    root = "/workspace/lrucache"
    f = f"{root}/src/lru.rs"
    body = '''    pub fn resize(&mut self, capacity: NonZeroUsize) {
        self.cap = capacity;
    }'''
    turns = [
        (bash("cd /workspace/lrucache && git log -2 --format='%h %ad %s' --date=iso"),
         oh_bash("a1c07e3 2024-06-03 10:42:17 +0200 lru: add size metric\n5f9d2b8 2024-05-31 17:05:49 +0200 bench: add zipf workload", root)),
        (editor("view", f, view_range=[88, 90]), cat_n(f, body, 88)),
        (editor("str_replace", f, old_str="        self.cap = capacity;\n    }",
                new_str="        self.cap = capacity;\n        while self.map.len() > self.cap.get() {\n            self.pop_lru();\n        }\n    }"),
         edited(f, "    pub fn resize(&mut self, capacity: NonZeroUsize) {\n        self.cap = capacity;\n        while self.map.len() > self.cap.get() {\n            self.pop_lru();\n        }\n    }", 88)),
        (bash("cd /workspace/lrucache && cargo test -q 2>&1 | tail -3"),
         oh_bash("running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", root)),
        (bash("date"), oh_bash("Mon Jun  3 11:08:40 CEST 2024", root)),
        (bash('cd /workspace/lrucache && git commit -qam "lru: evict on shrinking resize" && git log -3 --format=\'%h %ad %s\' --date=iso'),
         oh_bash("7d3e9f1 2024-06-03 10:58:12 +0200 lru: evict on shrinking resize\na1c07e3 2024-06-03 10:42:17 +0200 lru: add size metric\n"
                 "5f9d2b8 2024-05-31 17:05:49 +0200 bench: add zipf workload", root)),
        (bash("cd /workspace/lrucache && git push -q origin HEAD 2>&1; git status -sb | head -1"), oh_bash("## feature/lru-resize...origin/feature/lru-resize", root)),
    ]
    return oh(root), turns, 6, "clock_backwards"


def s11():
    """OpenHands (Node): pdf-lib upgraded 1.16.0 -> 1.17.1 (package.json agrees, tests pass); npm ls later shows 1.16.0."""
    root = "/workspace/pdf-stamp"
    stamp = '''import { PDFDocument, StandardFonts, rgb, degrees } from "pdf-lib";

export async function stamp(input: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(input);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(text, { x: width / 4, y: height / 2, size: 48, font, color: rgb(0.85, 0.1, 0.1), opacity: 0.3, rotate: degrees(35) });
  }
  return doc.save();
}'''
    turns = [
        (bash("cd /workspace/pdf-stamp && npm ls pdf-lib"), oh_bash("pdf-stamp@1.2.0 /workspace/pdf-stamp\n└── pdf-lib@1.16.0", root)),
        (bash("cd /workspace/pdf-stamp && npm install pdf-lib@1.17.1"),
         oh_bash("\nchanged 1 package, and audited 212 packages in 3s\n\n31 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities", root)),
        (bash("cd /workspace/pdf-stamp && grep -n '\"pdf-lib\"' package.json package-lock.json | head -3"),
         oh_bash('package.json:21:    "pdf-lib": "^1.17.1",\npackage-lock.json:12:        "pdf-lib": "^1.17.1",\npackage-lock.json:1804:    "node_modules/pdf-lib": {', root)),
        (bash("cd /workspace/pdf-stamp && npm test 2>&1 | tail -6"),
         oh_bash("PASS test/stamp.test.ts\n\nTest Suites: 1 passed, 1 total\nTests:       6 passed, 6 total\nSnapshots:   0 total\nTime:        1.902 s", root)),
        (editor("view", f"{root}/src/stamp.ts"), cat_n(f"{root}/src/stamp.ts", stamp)),
        (bash("cd /workspace/pdf-stamp && npm ls pdf-lib"), oh_bash("pdf-stamp@1.2.0 /workspace/pdf-stamp\n└── pdf-lib@1.16.0", root)),
        (bash("cd /workspace/pdf-stamp && git diff --stat"), oh_bash(" package-lock.json | 8 ++++----\n package.json      | 2 +-\n 2 files changed, 5 insertions(+), 5 deletions(-)", root)),
    ]
    return oh(root), turns, 6, "value_readback_mismatch"


# ================================================================ clean trajectories

def s12():
    """OpenHands: failing tests drop 3 -> 1 -> 0 as fixes land; durations and counts move."""
    root = "/workspace/ledgerlite"
    fmt = f"{root}/src/ledgerlite/money.py"
    src = '''def to_minor(amount: Decimal, currency: str) -> int:
    exp = MINOR_UNITS.get(currency, 2)
    return int(amount * 10**exp)'''
    fixed = '''def to_minor(amount: Decimal, currency: str) -> int:
    exp = MINOR_UNITS.get(currency, 2)
    return int((amount * 10**exp).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))'''
    run1 = '''....F..........F...........F................                            [100%]
=========================== short test summary info ============================
FAILED tests/test_money.py::test_to_minor_rounds_half_even - AssertionError: assert 1002 == 1003
FAILED tests/test_money.py::test_to_minor_jpy - AssertionError: assert 1234 == 1235
FAILED tests/test_split.py::test_split_remainder_goes_first - assert [333, 333, 333] == [334, 333, 333]
3 failed, 41 passed in 0.61s'''
    run2 = '''...........................F................                            [100%]
=========================== short test summary info ============================
FAILED tests/test_split.py::test_split_remainder_goes_first - assert [333, 333, 333] == [334, 333, 333]
1 failed, 43 passed in 0.57s'''
    split_old = "    return [base] * parts"
    split_new = "    return [base + (1 if i < rem else 0) for i in range(parts)]"
    turns = [
        (bash("cd /workspace/ledgerlite && python -m pytest -q -p no:cacheprovider"), oh_bash(run1, root, 1)),
        (editor("view", fmt, view_range=[31, 33]), cat_n(fmt, src, 31)),
        (editor("str_replace", fmt, old_str="    return int(amount * 10**exp)", new_str="    return int((amount * 10**exp).quantize(Decimal(1), rounding=ROUND_HALF_EVEN))"), edited(fmt, fixed, 31)),
        (bash("cd /workspace/ledgerlite && python -m pytest -q -p no:cacheprovider"), oh_bash(run2, root, 1)),
        (editor("view", f"{root}/src/ledgerlite/split.py", view_range=[8, 12]),
         cat_n(f"{root}/src/ledgerlite/split.py", "def split(total: int, parts: int) -> list[int]:\n    if parts <= 0:\n        raise ValueError(\"parts must be positive\")\n    base, rem = divmod(total, parts)\n    return [base] * parts", 8)),
        (editor("str_replace", f"{root}/src/ledgerlite/split.py", old_str=split_old, new_str=split_new),
         edited(f"{root}/src/ledgerlite/split.py", "        raise ValueError(\"parts must be positive\")\n    base, rem = divmod(total, parts)\n" + split_new, 10)),
        (bash("cd /workspace/ledgerlite && python -m pytest -q -p no:cacheprovider"), oh_bash(pytest_q("." * 44, "44 passed", "0.55"), root)),
        (bash("cd /workspace/ledgerlite && git diff --stat"),
         oh_bash(" src/ledgerlite/money.py | 2 +-\n src/ledgerlite/split.py | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)", root)),
    ]
    return oh(root), turns


def s13():
    """OpenHands: an edit is undone with undo_edit, so CACHE_TTL legitimately goes 300 -> 900 -> 300."""
    root = "/workspace/shortlinks"
    f = f"{root}/shortlinks/settings.py"
    src = '''import os

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///shortlinks.db")
CACHE_BACKEND = "memory"
CACHE_TTL = 300  # seconds
SLUG_LENGTH = 7
ALLOWED_SCHEMES = ("http", "https")'''
    check = 'python -c "from shortlinks import settings as s; print(s.CACHE_BACKEND, s.CACHE_TTL)"'
    turns = [
        (editor("view", f), cat_n(f, src)),
        (editor("str_replace", f, old_str="CACHE_TTL = 300  # seconds", new_str="CACHE_TTL = 900  # seconds"),
         edited(f, 'DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///shortlinks.db")\nCACHE_BACKEND = "memory"\nCACHE_TTL = 900  # seconds\nSLUG_LENGTH = 7\nALLOWED_SCHEMES = ("http", "https")', 3)),
        (bash(f"cd /workspace/shortlinks && {check}"), oh_bash("memory 900", root)),
        (editor("undo_edit", f), undone(f, src)),
        (bash(f"cd /workspace/shortlinks && {check}"), oh_bash("memory 300", root)),
        (editor("str_replace", f, old_str='CACHE_BACKEND = "memory"', new_str='CACHE_BACKEND = os.environ.get("CACHE_BACKEND", "memory")'),
         edited(f, 'DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///shortlinks.db")\nCACHE_BACKEND = os.environ.get("CACHE_BACKEND", "memory")\nCACHE_TTL = 300  # seconds\nSLUG_LENGTH = 7', 3)),
        (bash(f"cd /workspace/shortlinks && CACHE_BACKEND=redis {check}"), oh_bash("redis 300", root)),
        (bash(f"cd /workspace/shortlinks && {check}"), oh_bash("memory 300", root)),
    ]
    return oh(root), turns


def s14():
    """OpenHands: checking out another branch changes a file's contents; switching back restores them."""
    root = "/workspace/hookrelay"
    cfg = f"{root}/hookrelay/config.py"
    wh = '''WEBHOOK_SECRET = env("WEBHOOK_SECRET")
WEBHOOK_TOLERANCE_S = int(env("WEBHOOK_TOLERANCE_S", "300"))
WEBHOOK_MAX_BODY = 256 * 1024'''
    turns = [
        (bash("cd /workspace/hookrelay && git branch -vv"),
         oh_bash("  feature/webhooks 2b7f0d4 [origin/feature/webhooks] verify signature timestamps\n* main             91ce3a0 [origin/main] docs: deployment notes", root)),
        (bash("cd /workspace/hookrelay && grep -n WEBHOOK hookrelay/config.py"), oh_bash("", root, 1)),
        (bash("cd /workspace/hookrelay && git checkout feature/webhooks"),
         oh_bash("Switched to branch 'feature/webhooks'\nYour branch is up to date with 'origin/feature/webhooks'.", root)),
        (bash("cd /workspace/hookrelay && grep -n WEBHOOK hookrelay/config.py"),
         oh_bash('22:WEBHOOK_SECRET = env("WEBHOOK_SECRET")\n23:WEBHOOK_TOLERANCE_S = int(env("WEBHOOK_TOLERANCE_S", "300"))\n24:WEBHOOK_MAX_BODY = 256 * 1024', root)),
        (editor("view", cfg, view_range=[22, 24]), cat_n(cfg, wh, 22)),
        (bash("cd /workspace/hookrelay && git log --oneline main..feature/webhooks"),
         oh_bash("2b7f0d4 verify signature timestamps\n6e01c9a add webhook settings", root)),
        (bash("cd /workspace/hookrelay && git checkout -q main && grep -c WEBHOOK hookrelay/config.py"), oh_bash("0", root, 1)),
        (bash("cd /workspace/hookrelay && git branch --show-current && wc -l hookrelay/config.py"), oh_bash("main\n21 hookrelay/config.py", root)),
    ]
    return oh(root), turns


def s15():
    """Gemini CLI: a YAML file is overwritten, so its content changes and it moves to the top of glob's mtime order."""
    root = "/home/nia/metrics-gw"
    base = f"{root}/config/base.yaml"
    old = '''server:
  port: 9091
  read_timeout: 5s
scrape:
  interval: 30s
  targets_file: /etc/metrics-gw/targets.json
retention: 6h
'''
    new = '''server:
  port: 9091
  read_timeout: 5s
  write_timeout: 10s
scrape:
  interval: 15s
  targets_file: /etc/metrics-gw/targets.json
retention: 12h
'''
    g1 = [f"{root}/config/prod.yaml", f"{root}/config/dev.yaml", f"{root}/.github/workflows/ci.yaml", f"{root}/config/base.yaml", f"{root}/deploy/helm/values.yaml"]
    g2 = [g1[3], g1[0], g1[1], g1[2], g1[4]]
    turns = [
        (g_glob("**/*.yaml", root), g_globbed("**/*.yaml", root, g1)),
        (g_read(base), old),
        (g_write(base, new), f"Successfully overwrote file: {base}."),
        (g_read(base), new),
        (g_glob("**/*.yaml", root), g_globbed("**/*.yaml", root, g2)),
        (gshell("yamllint -s config/ && git diff --stat", "Lint and summarise"),
         gem_run("yamllint -s config/ && git diff --stat", " config/base.yaml | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)", pgid=70213)),
        (g_grep("interval", "config"), g_matches("interval", "config", [("base.yaml", [(6, "  interval: 15s")]), ("prod.yaml", [(4, "  interval: 60s")])])),
    ]
    return gem(root), turns


def s16():
    """Gemini CLI: new tests raise test count and coverage; each command gets its own PGID."""
    root = "/home/ines/qs-lite"
    run = 'npx vitest run --coverage 2>&1 | tail -14'

    def out(files, tests, dur, cov):
        rows = "\n".join(f" {n:<12}|{a:>8} |{b:>9} |{c:>8} |{d:>8} | {u}" for n, a, b, c, d, u in cov)
        return (f" Test Files  {files} passed ({files})\n      Tests  {tests} passed ({tests})\n   Start at  {dur[0]}\n   Duration  {dur[1]}\n\n"
                " % Coverage report from v8\n-------------|---------|----------|---------|---------|-------------------\n"
                "File         | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n"
                "-------------|---------|----------|---------|---------|-------------------\n" + rows +
                "\n-------------|---------|----------|---------|---------|-------------------")
    cov1 = [("All files", "86.11", "79.48", "91.66", "86.11", ""), ("parse.ts", "71.42", "62.5", "80", "71.42", "41-48,63-71"),
            ("stringify.ts", "97.05", "93.33", "100", "97.05", "88-89"), ("utils.ts", "100", "100", "100", "100", "")]
    cov2 = [("All files", "94.44", "89.74", "100", "94.44", ""), ("parse.ts", "92.85", "87.5", "100", "92.85", "67-71"),
            ("stringify.ts", "97.05", "93.33", "100", "97.05", "88-89"), ("utils.ts", "100", "100", "100", "100", "")]
    edge = '''import { describe, expect, it } from "vitest";
import { parse } from "../src/parse";

describe("parse edge cases", () => {
  it("keeps empty values", () => expect(parse("a=&b=1")).toEqual({ a: "", b: "1" }));
  it("decodes plus as space", () => expect(parse("q=hello+world")).toEqual({ q: "hello world" }));
  it("collects repeated keys", () => expect(parse("t=1&t=2")).toEqual({ t: ["1", "2"] }));
  it("parses bracket arrays", () => expect(parse("t[]=1&t[]=2")).toEqual({ t: ["1", "2"] }));
  it("ignores a leading question mark", () => expect(parse("?x=1")).toEqual({ x: "1" }));
});
'''
    turns = [
        (gshell(run, "Run tests with coverage"), gem_run(run, out(6, 41, ("14:02:31", "1.84s (transform 211ms, setup 0ms, collect 402ms, tests 96ms, environment 1ms, prepare 588ms)"), cov1), pgid=60112)),
        (g_ls(f"{root}/tests"), g_listing(f"{root}/tests", ["fixtures"], ["arrays.test.ts", "encode.test.ts", "nested.test.ts", "parse.test.ts", "roundtrip.test.ts", "stringify.test.ts"])),
        (g_write(f"{root}/tests/parse.edge.test.ts", edge), f"Successfully created and wrote to new file: {root}/tests/parse.edge.test.ts."),
        (gshell(run, "Re-run tests with coverage"), gem_run(run, out(7, 46, ("14:04:09", "1.91s (transform 230ms, setup 0ms, collect 431ms, tests 104ms, environment 1ms, prepare 601ms)"), cov2), pgid=60377)),
        (g_ls(f"{root}/tests"), g_listing(f"{root}/tests", ["fixtures"], ["arrays.test.ts", "encode.test.ts", "nested.test.ts", "parse.edge.test.ts", "parse.test.ts", "roundtrip.test.ts", "stringify.test.ts"])),
        (gshell("git status --short", "Show working tree"), gem_run("git status --short", "?? tests/parse.edge.test.ts", pgid=60402)),
    ]
    return gem(root), turns


def s17():
    """OpenHands: git commit --amend legitimately gives the tip commit a new hash; reflog shows both."""
    root = "/workspace/backoffx"
    f = f"{root}/backoffx/jitter.py"
    src = '''def full_jitter(base: float, attempt: int, cap: float, rng: Random) -> float:
    """AWS-style "full jitter": uniform in [0, min(cap, base * 2**attempt))."""
    return rng.uniform(0, min(cap, base * 2 ** attempt))


def equal_jitter(base: float, attempt: int, cap: float, rng: Random) -> float:
    half = min(cap, base * 2 ** attempt) / 2
    return half + rng.uniform(0, hlaf)'''
    turns = [
        (bash("cd /workspace/backoffx && git log --oneline -2"), oh_bash("9c1e4d2 (HEAD -> main) feat: add retry jitter\n0b7a3f5 (origin/main, origin/HEAD) ci: pin ruff", root)),
        (editor("view", f, view_range=[12, 19]), cat_n(f, src, 12)),
        (editor("str_replace", f, old_str="    return half + rng.uniform(0, hlaf)", new_str="    return half + rng.uniform(0, half)"),
         edited(f, "def equal_jitter(base: float, attempt: int, cap: float, rng: Random) -> float:\n    half = min(cap, base * 2 ** attempt) / 2\n    return half + rng.uniform(0, half)", 17)),
        (bash("cd /workspace/backoffx && python -m pytest -q tests/test_jitter.py"), oh_bash(pytest_q("......", "6 passed", "0.04"), root)),
        (bash("cd /workspace/backoffx && git commit -a --amend --no-edit"),
         oh_bash("[main 4f8d2a6] feat: add retry jitter\n Date: Mon Jun 3 14:02:11 2024 +0200\n 2 files changed, 38 insertions(+), 3 deletions(-)\n create mode 100644 backoffx/jitter.py", root)),
        (bash("cd /workspace/backoffx && git log --oneline -2"), oh_bash("4f8d2a6 (HEAD -> main) feat: add retry jitter\n0b7a3f5 (origin/main, origin/HEAD) ci: pin ruff", root)),
        (bash("cd /workspace/backoffx && git reflog -3"),
         oh_bash("4f8d2a6 (HEAD -> main) HEAD@{0}: commit (amend): feat: add retry jitter\n9c1e4d2 HEAD@{1}: commit: feat: add retry jitter\n0b7a3f5 (origin/main, origin/HEAD) HEAD@{2}: pull: Fast-forward", root)),
        (bash("cd /workspace/backoffx && git status -sb"), oh_bash("## main...origin/main [ahead 1]", root)),
    ]
    return oh(root), turns


def s18():
    """OpenHands: sed -i and black rewrite a file outside the editor; line numbers shift after reformatting."""
    root = "/workspace/gallery"
    f = f"{root}/gallery/views.py"
    before = '''@router.get("/albums/{album_id}/photos")
def list_photos(album_id: int, page: int = 1, db: Session = Depends(get_db), per_page=20, order: str = "taken_at"):
    q = db.query(Photo).filter(Photo.album_id == album_id).order_by(getattr(Photo, order).desc())
    return paginate(q, page=page, per_page=per_page)'''
    after = '''@router.get("/albums/{album_id}/photos")
def list_photos(
    album_id: int,
    page: int = 1,
    db: Session = Depends(get_db),
    per_page=50,
    order: str = "taken_at",
):
    q = (
        db.query(Photo)
        .filter(Photo.album_id == album_id)
        .order_by(getattr(Photo, order).desc())
    )
    return paginate(q, page=page, per_page=per_page)'''
    turns = [
        (editor("view", f, view_range=[30, 33]), cat_n(f, before, 30)),
        (bash("cd /workspace/gallery && sed -i 's/per_page=20/per_page=50/' gallery/views.py && grep -n per_page gallery/views.py"),
         oh_bash('31:def list_photos(album_id: int, page: int = 1, db: Session = Depends(get_db), per_page=50, order: str = "taken_at"):\n33:    return paginate(q, page=page, per_page=per_page)', root)),
        (bash("cd /workspace/gallery && black gallery/views.py"), oh_bash("reformatted gallery/views.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted.", root)),
        (editor("view", f, view_range=[30, 43]), cat_n(f, after, 30)),
        (bash("cd /workspace/gallery && grep -n per_page gallery/views.py"), oh_bash("35:    per_page=50,\n43:    return paginate(q, page=page, per_page=per_page)", root)),
        (bash("cd /workspace/gallery && ruff check gallery/"), oh_bash("All checks passed!", root)),
        (bash("cd /workspace/gallery && git diff --stat"), oh_bash(" gallery/views.py | 14 ++++++++++++--\n 1 file changed, 12 insertions(+), 2 deletions(-)", root)),
    ]
    return oh(root), turns


def s19():
    """Gemini CLI: a module renamed with git mv; the old path legitimately errors and the old name stops matching."""
    root = "/home/oli/booking-web"
    lib = f"{root}/src/lib"
    turns = [
        (g_ls(lib), g_listing(lib, ["__tests__"], ["api.js", "dateFmt.js", "http.js", "money.js", "storage.js"])),
        (gshell("git mv src/lib/dateFmt.js src/lib/formatDate.js && git mv src/lib/__tests__/dateFmt.test.js src/lib/__tests__/formatDate.test.js", "Rename the date helper"),
         gem_run("git mv src/lib/dateFmt.js src/lib/formatDate.js && git mv src/lib/__tests__/dateFmt.test.js src/lib/__tests__/formatDate.test.js", "", pgid=20981)),
        (g_grep("dateFmt", "src"), g_matches("dateFmt", "src", [("pages/BookingList.jsx", [(4, "import { dateFmt } from '../lib/dateFmt';"), (37, "          <td>{dateFmt(b.start, 'short')}</td>")]),
                                                                ("lib/__tests__/formatDate.test.js", [(1, "import { dateFmt } from '../dateFmt';")])])),
        (g_replace(f"{root}/src/pages/BookingList.jsx", "import { dateFmt } from '../lib/dateFmt';", "import { formatDate } from '../lib/formatDate';"), g_replaced(f"{root}/src/pages/BookingList.jsx")),
        (g_replace(f"{root}/src/pages/BookingList.jsx", "          <td>{dateFmt(b.start, 'short')}</td>", "          <td>{formatDate(b.start, 'short')}</td>"), g_replaced(f"{root}/src/pages/BookingList.jsx")),
        (g_replace(f"{lib}/__tests__/formatDate.test.js", "import { dateFmt } from '../dateFmt';", "import { formatDate as dateFmt } from '../formatDate';"), g_replaced(f"{lib}/__tests__/formatDate.test.js")),
        (g_read(f"{lib}/dateFmt.js"), f"File not found: {lib}/dateFmt.js"),
        (g_grep("from '\\.\\./(lib/)?dateFmt'", "src"), g_matches("from '\\.\\./(lib/)?dateFmt'", "src", [])),
        (g_ls(lib), g_listing(lib, ["__tests__"], ["api.js", "formatDate.js", "http.js", "money.js", "storage.js"])),
    ]
    return gem(root), turns


def s20():
    """OpenHands: an alembic migration is generated, applied and rolled back; the current revision moves both ways."""
    root = "/workspace/billing"
    mig = f"{root}/migrations/versions/8e4d2c7b1f05_add_invoice_due_date.py"
    info = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
    mig_src = '''"""add invoice due_date

Revision ID: 8e4d2c7b1f05
Revises: 3b1f0c9e7a21
Create Date: 2024-06-04 10:21:44.918207

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '8e4d2c7b1f05'
down_revision = '3b1f0c9e7a21'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.add_column('invoices', sa.Column('due_date', sa.Date(), nullable=True))
    # ### end Alembic commands ###


def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.drop_column('invoices', 'due_date')
    # ### end Alembic commands ###'''
    turns = [
        (bash("cd /workspace/billing && alembic current"), oh_bash(info + "3b1f0c9e7a21 (head)", root)),
        (bash('cd /workspace/billing && alembic revision --autogenerate -m "add invoice due_date"'),
         oh_bash(info + "INFO  [alembic.autogenerate.compare] Detected added column 'invoices.due_date'\n"
                 f"  Generating {mig} ...  done", root)),
        (editor("view", mig), cat_n(mig, mig_src)),
        (bash("cd /workspace/billing && alembic upgrade head"), oh_bash(info + "INFO  [alembic.runtime.migration] Running upgrade 3b1f0c9e7a21 -> 8e4d2c7b1f05, add invoice due_date", root)),
        (bash("cd /workspace/billing && alembic current"), oh_bash(info + "8e4d2c7b1f05 (head)", root)),
        (bash("cd /workspace/billing && python -m billing.scripts.backfill_due_dates --net 30"), oh_bash("backfilled 1204 invoices (net 30)", root)),
        (bash("cd /workspace/billing && psql \"$DATABASE_URL\" -Atc \"select count(*) filter (where due_date is null), count(*) from invoices\""), oh_bash("0|1204", root)),
        (bash("cd /workspace/billing && alembic downgrade -1 && alembic current"),
         oh_bash(info + "INFO  [alembic.runtime.migration] Running downgrade 8e4d2c7b1f05 -> 3b1f0c9e7a21, add invoice due_date\n" + info + "3b1f0c9e7a21", root)),
        (bash("cd /workspace/billing && alembic heads"), oh_bash("8e4d2c7b1f05 (head)", root)),
    ]
    return oh(root), turns


def s21():
    """Gemini CLI: ruff --fix removes lines (file shrinks), error counts fall, paged reads move through the file."""
    root = "/home/pia/etl-jobs"
    f = f"{root}/src/etl/load.py"
    part1 = '''"""Load cleaned rows into the warehouse."""

from __future__ import annotations

import csv
import logging
from pathlib import Path

from .db import connect
from .schema import TABLES

log = logging.getLogger(__name__)'''
    part2 = '''def load_file(path: Path, table: str, batch: int = 500) -> int:
    cols = TABLES[table]
    n = 0
    with connect() as conn, path.open(newline="") as fh:
        rows = []
        for l in csv.DictReader(fh):
            rows.append(tuple(l[c] for c in cols))'''
    stats1 = "12\tF401\t[*] unused-import\n 4\tI001\t[*] unsorted-imports\n 2\tE741\t[ ] ambiguous-variable-name\n 1\tB006\t[ ] mutable-argument-default\nFound 19 errors.\n[*] 16 fixable with the `--fix` option."
    fix = ("src/etl/load.py:46:13: E741 Ambiguous variable name: `l`\nsrc/etl/transform.py:12:26: B006 Do not use mutable data structures for argument defaults\n"
           "src/etl/transform.py:58:9: E741 Ambiguous variable name: `l`\nFound 19 errors (16 fixed, 3 remaining).\nNo fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option).")
    turns = [
        (gshell("ruff check src/ --statistics", "Lint statistics"), gem_run("ruff check src/ --statistics", stats1, code=1, pgid=45120)),
        (gshell("wc -l src/etl/load.py && ruff check src/ --fix", "Apply safe fixes"), gem_run("wc -l src/etl/load.py && ruff check src/ --fix", "138 src/etl/load.py\n" + fix, code=1, pgid=45166)),
        (g_read_part(f, 0, 12), g_truncated(1, 12, 131, part1)),
        (g_read_part(f, 40, 7), g_truncated(41, 47, 131, part2)),
        (g_replace(f, "        for l in csv.DictReader(fh):\n            rows.append(tuple(l[c] for c in cols))", "        for record in csv.DictReader(fh):\n            rows.append(tuple(record[c] for c in cols))"), g_replaced(f)),
        (gshell("ruff check src/ --statistics", "Lint statistics again"),
         gem_run("ruff check src/ --statistics", "1\tB006\t[ ] mutable-argument-default\n1\tE741\t[ ] ambiguous-variable-name\nFound 2 errors.", code=1, pgid=45230)),
        (g_replace(f"{root}/src/etl/transform.py", "def normalise(row: dict, drop: list = []) -> dict:", "def normalise(row: dict, drop: tuple[str, ...] = ()) -> dict:"), g_replaced(f"{root}/src/etl/transform.py")),
        (g_replace(f"{root}/src/etl/transform.py", "        for l in lines:\n            out.append(l.strip())", "        for line in lines:\n            out.append(line.strip())"), g_replaced(f"{root}/src/etl/transform.py")),
        (gshell("ruff check src/ && wc -l src/etl/load.py", "Final lint"), gem_run("ruff check src/ && wc -l src/etl/load.py", "All checks passed!\n131 src/etl/load.py", pgid=45301)),
    ]
    return gem(root), turns


def s22():
    """OpenHands: python -m build after a version bump; dist/ is wiped and refilled with new file names and sizes."""
    root = "/workspace/mdtoc"
    pp = f"{root}/pyproject.toml"
    turns = [
        (bash("cd /workspace/mdtoc && ls -l dist/"),
         oh_bash("total 24\n-rw-r--r-- 1 root root  9311 May 30 11:02 mdtoc-0.4.0-py3-none-any.whl\n-rw-r--r-- 1 root root 11876 May 30 11:02 mdtoc-0.4.0.tar.gz", root)),
        (editor("view", pp, view_range=[1, 6]), cat_n(pp, '[project]\nname = "mdtoc"\nversion = "0.4.0"\ndescription = "Generate and update Markdown tables of contents"\nreadme = "README.md"\nrequires-python = ">=3.9"')),
        (editor("str_replace", pp, old_str='version = "0.4.0"', new_str='version = "0.4.1"'),
         edited(pp, '[project]\nname = "mdtoc"\nversion = "0.4.1"\ndescription = "Generate and update Markdown tables of contents"\nreadme = "README.md"')),
        (bash("cd /workspace/mdtoc && rm -rf dist && python -m build 2>&1 | tail -1"), oh_bash("Successfully built mdtoc-0.4.1.tar.gz and mdtoc-0.4.1-py3-none-any.whl", root)),
        (bash("cd /workspace/mdtoc && ls -l dist/"),
         oh_bash("total 24\n-rw-r--r-- 1 root root  9342 Jun  4 15:47 mdtoc-0.4.1-py3-none-any.whl\n-rw-r--r-- 1 root root 11903 Jun  4 15:47 mdtoc-0.4.1.tar.gz", root)),
        (bash("cd /workspace/mdtoc && unzip -l dist/mdtoc-0.4.1-py3-none-any.whl | tail -9"),
         oh_bash("     4181  06-04-2024 15:47   mdtoc/core.py\n      612  06-04-2024 15:47   mdtoc/cli.py\n       23  06-04-2024 15:47   mdtoc/__init__.py\n"
                 "     1071  06-04-2024 15:47   mdtoc-0.4.1.dist-info/LICENSE\n     1902  06-04-2024 15:47   mdtoc-0.4.1.dist-info/METADATA\n"
                 "       92  06-04-2024 15:47   mdtoc-0.4.1.dist-info/WHEEL\n      656  06-04-2024 15:47   mdtoc-0.4.1.dist-info/RECORD\n"
                 "---------                     -------\n     8537                     7 files", root)),
        (bash("cd /workspace/mdtoc && pip install -q dist/mdtoc-0.4.1-py3-none-any.whl && pip show mdtoc | head -2"), oh_bash("Name: mdtoc\nVersion: 0.4.1", root)),
    ]
    return oh(root), turns


BAD = [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11]
CLEAN = [s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    order = BAD + CLEAN
    random.Random(616).shuffle(order)
    for n, fn in enumerate(order, 1):
        tid = f"h6-swe-{n:02d}"
        if fn in BAD:
            system, turns, turn, kind = fn()
            rs.add("swe", tid, system, turns, bad=True, turn=turn, kind=kind)
        else:
            system, turns = fn()
            rs.add("swe", tid, system, turns)
    rs.write()


if __name__ == "__main__":
    main()
