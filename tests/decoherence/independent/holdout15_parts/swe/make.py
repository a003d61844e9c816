# ruff: noqa: E501
"""Held-out set 15, swe domain: 22 software-engineering agent trajectories over several harnesses.

OpenHands, Gemini CLI, SWE-agent, Claude Code, Codex CLI and Cline runs on Python, TypeScript, Go, Rust,
Java and Ruby repositories. File contents are kept as text and edited in Python so that every read-back
follows from the edits; one detail is altered by hand in the trajectories labeled as contradicting.
"""

from __future__ import annotations

import difflib
from pathlib import Path

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

# ---------------------------------------------------------------- harness formats not in rowkit2

SWE_SYSTEM = ("You simulate the environment of a SWE-agent run on the repository {root}: a bash shell plus the "
              "agent's special commands (open <path> [<line_number>], goto <line_number>, scroll_up, scroll_down, "
              "create <filename>, edit <start_line>:<end_line> ... end_of_edit, search_dir <term> [<dir>], "
              "search_file <term> [<file>], find_file <name> [<dir>], submit). The file viewer shows WINDOW=30 "
              "lines. After each command, reply with its output followed by the (Open file: ...) and "
              "(Current directory: ...) status lines and the bash-$ prompt, after **Environment Observation:**.")
CC_SYSTEM = ("You simulate the tools of Claude Code (Read, Write, Edit, Bash, Grep, Glob) working in {root}. "
             "Read returns lines in cat -n style (line number, an arrow, the text); Edit reports a snippet of the "
             "edited file; Bash returns the command's stdout and stderr. Reply with the tool result after "
             "**Environment Observation:**.")
CODEX_SYSTEM = ("You simulate the sandbox of an OpenAI Codex CLI session in {root}: the `shell` tool takes an argv "
                "`command` and a `workdir`; `apply_patch` edits files with a patch in the *** Begin Patch format. "
                "Reply with what the tool returns (exit code, wall time, output) after **Environment Observation:**.")
CLINE_SYSTEM = ("You simulate the VS Code workspace of a Cline agent ({root}) and the results of its tools: "
                "read_file, write_to_file, replace_in_file (SEARCH/REPLACE blocks), list_files, search_files and "
                "execute_command. Reply with the tool result exactly as Cline feeds it back, after "
                "**Environment Observation:**.")


class Src:
    """Part of a source file: lines ``start``.. known, ``total`` lines in all; edits keep numbering honest."""

    def __init__(self, path: str, text: str, start: int = 1, total: int | None = None) -> None:
        self.path, self.start = path, start
        self.lines = text.split("\n")
        self.total = total if total is not None else start - 1 + len(self.lines)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def replace(self, old: str, new: str) -> None:
        t = self.text
        assert t.count(old) == 1, (self.path, old[:60])
        before = len(self.lines)
        self.lines = t.replace(old, new).split("\n")
        self.total += len(self.lines) - before

    def line_of(self, needle: str) -> int:
        hits = [i for i, ln in enumerate(self.lines) if needle in ln]
        assert len(hits) == 1, (self.path, needle, hits)
        return self.start + hits[0]

    def rng(self, first: int, last: int) -> list[tuple[int, str]]:
        last = min(last, self.total)
        assert first >= self.start and last < self.start + len(self.lines), (self.path, first, last)
        return [(i, self.lines[i - self.start]) for i in range(first, last + 1)]

    def seg(self, first: int, last: int) -> str:
        return "\n".join(t for _, t in self.rng(first, last))

    def copy(self) -> Src:
        c = Src(self.path, self.text, self.start, self.total)
        return c


def diffstat(changes: list[tuple[str, str, str]]) -> tuple[str, int, int]:
    """git diff --stat for (path, old, new) triples; returns the text and the insertion/deletion totals."""
    rows, ins_t, del_t = [], 0, 0
    for path, old, new in changes:
        a, b = old.split("\n"), new.split("\n")
        ins = dels = 0
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
            if op in ("replace", "delete"):
                dels += i2 - i1
            if op in ("replace", "insert"):
                ins += j2 - j1
        rows.append((path, ins, dels))
        ins_t += ins
        del_t += dels
    w = max(len(p) for p, _, _ in rows)
    nw = max(len(str(i + d)) for _, i, d in rows)
    lines = [f" {p:<{w}} | {i + d:>{nw}} {'+' * i}{'-' * d}" for p, i, d in rows]
    n = len(rows)
    summ = f" {n} file{'s' if n > 1 else ''} changed"
    if ins_t:
        summ += f", {ins_t} insertion{'s' if ins_t != 1 else ''}(+)"
    if del_t:
        summ += f", {del_t} deletion{'s' if del_t != 1 else ''}(-)"
    return "\n".join(lines + [summ]), ins_t, del_t


def udiff(path: str, old: str, new: str, start: int = 1, ctx: int = 3) -> str:
    """A git-style unified diff of one file (line numbers offset by ``start``)."""
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=ctx))
    out = [f"diff --git a/{path} b/{path}", "index 3b1f0c2..9e4d7a5 100644", f"--- a/{path}", f"+++ b/{path}"]
    for ln in body[2:]:
        if ln.startswith("@@"):
            head = ln.split("@@")[1].strip().split(" ")
            def fix(part: str) -> str:
                sign, rest = part[0], part[1:]
                if "," in rest:
                    s, c = rest.split(",")
                    return f"{sign}{int(s) + start - 1},{c}"
                return f"{sign}{int(rest) + start - 1}"
            ln = f"@@ {fix(head[0])} {fix(head[1])} @@"
        out.append(ln)
    return "\n".join(out)


# SWE-agent


def sw(cmd: str) -> str:
    return f"```\n{cmd}\n```"


def sw_foot(open_file: str | None, cwd: str) -> str:
    return f"(Open file: {open_file or 'n/a'})\n(Current directory: {cwd})\nbash-$"


def sw_win(src: Src, cwd: str, line: int | None = None, first: int | None = None, window: int = 30, note: str = "") -> str:
    if first is None:
        assert line is not None
        first = max(1, min(line - window // 2, src.total - window + 1))
    last = min(src.total, first + window - 1)
    out = [f"[File: {cwd}/{src.path} ({src.total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{t}" for i, t in src.rng(first, last)]
    if last < src.total:
        out.append(f"({src.total - last} more lines below)")
    if note:
        out.append(note)
    return "\n".join(out) + "\n" + sw_foot(f"{cwd}/{src.path}", cwd)


SW_EDITED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


# Claude Code


def cc_read(src: Src, offset: int | None = None, limit: int | None = None) -> str:
    first = offset or src.start
    last = src.total if limit is None else min(src.total, first + limit - 1)
    return "\n".join(f"{i:6d}→{t}" for i, t in src.rng(first, last))


def cc_edited(src: Src, first: int, last: int) -> str:
    body = "\n".join(f"{i:6d}→{t}" for i, t in src.rng(first, last))
    return f"The file {src.path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n{body}"


# Codex CLI


def cx(cmd: str, root: str, timeout_ms: int | None = None) -> str:
    args: dict = {"command": ["bash", "-lc", cmd], "workdir": root}
    if timeout_ms:
        args["timeout_ms"] = timeout_ms
    return call("shell", **args)


def cx_patch(patch: str, root: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=root)


def cx_out(out: str, wall: float, code: int = 0) -> str:
    return f"Exit code: {code}\nWall time: {wall} seconds\nOutput:\n{out.rstrip(chr(10))}\n"


def cx_patched(*files: tuple[str, str]) -> str:
    return cx_out("Success. Updated the following files:\n" + "\n".join(f"{k} {p}" for k, p in files), 0.0)


# Cline


def cl_read(path: str) -> str:
    return f"<read_file>\n<path>{path}</path>\n</read_file>"


def cl_cmd(cmd: str) -> str:
    return f"<execute_command>\n<command>{cmd}</command>\n<requires_approval>false</requires_approval>\n</execute_command>"


def cl_replace(path: str, blocks: list[tuple[str, str]]) -> str:
    diff = "\n".join(f"------- SEARCH\n{a}\n=======\n{b}\n+++++++ REPLACE" for a, b in blocks)
    return f"<replace_in_file>\n<path>{path}</path>\n<diff>\n{diff}\n</diff>\n</replace_in_file>"


def cl_saved(path: str, text: str) -> str:
    return (f"[replace_in_file for '{path}'] Result:\nThe content was successfully saved to {path}.\n\n"
            f"Here is the full, updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n"
            f"{text}\n</final_file_content>\n\nIMPORTANT: For any future changes to this file, use the final_file_content "
            "shown above as your reference. This content reflects the current state of the file, including any "
            "auto-formatting (e.g., if you used single quotes but the formatter converted them to double quotes). "
            "Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def cl_ran(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip(chr(10))}"


# Gemini CLI with background processes


def gem_bg(cmd: str, pids: str, pgid: int) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: (empty)\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
            f"Signal: (none)\nBackground PIDs: {pids}\nProcess Group PGID: {pgid}")


def gcall(name: str, **kw: object) -> str:
    return call(name, **kw)


# ---------------------------------------------------------------- trajectories

QP_TEXT = '''"""Text helpers used by the page builder."""

from __future__ import annotations

import hashlib
import re
import unicodedata

_SLUG_STRIP = re.compile(r"[^\\w\\s-]")
_SLUG_HYPHEN = re.compile(r"[-\\s]+")


def slugify(value: str, allow_unicode: bool = False) -> str:
    """Turn a heading into an anchor id."""
    value = str(value)
    if allow_unicode:
        value = unicodedata.normalize("NFKC", value)
    else:
        value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    value = _SLUG_STRIP.sub("", value.lower())
    return _SLUG_HYPHEN.sub("-", value).strip("-_")


def truncate_words(text: str, limit: int, tail: str = "…") -> str:
    """Cut ``text`` after ``limit`` words, appending ``tail`` when something was dropped."""
    words = text.split()
    if len(words) <= limit:
        return text
    return " ".join(words[:limit]) + tail


def reading_minutes(text: str, wpm: int = 230) -> int:
    """Estimated reading time, never below one minute."""
    return max(1, round(len(text.split()) / wpm))


def content_digest(text: str) -> str:
    """Short stable digest used for cache keys and fallback anchors."""
    return hashlib.blake2s(text.encode("utf-8"), digest_size=6).hexdigest()'''

QP_TESTS_TAIL = '''def test_slugify_allow_unicode_keeps_letters():
    assert slugify("Grüße aus Köln", allow_unicode=True) == "grüße-aus-köln"


def test_slugify_non_latin_heading():
    slug = slugify("Привет мир")
    assert slug.startswith("h-")
    assert len(slug) == 10


def test_truncate_words_keeps_short_text():
    assert truncate_words("one two", 5) == "one two"


def test_reading_minutes_floor():
    assert reading_minutes("word " * 10) == 1'''


def t_quillpress_slug_clean(rs: RowSet, tid: str) -> None:
    # OpenHands, Python (quillpress): fix slugify for non-Latin headings, add tests; clean.
    root = "/workspace/quillpress"
    src = Src("quillpress/text.py", QP_TEXT)
    old_src = src.text
    tests = Src("tests/test_text.py", QP_TESTS_TAIL, start=33)
    old_tests = tests.text
    turns: list[tuple[str, str]] = []
    turns.append((bash(f"cd {root} && git status -sb && git log --oneline -3"), oh_bash(
        "## main...origin/main\n"
        "e71c3a9 (HEAD -> main, origin/main) build: cache rendered partials by content digest\n"
        "0b94d2f feat: reading time badge on article cards\n"
        "5a2e8c1 chore: bump markdown-it-py to 3.0.0", root)))
    prog = "." * 17 + "F" + "." * 20
    turns.append((bash("python -m pytest -q 2>&1 | tail -n 16"), oh_bash(
        f"{prog}{' ' * (73 - len(prog))}[100%]\n"
        "=================================== FAILURES ===================================\n"
        "________________________ test_slugify_non_latin_heading ________________________\n\n"
        "    def test_slugify_non_latin_heading():\n"
        "        slug = slugify(\"Привет мир\")\n"
        ">       assert slug.startswith(\"h-\")\n"
        "E       AssertionError: assert False\n"
        "E        +  where False = <built-in method startswith of str object at 0x7f3a9c1e2df0>('h-')\n"
        "E        +    where <built-in method startswith of str object at 0x7f3a9c1e2df0> = ''.startswith\n\n"
        "tests/test_text.py:39: AssertionError\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_text.py::test_slugify_non_latin_heading - AssertionError: assert False\n"
        "1 failed, 37 passed in 0.41s", root)))
    turns.append((editor("view", f"{root}/{src.path}"), cat_n(f"{root}/{src.path}", src.text)))
    old = src.seg(15, 21)
    new = '''    original = str(value).strip()
    if allow_unicode:
        value = unicodedata.normalize("NFKC", original)
    else:
        value = unicodedata.normalize("NFKD", original).encode("ascii", "ignore").decode("ascii")
    value = _SLUG_STRIP.sub("", value.lower())
    slug = _SLUG_HYPHEN.sub("-", value).strip("-_")
    if not slug and original:
        # Headings written only in non-Latin scripts lose every character above.
        slug = "h-" + content_digest(original)[:8]
    return slug'''
    src.replace(old, new)
    turns.append((editor("str_replace", f"{root}/{src.path}", old_str=old, new_str=new),
                  edited(f"{root}/{src.path}", src.seg(10, 28), 10)))
    turns.append((bash("python -m pytest tests/test_text.py -q"), oh_bash(
        f"{'.' * 18}{' ' * 55}[100%]\n18 passed in 0.09s", root)))
    turns.append((editor("view", f"{root}/{tests.path}", view_range=[33, 48]),
                  cat_n(f"{root}/{tests.path}", tests.seg(33, 48), 33)))
    ins = '''

def test_slugify_non_latin_is_stable():
    assert slugify("Привет мир") == slugify("  Привет мир ")


def test_slugify_blank_heading_stays_empty():
    assert slugify("   ") == ""'''
    tests.replace('    assert reading_minutes("word " * 10) == 1', '    assert reading_minutes("word " * 10) == 1\n' + ins)
    turns.append((editor("insert", f"{root}/{tests.path}", insert_line=48, new_str=ins),
                  edited(f"{root}/{tests.path}", tests.seg(44, 56), 44)))
    turns.append((bash("python -m pytest -q"), oh_bash(
        f"{'.' * 40}{' ' * 33}[100%]\n40 passed in 0.43s", root)))
    assert src.total == 43
    turns.append((editor("view", f"{root}/{src.path}", view_range=[26, 43]),
                  cat_n(f"{root}/{src.path}", src.seg(26, 43), 26)))
    stat, _, _ = diffstat([(src.path, old_src, src.text), (tests.path, old_tests, tests.text)])
    turns.append((bash("git diff --stat"), oh_bash(stat, root)))
    rs.add(task="swe", tid=tid, system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Python 3.11, pytest). Issue #212: headings written only in Cyrillic or Greek get an empty anchor id, so every such heading on a page links to '#'.")


LL_SERVICE = '''    private final CsvExporter csvExporter;
    private final JsonExporter jsonExporter;
    private final LegacyCsvExporter legacyCsvExporter;
    private final AuditLog audit;

    public ExportService(CsvExporter csvExporter, JsonExporter jsonExporter,
                         LegacyCsvExporter legacyCsvExporter, AuditLog audit) {
        this.csvExporter = csvExporter;
        this.jsonExporter = jsonExporter;
        this.legacyCsvExporter = legacyCsvExporter;
        this.audit = audit;
    }

    public ExportResult export(LedgerQuery query, ExportFormat format, Writer out) throws IOException {
        List<JournalEntry> entries = repository.find(query);
        ExportResult result = switch (format) {
            case CSV -> csvExporter.write(entries, out, CsvOptions.defaults());
            case CSV_V1 -> legacyCsvExporter.write(entries, out);
            case JSON -> jsonExporter.write(entries, out);
        };
        audit.record("export", query.ledgerId(), format.name(), result.rowCount());
        return result;
    }'''


def t_ledgerline_legacy_bad(rs: RowSet, tid: str) -> None:
    # OpenHands, Java/Maven (ledgerline): remove LegacyCsvExporter; BAD: turn 9's `ls -la` of the export package lists LegacyCsvExporter.java again although turn 6 git-rm'd it (and showed it staged as deleted).
    root = "/workspace/ledgerline"
    pkg = "src/main/java/io/ledgerline/export"
    svc = Src(f"{pkg}/ExportService.java", LL_SERVICE, start=31, total=88)
    turns: list[tuple[str, str]] = []
    turns.append((bash(f"cd {root} && find src -name '*Exporter*.java' | sort"), oh_bash(
        f"{pkg}/CsvExporter.java\n{pkg}/Exporter.java\n{pkg}/JsonExporter.java\n{pkg}/LegacyCsvExporter.java\n"
        "src/test/java/io/ledgerline/export/CsvExporterTest.java\n"
        "src/test/java/io/ledgerline/export/JsonExporterTest.java\n"
        "src/test/java/io/ledgerline/export/LegacyCsvExporterTest.java", root)))
    turns.append((bash("grep -rn 'LegacyCsvExporter\\|CSV_V1' src/ --include=*.java | grep -v '^src/.*/LegacyCsvExporter.*\\.java:'"), oh_bash(
        f"{pkg}/ExportFormat.java:9:    CSV_V1,\n"
        f"{pkg}/ExportService.java:33:    private final LegacyCsvExporter legacyCsvExporter;\n"
        f"{pkg}/ExportService.java:37:                         LegacyCsvExporter legacyCsvExporter, AuditLog audit) {{\n"
        f"{pkg}/ExportService.java:48:            case CSV_V1 -> legacyCsvExporter.write(entries, out);\n"
        "src/main/java/io/ledgerline/config/ExportConfig.java:27:        return new ExportService(csv, json, new LegacyCsvExporter(), audit);", root)))
    turns.append((editor("view", f"{root}/{svc.path}", view_range=[31, 53]),
                  cat_n(f"{root}/{svc.path}", svc.text, 31)))
    o1 = svc.seg(31, 42)
    n1 = '''    private final CsvExporter csvExporter;
    private final JsonExporter jsonExporter;
    private final AuditLog audit;

    public ExportService(CsvExporter csvExporter, JsonExporter jsonExporter, AuditLog audit) {
        this.csvExporter = csvExporter;
        this.jsonExporter = jsonExporter;
        this.audit = audit;
    }'''
    svc.replace(o1, n1)
    turns.append((editor("str_replace", f"{root}/{svc.path}", old_str=o1, new_str=n1),
                  edited(f"{root}/{svc.path}", svc.seg(31, 43), 31)))
    o2 = "            case CSV_V1 -> legacyCsvExporter.write(entries, out);\n"
    svc.replace(o2, "")
    turns.append((editor("str_replace", f"{root}/{svc.path}", old_str=o2, new_str=""),
                  edited(f"{root}/{svc.path}", svc.seg(38, 47), 38)))
    turns.append((bash(f"git rm -q {pkg}/LegacyCsvExporter.java src/test/java/io/ledgerline/export/LegacyCsvExporterTest.java && "
                       "sed -i 's/new ExportService(csv, json, new LegacyCsvExporter(), audit)/new ExportService(csv, json, audit)/' src/main/java/io/ledgerline/config/ExportConfig.java && "
                       f"sed -i '/^    CSV_V1,$/d' {pkg}/ExportFormat.java && git status --short"), oh_bash(
        f" M src/main/java/io/ledgerline/config/ExportConfig.java\n M {pkg}/ExportFormat.java\n M {pkg}/ExportService.java\n"
        f"D  {pkg}/LegacyCsvExporter.java\nD  src/test/java/io/ledgerline/export/LegacyCsvExporterTest.java", root)))
    turns.append((bash("mvn -o -q -DskipTests compile && echo COMPILED"), oh_bash("COMPILED", root)))
    turns.append((bash("mvn -o test -Dtest='*Export*' 2>&1 | grep -E 'Tests run|BUILD|ERROR'"), oh_bash(
        "[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in io.ledgerline.export.CsvExporterTest\n"
        "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.087 s -- in io.ledgerline.export.JsonExporterTest\n"
        "[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.655 s -- in io.ledgerline.export.ExportServiceTest\n"
        "[INFO] Tests run: 32, Failures: 0, Errors: 0, Skipped: 0\n"
        "[INFO] BUILD SUCCESS", root)))
    turns.append((bash(f"ls -la {pkg}/"), oh_bash(
        "total 48\n"
        "drwxr-xr-x 2 openhands openhands 4096 Jun 11 09:42 .\n"
        "drwxr-xr-x 9 openhands openhands 4096 May 28 16:03 ..\n"
        "-rw-r--r-- 1 openhands openhands 4180 May 28 16:03 CsvExporter.java\n"
        "-rw-r--r-- 1 openhands openhands  712 May 28 16:03 CsvOptions.java\n"
        "-rw-r--r-- 1 openhands openhands  356 Jun 11 09:41 ExportFormat.java\n"
        "-rw-r--r-- 1 openhands openhands  903 May 28 16:03 ExportResult.java\n"
        "-rw-r--r-- 1 openhands openhands 2871 Jun 11 09:40 ExportService.java\n"
        "-rw-r--r-- 1 openhands openhands  298 May 28 16:03 Exporter.java\n"
        "-rw-r--r-- 1 openhands openhands 2266 May 28 16:03 JsonExporter.java\n"
        "-rw-r--r-- 1 openhands openhands 3342 May 28 16:03 LegacyCsvExporter.java", root)))
    turns.append((bash("git add -A && git commit -q -m 'export: drop LegacyCsvExporter and the CSV_V1 format (#418)' && git show --stat --oneline HEAD"), oh_bash(
        "b5c08e3 export: drop LegacyCsvExporter and the CSV_V1 format (#418)\n"
        " .../java/io/ledgerline/config/ExportConfig.java   |   2 +-\n"
        " .../java/io/ledgerline/export/ExportFormat.java   |   1 -\n"
        " .../java/io/ledgerline/export/ExportService.java  |   6 +-\n"
        " .../io/ledgerline/export/LegacyCsvExporter.java   | 104 ---------------------\n"
        " .../ledgerline/export/LegacyCsvExporterTest.java  |  71 --------------\n"
        " 5 files changed, 2 insertions(+), 182 deletions(-)", root)))
    rs.add(task="swe", tid=tid, system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Java 17, Maven, offline repository primed). Ticket #418: the v1 CSV export format is retired; remove LegacyCsvExporter, its test and every reference to it.",
           bad=True, turn=9, kind="file deleted with git rm reappears in a later directory listing")


HS_REDIRECT = '''// redirectTrailingSlash answers a request whose path differs from a registered
// route only by a trailing slash with a redirect to the canonical path.
func (m *Mux) redirectTrailingSlash(w http.ResponseWriter, r *http.Request) bool {
	path := r.URL.Path
	var alt string
	if strings.HasSuffix(path, "/") {
		alt = strings.TrimSuffix(path, "/")
	} else {
		alt = path + "/"
	}
	if alt == "" || !m.tree.has(r.Method, alt) {
		return false
	}
	code := http.StatusMovedPermanently
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		code = http.StatusPermanentRedirect
	}
	http.Redirect(w, r, alt, code)
	return true
}

// cleanPath collapses duplicate slashes and dot segments before routing.
func cleanPath(p string) string {
	if p == "" {
		return "/"
	}
	return pathutil.Clean(p)
}'''


def t_hopscotch_redirect_clean(rs: RowSet, tid: str) -> None:
    # OpenHands, Go (hopscotch router): keep the query string on trailing-slash redirects, with a stash/pop round trip; clean.
    root = "/workspace/hopscotch"
    mod = "github.com/hopscotch-go/hopscotch"
    src = Src("mux/redirect.go", HS_REDIRECT, start=20, total=47)
    old_text = src.text
    subs = ["get_adds_slash", "get_strips_slash", "keeps_query", "post_uses_308", "root_untouched"]
    turns: list[tuple[str, str]] = []
    turns.append((bash(f"cd {root} && go test ./... 2>&1 | tail -n 12"), oh_bash(
        f"ok  \t{mod}\t0.018s\n?   \t{mod}/internal/pathutil\t[no test files]\n"
        f"ok  \t{mod}/middleware\t0.024s\n"
        "--- FAIL: TestRedirectTrailingSlash (0.00s)\n"
        "    --- FAIL: TestRedirectTrailingSlash/keeps_query (0.00s)\n"
        "        redirect_test.go:58: Location = \"/docs/\", want \"/docs/?lang=de&page=2\"\n"
        f"FAIL\nFAIL\t{mod}/mux\t0.011s\nFAIL", root)))

    def verbose(fail: bool, secs: str) -> str:
        out = ["=== RUN   TestRedirectTrailingSlash"]
        for s in subs:
            out.append(f"=== RUN   TestRedirectTrailingSlash/{s}")
            if fail and s == "keeps_query":
                out.append("    redirect_test.go:58: Location = \"/docs/\", want \"/docs/?lang=de&page=2\"")
        out.append(f"--- {'FAIL' if fail else 'PASS'}: TestRedirectTrailingSlash (0.00s)")
        for s in subs:
            out.append(f"    --- {'FAIL' if fail and s == 'keeps_query' else 'PASS'}: TestRedirectTrailingSlash/{s} (0.00s)")
        out += (["FAIL", f"FAIL\t{mod}/mux\t{secs}", "FAIL"] if fail else ["PASS", f"ok  \t{mod}/mux\t{secs}"])
        return "\n".join(out)

    turns.append((bash("go test ./mux -run TestRedirectTrailingSlash -v"), oh_bash(verbose(True, "0.007s"), root, 1)))
    turns.append((editor("view", f"{root}/{src.path}", view_range=[20, 39]),
                  cat_n(f"{root}/{src.path}", src.seg(20, 39), 20)))
    old = "\thttp.Redirect(w, r, alt, code)"
    new = "\ttarget := alt\n\tif r.URL.RawQuery != \"\" {\n\t\ttarget += \"?\" + r.URL.RawQuery\n\t}\n\thttp.Redirect(w, r, target, code)"
    src.replace(old, new)
    turns.append((editor("str_replace", f"{root}/{src.path}", old_str=old, new_str=new),
                  edited(f"{root}/{src.path}", src.seg(33, 47), 33)))
    turns.append((bash("go test ./mux -run TestRedirectTrailingSlash -v"), oh_bash(verbose(False, "0.006s"), root)))
    turns.append((bash("git stash && go test ./mux -run TestRedirectTrailingSlash -count=1 2>&1 | tail -n 6"), oh_bash(
        "Saved working directory and index state WIP on main: 4c1e9a2 mux: add HostMatcher for virtual hosts\n"
        "--- FAIL: TestRedirectTrailingSlash (0.00s)\n"
        "    --- FAIL: TestRedirectTrailingSlash/keeps_query (0.00s)\n"
        "        redirect_test.go:58: Location = \"/docs/\", want \"/docs/?lang=de&page=2\"\n"
        f"FAIL\nFAIL\t{mod}/mux\t0.009s\nFAIL", root)))
    stat, _, _ = diffstat([(src.path, old_text, src.text)])
    turns.append((bash("git stash pop && git diff --stat"), oh_bash(
        "On branch main\nYour branch is up to date with 'origin/main'.\n\n"
        "Changes not staged for commit:\n"
        "  (use \"git add <file>...\" to update what will be committed)\n"
        "  (use \"git restore <file>...\" to discard changes in working directory)\n"
        "\tmodified:   mux/redirect.go\n\n"
        "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
        "Dropped refs/stash@{0} (6f0e2b7d9a41c8e35b1d0a7c2e94f8b13d5a6c70)\n" + stat, root)))
    turns.append((editor("view", f"{root}/{src.path}", view_range=[32, 51]),
                  cat_n(f"{root}/{src.path}", src.seg(32, 51), 32)))
    turns.append((bash("go test ./... -count=1"), oh_bash(
        f"ok  \t{mod}\t0.021s\n?   \t{mod}/internal/pathutil\t[no test files]\n"
        f"ok  \t{mod}/middleware\t0.027s\nok  \t{mod}/mux\t0.013s", root)))
    turns.append((bash("go vet ./... && gofmt -l . && echo vet+fmt ok"), oh_bash("vet+fmt ok", root)))
    rs.add(task="swe", tid=tid, system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Go 1.22 module {mod}). Issue #77: a GET to /docs?lang=de&page=2 redirects to /docs/ and drops the query string.")


def t_parcelkit_rename_clean(rs: RowSet, tid: str) -> None:
    # OpenHands, TypeScript/pnpm monorepo (parcelkit): rename utils/dateFmt.ts to formatDate.ts and fold it into the last commit with --amend; clean.
    root = "/workspace/parcelkit"
    core = "packages/core"
    imports = [
        ("src/index.ts", 7, 'export * from "./utils/dateFmt";'),
        ("src/invoice/render.ts", 3, 'import { formatIsoDate, formatLongDate } from "../utils/dateFmt";'),
        ("src/invoice/totals.ts", 5, 'import { formatIsoDate } from "../utils/dateFmt";'),
        ("src/reminders/schedule.ts", 2, 'import { addBusinessDays, formatLongDate } from "../utils/dateFmt";'),
        ("test/dateFmt.test.ts", 2, 'import { addBusinessDays, formatIsoDate, formatLongDate } from "../src/utils/dateFmt";'),
    ]
    turns: list[tuple[str, str]] = []
    turns.append((bash(f"cd {root} && git log --oneline -3 && git status -s"), oh_bash(
        "a3f9d12 (HEAD -> main) core: format invoice totals with Intl.NumberFormat\n"
        "77b02ce (origin/main, origin/HEAD) cli: --dry-run for `parcelkit remind`\n"
        "c6d41f0 core: business-day arithmetic for reminder schedules", root)))
    turns.append((bash("grep -rn \"utils/dateFmt\" packages --include=*.ts"), oh_bash(
        "\n".join(f"{core}/{p}:{n}:{t}" for p, n, t in imports), root)))
    errs = []
    for p, n, t in imports:
        if p.startswith("test/"):
            p = "test/formatDate.test.ts"
        mod = t.split('"')[1]
        errs.append(f"{p}({n},{t.index(chr(34)) + 1}): error TS2307: Cannot find module '{mod}' or its corresponding type declarations.")
    errs.sort()
    turns.append((bash(f"git mv {core}/src/utils/dateFmt.ts {core}/src/utils/formatDate.ts && "
                       f"git mv {core}/test/dateFmt.test.ts {core}/test/formatDate.test.ts && "
                       f"(cd {core} && npx tsc --noEmit --pretty false)"), oh_bash("\n".join(errs), root, 2)))
    turns.append((bash("sed -i 's#utils/dateFmt\"#utils/formatDate\"#' $(grep -rl \"utils/dateFmt\" packages --include=*.ts)"),
                  oh_bash("", root)))
    turns.append((bash("grep -rn \"dateFmt\" packages --include=*.ts --include=*.json"), oh_bash(
        f"{core}/test/formatDate.test.ts:4:describe(\"dateFmt\", () => {{", root)))
    test_head = Src(f"{core}/test/formatDate.test.ts",
                    'import { describe, expect, it } from "vitest";\n'
                    'import { addBusinessDays, formatIsoDate, formatLongDate } from "../src/utils/formatDate";\n\n'
                    'describe("dateFmt", () => {\n'
                    '  it("formats ISO dates in UTC", () => {\n'
                    '    expect(formatIsoDate(new Date(Date.UTC(2024, 1, 29, 23, 30)))).toBe("2024-02-29");\n'
                    '  });', total=88)
    test_head.replace('describe("dateFmt", () => {', 'describe("formatDate", () => {')
    turns.append((editor("str_replace", f"{root}/{core}/test/formatDate.test.ts", old_str='describe("dateFmt", () => {',
                         new_str='describe("formatDate", () => {'),
                  edited(f"{root}/{core}/test/formatDate.test.ts", test_head.seg(1, 7))))
    turns.append((bash(f"(cd {core} && npx tsc --noEmit --pretty false) && echo TSC_OK"), oh_bash("TSC_OK", root)))
    files = [("formatDate", 11, 9), ("money", 8, 6), ("invoice/totals", 9, 12), ("invoice/render", 7, 31),
             ("reminders/schedule", 6, 8), ("parser", 10, 14), ("address", 5, 4), ("sku", 4, 3), ("currency", 3, 2)]
    lines = [f" ✓ test/{f}.test.ts  ({n} tests) {ms}ms" for f, n, ms in files]
    turns.append((bash("pnpm -F @parcelkit/core test"), oh_bash(
        f"\n> @parcelkit/core@0.7.2 test {root}/{core}\n> vitest run\n\n\n RUN  v1.6.0 {root}/{core}\n\n"
        + "\n".join(lines) +
        "\n\n Test Files  9 passed (9)\n      Tests  63 passed (63)\n   Start at  14:07:12\n"
        "   Duration  1.84s (transform 402ms, setup 0ms, collect 1.21s, tests 89ms, environment 2ms, prepare 1.37s)\n", root)))
    turns.append((bash("git add -A && git commit --amend --no-edit"), oh_bash(
        "[main 5e0c4b8] core: format invoice totals with Intl.NumberFormat\n"
        " Date: Tue Jun 11 13:52:08 2024 +0200\n"
        " 7 files changed, 41 insertions(+), 29 deletions(-)\n"
        f" rename {core}/src/utils/{{dateFmt.ts => formatDate.ts}} (100%)\n"
        f" rename {core}/test/{{dateFmt.test.ts => formatDate.test.ts}} (96%)", root)))
    turns.append((bash("git log --oneline -3 && git status -sb"), oh_bash(
        "5e0c4b8 (HEAD -> main) core: format invoice totals with Intl.NumberFormat\n"
        "77b02ce (origin/main, origin/HEAD) cli: --dry-run for `parcelkit remind`\n"
        "c6d41f0 core: business-day arithmetic for reminder schedules\n"
        "## main...origin/main [ahead 1]", root)))
    rs.add(task="swe", tid=tid, system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"pnpm workspace {root} (packages/core, packages/cli; TypeScript 5.4, vitest). Review comment on the unpushed HEAD commit: rename utils/dateFmt.ts to formatDate.ts (and its test) and amend the commit rather than adding a new one.")


TP_CARGO = '''[package]
name = "tidepool"
version = "0.8.3"
edition = "2021"
rust-version = "1.74"
description = "An async connection pool with per-key limits and health checks"
license = "MIT OR Apache-2.0"
repository = "https://github.com/tidepool-rs/tidepool"

[dependencies]
tokio = { version = "1.37", features = ["sync", "time", "rt"] }
parking_lot = "0.12"
tracing = "0.1"

[dev-dependencies]
tokio = { version = "1.37", features = ["macros", "rt-multi-thread", "test-util"] }'''

TP_CHANGELOG = '''# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [Unreleased]

### Changed
- `Pool::get` now returns `PoolError::Closed` instead of panicking after `close()` (#61).

### Added
- `Builder::max_idle_per_key` (#58).

## [0.8.3] - 2024-04-19

### Fixed
- Health checks no longer hold the shard lock while awaiting (#54).'''

TP_POOL = '''    /// Takes an idle connection for `key`, if any survives its health check.
    fn take_idle(&self, key: &K) -> Option<Conn<C>> {
        let mut shards = self.shards.lock();
        let shard = shards.get_mut(key)?;
        shard.last_used = Instant::now();

        if shard.idle.len() == 0 {
            return None;
        }
        let conn = shard.idle.pop_front()?;
        shard.checked_out += 1;
        Some(conn)
    }'''


def t_tidepool_release_bad(rs: RowSet, tid: str) -> None:
    # OpenHands, Rust (tidepool): release prep 0.8.3 -> 0.9.0; BAD: turn 10's cargo test compiles "tidepool v0.8.3" although turn 3 set version 0.9.0 (and turns 6-7 built/checked v0.9.0), no edit reverted it.
    root = "/workspace/tidepool"
    cargo = Src("Cargo.toml", TP_CARGO)
    old_cargo = cargo.text
    log = Src("CHANGELOG.md", TP_CHANGELOG, total=96)
    old_log = log.text
    pool = Src("src/pool.rs", TP_POOL, start=136, total=311)
    old_pool = pool.text
    turns: list[tuple[str, str]] = []
    turns.append((bash(f"cd {root} && cat Cargo.toml"), oh_bash(cargo.text, root)))
    turns.append((bash("git tag --sort=-v:refname | head -n 3 && git log --oneline v0.8.3..HEAD | wc -l"), oh_bash(
        "v0.8.3\nv0.8.2\nv0.8.1\n14", root)))
    cargo.replace('version = "0.8.3"', 'version = "0.9.0"')
    turns.append((editor("str_replace", f"{root}/Cargo.toml", old_str='version = "0.8.3"', new_str='version = "0.9.0"'),
                  edited(f"{root}/Cargo.toml", cargo.seg(1, 7))))
    turns.append((editor("view", f"{root}/CHANGELOG.md", view_range=[1, 17]), cat_n(f"{root}/CHANGELOG.md", log.seg(1, 17))))
    log.replace("## [Unreleased]\n", "## [Unreleased]\n\n## [0.9.0] - 2024-06-12\n")
    turns.append((editor("str_replace", f"{root}/CHANGELOG.md", old_str="## [Unreleased]\n", new_str="## [Unreleased]\n\n## [0.9.0] - 2024-06-12\n"),
                  edited(f"{root}/CHANGELOG.md", log.seg(2, 12), 2)))
    turns.append((bash("cargo build 2>&1 | tail -n 2"), oh_bash(
        f"   Compiling tidepool v0.9.0 ({root})\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.12s", root)))
    turns.append((bash("cargo clippy --all-targets 2>&1 | tail -n 14"), oh_bash(
        f"    Checking tidepool v0.9.0 ({root})\n"
        "warning: length comparison to zero\n"
        "   --> src/pool.rs:142:12\n"
        "    |\n"
        "142 |         if shard.idle.len() == 0 {\n"
        "    |            ^^^^^^^^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `shard.idle.is_empty()`\n"
        "    |\n"
        "    = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#len_zero\n"
        "    = note: `#[warn(clippy::len_zero)]` on by default\n\n"
        "warning: `tidepool` (lib) generated 1 warning (run `cargo clippy --fix --lib -p tidepool` to apply 1 suggestion)\n"
        "warning: `tidepool` (lib test) generated 1 warning (1 duplicate)\n"
        "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.87s", root)))
    turns.append((editor("view", f"{root}/src/pool.rs", view_range=[136, 148]), cat_n(f"{root}/src/pool.rs", pool.seg(136, 148), 136)))
    pool.replace("        if shard.idle.len() == 0 {", "        if shard.idle.is_empty() {")
    turns.append((editor("str_replace", f"{root}/src/pool.rs", old_str="        if shard.idle.len() == 0 {", new_str="        if shard.idle.is_empty() {"),
                  edited(f"{root}/src/pool.rs", pool.seg(138, 146), 138)))
    turns.append((bash("cargo test 2>&1 | grep -E '^(   Compiling|    Finished|     Running|   Doc-tests|test result)'"), oh_bash(
        "   Compiling tidepool v0.8.3 (/workspace/tidepool)\n"
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.48s\n"
        "     Running unittests src/lib.rs (target/debug/deps/tidepool-3f1c9e0a7b5d2c84)\n"
        "test result: ok. 27 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s\n"
        "     Running tests/health.rs (target/debug/deps/health-b07d4e19a2c6f358)\n"
        "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.02s\n"
        "     Running tests/keyed.rs (target/debug/deps/keyed-91e2c5a0d8f4b617)\n"
        "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.44s\n"
        "   Doc-tests tidepool\n"
        "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.97s", root)))
    lock = ('name = "tidepool"\nversion = "0.8.3"', 'name = "tidepool"\nversion = "0.9.0"')
    stat, _, _ = diffstat([("CHANGELOG.md", old_log, log.text), ("Cargo.lock", *lock), ("Cargo.toml", old_cargo, cargo.text),
                           ("src/pool.rs", old_pool, pool.text)])
    turns.append((bash("git diff --stat"), oh_bash(stat, root)))
    rs.add(task="swe", tid=tid, system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rust crate {root} (tidepool, MSRV 1.74). Task: prepare the 0.9.0 release: bump the crate version, date the changelog section, and leave clippy clean.",
           bad=True, turn=10, kind="crate version set to 0.9.0 compiles as v0.8.3 in a later cargo test")


TH_RANGE = '''import { DateTime } from "luxon";

export interface RangeOptions {
  tz?: string;
  now?: DateTime;
  weekStartsOn?: 1 | 7;
}

export interface DateRange {
  from: DateTime;
  to: DateTime;
}

export function parseRange(input: string, opts: RangeOptions = {}): DateRange {
  const tz = opts.tz ?? "local";
  const now = (opts.now ?? DateTime.now()).setZone(tz);
  const text = input.trim().toLowerCase();

  switch (text) {
    case "today":
      return { from: now.startOf("day"), to: now.endOf("day") };
    case "yesterday": {
      const d = now.minus({ days: 1 });
      return { from: d.startOf("day"), to: d.endOf("day") };
    }
    case "week":
      return weekOf(now, opts.weekStartsOn ?? 1);
    case "month":
      return { from: now.startOf("month"), to: now.endOf("month") };
  }

  const m = /^(\\d{4}-\\d{2}-\\d{2})\\.\\.(\\d{4}-\\d{2}-\\d{2})$/.exec(text);
  if (m) {
    const from = DateTime.fromISO(m[1], { zone: tz }).startOf("day");
    const to = DateTime.fromISO(m[2], { zone: tz }).endOf("day");
    if (to < from) throw new RangeError(`range ends before it starts: ${input}`);
    return { from, to };
  }
  throw new RangeError(`unrecognised range: ${input}`);
}

function weekOf(now: DateTime, weekStartsOn: 1 | 7): DateRange {
  const offset = (now.weekday - weekStartsOn + 7) % 7;
  const from = now.minus({ days: offset }).startOf("day");
  return { from, to: from.plus({ days: 6 }).endOf("day") };
}
'''

TH_TEST_TAIL = '''
  it("rejects reversed explicit ranges", () => {
    expect(() => at("2024-03-10..2024-03-01")).toThrow(RangeError);
  });

  it("rejects unknown words", () => {
    expect(() => at("fortnight")).toThrow(/unrecognised range/);
  });

  it("honours weekStartsOn = 7", () => {
    const r = parseRange("week", { tz: "Europe/Berlin", now: NOW, weekStartsOn: 7 });
    expect(r.from.toISODate()).toBe("2024-03-10");
  });
});
'''


def t_tallyho_range_bad(rs: RowSet, tid: str) -> None:
    # Gemini CLI, TypeScript (tallyho): add last-Nd ranges to parseRange; BAD: turn 9's search shows parseRange's second parameter as `options` although turns 2-3 showed `opts` and the only edit (turn 5) did not touch the signature.
    root = "/home/dev/tallyho"
    src = Src("src/range.ts", TH_RANGE)
    old_src = src.text
    test = Src("test/range.test.ts", TH_TEST_TAIL, start=44, total=58)
    old_test = test.text
    vit = ("\n RUN  v1.6.0 /home/dev/tallyho\n\n ✓ test/range.test.ts  ({n} tests) {ms}ms\n\n Test Files  1 passed (1)\n"
           "      Tests  {n} passed ({n})\n   Start at  {at}\n   Duration  {d} (transform 88ms, setup 0ms, collect 141ms, tests {ms}ms, environment 0ms, prepare 97ms)\n")
    turns: list[tuple[str, str]] = []
    turns.append((gcall("list_directory", path=f"{root}/src"), f"Directory listing for {root}/src:\n[DIR] commands\n[DIR] report\ncli.ts\nconfig.ts\nrange.ts\nstore.ts"))
    turns.append((gcall("search_file_content", pattern="parseRange"), (
        'Found 8 matches for pattern "parseRange" in path ".":\n---\n'
        "File: src/commands/export.ts\nL3: import { parseRange } from \"../range\";\n"
        "L31:     const { from, to } = parseRange(flags.period, { tz: flags.tz });\n---\n"
        "File: src/commands/report.ts\nL4: import { parseRange, type DateRange } from \"../range\";\n"
        "L23:   const range = parseRange(args.range ?? \"week\", { tz: cfg.timezone, weekStartsOn: cfg.weekStartsOn });\n---\n"
        f"File: src/range.ts\nL14: {src.seg(14, 14)}\n---\n"
        "File: test/range.test.ts\nL2: import { parseRange } from \"../src/range\";\n"
        "L9: const at = (input: string) => parseRange(input, { tz: \"Europe/Berlin\", now: NOW });\n"
        f"L54: {test.seg(54, 54)}\n---")))
    turns.append((gcall("read_file", absolute_path=f"{root}/src/range.ts"), src.text))
    turns.append((gshell("npx vitest run test/range.test.ts", "Run the range parser tests before changing anything"),
                  gem_run("npx vitest run test/range.test.ts", vit.format(n=11, ms=14, at="10:21:44", d="612ms"), pgid=61430)))
    old = "  const m = /^"
    new = ('  const rel = /^last-(\\d{1,3})d$/.exec(text);\n  if (rel) {\n    const days = Number(rel[1]);\n'
           '    return { from: now.minus({ days: days - 1 }).startOf("day"), to: now.endOf("day") };\n  }\n\n  const m = /^')
    src.replace(old, new)
    turns.append((gcall("replace", file_path=f"{root}/src/range.ts", old_string=old, new_string=new,
                        instruction="Accept relative ranges of the form last-Nd (N days ending today) before the explicit a..b form."),
                  f"Successfully modified file: {root}/src/range.ts (1 replacements)."))
    turns.append((gcall("read_file", absolute_path=f"{root}/test/range.test.ts", offset=43, limit=20),
                  f"[File content truncated: showing lines 44-58 of 58 total lines. Use offset/limit parameters to view more.]\n{test.seg(44, 58)}"))
    o2 = test.seg(53, 57)
    n2 = o2.replace("\n});", '''

  it("expands last-7d to the seven days ending today", () => {
    const r = at("last-7d");
    expect([r.from.toISODate(), r.to.toISODate()]).toEqual(["2024-03-07", "2024-03-13"]);
  });

  it("treats last-1d as today", () => {
    expect(at("last-1d").from.toISODate()).toBe("2024-03-13");
  });
});''')
    test.replace(o2, n2)
    turns.append((gcall("replace", file_path=f"{root}/test/range.test.ts", old_string=o2, new_string=n2,
                        instruction="Add tests for last-7d and last-1d at the end of the describe block."),
                  f"Successfully modified file: {root}/test/range.test.ts (1 replacements)."))
    turns.append((gshell("npx vitest run test/range.test.ts", "Re-run the range tests with the new cases"),
                  gem_run("npx vitest run test/range.test.ts", vit.format(n=13, ms=17, at="10:24:09", d="598ms"), pgid=61577)))
    turns.append((gcall("search_file_content", pattern="parseRange\\("), (
        'Found 5 matches for pattern "parseRange\\(" in path ".":\n---\n'
        "File: src/commands/export.ts\nL31:     const { from, to } = parseRange(flags.period, { tz: flags.tz });\n---\n"
        "File: src/commands/report.ts\n"
        "L23:   const range = parseRange(args.range ?? \"week\", { tz: cfg.timezone, weekStartsOn: cfg.weekStartsOn });\n---\n"
        "File: src/range.ts\nL14: export function parseRange(input: string, options: RangeOptions = {}): DateRange {\n---\n"
        "File: test/range.test.ts\n"
        "L9: const at = (input: string) => parseRange(input, { tz: \"Europe/Berlin\", now: NOW });\n"
        f"L54: {test.seg(54, 54)}\n---")))
    turns.append((gshell("npx tsc --noEmit && npx eslint src/range.ts test/range.test.ts", "Type-check and lint the touched files"),
                  gem_run("npx tsc --noEmit && npx eslint src/range.ts test/range.test.ts", "", pgid=61702)))
    stat, _, _ = diffstat([(src.path, old_src, src.text), (test.path, old_test, test.text)])
    turns.append((gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, pgid=61741)))
    rs.add(task="swe", tid=tid, system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: a TypeScript CLI for time-tracking reports (luxon, vitest). Feature request: `tallyho report --range last-14d` should cover the 14 days ending today.",
           bad=True, turn=9, kind="function signature's parameter name differs between reads with no edit to that line")


KS_HEALTH = '''from __future__ import annotations

import time

from sqlalchemy import text
from sqlalchemy.exc import OperationalError
from starlette.requests import Request
from starlette.responses import JSONResponse

STARTED = time.monotonic()


async def healthz(request: Request) -> JSONResponse:
    engine = request.app.state.engine
    with engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return JSONResponse({"status": "ok", "db": "up", "uptime_s": round(time.monotonic() - STARTED, 1)})
'''


def t_kestrel_health_bad(rs: RowSet, tid: str) -> None:
    # Gemini CLI, Python/Starlette (kestrel-api): /healthz must answer 503 when Postgres is down; BAD: turn 10's ps shows the listener as PID 48412 although the server restarted in turn 6 is PID 48390 (confirmed by the log in turn 8) and nothing restarted it since.
    root = "/home/mara/code/kestrel-api"
    src = Src("kestrel/health.py", KS_HEALTH)
    old_src = src.text
    run = f"{root}/.venv/bin/uvicorn kestrel.app:app --port 8077 > /tmp/kestrel.log 2>&1 &"
    turns: list[tuple[str, str]] = []
    turns.append((gcall("read_file", absolute_path=f"{root}/kestrel/health.py"), src.text))
    turns.append((gshell(run, "Start the API in the background with the database stopped"), gem_bg(run, "48213", 48211)))
    turns.append((gshell("curl -s -i localhost:8077/healthz", "Reproduce the failing health check"), gem_run(
        "curl -s -i localhost:8077/healthz",
        "HTTP/1.1 500 Internal Server Error\ndate: Wed, 12 Jun 2024 08:14:51 GMT\nserver: uvicorn\ncontent-length: 21\n"
        "content-type: text/plain; charset=utf-8\n\nInternal Server Error", pgid=48240)))
    turns.append((gshell("tail -n 16 /tmp/kestrel.log", "Look at the server log for the traceback"), gem_run(
        "tail -n 16 /tmp/kestrel.log",
        "INFO:     Started server process [48213]\nINFO:     Waiting for application startup.\n"
        "INFO:     Application startup complete.\nINFO:     Uvicorn running on http://127.0.0.1:8077 (Press CTRL+C to quit)\n"
        "INFO:     127.0.0.1:51374 - \"GET /healthz HTTP/1.1\" 500 Internal Server Error\n"
        "ERROR:    Exception in ASGI application\nTraceback (most recent call last):\n"
        f"  File \"{root}/kestrel/health.py\", line 15, in healthz\n"
        "    with engine.connect() as conn:\n"
        "         ^^^^^^^^^^^^^^^^\n"
        f"  File \"{root}/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py\", line 146, in __init__\n"
        "    self._dbapi_connection = engine.raw_connection()\n"
        "                             ^^^^^^^^^^^^^^^^^^^^^^^\n"
        "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at \"127.0.0.1\", port 5433 failed: Connection refused\n"
        "\tIs the server running on that host and accepting TCP/IP connections?\n"
        "(Background on this error at: https://sqlalche.me/e/20/e3q8)", pgid=48262)))
    old = src.seg(14, 17)
    new = '''    engine = request.app.state.engine
    uptime = round(time.monotonic() - STARTED, 1)
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except OperationalError:
        return JSONResponse({"status": "degraded", "db": "down", "uptime_s": uptime}, status_code=503)
    return JSONResponse({"status": "ok", "db": "up", "uptime_s": uptime})'''
    src.replace(old, new)
    turns.append((gcall("replace", file_path=f"{root}/kestrel/health.py", old_string=old, new_string=new,
                        instruction="Catch OperationalError from the probe query and answer 503 with a JSON body instead of crashing."),
                  f"Successfully modified file: {root}/kestrel/health.py (1 replacements)."))
    restart = f"kill 48213; sleep 1; {run}"
    turns.append((gshell(restart, "Restart the server so it picks up the change (no --reload)"), gem_bg(restart, "48390", 48388)))
    body = '{"status":"degraded","db":"down","uptime_s":2.4}'
    turns.append((gshell("curl -s -i localhost:8077/healthz", "Check the health endpoint again"), gem_run(
        "curl -s -i localhost:8077/healthz",
        f"HTTP/1.1 503 Service Unavailable\ndate: Wed, 12 Jun 2024 08:17:26 GMT\nserver: uvicorn\ncontent-length: {len(body)}\n"
        f"content-type: application/json\n\n{body}", pgid=48401)))
    turns.append((gshell("tail -n 5 /tmp/kestrel.log", "Confirm the new process served the request"), gem_run(
        "tail -n 5 /tmp/kestrel.log",
        "INFO:     Started server process [48390]\nINFO:     Waiting for application startup.\n"
        "INFO:     Application startup complete.\nINFO:     Uvicorn running on http://127.0.0.1:8077 (Press CTRL+C to quit)\n"
        "INFO:     127.0.0.1:51402 - \"GET /healthz HTTP/1.1\" 503 Service Unavailable", pgid=48420)))
    turns.append((gshell(".venv/bin/pytest tests/test_health.py -q", "Run the health endpoint tests"), gem_run(
        ".venv/bin/pytest tests/test_health.py -q", ".....                                                                    [100%]\n5 passed in 0.62s", pgid=48437)))
    ps = "ps -o pid,etime,args -p $(lsof -t -i :8077 -sTCP:LISTEN)"
    turns.append((gshell(ps, "See which process is listening on 8077 before stopping it"), gem_run(
        ps, "    PID     ELAPSED COMMAND\n"
        f"  48412       03:41 {root}/.venv/bin/python3 {root}/.venv/bin/uvicorn kestrel.app:app --port 8077", pgid=48465)))
    stat, _, _ = diffstat([(src.path, old_src, src.text)])
    turns.append((gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, pgid=48481)))
    rs.add(task="swe", tid=tid, system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Python 3.12, Starlette, SQLAlchemy 2, .venv present). The local Postgres on port 5433 has been stopped on purpose. Bug: GET /healthz answers a bare 500 when the database is down; it should answer 503 with a JSON body.",
           bad=True, turn=10, kind="server process id changed without a restart")


WH_UNITS = '''use std::fmt;

#[derive(Debug, PartialEq, Eq)]
pub enum UnitError {
    Empty,
    BadNumber(String),
    UnknownSuffix(String),
}

impl fmt::Display for UnitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnitError::Empty => write!(f, "empty size"),
            UnitError::BadNumber(s) => write!(f, "not a number: {s}"),
            UnitError::UnknownSuffix(s) => write!(f, "unknown size suffix: {s}"),
        }
    }
}

/// Parses sizes such as `512`, `64k`, `1.5MiB` or `2G` into bytes.
pub fn parse_size(s: &str) -> Result<u64, UnitError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(UnitError::Empty);
    }
    let split = s.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(s.len());
    let (num, suffix) = s.split_at(split);
    let mult: u64 = match suffix.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" | "kib" => 1 << 10,
        "m" | "mb" | "mib" => 1 << 20,
        "g" | "gb" | "gib" => 1 << 30,
        other => return Err(UnitError::UnknownSuffix(other.to_string())),
    };
    let n: u64 = num.parse().map_err(|_| UnitError::BadNumber(num.to_string()))?;
    Ok(n * mult)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_bytes() {
        assert_eq!(parse_size("512"), Ok(512));
    }

    #[test]
    fn kibibytes() {
        assert_eq!(parse_size("64k"), Ok(65_536));
    }

    #[test]
    fn parses_fractional_mib() {
        assert_eq!(parse_size("1.5MiB"), Ok(1_572_864));
    }

    #[test]
    fn rejects_unknown_suffix() {
        assert_eq!(parse_size("3 parsecs"), Err(UnitError::UnknownSuffix("parsecs".into())));
    }

    #[test]
    fn empty_is_error() {
        assert_eq!(parse_size("  "), Err(UnitError::Empty));
    }
}
'''


def t_wharf_units_clean(rs: RowSet, tid: str) -> None:
    # Gemini CLI, Rust (wharf-cli): accept fractional sizes in parse_size, add a test; glob re-sorted by mtime; clean.
    root = "/home/jo/src/wharf-cli"
    src = Src("src/units.rs", WH_UNITS)
    old_src = src.text
    files_before = ["main.rs", "progress.rs", "upload.rs", "config.rs", "units.rs", "manifest.rs"]
    files_after = ["units.rs", "main.rs", "progress.rs", "upload.rs", "config.rs", "manifest.rs"]

    def globbed(files: list[str]) -> str:
        return (f'Found {len(files)} file(s) matching "src/**/*.rs" within {root}, sorted by modification time (newest first):\n'
                + "\n".join(f"{root}/src/{f}" for f in files))

    turns: list[tuple[str, str]] = []
    turns.append((gcall("glob", pattern="src/**/*.rs"), globbed(files_before)))
    turns.append((gcall("search_file_content", pattern="fn parse_size"), (
        'Found 2 matches for pattern "fn parse_size" in path ".":\n---\n'
        "File: src/progress.rs\nL41: fn parse_size_hint(h: &str) -> Option<u64> {\n---\n"
        f"File: src/units.rs\nL{src.line_of('pub fn parse_size')}: {src.seg(21, 21)}\n---")))
    turns.append((gcall("read_file", absolute_path=f"{root}/src/units.rs"), src.text))
    names = ["empty_is_error", "kibibytes", "plain_bytes", "rejects_unknown_suffix"]
    line = src.line_of('parse_size("1.5MiB")')
    cmd = "cargo test units:: 2>&1 | tail -n 22"
    turns.append((gshell(cmd, "Run the unit-size tests"), gem_run(cmd, (
        "running 5 tests\n" + "\n".join(f"test units::tests::{n} ... ok" for n in names) +
        "\ntest units::tests::parses_fractional_mib ... FAILED\n\nfailures:\n\n"
        "---- units::tests::parses_fractional_mib stdout ----\n"
        f"thread 'units::tests::parses_fractional_mib' panicked at src/units.rs:{line}:9:\n"
        "assertion `left == right` failed\n  left: Err(BadNumber(\"1.5\"))\n right: Ok(1572864)\n"
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\n"
        "failures:\n    units::tests::parses_fractional_mib\n\n"
        "test result: FAILED. 4 passed; 1 failed; 0 ignored; 0 measured; 14 filtered out; finished in 0.00s\n\n"
        "error: test failed, to rerun pass `--bin wharf`"), pgid=90112)))
    old = '''    let n: u64 = num.parse().map_err(|_| UnitError::BadNumber(num.to_string()))?;
    Ok(n * mult)'''
    new = '''    let n: f64 = num.trim().parse().map_err(|_| UnitError::BadNumber(num.to_string()))?;
    if !n.is_finite() || n < 0.0 {
        return Err(UnitError::BadNumber(num.to_string()));
    }
    Ok((n * mult as f64).round() as u64)'''
    src.replace(old, new)
    turns.append((gcall("replace", file_path=f"{root}/src/units.rs", old_string=old, new_string=new,
                        instruction="Parse the numeric part as f64 so fractional sizes like 1.5MiB work, rejecting negatives and NaN."),
                  f"Successfully modified file: {root}/src/units.rs (1 replacements)."))
    old2 = '''    fn empty_is_error() {
        assert_eq!(parse_size("  "), Err(UnitError::Empty));
    }
}'''
    new2 = '''    fn empty_is_error() {
        assert_eq!(parse_size("  "), Err(UnitError::Empty));
    }

    #[test]
    fn fractional_gib_rounds() {
        assert_eq!(parse_size("0.25G"), Ok(268_435_456));
    }
}'''
    src.replace(old2, new2)
    turns.append((gcall("replace", file_path=f"{root}/src/units.rs", old_string=old2, new_string=new2,
                        instruction="Add a test for a fractional GiB value."),
                  f"Successfully modified file: {root}/src/units.rs (1 replacements)."))
    cmd2 = "cargo test units:: 2>&1 | tail -n 12"
    names2 = sorted(names + ["parses_fractional_mib", "fractional_gib_rounds"])
    turns.append((gshell(cmd2, "Re-run the unit-size tests"), gem_run(cmd2, (
        "running 6 tests\n" + "\n".join(f"test units::tests::{n} ... ok" for n in names2) +
        "\n\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 14 filtered out; finished in 0.00s"), pgid=90240)))
    turns.append((gcall("glob", pattern="src/**/*.rs"), globbed(files_after)))
    cmd3 = "cargo test 2>&1 | grep -E 'Running|test result'"
    turns.append((gshell(cmd3, "Run the whole test suite"), gem_run(cmd3, (
        "     Running unittests src/main.rs (target/debug/deps/wharf-5c0e81d2f7a94b36)\n"
        "test result: ok. 20 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n"
        "     Running tests/cli.rs (target/debug/deps/cli-e2a7f0c4b9d13865)\n"
        "test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"), pgid=90315)))
    stat, _, _ = diffstat([(src.path, old_src, src.text)])
    turns.append((gshell("git status --short && git diff --stat", "Check what changed"), gem_run(
        "git status --short && git diff --stat", " M src/units.rs\n" + stat, pgid=90377)))
    rs.add(task="swe", tid=tid, system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: `wharf`, a Rust CLI that uploads build artifacts. Bug report: `wharf push --chunk-size 1.5MiB` fails with 'not a number: 1.5'.")


CR_SCHED = '''    /**
     * Returns the first fire time strictly after {@code after}, in this schedule's zone.
     */
    public ZonedDateTime nextFireTime(ZonedDateTime after) {
        LocalDateTime t = after.withZoneSameInstant(zone).toLocalDateTime()
                .truncatedTo(ChronoUnit.MINUTES).plusMinutes(1);
        for (int guard = 0; guard < MAX_ITERATIONS; guard++) {
            if (!months.contains(t.getMonthValue())) {
                t = t.plusMonths(1).withDayOfMonth(1).withHour(0).withMinute(0);
                continue;
            }
            if (!matchesDay(t.toLocalDate())) {
                t = t.plusDays(1).withHour(0).withMinute(0);
                continue;
            }
            if (!hours.contains(t.getHour())) {
                t = t.plusHours(1).withMinute(0);
                continue;
            }
            if (!minutes.contains(t.getMinute())) {
                t = t.plusMinutes(1);
                continue;
            }
            return t.atZone(zone);
        }
        throw new IllegalStateException("no fire time within " + MAX_ITERATIONS + " steps for " + expression);
    }'''


def t_cronlet_dst_clean(rs: RowSet, tid: str) -> None:
    # Gemini CLI, Java/Gradle (cronlet): fire at the end of a DST gap; Gradle daemon stopped and a new one started; clean.
    root = "/home/ana/work/cronlet"
    path = "src/main/java/dev/cronlet/CronSchedule.java"
    src = Src(path, CR_SCHED, start=88, total=164)
    old_src = src.text
    tcmd = "./gradlew test --tests 'dev.cronlet.CronScheduleTest' --console=plain"
    turns: list[tuple[str, str]] = []
    turns.append((gcall("read_file", absolute_path=f"{root}/{path}", offset=87, limit=27),
                  f"[File content truncated: showing lines 88-114 of 164 total lines. Use offset/limit parameters to view more.]\n{src.seg(88, 114)}"))
    turns.append((gshell(tcmd, "Run the schedule tests to see the DST failure"), gem_run(tcmd, (
        "> Task :compileJava UP-TO-DATE\n> Task :processResources NO-SOURCE\n> Task :classes UP-TO-DATE\n"
        "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n\n"
        "> Task :test FAILED\n\nCronScheduleTest > springForwardFiresWhenGapEnds() FAILED\n"
        "    org.opentest4j.AssertionFailedError at CronScheduleTest.java:142\n\n23 tests completed, 1 failed\n\n"
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
        f"> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html\n\n"
        "* Try:\n> Run with --scan to get full insights.\n\nBUILD FAILED in 6s\n3 actionable tasks: 1 executed, 2 up-to-date"),
        code=1, pgid=30391)))
    old = "            return t.atZone(zone);"
    new = ('            java.time.zone.ZoneOffsetTransition gap = zone.getRules().getTransition(t);\n'
           '            if (gap != null && gap.isGap()) {\n'
           '                // The wall-clock time does not exist today: fire when the gap ends, as cron does.\n'
           '                return gap.getDateTimeAfter().atZone(zone);\n'
           '            }\n'
           '            return t.atZone(zone);')
    src.replace(old, new)
    turns.append((gcall("replace", file_path=f"{root}/{path}", old_string=old, new_string=new,
                        instruction="When the computed local time falls in a DST gap, return the instant the gap ends instead of shifting by the gap length."),
                  f"Successfully modified file: {root}/{path} (1 replacements)."))
    turns.append((gshell(tcmd, "Re-run the schedule tests"), gem_run(tcmd, (
        "> Task :compileJava\n> Task :processResources NO-SOURCE\n> Task :classes\n"
        "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n"
        "> Task :test\n\nBUILD SUCCESSFUL in 4s\n3 actionable tasks: 2 executed, 1 up-to-date"), pgid=30458)))
    turns.append((gshell("./gradlew --status", "Check the Gradle daemon"), gem_run("./gradlew --status", (
        "   PID STATUS   INFO\n 30117 IDLE     8.7\n\n"
        "Only Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status"),
        pgid=30502)))
    turns.append((gshell("./gradlew --stop", "Stop the daemon so the full run starts from a clean JVM"),
                  gem_run("./gradlew --stop", "Stopping Daemon(s)\n1 Daemon stopped", pgid=30519)))
    full = "./gradlew test --console=plain"
    turns.append((gshell(full, "Run the whole test suite"), gem_run(full, (
        "Starting a Gradle Daemon, 1 stopped Daemon could not be reused, use --status for details\n"
        "> Task :compileJava UP-TO-DATE\n> Task :processResources NO-SOURCE\n> Task :classes UP-TO-DATE\n"
        "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n"
        "> Task :test\n\nBUILD SUCCESSFUL in 21s\n3 actionable tasks: 1 executed, 2 up-to-date"), pgid=30533)))
    turns.append((gshell("./gradlew --status", "Check the daemons after the restart"), gem_run("./gradlew --status", (
        "   PID STATUS   INFO\n 30544 IDLE     8.7\n 30117 STOPPED  (stop command received)\n\n"
        "Only Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.7/userguide/gradle_daemon.html#sec:status"),
        pgid=30611)))
    cnt = ("grep -h '<testsuite ' build/test-results/test/*.xml | sed -E 's/.*name=\"([^\"]+)\" tests=\"([0-9]+)\" "
           "skipped=\"([0-9]+)\" failures=\"([0-9]+)\".*/\\1 \\2 \\3 \\4/'")
    turns.append((gshell(cnt, "Summarise the JUnit XML results per class (name, tests, skipped, failures)"), gem_run(cnt, (
        "dev.cronlet.CronFieldTest 19 0 0\ndev.cronlet.CronParserTest 31 2 0\n"
        "dev.cronlet.CronScheduleTest 23 0 0\ndev.cronlet.MacroTest 6 0 0"), pgid=30640)))
    stat, _, _ = diffstat([(path, old_src, src.text)])
    turns.append((gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, pgid=30662)))
    rs.add(task="swe", tid=tid, system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: cronlet, a Java 21 cron-expression library built with Gradle 8.7. Issue #33: '30 2 * * *' in America/New_York fires at 03:30 on the spring-forward day; it should fire at 03:00 when the gap ends.")


TK_SNIFF = '''
DEFAULT_CANDIDATES = (",", ";", "\\t", "|")


def sniff_delimiter(sample: str, candidates: Iterable[str] = DEFAULT_CANDIDATES, default: str = ",") -> str:
    """Guess the delimiter of a CSV sample.

    Every candidate is scored by how consistently it splits the first lines of the sample;
    the candidate with the most consistent, non-zero field count wins.
    """
    lines = [ln for ln in sample.splitlines()[:SNIFF_LINES] if ln.strip()]
    counts: dict[str, int] = {}
    for cand in candidates:
        per_line = {_count_outside_quotes(ln, cand) for ln in lines}
        if len(per_line) == 1:
            (n,) = per_line
            if n > 0:
                counts[cand] = n
    best = max(counts, key=counts.get)
    log.debug("sniffed %r from %d lines (scores=%s)", best, len(lines), counts)
    return best


def _count_outside_quotes(line: str, delim: str) -> int:
    n, quoted = 0, False
    for ch in line:
        if ch == '"':
            quoted = not quoted
        elif ch == delim and not quoted:
            n += 1
    return n


def sniff_header(sample: str, delimiter: str) -> bool:
    """True when the first row looks like column names rather than data."""
    rows = [r.split(delimiter) for r in sample.splitlines()[:SNIFF_LINES] if r.strip()]
    if len(rows) < 2:
        return False
    first, rest = rows[0], rows[1:]
    numeric_below = sum(all(_is_number(c) for c in r) for r in rest)
    return numeric_below >= len(rest) // 2 and not any(_is_number(c) for c in first)


def _is_number(cell: str) -> bool:
    try:'''

TK_REPRO = '''from tabkit.sniffer import sniff_delimiter

print(repr(sniff_delimiter("name\\nalice\\nbob\\n")))
print(repr(sniff_delimiter("")))
print(repr(sniff_delimiter("a;b;c\\n1;2;3\\n")))'''


def t_tabkit_sniff_bad(rs: RowSet, tid: str) -> None:
    # SWE-agent, Python (tabkit): fix sniff_delimiter on single-column/empty input; BAD: turn 9's goto window shows line 54 without the `if counts else default` edit made in turn 6 (and seen by search_file in turn 8).
    root = "/tabkit"
    src = Src("src/tabkit/sniffer.py", TK_SNIFF, start=36, total=118)
    pristine = src.copy()
    repro = Src("reproduce.py", TK_REPRO)
    rp = f"{root}/reproduce.py"
    turns: list[tuple[str, str]] = []
    turns.append((sw("find_file sniffer.py"), f'Found 1 matches for "sniffer.py" in {root}:\n{root}/src/tabkit/sniffer.py\n' + sw_foot(None, root)))
    turns.append((sw("create reproduce.py"), f"[File: {rp} (1 lines total)]\n1:\n" + sw_foot(rp, root)))
    turns.append((sw("edit 1:1\n" + repro.text + "\nend_of_edit"),
                  f"[File: {rp} (5 lines total)]\n" + "\n".join(f"{i}:{t}" for i, t in repro.rng(1, 5)) + f"\n{SW_EDITED}\n" + sw_foot(rp, root)))
    turns.append((sw("python reproduce.py"), (
        "Traceback (most recent call last):\n"
        f"  File \"{rp}\", line 3, in <module>\n"
        f"    {repro.seg(3, 3)}\n"
        f"{' ' * 15}{'^' * (len(repro.seg(3, 3)) - 13)}\n"
        f"  File \"{root}/src/tabkit/sniffer.py\", line 54, in sniff_delimiter\n"
        "    best = max(counts, key=counts.get)\n"
        f"{' ' * 11}{'^' * 27}\n"
        "ValueError: max() arg is an empty sequence\n" + sw_foot(rp, root))))
    turns.append((sw("open src/tabkit/sniffer.py 54"), sw_win(src, root, line=54)))
    src.replace("    best = max(counts, key=counts.get)", "    best = max(counts, key=counts.get) if counts else default")
    turns.append((sw("edit 54:54\n    best = max(counts, key=counts.get) if counts else default\nend_of_edit"),
                  sw_win(src, root, first=39, note=SW_EDITED)))
    turns.append((sw("python reproduce.py"), "','\n','\n';'\n" + sw_foot(f"{root}/{src.path}", root)))
    hits = [(i, t) for i, t in src.rng(36, 80) if "counts" in t]
    turns.append((sw("search_file counts"), (
        f'Found {len(hits)} matches for "counts" in {root}/{src.path}:\n' + "\n".join(f"Line {i}:{t}" for i, t in hits)
        + f'\nEnd of matches for "counts" in {root}/{src.path}\n' + sw_foot(f"{root}/{src.path}", root))))
    stale = src.copy()
    stale.replace("    best = max(counts, key=counts.get) if counts else default", "    best = max(counts, key=counts.get)")
    turns.append((sw("goto 52"), sw_win(stale, root, line=52)))
    turns.append((sw("pytest tests/test_sniffer.py -q"), (
        "..............                                                           [100%]\n14 passed in 0.07s\n"
        + sw_foot(f"{root}/{src.path}", root))))
    turns.append((sw("rm reproduce.py"), sw_foot(f"{root}/{src.path}", root)))
    turns.append((sw("submit"), udiff(src.path, pristine.text, src.text, start=36) + "\n"))
    rs.add(task="swe", tid=tid, system=SWE_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (tabkit, a CSV dialect sniffing library). Issue #131: sniff_delimiter raises ValueError on a single-column file or an empty sample instead of returning the default delimiter.",
           bad=True, turn=9, kind="an edit made earlier is missing when the same lines are viewed again")


HM_RETRY = '''

@dataclass(frozen=True)
class Backoff:
    """Exponential backoff with optional full jitter."""

    base: float = 0.5
    factor: float = 2.0
    max_delay: float = 30.0
    jitter: bool = True

    def delay(self, attempt: int, rng: random.Random | None = None) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based)."""
        raw = self.base * self.factor ** (attempt - 1)
        if self.jitter:
            raw = (rng or random).uniform(0, raw)
        return min(raw, self.max_delay) if not self.jitter else raw


def retry(fn: Callable[[], T], *, attempts: int = 5, backoff: Backoff = Backoff(),
          retry_on: tuple[type[BaseException], ...] = (ConnectionError, TimeoutError),
          sleep: Callable[[float], None] = time.sleep) -> T:
    for attempt in range(1, attempts + 1):
        try:
            return fn()
        except retry_on as exc:
            if attempt == attempts:
                raise
            wait = backoff.delay(attempt)
            log.warning("attempt=%d failed (%s); sleeping %.2fs", attempt, exc, wait)
            sleep(wait)
    raise AssertionError("unreachable")'''

HM_REPRO = '''import logging
import random

from harbormaster.retry import Backoff, retry

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
random.seed(7)
calls = 0


def flaky():
    global calls
    calls += 1
    if calls < 7:
        raise ConnectionError(f"refused #{calls}")
    return "ok"


print(retry(flaky, attempts=8, backoff=Backoff(base=0.5, max_delay=3.0), sleep=lambda s: None))'''


def t_harbormaster_backoff_bad(rs: RowSet, tid: str) -> None:
    # SWE-agent, Python (harbormaster): cap jittered backoff at max_delay; BAD: turn 8's log timestamps (09:39:44) are earlier than the first run's in turn 5 (09:41:07) although the runs happened in that order.
    root = "/harbormaster"
    src = Src("src/harbormaster/retry.py", HM_RETRY, start=28, total=104)
    pristine = src.copy()
    repro = Src("reproduce_backoff.py", HM_REPRO)
    rp = f"{root}/reproduce_backoff.py"
    of = f"{root}/{src.path}"

    def logs(stamp: str, ms: int, waits: list[float]) -> str:
        return "\n".join(f"2024-05-14 {stamp},{ms + i // 3:03d} WARNING harbormaster.retry attempt={i + 1} failed (refused #{i + 1}); sleeping {w:.2f}s"
                         for i, w in enumerate(waits)) + "\nok\n"

    turns: list[tuple[str, str]] = []
    turns.append((sw("search_dir max_delay"), (
        f'Found 6 matches for "max_delay" in {root}:\n{root}/docs/retries.md (1 matches)\n'
        f"{root}/src/harbormaster/retry.py (2 matches)\n{root}/tests/test_retry.py (3 matches)\n"
        f'End of matches for "max_delay" in {root}\n' + sw_foot(None, root))))
    turns.append((sw(f"open {src.path} 44"), sw_win(src, root, line=44)))
    turns.append((sw("create reproduce_backoff.py"), f"[File: {rp} (1 lines total)]\n1:\n" + sw_foot(rp, root)))
    turns.append((sw("edit 1:1\n" + repro.text + "\nend_of_edit"),
                  f"[File: {rp} ({repro.total} lines total)]\n" + "\n".join(f"{i}:{t}" for i, t in repro.rng(1, repro.total))
                  + f"\n{SW_EDITED}\n" + sw_foot(rp, root)))
    turns.append((sw("python reproduce_backoff.py"), logs("09:41:07", 112, [0.16, 0.15, 1.3, 0.29, 4.29, 5.85]) + sw_foot(rp, root)))
    old = src.seg(41, 44)
    new = '''        raw = min(self.base * self.factor ** (attempt - 1), self.max_delay)
        if self.jitter:
            raw = (rng or random).uniform(0, raw)
        return raw'''
    src.replace(old, new)
    turns.append((sw("edit 41:44\n" + new + "\nend_of_edit"), sw_win(src, root, first=29, note=SW_EDITED)))
    hits = [(i, t) for i, t in src.rng(28, 59) if "max_delay" in t]
    turns.append((sw(f"search_file max_delay {src.path}"), (
        f'Found {len(hits)} matches for "max_delay" in {of}:\n' + "\n".join(f"Line {i}:{t}" for i, t in hits)
        + f'\nEnd of matches for "max_delay" in {of}\n' + sw_foot(of, root))))
    turns.append((sw("python reproduce_backoff.py"), logs("09:39:44", 530, [0.16, 0.15, 1.3, 0.22, 1.61, 1.1]) + sw_foot(of, root)))
    turns.append((sw("pytest tests/test_retry.py -q"), (
        "...........                                                              [100%]\n11 passed in 0.05s\n" + sw_foot(of, root))))
    turns.append((sw("rm reproduce_backoff.py"), sw_foot(of, root)))
    turns.append((sw("submit"), udiff(src.path, pristine.text, src.text, start=28) + "\n"))
    rs.add(task="swe", tid=tid, system=SWE_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (harbormaster, a job-runner library). Issue #64: with jitter enabled (the default) Backoff.delay ignores max_delay, so late retries can sleep far longer than configured.",
           bad=True, turn=8, kind="log timestamps of a later run are earlier than those of the previous run")


SG_FMT = '''    def _emit_select(self, node: Select, depth: int) -> list[str]:
        pad = " " * (self._indent_width * depth)
        out = [pad + self._kw("SELECT") + (" DISTINCT" if node.distinct else "")]
        cols = [self._expr(c) for c in node.columns]
        out += self._wrap_list(cols, depth + 1)
        if node.from_:
            out.append(pad + self._kw("FROM") + " " + self._source(node.from_, depth))
        for join in node.joins:
            out.extend(self._emit_join(join, depth))
        if node.where is not None:
            out.append(pad + self._kw("WHERE") + " " + self._predicate(node.where, depth + 1))
        if node.group_by:
            out.append(pad + self._kw("GROUP BY") + " " + ", ".join(self._expr(g) for g in node.group_by))
        if node.having is not None:
            out.append(pad + self._kw("HAVING") + " " + self._predicate(node.having, depth + 1))
        if node.order_by:
            out.append(pad + self._kw("ORDER BY") + " " + ", ".join(self._order(o) for o in node.order_by))
        if node.limit is not None:
            out.append(pad + self._kw("LIMIT") + f" {node.limit}")
        return out

    def _emit_join(self, join: Join, depth: int) -> list[str]:
        pad = " " * (self._indent_width * depth)
        head = pad + self._kw(join.kind + " JOIN") + " " + self._source(join.source, depth)
        if join.using:
            return [head + " " + self._kw("USING") + " (" + ", ".join(join.using) + ")"]
        return [head, pad + " " * self._indent_width + self._kw("ON") + " " + self._predicate(join.on, depth + 1)]

    def _source(self, src: Source, depth: int) -> str:
        if isinstance(src, Subquery):
            inner = self._emit_select(src.query, depth + 1)
            return "(\\n" + "\\n".join(inner) + "\\n" + " " * (self._indent_width * depth) + ")" + self._alias(src.alias)
        return src.name + self._alias(src.alias)

    def _wrap_list(self, items: list[str], depth: int) -> list[str]:
        pad = " " * (self._indent_width * depth)
        if sum(len(i) + 2 for i in items) + len(pad) <= self.max_width:
            return [pad + ", ".join(items)]
        lines = [pad + item + "," for item in items]
        lines[-1] = lines[-1][:-1]
        return lines

    def _predicate(self, expr: Expr, depth: int) -> str:
        if isinstance(expr, BoolOp) and len(expr.operands) > 1 and self.split_predicates:
            pad = " " * (self._indent_width * depth)
            parts = [self._expr(o) for o in expr.operands]
            return parts[0] + "".join("\\n" + pad + self._kw(expr.op) + " " + p for p in parts[1:])
        return self._expr(expr)

    def _order(self, o: OrderItem) -> str:
        s = self._expr(o.expr)
        if o.descending:
            s += " " + self._kw("DESC")
        if o.nulls:
            s += " " + self._kw("NULLS " + o.nulls)
        return s

    def _alias(self, alias: str | None) -> str:
        return f" {self._kw('AS')} {alias}" if alias else ""
'''

SG_REPRO = '''from sqlglide import format_sql

sql = "select o.id, c.name from orders o left join customers c on c.id = o.customer_id and c.region = 'EU' where o.total > 100"
print(format_sql(sql, indent_width=2))'''


def t_sqlglide_join_clean(rs: RowSet, tid: str) -> None:
    # SWE-agent, Python (sqlglide): indent AND/OR continuation lines under a JOIN's ON one level deeper; line numbers shift after a 1->3 line edit; clean.
    root = "/sqlglide"
    src = Src("src/sqlglide/formatter.py", SG_FMT, start=105, total=240)
    pristine = src.copy()
    repro = Src("reproduce.py", SG_REPRO)
    rp = f"{root}/reproduce.py"
    of = f"{root}/{src.path}"
    turns: list[tuple[str, str]] = []
    turns.append((sw("search_dir _indent_width"), (
        f'Found 9 matches for "_indent_width" in {root}:\n{root}/src/sqlglide/formatter.py (8 matches)\n'
        f'{root}/tests/test_options.py (1 matches)\nEnd of matches for "_indent_width" in {root}\n' + sw_foot(None, root))))
    turns.append((sw(f"open {src.path} 120"), sw_win(src, root, line=120)))
    turns.append((sw("scroll_down"), sw_win(src, root, first=133)))
    turns.append((sw("create reproduce.py"), f"[File: {rp} (1 lines total)]\n1:\n" + sw_foot(rp, root)))
    turns.append((sw("edit 1:1\n" + repro.text + "\nend_of_edit"),
                  f"[File: {rp} (4 lines total)]\n" + "\n".join(f"{i}:{t}" for i, t in repro.rng(1, 4)) + f"\n{SW_EDITED}\n" + sw_foot(rp, root)))
    before = ("SELECT o.id, c.name\nFROM orders AS o\nLEFT JOIN customers AS c\n  ON c.id = o.customer_id\n"
              "  AND c.region = 'EU'\nWHERE o.total > 100\n")
    turns.append((sw("python reproduce.py"), before + sw_foot(rp, root)))
    new = '''        on_pad = pad + " " * self._indent_width
        # AND/OR continuation lines sit one level deeper than the ON keyword itself.
        return [head, on_pad + self._kw("ON") + " " + self._predicate(join.on, depth + 2)]'''
    src.replace(src.seg(131, 131), new)
    turns.append((sw("edit 131:131\n" + new + "\nend_of_edit"), sw_win(src, root, line=131, note=SW_EDITED)))
    turns.append((sw("python reproduce.py"), before.replace("  AND", "    AND") + sw_foot(of, root)))
    hits = [(i, t) for i, t in src.rng(105, src.total if src.total < 167 else 166) if "_predicate(" in t]
    turns.append((sw(f"search_file _predicate( {src.path}"), (
        f'Found {len(hits)} matches for "_predicate(" in {of}:\n' + "\n".join(f"Line {i}:{t}" for i, t in hits)
        + f'\nEnd of matches for "_predicate(" in {of}\n' + sw_foot(of, root))))
    turns.append((sw("rm reproduce.py"), sw_foot(of, root)))
    turns.append((sw("pytest tests/test_formatter.py -q"), (
        "...........................                                              [100%]\n27 passed in 0.12s\n" + sw_foot(of, root))))
    turns.append((sw("submit"), udiff(src.path, pristine.text, src.text, start=105) + "\n"))
    rs.add(task="swe", tid=tid, system=SWE_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (sqlglide, a SQL pretty-printer). Issue #208: in `LEFT JOIN ... ON a AND b`, the AND line is printed at the same indentation as ON instead of one level deeper.")


ZF_TTL = '''package lex

import (
	"fmt"
	"strconv"
)

// unitSeconds maps BIND-style TTL unit letters to seconds.
var unitSeconds = map[byte]uint32{
	's': 1,
	'm': 60,
	'h': 3600,
	'd': 86400,
	'w': 604800,
}

// ParseTTL accepts plain seconds ("3600") or BIND unit notation ("1h30m", "2w").
func ParseTTL(s string) (uint32, error) {
	if s == "" {
		return 0, fmt.Errorf("empty TTL")
	}
	if n, err := strconv.ParseUint(s, 10, 32); err == nil {
		return uint32(n), nil
	}
	var total uint32
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			continue
		}
		mult, ok := unitSeconds[lower(c)]
		if !ok || i == start {
			return 0, fmt.Errorf("bad TTL %q: unexpected %q at offset %d", s, c, i)
		}
		n, err := strconv.ParseUint(s[start:i], 10, 32)
		if err != nil {
			return 0, fmt.Errorf("bad TTL %q: %w", s, err)
		}
		total = uint32(n) * mult
		start = i + 1
	}
	if start != len(s) {
		return 0, fmt.Errorf("bad TTL %q: trailing digits without a unit", s)
	}
	return total, nil
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}'''


def t_zonefile_ttl_clean(rs: RowSet, tid: str) -> None:
    # SWE-agent, Go (zonefile): sum every unit of a BIND TTL like 1h30m; two files named ttl.go; edits shift line numbers; clean.
    root = "/zonefile"
    mod = "github.com/nsfold/zonefile"
    src = Src("internal/lex/ttl.go", ZF_TTL)
    pristine = src.copy()
    of = f"{root}/{src.path}"
    subs = ["plain", "1h30m", "2w", "1w2d", "uppercase_1D", "empty", "bad_unit", "trailing_digits"]
    turns: list[tuple[str, str]] = []
    turns.append((sw("find_file ttl.go"), (
        f'Found 2 matches for "ttl.go" in {root}:\n{root}/cmd/zonelint/ttl.go\n{root}/internal/lex/ttl.go\n' + sw_foot(None, root))))
    turns.append((sw(f"open {src.path}"), sw_win(src, root, first=1)))
    turns.append((sw("go test ./internal/lex/ -run TestParseTTL"), (
        "--- FAIL: TestParseTTL (0.00s)\n"
        "    --- FAIL: TestParseTTL/1h30m (0.00s)\n        ttl_test.go:31: ParseTTL(\"1h30m\") = 1800, want 5400\n"
        "    --- FAIL: TestParseTTL/1w2d (0.00s)\n        ttl_test.go:31: ParseTTL(\"1w2d\") = 172800, want 777600\n"
        f"FAIL\nFAIL\t{mod}/internal/lex\t0.004s\nFAIL\n" + sw_foot(of, root))))
    turns.append((sw("scroll_down"), sw_win(src, root, first=29)))
    ln = src.line_of("total = uint32(n) * mult")
    new = '''		add := uint64(n) * uint64(mult)
		if uint64(total)+add > math.MaxUint32 {
			return 0, fmt.Errorf("bad TTL %q: overflows 32 bits", s)
		}
		total += uint32(add)'''
    src.replace("\t\ttotal = uint32(n) * mult", new)
    turns.append((sw(f"edit {ln}:{ln}\n{new}\nend_of_edit"), sw_win(src, root, first=29, note=SW_EDITED)))
    imp = '''import (
	"fmt"
	"math"
	"strconv"
)'''
    src.replace(src.seg(3, 6), imp)
    turns.append((sw(f"edit 3:6\n{imp}\nend_of_edit"), sw_win(src, root, first=1, note=SW_EDITED)))
    v = ["=== RUN   TestParseTTL"] + [f"=== RUN   TestParseTTL/{s}" for s in subs] + ["--- PASS: TestParseTTL (0.00s)"]
    v += [f"    --- PASS: TestParseTTL/{s} (0.00s)" for s in subs] + ["PASS", f"ok  \t{mod}/internal/lex\t0.005s"]
    turns.append((sw("go test ./internal/lex/ -run TestParseTTL -v"), "\n".join(v) + "\n" + sw_foot(of, root)))
    turns.append((sw("goto 40"), sw_win(src, root, line=40)))
    turns.append((sw("go test ./..."), (
        f"?   \t{mod}/cmd/zonelint\t[no test files]\nok  \t{mod}\t0.011s\nok  \t{mod}/internal/lex\t0.006s\n"
        f"ok  \t{mod}/internal/rr\t0.009s\n" + sw_foot(of, root))))
    turns.append((sw("gofmt -l . ; go vet ./..."), sw_foot(of, root)))
    turns.append((sw("submit"), udiff(src.path, pristine.text, src.text) + "\n"))
    rs.add(task="swe", tid=tid, system=SWE_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Go module {mod}, a DNS zone-file parser). Issue #19: `$TTL 1h30m` is read as 1800 seconds; only the last unit of a compound TTL is kept.")


LN_THROTTLE = '''# frozen_string_literal: true

module Lantern
  # Rack middleware that enforces a fixed-window request budget per client key.
  class Throttle
    HEADER_LIMIT = "X-RateLimit-Limit"
    HEADER_REMAINING = "X-RateLimit-Remaining"
    HEADER_RESET = "X-RateLimit-Reset"

    DEFAULT_WINDOW = 60
    DEFAULT_LIMIT = 120

    def initialize(app, store:, limit: DEFAULT_LIMIT, key: ->(env) { env["REMOTE_ADDR"] })
      @app = app
      @store = store
      @limit = limit
      @window = DEFAULT_WINDOW
      @key = key
    end

    def call(env)
      bucket = "lantern:#{@key.call(env)}:#{window_start}"
      count = @store.increment(bucket, expires_in: @window)
      headers = rate_headers(count)
      return [429, headers.merge("Content-Type" => "text/plain", "Retry-After" => retry_after.to_s), ["Too Many Requests\\n"]] if count > @limit

      status, app_headers, body = @app.call(env)
      [status, app_headers.merge(headers), body]
    end

    private

    def window_start
      now = Time.now.to_i
      now - (now % @window)
    end

    def retry_after
      window_start + @window - Time.now.to_i
    end

    def rate_headers(count)
      {
        HEADER_LIMIT => @limit.to_s,
        HEADER_REMAINING => [@limit - count, 0].max.to_s,
        HEADER_RESET => (window_start + @window).to_s
      }
    end
  end
end'''

LN_SPEC_TAIL = '''  describe "window" do
    it "resets the count at the next window boundary" do
      Timecop.freeze(Time.at(1_700_000_000)) do
        121.times { request }
        expect(last_response.status).to eq(429)
      end
      Timecop.freeze(Time.at(1_700_000_060)) do
        request
        expect(last_response.status).to eq(200)
      end
    end
  end
end'''


def rspec_out(n: int, seed: int, secs: str, load: str, failures: int = 0) -> str:
    dots = "." * n
    return (f"\nRandomized with seed {seed}\n{dots}\n\nFinished in {secs} seconds (files took {load} seconds to load)\n"
            f"{n} examples, {failures} failures\n\nRandomized with seed {seed}\n")


def t_lantern_window_bad(rs: RowSet, tid: str) -> None:
    # Claude Code, Ruby (lantern Rack middleware): make the throttle window configurable; BAD: turn 8's Read shows line 11 as DEFAULT_LIMIT = 100 although turns 2-3 showed 120 and the turn-5 edit only touched the initializer.
    root = "/Users/kenji/src/lantern"
    src = Src(f"{root}/lib/lantern/throttle.rb", LN_THROTTLE)
    old_src = src.text
    spec = Src(f"{root}/spec/lantern/throttle_spec.rb", LN_SPEC_TAIL, start=60)
    old_spec = spec.text
    turns: list[tuple[str, str]] = []
    turns.append((call("Glob", pattern="lib/**/*.rb"), "\n".join(f"{root}/lib/{p}" for p in [
        "lantern/throttle.rb", "lantern.rb", "lantern/stores/redis.rb", "lantern/stores/memory.rb", "lantern/version.rb"])))
    turns.append((call("Read", file_path=src.path), cc_read(src)))
    turns.append((call("Grep", pattern="DEFAULT_(LIMIT|WINDOW)", output_mode="content", **{"-n": True}), "\n".join([
        f"lib/lantern/throttle.rb:10:{src.seg(10, 10)}", f"lib/lantern/throttle.rb:11:{src.seg(11, 11)}",
        f"lib/lantern/throttle.rb:13:{src.seg(13, 13)}", f"lib/lantern/throttle.rb:17:{src.seg(17, 17)}",
        'spec/lantern/throttle_spec.rb:42:      expect(last_response.headers["X-RateLimit-Limit"]).to eq(Lantern::Throttle::DEFAULT_LIMIT.to_s)'])))
    turns.append((call("Bash", command="bundle exec rspec spec/lantern/throttle_spec.rb", description="Run the throttle specs"),
                  rspec_out(14, 20417, "0.04213", "0.21876")))
    old = src.seg(13, 17)
    new = '''    def initialize(app, store:, limit: DEFAULT_LIMIT, window: DEFAULT_WINDOW, key: ->(env) { env["REMOTE_ADDR"] })
      raise ArgumentError, "window must be a positive number of seconds" unless window.is_a?(Integer) && window.positive?

      @app = app
      @store = store
      @limit = limit
      @window = window'''
    src.replace(old, new)
    turns.append((call("Edit", file_path=src.path, old_string=old, new_string=new), cc_edited(src, 8, 24)))
    turns.append((call("Read", file_path=spec.path, offset=60, limit=25), cc_read(spec, 60)))
    o2 = '''        expect(last_response.status).to eq(200)
      end
    end
  end
end'''
    n2 = '''        expect(last_response.status).to eq(200)
      end
    end

    it "honours a custom window length" do
      throttled = described_class.new(inner, store: store, limit: 2, window: 10)
      Timecop.freeze(Time.at(1_700_000_000)) { 2.times { throttled.call(env_for("/")) } }
      status, headers, = Timecop.freeze(Time.at(1_700_000_000)) { throttled.call(env_for("/")) }
      expect(status).to eq(429)
      expect(headers["X-RateLimit-Reset"]).to eq("1700000010")
    end

    it "rejects a non-positive window" do
      expect { described_class.new(inner, store: store, window: 0) }.to raise_error(ArgumentError, /positive/)
    end
  end
end'''
    spec.replace(o2, n2)
    turns.append((call("Edit", file_path=spec.path, old_string=o2, new_string=n2), cc_edited(spec, 64, 85)))
    drift = src.copy()
    drift.replace("    DEFAULT_LIMIT = 120", "    DEFAULT_LIMIT = 100")
    turns.append((call("Read", file_path=src.path, offset=1, limit=20), cc_read(drift, 1, 20)))
    turns.append((call("Bash", command="bundle exec rspec spec/lantern/throttle_spec.rb", description="Run the throttle specs again"),
                  rspec_out(16, 48831, "0.05077", "0.22410")))
    stat, _, _ = diffstat([("lib/lantern/throttle.rb", old_src, src.text), ("spec/lantern/throttle_spec.rb", old_spec, spec.text)])
    turns.append((call("Bash", command="git diff --stat", description="Show the size of the change"), stat))
    rs.add(task="swe", tid=tid, system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Ruby gem {root} (lantern, a Rack rate-limiting middleware; RSpec, Timecop). Task: let callers pass `window:` (seconds) to Lantern::Throttle instead of the hard-coded 60-second window.",
           bad=True, turn=8, kind="a constant's value differs between two reads of the same file with no edit to that line")


RQ_CONSUMER = '''export class Consumer<T> {
  private inflight = new Map<string, Inflight<T>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queue: QueueClient<T>,
    private readonly handler: Handler<T>,
    private readonly opts: ConsumerOptions = {},
  ) {}

  async poll(): Promise<number> {
    const batch = await this.queue.receive(this.opts.batchSize ?? 10);
    for (const msg of batch) {
      const deadline = Date.now() + (this.opts.ackTimeoutMs ?? 30_000);
      this.inflight.set(msg.id, { msg, deadline });
      void this.run(msg);
    }
    return batch.length;
  }

  private async run(msg: Message<T>): Promise<void> {
    try {
      await this.handler(msg.body, msg);
      await this.queue.ack(msg.id);
    } catch (err) {
      await this.queue.nack(msg.id, { requeue: true });
    } finally {
      this.inflight.delete(msg.id);
    }
  }

  sweep(now = Date.now()): string[] {
    const expired: string[] = [];
    for (const [id, entry] of this.inflight) {
      if (entry.deadline < now) {
        expired.push(id);
      }
    }
    return expired;
  }'''

RQ_TEST_TAIL = '''  it("sweep reports messages past their deadline", async () => {
    const queue = fakeQueue([msg("m-1", { n: 1 })]);
    const consumer = new Consumer(queue, () => new Promise(() => {}), { ackTimeoutMs: 500 });
    await consumer.poll();
    expect(consumer.sweep(Date.now() + 499)).toEqual([]);
    expect(consumer.sweep(Date.now() + 1_000)).toEqual(["m-1"]);
  });
});'''


def t_relayq_branch_bad(rs: RowSet, tid: str) -> None:
    # Claude Code, TypeScript/Jest (relay-queue): ackTimeoutMs 0 means no deadline; BAD: turn 9's commit output says it landed on [main ...] although turn 2 switched to the new branch fix/ack-timeout-zero and nothing switched back.
    root = "/home/priya/dev/relay-queue"
    src = Src(f"{root}/src/consumer.ts", RQ_CONSUMER, start=30, total=140)
    old_src = src.text
    test = Src(f"{root}/test/consumer.test.ts", RQ_TEST_TAIL, start=70)
    old_test = test.text
    turns: list[tuple[str, str]] = []
    turns.append((call("Bash", command="git status && git branch --show-current", description="Check the working tree and branch"),
                  "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\nmain"))
    turns.append((call("Bash", command="git checkout -b fix/ack-timeout-zero", description="Create a branch for the fix"),
                  "Switched to a new branch 'fix/ack-timeout-zero'"))
    turns.append((call("Grep", pattern="ackTimeoutMs"), "Found 4 files\nsrc/consumer.ts\nsrc/types.ts\ntest/consumer.test.ts\nREADME.md"))
    turns.append((call("Read", file_path=src.path, offset=30, limit=40), cc_read(src, 30, 40)))
    old = "      const deadline = Date.now() + (this.opts.ackTimeoutMs ?? 30_000);"
    new = ("      const timeout = this.opts.ackTimeoutMs ?? 30_000;\n"
           "      // 0 (documented as \"no timeout\") must not expire the message immediately.\n"
           "      const deadline = timeout > 0 ? Date.now() + timeout : Number.POSITIVE_INFINITY;")
    src.replace(old, new)
    turns.append((call("Edit", file_path=src.path, old_string=old, new_string=new), cc_edited(src, 38, 52)))
    turns.append((call("Read", file_path=test.path, offset=70, limit=30), cc_read(test, 70)))
    o2 = '    expect(consumer.sweep(Date.now() + 1_000)).toEqual(["m-1"]);\n  });\n});'
    n2 = ('    expect(consumer.sweep(Date.now() + 1_000)).toEqual(["m-1"]);\n  });\n\n'
          '  it("treats ackTimeoutMs: 0 as no deadline", async () => {\n'
          '    const queue = fakeQueue([msg("m-2", { n: 2 })]);\n'
          '    const consumer = new Consumer(queue, () => new Promise(() => {}), { ackTimeoutMs: 0 });\n'
          '    await consumer.poll();\n'
          '    expect(consumer.sweep(Date.now() + 86_400_000)).toEqual([]);\n  });\n});')
    test.replace(o2, n2)
    turns.append((call("Edit", file_path=test.path, old_string=o2, new_string=n2), cc_edited(test, 73, 84)))
    turns.append((call("Bash", command="npx jest test/consumer.test.ts", description="Run the consumer tests"), (
        "PASS test/consumer.test.ts\n  Consumer\n"
        "    ✓ acks a message after the handler resolves (4 ms)\n"
        "    ✓ nacks with requeue when the handler throws (1 ms)\n"
        "    ✓ respects batchSize (1 ms)\n"
        "    ✓ sweep reports messages past their deadline (1 ms)\n"
        "    ✓ treats ackTimeoutMs: 0 as no deadline\n\n"
        "Test Suites: 1 passed, 1 total\nTests:       5 passed, 5 total\nSnapshots:   0 total\nTime:        1.214 s\n"
        "Ran all test suites matching /test\\/consumer.test.ts/i.")))
    _, ins, dels = diffstat([("src/consumer.ts", old_src, src.text), ("test/consumer.test.ts", old_test, test.text)])
    msg = "consumer: treat ackTimeoutMs 0 as no deadline (#88)"
    turns.append((call("Bash", command=f'git add -A && git commit -m "{msg}"', description="Commit the fix"),
                  f"[main 9c2e7d1] {msg}\n 2 files changed, {ins} insertions(+), {dels} deletion{'s' if dels != 1 else ''}(-)"))
    turns.append((call("Bash", command="git log --oneline -3", description="Show recent commits"),
                  f"9c2e7d1 {msg}\n4b0a6e3 producer: batch publish with a size cap (#85)\ne18f2c9 docs: document ackTimeoutMs and batchSize"))
    rs.add(task="swe", tid=tid, system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (relay-queue, a TypeScript job-queue consumer; Jest). Issue #88: ackTimeoutMs: 0 is documented as 'no timeout' but makes every in-flight message expire at once. Work on a new branch.",
           bad=True, turn=9, kind="commit lands on a different branch than the one checked out")


DN_CASTING = '''"""Coercion helpers shared by the schema fields."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from .errors import CoercionError

_TRUTHY = frozenset({"1", "true", "t", "yes", "y"})
_FALSY = frozenset({"0", "false", "f", "no", "n"})


def coerce_bool(value: Any, *, field: str = "<value>") -> bool:
    """Accept real booleans, 0/1 and common spellings of yes/no."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        token = value.strip().lower()
        if token in _TRUTHY:
            return True
        if token in _FALSY:
            return False
    raise CoercionError(field, "bool", value)


def coerce_decimal(value: Any, *, field: str = "<value>", places: int | None = None) -> Decimal:
    """Parse ints, floats (via str) and numeric strings; optionally quantize."""
    if isinstance(value, bool):
        raise CoercionError(field, "decimal", value)
    try:
        d = Decimal(str(value).strip().replace("_", ""))
    except InvalidOperation:
        raise CoercionError(field, "decimal", value) from None
    if places is not None:
        d = d.quantize(Decimal(1).scaleb(-places))
    return d


def coerce_int(value: Any, *, field: str = "<value>") -> int:
    if isinstance(value, bool):
        raise CoercionError(field, "int", value)
    if isinstance(value, int):
        return value'''


def t_dunlin_checkbox_clean(rs: RowSet, tid: str) -> None:
    # Claude Code, Python/hatch (dunlin): accept on/off in coerce_bool, then rename the token sets; grep filters and random test order; clean.
    root = "/home/lee/proj/dunlin"
    src = Src(f"{root}/src/dunlin/casting.py", DN_CASTING, total=71)
    turns: list[tuple[str, str]] = []
    turns.append((call("Grep", pattern="coerce_bool"), "Found 5 files\nsrc/dunlin/casting.py\nsrc/dunlin/fields.py\ntests/test_casting.py\ntests/test_fields.py\ndocs/fields.md"))
    turns.append((call("Grep", pattern="coerce_bool", glob="src/**/*.py", output_mode="content", **{"-n": True}), (
        f"src/dunlin/casting.py:14:{src.seg(14, 14)}\n"
        "src/dunlin/fields.py:3:from .casting import coerce_bool, coerce_decimal, coerce_int\n"
        "src/dunlin/fields.py:88:        return coerce_bool(raw, field=self.name)")))
    turns.append((call("Read", file_path=src.path, offset=1, limit=45), cc_read(src, 1, 45)))
    err = "dunlin.errors.CoercionError: field '<value>': cannot coerce '{t}' to bool"
    turns.append((call("Bash", command="hatch run test:pytest tests/test_casting.py -q --tb=line", description="Run the casting tests"), (
        "Using --randomly-seed=2716394\n"
        ".....F.......F.........                                                  [100%]\n"
        f"{src.path}:26: {err.format(t='on')}\n{src.path}:26: {err.format(t='off')}\n"
        "=========================== short test summary info ============================\n"
        f"FAILED tests/test_casting.py::test_coerce_bool_checkbox_tokens[on-True] - {err.format(t='on')}\n"
        f"FAILED tests/test_casting.py::test_coerce_bool_checkbox_tokens[off-False] - {err.format(t='off')}\n"
        "2 failed, 21 passed in 0.18s")))
    old = src.seg(10, 11)
    new = ('_TRUTHY = frozenset({"1", "true", "t", "yes", "y", "on"})\n'
           '_FALSY = frozenset({"0", "false", "f", "no", "n", "off"})')
    src.replace(old, new)
    turns.append((call("Edit", file_path=src.path, old_string=old, new_string=new), cc_edited(src, 6, 16)))
    turns.append((call("Bash", command="hatch run test:pytest tests/test_casting.py -q --tb=line", description="Re-run the casting tests"), (
        "Using --randomly-seed=861530\n"
        ".......................                                                  [100%]\n"
        "23 passed in 0.11s")))
    for a, b in (("_TRUTHY", "TRUE_TOKENS"), ("_FALSY", "FALSE_TOKENS")):
        src.lines = src.text.replace(a, b).split("\n")
        turns.append((call("Edit", file_path=src.path, old_string=a, new_string=b, replace_all=True),
                      f"The file {src.path} has been updated. All occurrences of '{a}' were successfully replaced with '{b}'."))
    turns.append((call("Grep", pattern="_TRUTHY|_FALSY"), "No files found"))
    turns.append((call("Read", file_path=src.path, offset=8, limit=20), cc_read(src, 8, 20)))
    turns.append((call("Bash", command="hatch run test:pytest -q --tb=line", description="Run the full test suite"), (
        "Using --randomly-seed=3390417\n"
        "........................................................................ [ 51%]\n"
        ".....................................................................    [100%]\n"
        "141 passed in 0.74s")))
    rs.add(task="swe", tid=tid, system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Python package {root} (dunlin, a schema/validation library; hatch, pytest with pytest-randomly). Issue #57: HTML checkbox values 'on'/'off' are rejected by boolean fields. Afterwards, rename the private token sets to TRUE_TOKENS/FALSE_TOKENS.")


PG_DURATION = '''// ParseDuration extends time.ParseDuration with a "d" (24h) unit, e.g. "2d12h".
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, 'd'); i > 0 {
		days, err := strconv.Atoi(s[:i])
		if err != nil {
			return 0, fmt.Errorf("timeutil: bad day count in %q", s)
		}
		rest := time.Duration(0)
		if i+1 < len(s) {
			rest, err = time.ParseDuration(s[i+1:])
			if err != nil {
				return 0, err
			}
		}
		return time.Duration(days)*24*time.Hour + rest, nil
	}
	return time.ParseDuration(s)
}

// parseDurationStrict is used for config files: it rejects negative and zero values.
func parseDurationStrict(s string) (time.Duration, error) {
	d, err := ParseDuration(s)
	if err != nil {
		return 0, err
	}
	if d <= 0 {
		return 0, fmt.Errorf("timeutil: duration must be positive, got %s", s)
	}
	return d, nil
}'''


def t_pagoda_rebase_clean(rs: RowSet, tid: str) -> None:
    # Claude Code, Go (pagoda): keep the sign of "-2d12h"; commit, then rebase onto a moved origin/main (commit ids rewritten); clean.
    root = "/Users/omar/src/pagoda"
    mod = "github.com/ferrous-labs/pagoda"
    src = Src(f"{root}/internal/timeutil/duration.go", PG_DURATION, start=15, total=52)
    old_src = src.text
    turns: list[tuple[str, str]] = []
    turns.append((call("Bash", command="git log --oneline -4 && git branch --show-current", description="Recent history and current branch"), (
        '3d9b5f2 timeutil: accept a "d" suffix in ParseDuration\n'
        "f27e8d1 Merge pull request #141 from ferrous-labs/deps\n"
        "0c4a7b9 deps: bump golang.org/x/sys to v0.21.0\n"
        "a61c0e4 cli: --since flag for `pagoda prune`\nfeat/day-durations")))
    turns.append((call("Grep", pattern="func (ParseDuration|parseDurationStrict)", path="internal", output_mode="content", **{"-n": True}), (
        f"internal/timeutil/duration.go:16:{src.seg(16, 16)}\ninternal/timeutil/duration.go:36:{src.seg(36, 36)}")))
    turns.append((call("Read", file_path=src.path, offset=15, limit=31), cc_read(src, 15, 31)))
    old = "\t\treturn time.Duration(days)*24*time.Hour + rest, nil"
    new = ("\t\tif strings.HasPrefix(s, \"-\") {\n\t\t\t// \"-2d12h\" means -(2d + 12h), not -2d + 12h.\n\t\t\trest = -rest\n\t\t}\n" + old)
    src.replace(old, new)
    turns.append((call("Edit", file_path=src.path, old_string=old, new_string=new), cc_edited(src, 23, 37)))
    turns.append((call("Bash", command="go test ./internal/timeutil/...", description="Run the timeutil tests"),
                  f"ok  \t{mod}/internal/timeutil\t0.004s"))
    turns.append((call("Bash", command="go test ./...", description="Run all tests"), (
        f"?   \t{mod}/cmd/pagoda\t[no test files]\nok  \t{mod}/internal/config\t0.012s\n"
        f"ok  \t{mod}/internal/prune\t0.031s\nok  \t{mod}/internal/store\t(cached)\nok  \t{mod}/internal/timeutil\t(cached)")))
    _, ins, _ = diffstat([("d", old_src, src.text)])
    msg = "timeutil: keep the sign of negative day durations"
    turns.append((call("Bash", command=f'git commit -am "{msg}"', description="Commit the fix"),
                  f"[feat/day-durations 71c2e0a] {msg}\n 1 file changed, {ins} insertions(+)"))
    turns.append((call("Bash", command="git fetch origin && git rebase origin/main", description="Rebase onto the latest main"), (
        "From github.com:ferrous-labs/pagoda\n   f27e8d1..b84d3a6  main       -> origin/main\n"
        "Successfully rebased and updated refs/heads/feat/day-durations.")))
    turns.append((call("Bash", command="git log --oneline -6", description="History after the rebase"), (
        f"c0e94a7 {msg}\n6f1d2b8 timeutil: accept a \"d\" suffix in ParseDuration\n"
        "b84d3a6 Merge pull request #143 from ferrous-labs/prune-dry-run\n"
        "5e71f0d prune: --dry-run prints what would be deleted\n"
        "f27e8d1 Merge pull request #141 from ferrous-labs/deps\n"
        "0c4a7b9 deps: bump golang.org/x/sys to v0.21.0")))
    turns.append((call("Bash", command="go test ./...", description="Re-run all tests on the rebased branch"), (
        f"?   \t{mod}/cmd/pagoda\t[no test files]\nok  \t{mod}/internal/config\t(cached)\n"
        f"ok  \t{mod}/internal/prune\t0.036s\nok  \t{mod}/internal/store\t(cached)\nok  \t{mod}/internal/timeutil\t(cached)")))
    rs.add(task="swe", tid=tid, system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Go module {mod} checked out at {root}, branch feat/day-durations. Review comment: ParseDuration(\"-2d12h\") returns -36h; it should be -60h. Fix it, commit, and rebase the branch onto origin/main.")


TG_HEADERS = '''// hopHeaders are connection-scoped and must not be forwarded (RFC 9110 section 7.6.1).
var hopHeaders = []string{
	"Connection",
	"Keep-Alive",
	"Proxy-Authenticate",
	"Proxy-Authorization",
	"Te",
	"Trailer",
	"Transfer-Encoding",
	"Upgrade",
}

// prepareOutbound copies the client request headers for the upstream call.
func prepareOutbound(in http.Header, reqID string) http.Header {
	out := in.Clone()
	for _, h := range hopHeaders {
		out.Del(h)
	}
	if reqID != "" {
		out.Set(RequestIDHeader, reqID)
	}
	return out
}'''

TG_NEW_TEST = '''
func TestPrepareOutboundDropsConnectionListed(t *testing.T) {
	in := http.Header{}
	in.Set("Connection", "close, X-Debug-Token")
	in.Set("X-Debug-Token", "s3cr3t")
	in.Set("Accept", "application/json")
	got := prepareOutbound(in, "req-2")
	if v := got.Get("X-Debug-Token"); v != "" {
		t.Fatalf("X-Debug-Token forwarded: %q", v)
	}
	if got.Get("Accept") != "application/json" {
		t.Fatalf("Accept lost: %v", got)
	}
}'''


def t_tollgate_hop_bad(rs: RowSet, tid: str) -> None:
    # Codex CLI, Go (tollgate proxy): strip headers named in Connection; BAD: turn 9's git log shows the new commit as e90b3a2 although turn 7 created it as 2d8f6b1 and nothing amended or rewrote it.
    root = "/home/dev/src/tollgate"
    mod = "github.com/tollgate-dev/tollgate"
    src = Src("internal/proxy/headers.go", TG_HEADERS, start=30, total=66)
    old_src = src.text
    turns: list[tuple[str, str]] = []
    turns.append((cx("git log --oneline -5 && git status --short", root), cx_out(
        "c41d0e7 proxy: propagate X-Request-ID to upstreams\n8e2a915 limiter: token bucket per API key\n"
        "f0b7c33 config: hot-reload on SIGHUP\n29d6a4e proxy: retry idempotent requests once on 502\n"
        "b3c8f10 ci: run go vet and staticcheck", 0.1)))
    turns.append((cx("rg -n 'hopHeaders|prepareOutbound' --type go", root), cx_out(
        f"internal/proxy/headers.go:31:{src.seg(31, 31)}\ninternal/proxy/headers.go:43:{src.seg(43, 43)}\n"
        f"internal/proxy/headers.go:45:{src.seg(45, 45)}\n"
        "internal/proxy/headers_test.go:14:func TestPrepareOutboundDropsHopHeaders(t *testing.T) {\n"
        "internal/proxy/headers_test.go:22:\tgot := prepareOutbound(in, \"req-1\")\n"
        "internal/proxy/proxy.go:118:\toutReq.Header = prepareOutbound(r.Header, reqID)", 0.1)))
    turns.append((cx("sed -n '30,52p' internal/proxy/headers.go", root), cx_out(src.seg(30, 52), 0.0)))
    add = ('\tfor _, v := range in.Values("Connection") {\n\t\tfor _, name := range strings.Split(v, ",") {\n'
           '\t\t\tif name = strings.TrimSpace(name); name != "" {\n\t\t\t\tout.Del(name)\n\t\t\t}\n\t\t}\n\t}')
    src.replace("\tout := in.Clone()\n", "\tout := in.Clone()\n" + add + "\n")
    patch1 = ("*** Begin Patch\n*** Update File: internal/proxy/headers.go\n"
              "@@ func prepareOutbound(in http.Header, reqID string) http.Header {\n \tout := in.Clone()\n"
              + "\n".join("+" + ln for ln in add.split("\n")) + "\n \tfor _, h := range hopHeaders {\n*** End Patch")
    turns.append((cx_patch(patch1, root), cx_patched(("M", "internal/proxy/headers.go"))))
    patch2 = ("*** Begin Patch\n*** Update File: internal/proxy/headers_test.go\n@@\n \t}\n }\n"
              + "\n".join("+" + ln for ln in TG_NEW_TEST.split("\n")) + "\n*** End of File\n*** End Patch")
    turns.append((cx_patch(patch2, root), cx_patched(("M", "internal/proxy/headers_test.go"))))
    turns.append((cx("go test ./internal/proxy/ -run 'Outbound' -v", root), cx_out(
        "=== RUN   TestPrepareOutboundDropsHopHeaders\n--- PASS: TestPrepareOutboundDropsHopHeaders (0.00s)\n"
        "=== RUN   TestPrepareOutboundDropsConnectionListed\n--- PASS: TestPrepareOutboundDropsConnectionListed (0.00s)\n"
        f"PASS\nok  \t{mod}/internal/proxy\t0.014s", 2.7)))
    _, ins, _ = diffstat([("a", old_src, src.text)])
    ins += len(TG_NEW_TEST.split("\n"))  # every line of the appended test is new
    msg = "proxy: drop headers named in Connection before forwarding"
    turns.append((cx(f"git add -A && git commit -m '{msg}'", root), cx_out(
        f"[main 2d8f6b1] {msg}\n 2 files changed, {ins} insertions(+)", 0.1)))
    turns.append((cx("go test ./... && go vet ./...", root, timeout_ms=120000), cx_out(
        f"?   \t{mod}/cmd/tollgate\t[no test files]\nok  \t{mod}/internal/config\t0.022s\n"
        f"ok  \t{mod}/internal/limiter\t0.108s\nok  \t{mod}/internal/proxy\t0.051s", 6.4)))
    turns.append((cx("git log --oneline -3", root), cx_out(
        f"e90b3a2 {msg}\nc41d0e7 proxy: propagate X-Request-ID to upstreams\n8e2a915 limiter: token bucket per API key", 0.0)))
    turns.append((cx("git status -sb", root), cx_out("## main...origin/main [ahead 1]", 0.0)))
    rs.add(task="swe", tid=tid, system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Go repository {root} (tollgate, an API gateway; module {mod}). Security report: headers listed in the client's Connection header (e.g. X-Debug-Token) are forwarded upstream. Fix it with a test and commit on main.",
           bad=True, turn=9, kind="commit hash of the new commit changes between two outputs with no rewrite")


MC_WEEK = '''# frozen_string_literal: true

require "date"

module Mintcake
  # Parses the date formats accepted by `mintcake log --on`.
  module Week
    ISO_DATE = /\\A(\\d{4})-(\\d{2})-(\\d{2})\\z/
    ISO_WEEK = /\\A(\\d{4})-W(\\d{2})\\z/

    module_function

    def parse(text)
      case text.strip
      when ISO_DATE
        Date.new(Regexp.last_match(1).to_i, Regexp.last_match(2).to_i, Regexp.last_match(3).to_i)
      when ISO_WEEK
        Date.commercial(Regexp.last_match(1).to_i, Regexp.last_match(2).to_i, 1)
      else
        raise ArgumentError, "unrecognised date: #{text.inspect}"
      end
    rescue Date::Error
      raise ArgumentError, "invalid date: #{text.inspect}"
    end

    def week_range(date)
      monday = date - (date.cwday - 1)
      monday..(monday + 6)
    end
  end
end'''

MC_TEST_TAIL = '''  def test_week_range_starts_monday
    assert_equal Date.new(2024, 2, 12), Mintcake::Week.week_range(Date.new(2024, 2, 15)).first
  end
end'''


def minitest_out(seed: int, runs: int, asserts: int, secs: float) -> str:
    return (f"Run options: --seed {seed}\n\n# Running:\n\n{'.' * runs}\n\n"
            f"Finished in {secs:.6f}s, {runs / secs:.4f} runs/s, {asserts / secs:.4f} assertions/s.\n\n"
            f"{runs} runs, {asserts} assertions, 0 failures, 0 errors, 0 skips")


def t_mintcake_week_bad(rs: RowSet, tid: str) -> None:
    # Codex CLI, Ruby/minitest (mintcake): parse ISO week dates with a weekday; BAD: turn 9's commit summary reports a different deletion count than turn 8's git diff --stat for the same, unchanged diff.
    root = "/home/dev/src/mintcake"
    src = Src("lib/mintcake/week.rb", MC_WEEK)
    old_src = src.text
    test = Src("test/week_test.rb", MC_TEST_TAIL, start=41)
    old_test = test.text
    turns: list[tuple[str, str]] = []
    turns.append((cx("ls lib/mintcake test && cat lib/mintcake/version.rb", root), cx_out(
        "lib/mintcake:\ncli.rb\nentry.rb\nstore.rb\nversion.rb\nweek.rb\n\ntest:\ncli_test.rb\nentry_test.rb\n"
        "store_test.rb\ntest_helper.rb\nweek_test.rb\n# frozen_string_literal: true\n\nmodule Mintcake\n  VERSION = \"0.6.1\"\nend", 0.0)))
    turns.append((cx("sed -n '1,60p' lib/mintcake/week.rb", root), cx_out(src.text, 0.0)))
    turns.append((cx("bundle exec rake test", root), cx_out(minitest_out(4410, 14, 37, 0.012408), 1.3)))
    cmd = "bundle exec ruby -Ilib -e 'require \"mintcake/week\"; p Mintcake::Week.parse(\"2024-W07-3\")'"
    turns.append((cx(cmd, root), cx_out(
        f"{root}/lib/mintcake/week.rb:20:in `parse': unrecognised date: \"2024-W07-3\" (ArgumentError)\n\tfrom -e:1:in `<main>'", 0.4, 1)))
    o1 = "    ISO_WEEK = /\\A(\\d{4})-W(\\d{2})\\z/"
    n1 = "    ISO_WEEK = /\\A(\\d{4})-W(\\d{2})(?:-([1-7]))?\\z/"
    o2 = "        Date.commercial(Regexp.last_match(1).to_i, Regexp.last_match(2).to_i, 1)"
    n2 = ("        year = Regexp.last_match(1).to_i\n        week = Regexp.last_match(2).to_i\n"
          "        day = (Regexp.last_match(3) || \"1\").to_i\n        Date.commercial(year, week, day)")
    src.replace(o1, n1)
    src.replace(o2, n2)
    patch1 = ("*** Begin Patch\n*** Update File: lib/mintcake/week.rb\n@@ module Mintcake\n"
              "     ISO_DATE = /\\A(\\d{4})-(\\d{2})-(\\d{2})\\z/\n-" + o1 + "\n+" + n1 + "\n \n     module_function\n"
              "@@     def parse(text)\n       when ISO_WEEK\n-" + o2 + "\n" + "\n".join("+" + ln for ln in n2.split("\n"))
              + "\n       else\n*** End Patch")
    turns.append((cx_patch(patch1, root), cx_patched(("M", "lib/mintcake/week.rb"))))
    add = '''
  def test_parse_iso_week_with_weekday
    assert_equal Date.new(2024, 2, 14), Mintcake::Week.parse("2024-W07-3")
  end

  def test_parse_iso_week_rejects_day_eight
    assert_raises(ArgumentError) { Mintcake::Week.parse("2024-W07-8") }
  end'''
    test.replace("  end\nend", "  end\n" + add + "\nend")
    patch2 = ("*** Begin Patch\n*** Update File: test/week_test.rb\n@@\n   def test_week_range_starts_monday\n"
              "     assert_equal Date.new(2024, 2, 12), Mintcake::Week.week_range(Date.new(2024, 2, 15)).first\n   end\n"
              + "\n".join("+" + ln for ln in add.split("\n")) + "\n end\n*** End Patch")
    turns.append((cx_patch(patch2, root), cx_patched(("M", "test/week_test.rb"))))
    turns.append((cx("bundle exec rake test", root), cx_out(minitest_out(52917, 16, 39, 0.013871), 1.2)))
    stat, ins, dels = diffstat([(src.path, old_src, src.text), (test.path, old_test, test.text)])
    turns.append((cx("git diff --stat", root), cx_out(stat, 0.0)))
    msg = "week: parse ISO week dates with a weekday (2024-W07-3)"
    turns.append((cx(f"git commit -am '{msg}'", root), cx_out(
        f"[main 5b1c0aa] {msg}\n 2 files changed, {ins} insertions(+), {dels + 2} deletions(-)", 0.1)))
    turns.append((cx("git log -1 --format='%h %an <%ae>%n%s'", root), cx_out(
        f"5b1c0aa Dev Hollis <dev@hollis.io>\n{msg}", 0.0)))
    rs.add(task="swe", tid=tid, system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Ruby gem {root} (mintcake, a CLI time log; minitest via rake). Issue #12: `mintcake log --on 2024-W07-3` says 'unrecognised date'; ISO week dates with a weekday should work.",
           bad=True, turn=9, kind="commit summary's deletion count disagrees with the diff stat just shown")


GR_GRID = '''    /// Clears every cell to the default (blank, default colours).
    pub fn clear(&mut self) {
        for i in 0..self.cells.len() {
            self.cells[i] = Cell::default();
        }
        self.dirty = true;
    }

    /// Resizes the grid, keeping the top-left region and filling new cells with blanks.
    pub fn resize(&mut self, cols: usize, rows: usize) {
        let mut next = vec![Cell::default(); cols * rows];
        for r in 0..rows.min(self.rows) {
            for c in 0..cols.min(self.cols) {
                next[r * cols + c] = self.cells[r * self.cols + c].clone();
            }
        }
        self.cells = next;
        self.cols = cols;
        self.rows = rows;
        self.dirty = true;
    }

    pub fn is_empty(&self) -> bool {
        self.cells.len() == 0
    }

    pub fn cell(&self, col: usize, row: usize) -> Option<&Cell> {
        if col >= self.cols || row >= self.rows {
            return None;
        }
        self.cells.get(row * self.cols + col)
    }'''

GR_CURSOR = '''    /// Moves one cell left, wrapping to the end of the previous row when `wrap` is set.
    pub fn left(&mut self, grid: &Grid, wrap: bool) {
        if self.col == 0 && wrap {
            if self.row > 0 {
                self.row -= 1;
                self.col = grid.cols() - 1;
            }
        } else {
            if self.col > 0 {
                self.col -= 1;
            }
        }
    }

    /// Moves one cell right, wrapping to the start of the next row when `wrap` is set.'''

GR_RESIZE = '''use gritty::{Cell, Grid};

#[test]
fn shrinking_keeps_top_left() {
    let mut g = Grid::new(4, 3);
    g.set(1, 1, Cell::from('x'));
    g.resize(2, 2);
    assert_eq!(g.cell(1, 1).map(|c| c.ch), Some('x'));
    assert_eq!(g.cell(3, 0), None);
}

#[test]
fn growing_fills_blanks() {
    let mut g = Grid::new(2,2);
    g.resize(5, 4);
    assert!((0..4).all(|r| (0..5).all(|c| g.cell(c, r).map(|cell| cell.ch) == Some(' '))));
}'''


def t_gritty_clippy_clean(rs: RowSet, tid: str) -> None:
    # Codex CLI, Rust (gritty terminal grid): clear clippy -D warnings in two passes, add an integration test, rustfmt it; clean.
    root = "/home/dev/src/gritty"
    grid = Src("src/grid.rs", GR_GRID, start=40, total=118)
    cur = Src("src/cursor.rs", GR_CURSOR, start=24, total=61)
    clip = "cargo clippy -- -D warnings 2>&1 | grep -E '^(error|warning)|-->'"
    e_cur = "error: this `else { if .. }` block can be collapsed\n  --> src/cursor.rs:31:16"
    e_loop = "error: the loop variable `i` is only used to index `cells`\n  --> src/grid.rs:42:18"
    e_len = "error: length comparison to zero\n  --> src/grid.rs:63:9"
    turns: list[tuple[str, str]] = []
    turns.append((cx(clip, root), cx_out(f"{e_cur}\n{e_loop}\n{e_len}\nerror: could not compile `gritty` (lib) due to 3 previous errors", 2.9)))
    turns.append((cx("sed -n '40,71p' src/grid.rs", root), cx_out(grid.seg(40, 71), 0.0)))
    o1 = "        for i in 0..self.cells.len() {\n            self.cells[i] = Cell::default();\n        }"
    n1 = "        self.cells.fill(Cell::default());"
    grid.replace(o1, n1)
    grid.replace("        self.cells.len() == 0", "        self.cells.is_empty()")
    patch = ("*** Begin Patch\n*** Update File: src/grid.rs\n@@     pub fn clear(&mut self) {\n"
             + "\n".join("-" + ln for ln in o1.split("\n")) + "\n+" + n1 + "\n         self.dirty = true;\n"
             "@@     pub fn is_empty(&self) -> bool {\n-        self.cells.len() == 0\n+        self.cells.is_empty()\n     }\n*** End Patch")
    turns.append((cx_patch(patch, root), cx_patched(("M", "src/grid.rs"))))
    turns.append((cx(clip, root), cx_out(f"{e_cur}\nerror: could not compile `gritty` (lib) due to 1 previous error", 1.1)))
    turns.append((cx("sed -n '24,38p' src/cursor.rs", root), cx_out(cur.seg(24, 38), 0.0)))
    o2 = cur.seg(31, 35)
    n2 = "        } else if self.col > 0 {\n            self.col -= 1;\n        }"
    cur.replace(o2, n2)
    patch2 = ("*** Begin Patch\n*** Update File: src/cursor.rs\n@@     pub fn left(&mut self, grid: &Grid, wrap: bool) {\n"
              "                 self.col = grid.cols() - 1;\n             }\n"
              + "\n".join("-" + ln for ln in o2.split("\n")) + "\n" + "\n".join("+" + ln for ln in n2.split("\n"))
              + "\n     }\n*** End Patch")
    turns.append((cx_patch(patch2, root), cx_patched(("M", "src/cursor.rs"))))
    turns.append((cx("cargo clippy -- -D warnings 2>&1 | tail -n 2", root), cx_out(
        f"    Checking gritty v0.4.0 ({root})\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.62s", 0.9)))
    patch3 = "*** Begin Patch\n*** Add File: tests/resize.rs\n" + "\n".join("+" + ln for ln in GR_RESIZE.split("\n")) + "\n*** End Patch"
    turns.append((cx_patch(patch3, root), cx_patched(("A", "tests/resize.rs"))))
    turns.append((cx("cargo test 2>&1 | grep -E 'Running|Doc-tests|test result'", root, timeout_ms=300000), cx_out(
        "     Running unittests src/lib.rs (target/debug/deps/gritty-8a1d3f60c2e7b594)\n"
        "test result: ok. 21 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
        "     Running tests/resize.rs (target/debug/deps/resize-0f4b92c7e1a8d356)\n"
        "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
        "   Doc-tests gritty\n"
        "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s", 7.6)))
    turns.append((cx("cargo fmt --check", root), cx_out(
        f"Diff in {root}/tests/resize.rs:11:\n \n #[test]\n fn growing_fills_blanks() {{\n"
        "-    let mut g = Grid::new(2,2);\n+    let mut g = Grid::new(2, 2);\n     g.resize(5, 4);\n"
        "     assert!((0..4).all(|r| (0..5).all(|c| g.cell(c, r).map(|cell| cell.ch) == Some(' '))));\n }", 0.3, 1)))
    turns.append((cx("cargo fmt && cargo fmt --check && git status --short", root), cx_out(
        " M src/cursor.rs\n M src/grid.rs\n?? tests/", 0.4)))
    rs.add(task="swe", tid=tid, system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Rust crate {root} (gritty 0.4.0, a terminal cell grid). CI now runs `cargo clippy -- -D warnings` and `cargo fmt --check`; make both pass and add integration tests for Grid::resize.")


NR_SLUG = '''const SEPARATOR = "-";

export interface SlugOptions {
  maxLength?: number;
  lowercase?: boolean;
}

export function slugify(input: string, opts: SlugOptions = {}): string {
  const { maxLength = 80, lowercase = true } = opts;
  let s = input.trim();
  if (lowercase) s = s.toLowerCase();
  s = s
    .replace(/[^a-zA-Z0-9]+/g, SEPARATOR)
    .replace(/^-+|-+$/g, "");
  if (s.length > maxLength) {
    s = s.slice(0, maxLength).replace(/-+$/, "");
  }
  return s;
}

export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.split("/").filter(Boolean).map((p) => slugify(p)).join("/")}`;
}
'''

NR_TEST = '''import { describe, expect, it } from "vitest";
import { routeKey, slugify } from "../src/slug";

describe("slugify", () => {
  it("lowercases and hyphenates words", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });
  it("collapses runs of punctuation", () => {
    expect(slugify("a -- b __ c")).toBe("a-b-c");
  });
  it("trims leading and trailing separators", () => {
    expect(slugify("  ...Edge case!!  ")).toBe("edge-case");
  });
  it("keeps digits", () => {
    expect(slugify("Release 2024 Q3")).toBe("release-2024-q3");
  });
  it("respects lowercase: false", () => {
    expect(slugify("Mixed Case", { lowercase: false })).toBe("Mixed-Case");
  });
  it("truncates to maxLength without a trailing hyphen", () => {
    expect(slugify("alpha beta gamma", { maxLength: 11 })).toBe("alpha-beta");
  });
  it("returns an empty string for punctuation only", () => {
    expect(slugify("?!")).toBe("");
  });
  it("handles an empty string", () => {
    expect(slugify("")).toBe("");
  });
});

describe("routeKey", () => {
  it("uppercases the method", () => {
    expect(routeKey("get", "/users")).toBe("GET users");
  });
  it("slugifies each path segment", () => {
    expect(routeKey("POST", "/Team Members/New Invite")).toBe("POST team-members/new-invite");
  });
  it("drops empty segments", () => {
    expect(routeKey("delete", "//a//b/")).toBe("DELETE a/b");
  });
  it("keeps path parameters readable", () => {
    expect(routeKey("put", "/orders/:orderId")).toBe("PUT orders/orderid");
  });
});
'''


def t_nimbus_slug_bad(rs: RowSet, tid: str) -> None:
    # Cline, TypeScript/vitest (nimbus-router): strip diacritics in slugify; BAD: turn 7 reports 14 tests in test/slug.test.ts although it had 12 (turns 2, 4) and turn 6 added three `it` blocks, so 15 are expected.
    root = "/Users/sam/code/nimbus-router"
    src = Src("src/slug.ts", NR_SLUG)
    old_src = src.text
    test = Src("test/slug.test.ts", NR_TEST)
    old_test = test.text

    def vit(rows: list[tuple[str, int, int]], at: str, dur: str) -> str:
        tot = sum(n for _, n, _ in rows)
        return (f"\n RUN  v1.6.0 {root}\n\n" + "\n".join(f" ✓ test/{f}.test.ts  ({n} tests) {ms}ms" for f, n, ms in rows)
                + f"\n\n Test Files  {len(rows)} passed ({len(rows)})\n      Tests  {tot} passed ({tot})\n"
                f"   Start at  {at}\n   Duration  {dur}\n")

    turns: list[tuple[str, str]] = []
    turns.append(("<list_files>\n<path>src</path>\n</list_files>",
                  "[list_files for 'src'] Result:\nindex.ts\nmatch.ts\nmiddleware.ts\nparams.ts\nrouter.ts\nslug.ts"))
    turns.append((cl_read("src/slug.ts"), f"[read_file for 'src/slug.ts'] Result:\n{src.text}"))
    turns.append((cl_cmd("npx vitest run"), cl_ran("npx vitest run", vit(
        [("slug", 12, 6), ("match", 11, 9), ("params", 8, 5), ("middleware", 6, 14), ("router", 4, 22)],
        "16:02:37", "1.07s (transform 212ms, setup 0ms, collect 388ms, tests 56ms, environment 1ms, prepare 640ms)"))))
    turns.append((cl_read("test/slug.test.ts"), f"[read_file for 'test/slug.test.ts'] Result:\n{test.text}"))
    o1 = "  let s = input.trim();\n  if (lowercase) s = s.toLowerCase();"
    n1 = ("  // Decompose accented letters and drop the combining marks: \"Crème\" -> \"Creme\".\n"
          "  let s = input.trim().normalize(\"NFKD\").replace(/[\\u0300-\\u036f]/g, \"\");\n"
          "  if (lowercase) s = s.toLowerCase();")
    src.replace(o1, n1)
    turns.append((cl_replace("src/slug.ts", [(o1, n1)]), cl_saved("src/slug.ts", src.text)))
    b1o = '  it("handles an empty string", () => {\n    expect(slugify("")).toBe("");\n  });'
    b1n = (b1o + '\n  it("strips diacritics", () => {\n    expect(slugify("Crème Brûlée")).toBe("creme-brulee");\n  });\n'
           '  it("strips diacritics with lowercase: false", () => {\n'
           '    expect(slugify("Ångström Ünits", { lowercase: false })).toBe("Angstrom-Units");\n  });')
    b2o = '  it("keeps path parameters readable", () => {\n    expect(routeKey("put", "/orders/:orderId")).toBe("PUT orders/orderid");\n  });'
    b2n = (b2o + '\n  it("routes accented segments to ASCII keys", () => {\n'
           '    expect(routeKey("get", "/café/menü")).toBe("GET cafe/menu");\n  });')
    test.replace(b1o, b1n)
    test.replace(b2o, b2n)
    turns.append((cl_replace("test/slug.test.ts", [(b1o, b1n), (b2o, b2n)]), cl_saved("test/slug.test.ts", test.text)))
    turns.append((cl_cmd("npx vitest run test/slug.test.ts"), cl_ran("npx vitest run test/slug.test.ts", vit(
        [("slug", 14, 7)], "16:05:52", "402ms (transform 61ms, setup 0ms, collect 74ms, tests 7ms, environment 0ms, prepare 88ms)"))))
    turns.append((cl_cmd("npx tsc --noEmit && echo \"tsc: ok\""), cl_ran("npx tsc --noEmit && echo \"tsc: ok\"", "tsc: ok")))
    stat, _, _ = diffstat([(src.path, old_src, src.text), (test.path, old_test, test.text)])
    turns.append((cl_cmd("git diff --stat"), cl_ran("git diff --stat", stat)))
    rs.add(task="swe", tid=tid, system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (nimbus-router, a small TypeScript HTTP router; vitest). Issue: routes registered as '/café' get the key 'GET caf'; slugify should strip diacritics instead of dropping accented letters.",
           bad=True, turn=7, kind="per-file test count after adding tests does not match the earlier count plus the additions")


BR_INVOICE = '''# frozen_string_literal: true

require "bigdecimal"
require "bigdecimal/util"

module Bramble
  class Invoice
    Line = Struct.new(:description, :quantity, :unit_price, :tax_rate, keyword_init: true)

    attr_reader :number, :currency, :lines

    def initialize(number:, currency: "EUR")
      @number = number
      @currency = currency
      @lines = []
    end

    def add_line(description:, quantity:, unit_price:, tax_rate: "0.19")
      @lines << Line.new(description: description, quantity: quantity.to_d,
                         unit_price: unit_price.to_d, tax_rate: tax_rate.to_d)
      self
    end

    def subtotal
      lines.sum(BigDecimal("0")) { |l| l.quantity * l.unit_price }
    end

    def tax_total
      lines.sum(BigDecimal("0")) { |l| l.quantity * l.unit_price * l.tax_rate }.round(2)
    end

    def total
      (subtotal + tax_total).round(2)
    end
  end
end
'''

BR_SPEC = '''# frozen_string_literal: true

require "bramble/invoice"

RSpec.describe Bramble::Invoice do
  subject(:invoice) { described_class.new(number: "2024-0117") }

  describe "#add_line" do
    it "returns the invoice for chaining" do
      expect(invoice.add_line(description: "Setup", quantity: 1, unit_price: "10")).to be(invoice)
    end

    it "stores amounts as BigDecimal" do
      invoice.add_line(description: "Hours", quantity: "1.5", unit_price: "80")
      expect(invoice.lines.first.quantity).to eq(BigDecimal("1.5"))
    end
  end

  describe "#subtotal" do
    it "is zero for an empty invoice" do
      expect(invoice.subtotal).to eq(0)
    end

    it "multiplies quantity by unit price" do
      invoice.add_line(description: "Hours", quantity: "1.5", unit_price: "80")
      expect(invoice.subtotal).to eq(BigDecimal("120"))
    end
  end

  describe "#tax_total" do
    before do
      invoice.add_line(description: "Pens", quantity: 5, unit_price: "0.67", tax_rate: "0.19")
      invoice.add_line(description: "Coffee", quantity: 3, unit_price: "2.50", tax_rate: "0.07")
    end

    it "rounds each tax-rate group separately" do
      expect(invoice.tax_total).to eq(BigDecimal("1.17"))
    end

    it "is zero when every line is tax-free" do
      free = described_class.new(number: "x").add_line(description: "Book", quantity: 1, unit_price: "12", tax_rate: "0")
      expect(free.tax_total).to eq(0)
    end
  end

  describe "#total" do
    it "adds subtotal and tax" do
      invoice.add_line(description: "Pens", quantity: 5, unit_price: "0.67", tax_rate: "0.19")
      invoice.add_line(description: "Coffee", quantity: 3, unit_price: "2.50", tax_rate: "0.07")
      expect(invoice.total).to eq(BigDecimal("12.02"))
    end

    it "keeps the currency" do
      expect(described_class.new(number: "x", currency: "CHF").currency).to eq("CHF")
    end

    it "defaults the currency to EUR" do
      expect(invoice.currency).to eq("EUR")
    end
  end
end
'''


def t_bramble_tax_clean(rs: RowSet, tid: str) -> None:
    # Cline, Ruby/RSpec (bramble invoices): round tax per rate group, add examples, satisfy rubocop; random seeds differ per run; clean.
    root = "/home/rita/apps/bramble"
    src = Src("lib/bramble/invoice.rb", BR_INVOICE)
    spec = Src("spec/invoice_spec.rb", BR_SPEC)
    rcmd = "bundle exec rspec spec/invoice_spec.rb"
    turns: list[tuple[str, str]] = []
    turns.append(("<list_files>\n<path>lib</path>\n<recursive>true</recursive>\n</list_files>",
                  "[list_files for 'lib'] Result:\nbramble.rb\nbramble/\nbramble/customer.rb\nbramble/invoice.rb\nbramble/pdf.rb\nbramble/version.rb"))
    turns.append((cl_read(src.path), f"[read_file for '{src.path}'] Result:\n{src.text}"))
    t1 = spec.line_of('it "rounds each tax-rate group separately"')
    e1 = spec.line_of('expect(invoice.tax_total).to eq(BigDecimal("1.17"))')
    t2 = spec.line_of('it "adds subtotal and tax"')
    e2 = spec.line_of('expect(invoice.total).to eq(BigDecimal("12.02"))')
    fail = (
        "\nRandomized with seed 51733\n...F..F..\n\nFailures:\n\n"
        "  1) Bramble::Invoice#tax_total rounds each tax-rate group separately\n"
        "     Failure/Error: expect(invoice.tax_total).to eq(BigDecimal(\"1.17\"))\n\n"
        "       expected: 0.117e1\n            got: 0.116e1\n\n       (compared using ==)\n"
        f"     # ./spec/invoice_spec.rb:{e1}:in `block (3 levels) in <top (required)>'\n\n"
        "  2) Bramble::Invoice#total adds subtotal and tax\n"
        "     Failure/Error: expect(invoice.total).to eq(BigDecimal(\"12.02\"))\n\n"
        "       expected: 0.1202e2\n            got: 0.1201e2\n\n       (compared using ==)\n"
        f"     # ./spec/invoice_spec.rb:{e2}:in `block (3 levels) in <top (required)>'\n\n"
        "Finished in 0.01873 seconds (files took 0.09412 seconds to load)\n9 examples, 2 failures\n\nFailed examples:\n\n"
        f"rspec ./spec/invoice_spec.rb:{t1} # Bramble::Invoice#tax_total rounds each tax-rate group separately\n"
        f"rspec ./spec/invoice_spec.rb:{t2} # Bramble::Invoice#total adds subtotal and tax\n\nRandomized with seed 51733\n")
    turns.append((cl_cmd(rcmd), cl_ran(rcmd, fail)))
    o1 = '      lines.sum(BigDecimal("0")) { |l| l.quantity * l.unit_price * l.tax_rate }.round(2)'
    head = '      lines.group_by(&:tax_rate).sum(BigDecimal("0")) '
    body = '        (group.sum(BigDecimal("0")) { |l| l.quantity * l.unit_price } * rate).round(2, half: :up)'
    n1 = f"{head}{{ |rate, group|\n{body}\n      }}"
    src.replace(o1, n1)
    turns.append((cl_replace(src.path, [(o1, n1)]), cl_saved(src.path, src.text)))
    turns.append((cl_cmd(rcmd), cl_ran(rcmd, rspec_out(9, 8620, "0.01544", "0.09127"))))
    o2 = '''    it "is zero when every line is tax-free" do'''
    n2 = '''    it "rounds half up within a group" do
      single = described_class.new(number: "y").add_line(description: "Tea", quantity: 1, unit_price: "7.50", tax_rate: "0.07")
      expect(single.tax_total).to eq(BigDecimal("0.53"))
    end

    it "groups lines that share a rate" do
      invoice.add_line(description: "Ink", quantity: 1, unit_price: "0.05", tax_rate: "0.19")
      expect(invoice.tax_total).to eq(BigDecimal("1.18"))
    end

    it "is zero when every line is tax-free" do'''
    spec.replace(o2, n2)
    turns.append((cl_replace(spec.path, [(o2, n2)]), cl_saved(spec.path, spec.text)))
    turns.append((cl_cmd(rcmd), cl_ran(rcmd, rspec_out(11, 33107, "0.01962", "0.09388"))))
    ln = src.line_of(head.strip())
    col = len(head) + 1
    cop = "bundle exec rubocop lib/bramble/invoice.rb"
    turns.append((cl_cmd(cop), cl_ran(cop, (
        "Inspecting 1 file\nC\n\nOffenses:\n\n"
        f"lib/bramble/invoice.rb:{ln}:{col}: C: [Correctable] Style/BlockDelimiters: Avoid using {{...}} for multi-line blocks.\n"
        f"{head}{{ |rate, group|\n{' ' * (col - 1)}^\n\n1 file inspected, 1 offense detected, 1 offense autocorrectable"))))
    n3 = f"{head}do |rate, group|\n{body}\n      end"
    src.replace(n1, n3)
    turns.append((cl_replace(src.path, [(n1, n3)]), cl_saved(src.path, src.text)))
    turns.append((cl_cmd(f"{cop} && {rcmd}"), cl_ran(f"{cop} && {rcmd}", (
        "Inspecting 1 file\n.\n\n1 file inspected, no offenses detected\n" + rspec_out(11, 1406, "0.01811", "0.09275")))))
    rs.add(task="swe", tid=tid, system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (bramble, invoicing for a small shop; Ruby 3.3, RSpec, RuboCop). Bug: invoices mixing 19% and 7% VAT are off by a cent because tax is rounded on the overall sum instead of per rate.")


ORDER = [
    t_hopscotch_redirect_clean, t_tabkit_sniff_bad, t_tallyho_range_bad, t_sqlglide_join_clean,
    t_quillpress_slug_clean, t_lantern_window_bad, t_tollgate_hop_bad, t_wharf_units_clean,
    t_ledgerline_legacy_bad, t_dunlin_checkbox_clean, t_nimbus_slug_bad, t_cronlet_dst_clean,
    t_tidepool_release_bad, t_zonefile_ttl_clean, t_mintcake_week_bad, t_gritty_clippy_clean,
    t_relayq_branch_bad, t_bramble_tax_clean, t_kestrel_health_bad, t_parcelkit_rename_clean,
    t_harbormaster_backoff_bad, t_pagoda_rebase_clean,
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h15-swe-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
