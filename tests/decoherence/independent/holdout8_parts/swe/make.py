# ruff: noqa: E501
"""Held-out set 8, swe domain: 22 trajectories (11 with exactly one contradiction, 11 clean).

OpenHands (execute_bash / str_replace_editor) and Gemini CLI (read_file / replace / run_shell_command ...)
sandboxes over Python/Django, requests, pandas, JS/TS, Go, Rust, Ruby, Elixir, C/make and Haskell/cabal
repositories. Every trajectory starts with a one-line comment that says what it is and, for bad ones, what
contradicts what. Deterministic: no randomness, no network.
"""

from __future__ import annotations

import difflib
import re
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

# ---------------------------------------------------------------- helpers


def nlines(text: str) -> list[str]:
    return text.split("\n")


def view(path: str, text: str, a: int | None = None, b: int | None = None) -> str:
    ls = nlines(text[:-1] if text.endswith("\n") else text)
    a = a or 1
    b = b or len(ls)
    return cat_n(path, "\n".join(ls[a - 1:b]), a)


def line_of(text: str, needle: str) -> int:
    assert text.count(needle) == 1, needle
    return text[:text.index(needle)].count("\n") + 1


def oh_replace(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    """Apply a unique str_replace and return (new text, OpenHands snippet observation)."""
    assert text.count(old) == 1, (path, old)
    line = line_of(text, old)
    nt = text.replace(old, new)
    ls = nlines(nt)
    s = max(1, line - 4)
    e = min(len(ls), line + new.count("\n") + 4)
    return nt, edited(path, "\n".join(ls[s - 1:e]), s)


def oh_insert(path: str, text: str, after: int, new: str) -> tuple[str, str]:
    ls = nlines(text)
    add = nlines(new)
    out = ls[:after] + add + ls[after:]
    s = max(1, after - 3)
    e = min(len(out), after + len(add) + 4)
    return "\n".join(out), edited(path, "\n".join(out[s - 1:e]), s)


def grep_n(text: str, pattern: str, prefix: str | None = None) -> list[str]:
    rx = re.compile(pattern)
    out = []
    for i, ln in enumerate(nlines(text), 1):
        if rx.search(ln):
            out.append((f"{prefix}:" if prefix else "") + f"{i}:{ln}")
    return out


_FUNC = re.compile(r"^[A-Za-z_$]")


def git_diff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """`git diff` of one file (3 lines of context, default funcname heuristic)."""
    a, b = nlines(old), nlines(new)
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for ln in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if ln.startswith("@@"):
            m = re.match(r"@@ -(\d+)", ln)
            start = int(m.group(1)) if m else 1
            ctx = ""
            for j in range(start - 2, -1, -1):
                if _FUNC.match(a[j]):
                    ctx = " " + a[j]
                    break
            ln = ln + ctx
        out.append(ln)
    return "\n".join(out)


def numstat(old: str, new: str) -> tuple[int, int]:
    ins = dele = 0
    for ln in difflib.unified_diff(nlines(old), nlines(new), lineterm="", n=0):
        if ln.startswith("+") and not ln.startswith("+++"):
            ins += 1
        elif ln.startswith("-") and not ln.startswith("---"):
            dele += 1
    return ins, dele


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    rows = []
    for p, i, d in entries:
        rows.append(f" {p.ljust(w)} | {i + d} {'+' * i}{'-' * d}")
    ti = sum(i for _, i, _ in entries)
    td = sum(d for _, _, d in entries)
    n = len(entries)
    tail = f" {n} file{'s' if n > 1 else ''} changed"
    if ti:
        tail += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        tail += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(rows + [tail])


def gem_ok(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def frame(cols: list[str], rows: list[tuple], index: list | None = None) -> str:
    """A pandas-like DataFrame.to_string(): right-aligned columns, index on the left."""
    idx = [str(i) for i in (index if index is not None else range(len(rows)))]
    cells = [[c if isinstance(c, str) else (f"{c:.2f}" if isinstance(c, float) else str(c)) for c in r] for r in rows]
    widths = [max(len(cols[j]), *(len(r[j]) for r in cells)) for j in range(len(cols))]
    iw = max(len(x) for x in idx)
    head = " " * iw + "".join("  " + cols[j].rjust(widths[j]) for j in range(len(cols)))
    body = [idx[k].ljust(iw) + "".join("  " + cells[k][j].rjust(widths[j]) for j in range(len(cols))) for k in range(len(cells))]
    return "\n".join([head] + body)


RS: RowSet | None = None


def add(tid: str, system: str, turns: list[tuple[str, str]], *, state: str | None = None,
        bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    assert RS is not None
    assert 6 <= len(turns) <= 12, (tid, len(turns))
    RS.add(task="swe", tid=tid, system=system, turns=turns, state=state, bad=bad, turn=turn, kind=kind)


# ---------------------------------------------------------------- 01
# h8-swe-01 (BAD, OpenHands, Django "bookshelf"): guard a non-numeric ?page= in catalog.views.search. Turn 2 shows
# `def book_detail` at line 24; the turn-3 edit adds 3 lines far BELOW it (inside search), yet the turn-4 grep -n
# lists `def book_detail` at line 27 (every def after search is correctly shifted by 3).
VIEWS01 = '''from django.core.paginator import EmptyPage, Paginator
from django.db.models import Q
from django.http import Http404, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET

from .models import Author, Book, Shelf

PAGE_SIZE = 20


def index(request):
    recent = Book.objects.order_by("-added_at")[:12]
    shelves = Shelf.objects.filter(owner=request.user) if request.user.is_authenticated else []
    return render(request, "catalog/index.html", {"recent": recent, "shelves": shelves})


def author_detail(request, slug):
    author = get_object_or_404(Author, slug=slug)
    books = author.books.order_by("published_year", "title")
    return render(request, "catalog/author_detail.html", {"author": author, "books": books})


def book_detail(request, pk):
    book = get_object_or_404(Book.objects.select_related("author"), pk=pk)
    related = Book.objects.filter(author=book.author).exclude(pk=book.pk)[:5]
    return render(request, "catalog/book_detail.html", {"book": book, "related": related})


def _filter_books(query):
    qs = Book.objects.select_related("author")
    if query:
        qs = qs.filter(Q(title__icontains=query) | Q(author__name__icontains=query) | Q(isbn=query))
    return qs.order_by("title")


@require_GET
def search(request):
    query = request.GET.get("q", "").strip()
    page = int(request.GET.get("page", 1))
    paginator = Paginator(_filter_books(query), PAGE_SIZE)
    try:
        results = paginator.page(page)
    except EmptyPage:
        results = paginator.page(paginator.num_pages)
    return render(request, "catalog/search.html", {"query": query, "results": results})


@require_GET
def search_api(request):
    query = request.GET.get("q", "").strip()
    qs = _filter_books(query)[:50]
    data = [{"id": b.pk, "title": b.title, "author": b.author.name, "isbn": b.isbn} for b in qs]
    return JsonResponse({"query": query, "count": len(data), "results": data})


def shelf_detail(request, pk):
    shelf = get_object_or_404(Shelf, pk=pk)
    if shelf.is_private and shelf.owner != request.user:
        raise Http404("Shelf not found")
    return render(request, "catalog/shelf_detail.html", {"shelf": shelf, "books": shelf.books.all()})
'''

TAIL01 = '''    def test_search_out_of_range_page_clamps(self):
        resp = self.client.get(reverse("catalog:search"), {"q": "Volume", "page": 99})
        self.assertEqual(resp.status_code, 200)
        self.assertEqual(resp.context["results"].number, 3)

    def test_private_shelf_hidden_from_others(self):
        other = get_user_model().objects.create_user("other", password="pw12345!")
        shelf = Shelf.objects.create(owner=other, name="Secret", is_private=True)
        self.client.force_login(self.user)
        resp = self.client.get(reverse("catalog:shelf_detail", args=[shelf.pk]))
        self.assertEqual(resp.status_code, 404)'''


def t01() -> None:
    root = "/workspace/bookshelf"
    p = f"{root}/catalog/views.py"
    v0 = VIEWS01
    sig = grep_n(v0, r"def search", "catalog/views.py")
    t1 = oh_bash("\n".join(sig + ['9:    path("search/", views.search, name="search"),',
                                  '10:    path("api/search/", views.search_api, name="search_api"),']), root)
    v1, e3 = oh_replace(p, v0, '    page = int(request.GET.get("page", 1))\n',
                        '    try:\n        page = int(request.GET.get("page", 1))\n    except (TypeError, ValueError):\n        page = 1\n')
    g = grep_n(v1, r"^def |^@require_GET|PAGE_SIZE")
    bd_true = line_of(v1, "def book_detail(")
    assert bd_true == line_of(v0, "def book_detail(") == 24
    g = [x.replace(f"{bd_true}:def book_detail", f"{bd_true + 3}:def book_detail") for x in g]  # the drift
    t4 = oh_bash("\n".join(g), root)
    run14 = ("Found 14 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
             "..............\n----------------------------------------------------------------------\nRan 14 tests in 0.487s\n\nOK\n"
             "Destroying test database for alias 'default'...")
    tp = f"{root}/catalog/tests/test_views.py"
    tail_start = 121
    tail_lines = nlines(TAIL01)
    assert len(tail_lines) == 11
    total = tail_start + len(tail_lines) - 1
    t6 = oh_bash("\n".join(f"{tail_start + i:6d}\t{ln}" for i, ln in enumerate(tail_lines)), root)
    newtest = ('\n    def test_search_non_numeric_page_falls_back_to_first(self):\n'
               '        resp = self.client.get(reverse("catalog:search"), {"q": "Volume", "page": "abc"})\n'
               '        self.assertEqual(resp.status_code, 200)\n'
               '        self.assertEqual(resp.context["results"].number, 1)')
    full_tail = TAIL01
    new_tail, _ = oh_insert(tp, full_tail, len(tail_lines), newtest)
    nl = nlines(new_tail)
    after = total
    add_n = len(nlines(newtest))
    s = after - 3
    snippet = "\n".join(nl[(s - tail_start):])
    e7 = edited(tp, snippet, s)
    run15 = run14.replace("14 test(s)", "15 test(s)").replace("..............", "...............").replace(
        "Ran 14 tests in 0.487s", "Ran 15 tests in 0.502s")
    i1, d1 = numstat(v0, v1)
    st = diffstat([("catalog/tests/test_views.py", add_n, 0), ("catalog/views.py", i1, d1)])
    turns = [
        (bash('grep -rn --include=*.py "def search" catalog/ && grep -n "search" catalog/urls.py'), t1),
        (editor("view", p), view(p, v0)),
        (editor("str_replace", p, old_str='    page = int(request.GET.get("page", 1))\n',
                new_str='    try:\n        page = int(request.GET.get("page", 1))\n    except (TypeError, ValueError):\n        page = 1\n'), e3),
        (bash('grep -n "^def \\|^@require_GET\\|PAGE_SIZE" catalog/views.py'), t4),
        (bash("python manage.py test catalog.tests.test_views"), oh_bash(run14, root)),
        (bash("nl -ba catalog/tests/test_views.py | tail -n 11"), t6),
        (editor("insert", tp, insert_line=total, new_str=newtest), e7),
        (bash("python manage.py test catalog.tests.test_views"), oh_bash(run15, root)),
        (bash("git diff --stat"), oh_bash(st, root)),
    ]
    add("h8-swe-01", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Django 4.2). Issue: /search/?q=le+guin&page=abc returns HTTP 500 (ValueError).",
        bad=True, turn=4, kind="line number shifted by an edit below it")


# ---------------------------------------------------------------- 02
# h8-swe-02 (CLEAN, OpenHands, Python "webhookd" on requests): add a default timeout to WebhookClient. Line numbers
# in the turn-6 grep are shifted by the agent's own edits (turns 3-5); the test count goes 18 -> 20 after the
# agent creates a test file with two tests; git status lists exactly the edited and the new file.
CLIENT02 = '''"""HTTP delivery of webhook payloads with signing and retries."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time

import requests

log = logging.getLogger(__name__)

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})


class DeliveryError(Exception):
    def __init__(self, url: str, status: int | None, attempts: int) -> None:
        super().__init__(f"delivery to {url} failed after {attempts} attempts (last status: {status})")
        self.url, self.status, self.attempts = url, status, attempts


class WebhookClient:
    def __init__(self, secret: str, max_attempts: int = 4, backoff: float = 0.5) -> None:
        self.secret = secret.encode()
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.session = requests.Session()
        self.session.headers["User-Agent"] = "webhookd/1.3"

    def sign(self, body: bytes) -> str:
        digest = hmac.new(self.secret, body, hashlib.sha256).hexdigest()
        return f"sha256={digest}"

    def send(self, url: str, event: str, payload: dict) -> requests.Response:
        body = json.dumps(payload, separators=(",", ":"), sort_keys=True).encode()
        headers = {"Content-Type": "application/json", "X-Webhook-Event": event,
                   "X-Webhook-Signature": self.sign(body)}
        status = None
        for attempt in range(1, self.max_attempts + 1):
            try:
                resp = self.session.post(url, data=body, headers=headers)
            except requests.ConnectionError as exc:
                log.warning("attempt %d to %s: %s", attempt, url, exc)
            else:
                status = resp.status_code
                if status not in RETRY_STATUSES:
                    resp.raise_for_status()
                    return resp
                log.warning("attempt %d to %s: HTTP %d", attempt, url, status)
            if attempt < self.max_attempts:
                time.sleep(self.backoff * 2 ** (attempt - 1))
        raise DeliveryError(url, status, self.max_attempts)

    def close(self) -> None:
        self.session.close()
'''

TEST02 = '''import requests

from webhookd.client import DEFAULT_TIMEOUT, WebhookClient

URL = "https://hooks.example.test/in"


def test_default_timeout_is_passed(requests_mock):
    requests_mock.post(URL, status_code=204)
    WebhookClient("s3cret").send(URL, "ping", {"ok": True})
    assert requests_mock.last_request.timeout == DEFAULT_TIMEOUT


def test_read_timeout_is_retried(requests_mock, monkeypatch):
    monkeypatch.setattr("webhookd.client.time.sleep", lambda s: None)
    requests_mock.post(URL, [{"exc": requests.ReadTimeout}, {"status_code": 200, "json": {}}])
    resp = WebhookClient("s3cret", timeout=1.5).send(URL, "ping", {"ok": True})
    assert resp.status_code == 200
    assert requests_mock.call_count == 2
'''


def t02() -> None:
    root = "/workspace/webhookd"
    p = f"{root}/webhookd/client.py"
    c0 = CLIENT02
    o3, n3 = ('RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})\n',
              'RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})\n# (connect, read) seconds, see https://requests.readthedocs.io/en/latest/user/advanced/#timeouts\nDEFAULT_TIMEOUT = (3.05, 10)\n')
    c1, e3 = oh_replace(p, c0, o3, n3)
    o4 = ('    def __init__(self, secret: str, max_attempts: int = 4, backoff: float = 0.5) -> None:\n'
          '        self.secret = secret.encode()\n')
    n4 = ('    def __init__(self, secret: str, max_attempts: int = 4, backoff: float = 0.5,\n'
          '                 timeout: float | tuple[float, float] = DEFAULT_TIMEOUT) -> None:\n'
          '        self.secret = secret.encode()\n'
          '        self.timeout = timeout\n')
    c2, e4 = oh_replace(p, c1, o4, n4)
    o5 = ('                resp = self.session.post(url, data=body, headers=headers)\n'
          '            except requests.ConnectionError as exc:\n')
    n5 = ('                resp = self.session.post(url, data=body, headers=headers, timeout=self.timeout)\n'
          '            except (requests.ConnectionError, requests.Timeout) as exc:\n')
    c3, e5 = oh_replace(p, c2, o5, n5)
    g6 = grep_n(c3, r"def |timeout|TIMEOUT")
    tp = f"{root}/tests/test_timeout.py"
    pyt = lambda n, t: oh_bash(f"{'.' * n}{' ' * (73 - n)}[100%]\n{n} passed in {t}", root)  # noqa: E731
    status = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
              "  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   webhookd/client.py\n\n"
              "Untracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\ttests/test_timeout.py\n\n"
              "no changes added to commit (use \"git add\" and/or \"git commit -a\")")
    turns = [
        (bash("python -m pytest -q"), pyt(18, "0.58s")),
        (editor("view", p), view(p, c0)),
        (editor("str_replace", p, old_str=o3, new_str=n3), e3),
        (editor("str_replace", p, old_str=o4, new_str=n4), e4),
        (editor("str_replace", p, old_str=o5, new_str=n5), e5),
        (bash('grep -n "def \\|timeout\\|TIMEOUT" webhookd/client.py'), oh_bash("\n".join(g6), root)),
        (editor("create", tp, file_text=TEST02), f"File created successfully at: {tp}"),
        (bash("python -m pytest -q"), pyt(20, "0.71s")),
        (bash("git status"), oh_bash(status, root)),
    ]
    add("h8-swe-02", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root}. Issue: WebhookClient.send can hang forever on a slow receiver; add a default timeout.")


# ---------------------------------------------------------------- 03
# h8-swe-03 (BAD, Gemini CLI, TypeScript "fetch-retry" + jest): retry HTTP 429. Turn 2 changes shouldRetry to
# `res.status >= 500 || res.status === 429` (confirmed by the turn-6 git diff); turn 7 only adds `export` to that
# function, but the turn-8 read_file shows the condition back to `if (res.status >= 500) return true;`.
RETRY03 = '''export interface RetryOptions {
  retries?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  factor?: number;
  onRetry?: (attempt: number, reason: unknown) => void;
}

const DEFAULTS: Required<Omit<RetryOptions, "onRetry">> = {
  retries: 3,
  minDelayMs: 200,
  maxDelayMs: 5_000,
  factor: 2,
};

export class RetryError extends Error {
  constructor(public readonly attempts: number, public readonly lastError: unknown) {
    super(`request failed after ${attempts} attempts`);
    this.name = "RetryError";
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function backoffDelay(attempt: number, opts: RetryOptions = {}): number {
  const { minDelayMs, maxDelayMs, factor } = { ...DEFAULTS, ...opts };
  return Math.min(maxDelayMs, minDelayMs * factor ** (attempt - 1));
}

function shouldRetry(res: Response): boolean {
  if (res.status >= 500) return true;
  return false;
}

export async function fetchWithRetry(
  input: RequestInfo | URL,
  init: RequestInit = {},
  opts: RetryOptions = {},
): Promise<Response> {
  const { retries } = { ...DEFAULTS, ...opts };
  let lastError: unknown;
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    try {
      const res = await fetch(input, init);
      if (!shouldRetry(res)) return res;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (err) {
      if (init.signal?.aborted) throw err;
      lastError = err;
    }
    if (attempt <= retries) {
      opts.onRetry?.(attempt, lastError);
      await sleep(backoffDelay(attempt, opts));
    }
  }
  throw new RetryError(retries + 1, lastError);
}'''

TESTPART03 = '''  it("retries a 503 and then returns the 200", async () => {
    mockFetch.mockResolvedValueOnce(new Response("busy", { status: 503 }))
      .mockResolvedValueOnce(new Response("ok", { status: 200 }));
    const res = await fetchWithRetry("https://api.test/items", {}, { minDelayMs: 1 });
    expect(res.status).toBe(200);
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a 404", async () => {
    mockFetch.mockResolvedValueOnce(new Response("nope", { status: 404 }));
    const res = await fetchWithRetry("https://api.test/items", {}, { minDelayMs: 1 });
    expect(res.status).toBe(404);
    expect(mockFetch).toHaveBeenCalledTimes(1);
  });

  it("gives up after the configured retries", async () => {
    mockFetch.mockResolvedValue(new Response("down", { status: 502 }));
    await expect(
      fetchWithRetry("https://api.test/items", {}, { retries: 2, minDelayMs: 1 }),
    ).rejects.toBeInstanceOf(RetryError);
    expect(mockFetch).toHaveBeenCalledTimes(3);
  });'''


def t03() -> None:
    root = "/home/dev/fetch-retry"
    p = f"{root}/src/retry.ts"
    tp = f"{root}/test/retry.test.ts"
    r0 = RETRY03
    o2, n2 = "  if (res.status >= 500) return true;", "  if (res.status >= 500 || res.status === 429) return true;"
    r1 = r0.replace(o2, n2)
    o4 = '''  it("does not retry a 404", async () => {'''
    n4 = '''  it("retries a 429 (rate limited)", async () => {
    mockFetch.mockResolvedValueOnce(new Response("slow down", { status: 429 }))
      .mockResolvedValueOnce(new Response("ok", { status: 200 }));
    const res = await fetchWithRetry("https://api.test/items", {}, { minDelayMs: 1 });
    expect(res.status).toBe(200);
    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a 404", async () => {'''
    o7, n7 = "function shouldRetry(res: Response): boolean {", "export function shouldRetry(res: Response): boolean {"
    r2 = r1.replace(o7, n7)
    shown = r2.replace(n2, o2)  # the drift: the 429 condition from turn 2 is gone
    assert shown != r2 and n7 in shown
    part = ("[File content truncated: showing lines 31-52 of 74 total lines. Use offset/limit parameters to view more.]\n"
            + TESTPART03)
    assert len(nlines(TESTPART03)) == 22
    jest = lambda n, t: (" PASS  test/backoff.test.ts\n PASS  test/retry.test.ts\n\nTest Suites: 2 passed, 2 total\n"  # noqa: E731
                         f"Tests:       {n} passed, {n} total\nSnapshots:   0 total\nTime:        {t}\nRan all test suites.")
    d6 = git_diff("src/retry.ts", r0, r1, "5c0e9a1..b71d2f4")
    turns = [
        (call("read_file", absolute_path=p), r0),
        (call("replace", file_path=p, old_string=o2, new_string=n2), gem_ok(p)),
        (call("read_file", absolute_path=tp, offset=30, limit=22), part),
        (call("replace", file_path=tp, old_string=o4, new_string=n4), gem_ok(tp)),
        (gshell("npx jest 2>&1", "Run the jest suites"), gem_run("npx jest 2>&1", jest(12, "2.104 s"), pgid=51822)),
        (gshell("git diff src/retry.ts", "Show the source change"), gem_run("git diff src/retry.ts", d6, pgid=51907)),
        (call("replace", file_path=p, old_string=o7, new_string=n7), gem_ok(p)),
        (call("read_file", absolute_path=p), shown),
        (gshell("npx jest 2>&1", "Run the jest suites again"), gem_run("npx jest 2>&1", jest(12, "1.876 s, estimated 2 s"), pgid=52033)),
    ]
    add("h8-swe-03", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (TypeScript, jest, 11 tests in 2 suites). Task: HTTP 429 responses must be retried like 5xx.",
        bad=True, turn=8, kind="file content lost")


# ---------------------------------------------------------------- 04
# h8-swe-04 (CLEAN, Gemini CLI, Go "linkcheck"): keep trailing slashes in urlx.Normalize. The failing subtest
# passes after the fix; go test's "(cached)" markers follow what changed (crawl imports urlx, so it re-runs in
# turn 4; only report re-runs after gofmt rewrote it in turn 6); git status/diff --stat match both edits.
NORM04 = '''package urlx

import (
	"net/url"
	"path"
	"sort"
	"strings"
)

// Normalize returns a canonical form of raw so that equivalent links compare equal.
func Normalize(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "", err
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	u.Fragment = ""
	if (u.Scheme == "http" && strings.HasSuffix(u.Host, ":80")) ||
		(u.Scheme == "https" && strings.HasSuffix(u.Host, ":443")) {
		u.Host = u.Host[:strings.LastIndex(u.Host, ":")]
	}
	if u.Path != "" {
		u.Path = path.Clean(u.Path)
	}
	u.RawQuery = sortQuery(u.Query())
	return u.String(), nil
}

func sortQuery(q url.Values) string {
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		vs := q[k]
		sort.Strings(vs)
		for _, v := range vs {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(url.QueryEscape(k) + "=" + url.QueryEscape(v))
		}
	}
	return b.String()
}
'''


def t04() -> None:
    root = "/home/dev/linkcheck"
    mod = "github.com/mkovac/linkcheck"
    p = f"{root}/internal/urlx/normalize.go"
    o3 = "\tif u.Path != \"\" {\n\t\tu.Path = path.Clean(u.Path)\n\t}\n"
    n3 = ("\tif u.Path != \"\" {\n\t\ttrailing := strings.HasSuffix(u.Path, \"/\")\n\t\tu.Path = path.Clean(u.Path)\n"
          "\t\tif trailing && u.Path != \"/\" {\n\t\t\tu.Path += \"/\"\n\t\t}\n\t}\n")
    n1 = NORM04.replace(o3, n3)
    i, d = numstat(NORM04, n1)
    assert (i, d) == (4, 0)
    t1 = (f"?   \t{mod}/cmd/linkcheck\t[no test files]\nok  \t{mod}/internal/crawl\t0.412s\n"
          f"ok  \t{mod}/internal/report\t0.019s\n--- FAIL: TestNormalize (0.00s)\n"
          "    --- FAIL: TestNormalize/trailing_slash_kept (0.00s)\n"
          "        normalize_test.go:48: Normalize(\"HTTPS://Example.com:443/docs/\") = \"https://example.com/docs\", want \"https://example.com/docs/\"\n"
          f"FAIL\nFAIL\t{mod}/internal/urlx\t0.006s\nFAIL")
    t4 = (f"?   \t{mod}/cmd/linkcheck\t[no test files]\nok  \t{mod}/internal/crawl\t0.398s\n"
          f"ok  \t{mod}/internal/report\t(cached)\nok  \t{mod}/internal/urlx\t0.005s")
    t7 = (f"?   \t{mod}/cmd/linkcheck\t[no test files]\nok  \t{mod}/internal/crawl\t(cached)\n"
          f"ok  \t{mod}/internal/report\t0.021s\nok  \t{mod}/internal/urlx\t(cached)")
    st = diffstat([("internal/report/html.go", 3, 3), ("internal/urlx/normalize.go", 4, 0)])
    c1 = "go test ./..."
    c5 = "gofmt -l . && go vet ./..."
    c6 = "gofmt -w internal/report/html.go && gofmt -l ."
    turns = [
        (gshell(c1, "Run all Go tests"), gem_run(c1, t1, code=1, pgid=70114)),
        (call("read_file", absolute_path=p), NORM04.rstrip("\n")),
        (call("replace", file_path=p, old_string=o3, new_string=n3), gem_ok(p)),
        (gshell(c1, "Re-run the tests"), gem_run(c1, t4, pgid=70391)),
        (gshell(c5, "Check formatting and vet"), gem_run(c5, "internal/report/html.go", pgid=70455)),
        (gshell(c6, "Format the file gofmt flagged"), gem_run(c6, "", pgid=70502)),
        (gshell(c1, "Run the tests after formatting"), gem_run(c1, t7, pgid=70560)),
        (gshell("git status --short", "List changed files"),
         gem_run("git status --short", " M internal/report/html.go\n M internal/urlx/normalize.go", pgid=70611)),
        (gshell("git diff --stat", "Summarize the diff"), gem_run("git diff --stat", st, pgid=70634)),
    ]
    add("h8-swe-04", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} ({mod}, Go 1.22). Bug: links to https://example.com/docs/ are reported as redirects because the trailing slash is dropped.")


# ---------------------------------------------------------------- 05
# h8-swe-05 (BAD, OpenHands, Rust crate "bytefmt"): accept fractional sizes. Turn 4 adds the unit test
# parse::tests::parses_fractional_mib and turn 5 runs it (8 parse tests, 10 filtered out = 18 unit tests); the
# turn-6 full `cargo test` again reports "running 17 tests"/"17 passed" for the lib and the new test is missing.
PARSE05 = '''use crate::{Error, Unit};

/// Parses strings such as `"512"`, `"1.5 KiB"` or `"20MB"` into a byte count.
pub fn parse(input: &str) -> Result<u64, Error> {
    let s = input.trim();
    if s.is_empty() {
        return Err(Error::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(s.len());
    let (num, suffix) = s.split_at(split);
    let unit = Unit::from_suffix(suffix.trim())?;
    let value: u64 = num.parse().map_err(|_| Error::InvalidNumber(num.to_string()))?;
    value.checked_mul(unit.multiplier()).ok_or(Error::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_bytes() {
        assert_eq!(parse("512"), Ok(512));
    }

    #[test]
    fn parses_decimal_units() {
        assert_eq!(parse("20MB"), Ok(20_000_000));
        assert_eq!(parse("3 kB"), Ok(3_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse("4 GiB"), Ok(4 * 1024 * 1024 * 1024));
    }

    #[test]
    fn trims_whitespace() {
        assert_eq!(parse("  7 KiB \\n"), Ok(7168));
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(parse("   "), Err(Error::Empty));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse("5 parsecs"), Err(Error::UnknownUnit("parsecs".into())));
    }

    #[test]
    fn detects_overflow() {
        assert_eq!(parse("20000000 TiB"), Err(Error::Overflow));
    }
}'''

UNIT05 = (["format::tests::formats_bytes_below_1k", "format::tests::formats_decimal_units", "format::tests::formats_kib",
           "format::tests::formats_mib_with_precision", "format::tests::formats_zero", "format::tests::rounds_half_up"]
          + [f"parse::tests::{n}" for n in ["detects_overflow", "parses_binary_units", "parses_decimal_units",
                                           "parses_plain_bytes", "rejects_empty", "rejects_unknown_unit", "trims_whitespace"]]
          + ["unit::tests::binary_multipliers", "unit::tests::decimal_multipliers", "unit::tests::suffix_case_insensitive",
             "unit::tests::unknown_suffix_errors"])
INTEG05 = ["max_value_roundtrips", "parses_fractional_kib", "parses_integer_mb", "parses_with_spaces", "rejects_negative",
           "roundtrip_format_parse"]


def cargo_block(names: list[str], fails: list[str] = (), filtered: int = 0, secs: str = "0.00s") -> str:
    out = [f"running {len(names)} test{'s' if len(names) != 1 else ''}"]
    out += [f"test {n} ... {'FAILED' if n in fails else 'ok'}" for n in names]
    return "\n".join(out)


def cargo_result(n: int, failed: int = 0, filtered: int = 0, secs: str = "0.00s") -> str:
    state = "FAILED" if failed else "ok"
    return f"test result: {state}. {n - failed} passed; {failed} failed; 0 ignored; 0 measured; {filtered} filtered out; finished in {secs}"


def t05() -> None:
    root = "/workspace/bytefmt"
    p = f"{root}/src/parse.rs"
    hdr = ("   Compiling bytefmt v0.4.2 (/workspace/bytefmt)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in {t}\n"
           "     Running unittests src/lib.rs (target/debug/deps/bytefmt-5c81e2f0a9d4b3e7)\n\n")
    fail = ("\n\nfailures:\n\n---- parses_fractional_kib stdout ----\nthread 'parses_fractional_kib' panicked at tests/integration.rs:21:5:\n"
            "assertion `left == right` failed\n  left: Err(InvalidNumber(\"1.5\"))\n right: Ok(1536)\n"
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    parses_fractional_kib\n\n")
    t1 = (hdr.format(t="3.48s") + cargo_block(UNIT05) + "\n\n" + cargo_result(17) + "\n\n"
          "     Running tests/integration.rs (target/debug/deps/integration-0f3a6b27c18e95d4)\n\n"
          + cargo_block(INTEG05, ["parses_fractional_kib"]) + fail + cargo_result(6, failed=1) + "\n\n"
          "error: test failed, to rerun pass `--test integration`")
    o3 = "    let value: u64 = num.parse().map_err(|_| Error::InvalidNumber(num.to_string()))?;\n"
    n3 = ("    if num.contains('.') {\n        let value: f64 = num.parse().map_err(|_| Error::InvalidNumber(num.to_string()))?;\n"
          "        return Ok((value * unit.multiplier() as f64).round() as u64);\n    }\n" + o3)
    p1, e3 = oh_replace(p, PARSE05, o3, n3)
    o4 = '        assert_eq!(parse("20000000 TiB"), Err(Error::Overflow));\n    }\n'
    n4 = o4 + '\n    #[test]\n    fn parses_fractional_mib() {\n        assert_eq!(parse("1.25 MiB"), Ok(1_310_720));\n    }\n'
    p2, e4 = oh_replace(p, p1, o4, n4)
    parse_new = sorted([n for n in UNIT05 if n.startswith("parse::")] + ["parse::tests::parses_fractional_mib"])
    hdr5 = ("   Compiling bytefmt v0.4.2 (/workspace/bytefmt)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.12s\n"
            "     Running unittests src/lib.rs (target/debug/deps/bytefmt-5c81e2f0a9d4b3e7)\n\n")
    t5 = hdr5 + cargo_block(parse_new) + "\n\n" + cargo_result(8, filtered=10)
    doc = ("   Doc-tests bytefmt\n\nrunning 3 tests\ntest src/format.rs - format::format (line 9) ... ok\n"
           "test src/lib.rs - (line 3) ... ok\ntest src/lib.rs - (line 21) ... ok\n\n"
           + cargo_result(3, secs="0.41s"))
    # the drift: the lib block below still has the 17 old tests and says 17
    t6 = ("   Compiling bytefmt v0.4.2 (/workspace/bytefmt)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.87s\n"
          "     Running unittests src/lib.rs (target/debug/deps/bytefmt-5c81e2f0a9d4b3e7)\n\n"
          + cargo_block(UNIT05) + "\n\n" + cargo_result(17) + "\n\n"
          "     Running tests/integration.rs (target/debug/deps/integration-0f3a6b27c18e95d4)\n\n"
          + cargo_block(INTEG05) + "\n\n" + cargo_result(6) + "\n\n" + doc)
    clippy = "    Checking bytefmt v0.4.2 (/workspace/bytefmt)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.94s"
    i, d = numstat(PARSE05, p2)
    turns = [
        (bash("cargo test 2>&1"), oh_bash(t1, root, 101)),
        (editor("view", p), view(p, PARSE05)),
        (editor("str_replace", p, old_str=o3, new_str=n3), e3),
        (editor("str_replace", p, old_str=o4, new_str=n4), e4),
        (bash("cargo test --lib parse:: 2>&1"), oh_bash(t5, root)),
        (bash("cargo test 2>&1"), oh_bash(t6, root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1"), oh_bash(clippy, root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/parse.rs", i, d)]), root)),
    ]
    add("h8-swe-05", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Rust 1.78). Issue #41: bytefmt::parse(\"1.5 KiB\") returns InvalidNumber.",
        bad=True, turn=6, kind="count does not follow (added test missing)")


# ---------------------------------------------------------------- 06
# h8-swe-06 (CLEAN, OpenHands, Rust crate "csvsniff"): rename guess_delim -> sniff_delimiter and fix a warning.
# The turn-2 grep shows the same lines as turn 1 under the new name; the warning at sniff.rs:58 disappears after
# the agent deletes that line; the second build recompiles because a file changed; test counts are stable.
PART06 = '''
/// Scores how consistently `delim` splits the sample's lines into the same number of fields.
fn consistency(sample: &[u8], delim: u8) -> f64 {
    let lines: Vec<&[u8]> = sample
        .split(|&b| b == b'\\n')
        .filter(|l| !l.is_empty())
        .take(MAX_LINES)
        .collect();
    let quote = detect_quote(sample);
    if lines.len() < 2 {
        return 0.0;
    }
    let counts: Vec<usize> = lines.iter().map(|l| l.iter().filter(|&&b| b == delim).count()).collect();
    let first = counts[0];
    if first == 0 {
        return 0.0;
    }'''


def oh_replace_part(path: str, part: str, start: int, old: str, new: str) -> str:
    """str_replace inside a region of a file whose line `start` is the first line of `part`."""
    assert part.count(old) == 1
    line = start + part[:part.index(old)].count("\n")
    nt = part.replace(old, new)
    ls = nlines(nt)
    s = max(start, line - 4)
    e = min(start + len(ls) - 1, line + new.count("\n") + 4)
    return edited(path, "\n".join(ls[s - start:e - start + 1]), s)


def t06() -> None:
    root = "/workspace/csvsniff"
    hits = [("src/lib.rs", 3, "//! let d = csvsniff::{}(b\"a;b;c\\n1;2;3\\n\").unwrap();"),
            ("src/lib.rs", 14, "pub use sniff::{};"),
            ("src/sniff.rs", 41, "pub fn {}(sample: &[u8]) -> Option<u8> {{"),
            ("src/sniff.rs", 97, "        assert_eq!({}(b\"a,b\\n1,2\\n\"), Some(b','));"),
            ("src/sniff.rs", 102, "        assert_eq!({}(b\"a\\tb\\n1\\t2\\n\"), Some(b'\\t'));"),
            ("tests/detect.rs", 3, "use csvsniff::{};"),
            ("tests/detect.rs", 9, "    let d = {}(&std::fs::read(\"tests/data/semicolon.csv\").unwrap()).unwrap();"),
            ("benches/sniff.rs", 8, "            black_box(csvsniff::{}(black_box(SAMPLE)))")]
    g = lambda name: "\n".join(f"{f}:{n}:{t.format(name)}" for f, n, t in hits)  # noqa: E731
    warn = ("   Compiling csvsniff v0.2.0 (/workspace/csvsniff)\nwarning: unused variable: `quote`\n  --> src/sniff.rs:58:9\n   |\n"
            "58 |     let quote = detect_quote(sample);\n   |         ^^^^^ help: if this is intentional, prefix it with an underscore: `_quote`\n"
            "   |\n   = note: `#[warn(unused_variables)]` on by default\n\nwarning: `csvsniff` (lib) generated 1 warning\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.07s")
    p = f"{root}/src/sniff.rs"
    old = "    let quote = detect_quote(sample);\n"
    e4 = oh_replace_part(p, PART06, 50, old, "")
    unit = ["sniff::tests::comma", "sniff::tests::empty_sample_is_none", "sniff::tests::pipe", "sniff::tests::quoted_commas_ignored",
            "sniff::tests::semicolon", "sniff::tests::single_column_is_none", "sniff::tests::tab",
            "quote::tests::double_quote", "quote::tests::no_quote"]
    unit = sorted(unit)
    integ = ["detects_semicolon_file", "detects_tab_file", "handles_crlf", "handles_bom"]
    integ = sorted(integ)
    t6 = ("   Compiling csvsniff v0.2.0 (/workspace/csvsniff)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.63s\n"
          "     Running unittests src/lib.rs (target/debug/deps/csvsniff-9e03c5b1d2a47f68)\n\n" + cargo_block(unit) + "\n\n" + cargo_result(9)
          + "\n\n     Running tests/detect.rs (target/debug/deps/detect-41b7d0e9a3c2f518)\n\n" + cargo_block(integ) + "\n\n" + cargo_result(4)
          + "\n\n   Doc-tests csvsniff\n\nrunning 1 test\ntest src/lib.rs - (line 2) ... ok\n\n" + cargo_result(1, secs="0.37s"))
    sed = "sed -i 's/guess_delim/sniff_delimiter/g' $(grep -rl guess_delim src tests benches) && grep -rn \"sniff_delimiter\\|guess_delim\" src/ tests/ benches/"
    turns = [
        (bash('grep -rn "guess_delim" src/ tests/ benches/'), oh_bash(g("guess_delim"), root)),
        (bash(sed), oh_bash(g("sniff_delimiter"), root)),
        (bash("cargo build 2>&1"), oh_bash(warn, root)),
        (editor("str_replace", p, old_str=old, new_str=""), e4),
        (bash("cargo build 2>&1"), oh_bash("   Compiling csvsniff v0.2.0 (/workspace/csvsniff)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.71s", root)),
        (bash("cargo test 2>&1"), oh_bash(t6, root)),
        (bash("git status --short"), oh_bash(" M benches/sniff.rs\n M src/lib.rs\n M src/sniff.rs\n M tests/detect.rs", root)),
    ]
    add("h8-swe-06", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Rust). Task: rename the public function guess_delim to sniff_delimiter everywhere and leave the build warning-free.")


# ---------------------------------------------------------------- 07
# h8-swe-07 (BAD, Gemini CLI, Ruby gem "tidy_slug"): map German sharp s, commit, release 0.6.1. The turn-1 log
# lists "9d3e1f7 Add TidySlug::Transliterate.map_char"; the turn-9 log shows the same old commit as "9d3e7f1"
# (the two new commits on top and every other old hash are right).
TRANS07 = '''# frozen_string_literal: true

module TidySlug
  # Maps characters that have no ASCII decomposition to an ASCII spelling.
  module Transliterate
    MAP = {
      "æ" => "ae", "Æ" => "AE",
      "ø" => "o", "Ø" => "O",
      "å" => "a", "Å" => "A",
      "œ" => "oe", "Œ" => "OE",
      "ł" => "l", "Ł" => "L",
      "đ" => "d", "Đ" => "D",
      "þ" => "th", "Þ" => "TH"
    }.freeze

    module_function

    def map_char(char)
      MAP.fetch(char, char)
    end

    def call(string)
      string.each_char.map { |c| map_char(c) }.join
    end
  end
end
'''

SPEC07 = '''# frozen_string_literal: true

RSpec.describe TidySlug::Transliterate do
  describe ".map_char" do
    it "maps ligatures" do
      expect(described_class.map_char("æ")).to eq("ae")
      expect(described_class.map_char("Œ")).to eq("OE")
    end

    it "leaves ASCII untouched" do
      expect(described_class.map_char("q")).to eq("q")
    end
  end

  describe ".call" do
    it "transliterates a whole string" do
      expect(described_class.call("Þórður Łukasz")).to eq("THórður Lukasz")
    end
  end
end
'''

LOG07 = [("e52a9c0", "Release 0.6.0"), ("71bd3f4", "Strip combining marks before downcasing"),
         ("9d3e1f7", "Add TidySlug::Transliterate.map_char"), ("c40a88e", "Support custom separators"),
         ("3f2b615", "Fix double separators at word boundaries"), ("aa81d07", "CI: test against Ruby 3.3"),
         ("5e6c912", "Add max_length option"), ("0b7f4da", "Initial import")]


def t07() -> None:
    root = "/home/dev/tidy_slug"
    p = f"{root}/lib/tidy_slug/transliterate.rb"
    sp = f"{root}/spec/tidy_slug/transliterate_spec.rb"
    o3 = '      "þ" => "th", "Þ" => "TH"\n'
    n3 = '      "þ" => "th", "Þ" => "TH",\n      "ß" => "ss", "ẞ" => "SS"\n'
    o5 = '      expect(described_class.map_char("q")).to eq("q")\n    end\n  end\n'
    n5 = ('      expect(described_class.map_char("q")).to eq("q")\n    end\n\n    it "maps the German sharp s" do\n'
          '      expect(described_class.map_char("ß")).to eq("ss")\n      expect(described_class.map_char("ẞ")).to eq("SS")\n    end\n  end\n')
    a = numstat(TRANS07, TRANS07.replace(o3, n3))
    b = numstat(SPEC07, SPEC07.replace(o5, n5))
    ins, dele = a[0] + b[0], a[1] + b[1]
    log1 = [f"{LOG07[0][0]} (HEAD -> main, origin/main) {LOG07[0][1]}"] + [f"{h} {s}" for h, s in LOG07[1:]]
    log9 = ["c18f0a3 (HEAD -> main) Release 0.6.1", "4e7b2d9 Transliterate German sharp s",
            f"{LOG07[0][0]} (origin/main) {LOG07[0][1]}"] + [f"{h} {s}" for h, s in LOG07[1:]]
    log9 = [x.replace("9d3e1f7", "9d3e7f1") for x in log9]  # the drift
    rspec = "........................\n\nFinished in 0.02131 seconds (files took 0.11874 seconds to load)\n24 examples, 0 failures"
    c7 = 'git add -A && git commit -m "Transliterate German sharp s"'
    c8 = "sed -i 's/VERSION = \"0.6.0\"/VERSION = \"0.6.1\"/' lib/tidy_slug/version.rb && git commit -am \"Release 0.6.1\""
    gb = "gem build tidy_slug.gemspec"
    turns = [
        (gshell("git log --oneline -8", "Recent history"), gem_run("git log --oneline -8", "\n".join(log1), pgid=33410)),
        (call("read_file", absolute_path=p), TRANS07.rstrip("\n")),
        (call("replace", file_path=p, old_string=o3, new_string=n3), gem_ok(p)),
        (call("read_file", absolute_path=sp), SPEC07.rstrip("\n")),
        (call("replace", file_path=sp, old_string=o5, new_string=n5), gem_ok(sp)),
        (gshell("bundle exec rspec", "Run the specs"), gem_run("bundle exec rspec", rspec, pgid=33561)),
        (gshell(c7, "Commit the change"),
         gem_run(c7, f"[main 4e7b2d9] Transliterate German sharp s\n 2 files changed, {ins} insertions(+), {dele} deletion(-)", pgid=33602)),
        (gshell(c8, "Bump version and commit"),
         gem_run(c8, "[main c18f0a3] Release 0.6.1\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=33650)),
        (gshell("git log --oneline -10", "Check history"), gem_run("git log --oneline -10", "\n".join(log9), pgid=33671)),
        (gshell(gb, "Build the gem"),
         gem_run(gb, "  Successfully built RubyGem\n  Name: tidy_slug\n  Version: 0.6.1\n  File: tidy_slug-0.6.1.gem", pgid=33698)),
    ]
    assert dele == 1
    add("h8-swe-07", GEM_SYSTEM.format(root=root), turns,
        state=f"Gem {root} (version 0.6.0, 23 examples). Task: slugs of German words should spell ß as \"ss\"; then cut 0.6.1.",
        bad=True, turn=9, kind="id changed (old commit hash)")


# ---------------------------------------------------------------- 08
# h8-swe-08 (CLEAN, Gemini CLI, Ruby gem "cron_parse"): stepped ranges started at the field minimum. rspec goes
# 31 examples/2 failures -> 33 examples/0 failures after the fix plus a new 2-example spec file; the random seed
# differs per run (as rspec --order random does); rubocop's one offense is then autocorrected.
FIELD08 = '''# frozen_string_literal: true

module CronParse
  # One of the five fields of a crontab line, e.g. "*/15" or "1-5".
  class Field
    attr_reader :source, :min, :max

    def initialize(source, min:, max:)
      @source = source
      @min = min
      @max = max
    end

    def expand
      source.split(",").flat_map { |part| expand_part(part) }.uniq.sort
    end

    private

    def expand_part(part)
      range, step = part.split("/", 2)
      step = step ? Integer(step) : 1
      raise ArgumentError, "step must be positive: #{part}" unless step.positive?

      first, last = bounds(range)
      first = min if step > 1 # "*/15" starts at the field minimum
      (first..last).step(step).to_a
    end

    def bounds(range)
      return [min, max] if range == "*"

      lo, hi = range.split("-", 2).map { |v| Integer(v) }
      hi ||= lo
      raise ArgumentError, "out of range: #{range}" if lo < min || hi > max

      [lo, hi]
    end
  end
end'''

STEP08 = '''# frozen_string_literal: true

RSpec.describe CronParse::Field do
  it "starts a stepped range at its lower bound" do
    expect(described_class.new("10-50/20", min: 0, max: 59).expand).to eq([10, 30, 50])
  end

  it "still starts */n at the field minimum" do
    expect(described_class.new("*/20", min: 1, max: 31).expand).to eq([1, 21])
  end
end
'''


def t08() -> None:
    root = "/home/dev/cron_parse"
    p = f"{root}/lib/cron_parse/field.rb"
    sp = f"{root}/spec/cron_parse/step_spec.rb"
    dots1 = "....." + "F" + "........." + "F" + "..............."
    assert len(dots1) == 31
    r1 = ("Randomized with seed 41833\n" + dots1 + "\n\nFailures:\n\n"
          "  1) CronParse::Field#expand with a step over a range honours the range start\n"
          "     Failure/Error: expect(field.expand).to eq([5, 20, 35, 50])\n\n       expected: [5, 20, 35, 50]\n            got: [0, 15, 30, 45]\n\n"
          "       (compared using ==)\n     # ./spec/cron_parse/field_spec.rb:42:in `block (4 levels) in <top (required)>'\n\n"
          "  2) CronParse.parse expands \"5-59/15 * * * *\"\n     Failure/Error: expect(schedule.minutes).to eq([5, 20, 35, 50])\n\n"
          "       expected: [5, 20, 35, 50]\n            got: [0, 15, 30, 45]\n\n       (compared using ==)\n"
          "     # ./spec/cron_parse_spec.rb:29:in `block (3 levels) in <top (required)>'\n\n"
          "Finished in 0.01842 seconds (files took 0.09312 seconds to load)\n31 examples, 2 failures\n\nFailed examples:\n\n"
          "rspec ./spec/cron_parse/field_spec.rb:40 # CronParse::Field#expand with a step over a range honours the range start\n"
          "rspec ./spec/cron_parse_spec.rb:27 # CronParse.parse expands \"5-59/15 * * * *\"\n\nRandomized with seed 41833")
    old = '      first, last = bounds(range)\n      first = min if step > 1 # "*/15" starts at the field minimum\n'
    new = "      first, last = bounds(range)\n"
    r5 = ("Randomized with seed 7120\n" + "." * 33 + "\n\nFinished in 0.01907 seconds (files took 0.09168 seconds to load)\n"
          "33 examples, 0 failures\n\nRandomized with seed 7120")
    off = ("Inspecting 14 files\n.......C......\n\nOffenses:\n\nlib/cron_parse/schedule.rb:31:7: C: [{w}] Style/RedundantReturn: Redundant return detected.\n"
           "      return next_times\n      ^^^^^^\n\n14 files inspected, 1 offense detected, 1 offense {t}")
    turns = [
        (gshell("bundle exec rspec", "Run the test suite"), gem_run("bundle exec rspec", r1, code=1, pgid=28810)),
        (call("read_file", absolute_path=p), FIELD08),
        (call("replace", file_path=p, old_string=old, new_string=new), gem_ok(p)),
        (call("write_file", file_path=sp, content=STEP08), f"Successfully created and wrote to new file: {sp}."),
        (gshell("bundle exec rspec", "Run the suite again"), gem_run("bundle exec rspec", r5, pgid=28877)),
        (gshell("bundle exec rubocop", "Lint"), gem_run("bundle exec rubocop", off.format(w="Correctable", t="autocorrectable"), code=1, pgid=28912)),
        (gshell("bundle exec rubocop -a", "Autocorrect the offense"), gem_run("bundle exec rubocop -a", off.format(w="Corrected", t="corrected"), pgid=28940)),
    ]
    add("h8-swe-08", GEM_SYSTEM.format(root=root), turns,
        state=f"Gem {root}. Bug report: \"5-59/15 * * * *\" fires at :00, :15, :30, :45 instead of :05, :20, :35, :50.")


# ---------------------------------------------------------------- 09
# h8-swe-09 (BAD, OpenHands, C/make "minihttpd"): drop the unused legacy_io module. Turn 3 `git rm`s
# src/legacy_io.c and src/legacy_io.h (turn 8 git status confirms both staged as deleted); the turn-7 `ls -la src/`
# still lists legacy_io.c (legacy_io.h correctly gone, main.c correctly shrunk by the removed #include line).
MAKEFILE09 = '''CC      ?= cc
CFLAGS  ?= -O2 -g
CFLAGS  += -std=c11 -Wall -Wextra -Wpedantic -D_POSIX_C_SOURCE=200809L
LDFLAGS ?=
LDLIBS  ?=

BUILD := build
BIN   := $(BUILD)/minihttpd
OBJS  := $(BUILD)/main.o $(BUILD)/server.o $(BUILD)/http.o $(BUILD)/mime.o $(BUILD)/config.o $(BUILD)/log.o $(BUILD)/util.o $(BUILD)/legacy_io.o
TESTS := $(BUILD)/test_http $(BUILD)/test_mime

.PHONY: all clean test

all: $(BIN)

$(BIN): $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/%.o: src/%.c | $(BUILD)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD):
	mkdir -p $@

$(BUILD)/test_%: tests/test_%.c $(filter-out $(BUILD)/main.o,$(OBJS)) | $(BUILD)
	$(CC) $(CFLAGS) -Isrc -o $@ $^ $(LDLIBS)

test: $(TESTS)
	@for t in $(TESTS); do ./$$t || exit 1; done

clean:
	rm -rf $(BUILD)

-include $(OBJS:.o=.d)'''

MAIN09 = '''/* minihttpd - a tiny static file server */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "http.h"
#include "log.h"
#include "legacy_io.h"
#include "server.h"
#include "util.h"

static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)'''


def ls_la(entries: list[tuple[str, int, str]], dirs: list[tuple[str, str]]) -> str:
    """`ls -la` of one directory: dirs = [('.', time), ('..', time)], entries = (name, size, time)."""
    total = 4 * len(dirs) + sum(-(-size // 4096) * 4 for _, size, _ in entries)
    w = max(len(str(s)) for _, s, _ in entries + [("", 4096, "")])
    rows = [f"drwxr-xr-x 2 root root {'4096'.rjust(w)} {t} {n}" if n == "." else
            f"drwxr-xr-x 7 root root {'4096'.rjust(w)} {t} {n}" for n, t in dirs]
    rows += [f"-rw-r--r-- 1 root root {str(s).rjust(w)} {t} {n}" for n, s, t in entries]
    return f"total {total}\n" + "\n".join(rows)


def t09() -> None:
    root = "/workspace/minihttpd"
    T0, Trm, Ted = "Mar  3 09:14", "Mar  3 09:27", "Mar  3 09:29"
    files = [("config.c", 3127), ("config.h", 812), ("http.c", 6954), ("http.h", 1410), ("legacy_io.c", 2281),
             ("legacy_io.h", 503), ("log.c", 2870), ("log.h", 691), ("main.c", 4418), ("mime.c", 5120), ("mime.h", 377),
             ("server.c", 7733), ("server.h", 958), ("util.c", 2046), ("util.h", 601)]
    ls1 = ls_la([(n, s, T0) for n, s in files], [(".", T0), ("..", T0)])
    inc = '#include "legacy_io.h"\n'
    after = []
    for n, s in files:
        if n == "legacy_io.h":
            continue  # removed (legacy_io.c is the drift: it should be gone too)
        if n == "main.c":
            after.append((n, s - len(inc), Ted))
        else:
            after.append((n, s, T0))
    ls7 = ls_la(after, [(".", Trm), ("..", T0)])
    g2 = (grep_n(MAKEFILE09, "legacy_", "Makefile")
          + ["src/legacy_io.c:1:#include \"legacy_io.h\"", "src/legacy_io.c:14:ssize_t legacy_read_full(int fd, void *buf, size_t len)",
             "src/legacy_io.c:38:ssize_t legacy_write_full(int fd, const void *buf, size_t len)",
             "src/legacy_io.h:6:ssize_t legacy_read_full(int fd, void *buf, size_t len);",
             "src/legacy_io.h:7:ssize_t legacy_write_full(int fd, const void *buf, size_t len);"]
          + grep_n(MAIN09, "legacy_", "src/main.c"))
    mk = f"{root}/Makefile"
    mo = " $(BUILD)/util.o $(BUILD)/legacy_io.o\n"
    mn = " $(BUILD)/util.o\n"
    m1, e4 = oh_replace(mk, MAKEFILE09, mo, mn)
    mp = f"{root}/src/main.c"
    e5 = oh_replace_part(mp, MAIN09, 1, inc, "")
    cf = "-O2 -g -std=c11 -Wall -Wextra -Wpedantic -D_POSIX_C_SOURCE=200809L"
    objs = ["main", "server", "http", "mime", "config", "log", "util"]
    make6 = ("mkdir -p build\n" + "\n".join(f"cc {cf} -MMD -MP -c -o build/{o}.o src/{o}.c" for o in objs)
             + "\ncc  -o build/minihttpd " + " ".join(f"build/{o}.o" for o in objs))
    deps = " ".join(f"build/{o}.o" for o in objs[1:])
    make9 = (f"cc {cf} -Isrc -o build/test_http tests/test_http.c {deps}\n"
             f"cc {cf} -Isrc -o build/test_mime tests/test_mime.c {deps}\n"
             "test_http: 18 passed, 0 failed\ntest_mime: 9 passed, 0 failed")
    turns = [
        (bash("ls -la src/"), oh_bash(ls1, root)),
        (bash('grep -rn "legacy_" src/ Makefile tests/'), oh_bash("\n".join(g2), root)),
        (bash("git rm -q src/legacy_io.c src/legacy_io.h"), oh_bash("", root)),
        (editor("str_replace", mk, old_str=mo, new_str=mn), e4),
        (editor("str_replace", mp, old_str=inc, new_str=""), e5),
        (bash("make 2>&1"), oh_bash(make6, root)),
        (bash("ls -la src/"), oh_bash(ls7, root)),
        (bash("git status --short"), oh_bash(" M Makefile\nD  src/legacy_io.c\nD  src/legacy_io.h\n M src/main.c", root)),
        (bash("make test 2>&1"), oh_bash(make9, root)),
    ]
    assert "legacy_io.c" in ls7 and "legacy_io.h" not in ls7 and m1.count("legacy") == 0
    add("h8-swe-09", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (C11, GNU make). Task: remove the dead legacy_io module (nothing calls legacy_read_full/legacy_write_full).",
        bad=True, turn=7, kind="deleted item reappears")


# ---------------------------------------------------------------- 10
# h8-swe-10 (CLEAN, OpenHands, C/make "ringbuf"): raise the default capacity. make rebuilds everything once,
# then has nothing to do; after the agent edits the shared header every object is rebuilt and the mtimes in
# `ls -l build/` advance; make clean removes build/ so the last ls fails.
RB10 = '''#ifndef RINGBUF_H
#define RINGBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Capacity used by ringbuf_init() when it is passed 0. */
#define RINGBUF_DEFAULT_CAPACITY 64

typedef struct {
    uint8_t *data;
    size_t capacity;
    size_t head;
    size_t tail;
    size_t count;
    uint64_t total_pushed;
    uint64_t overruns;
} ringbuf_t;

int ringbuf_init(ringbuf_t *rb, size_t capacity);
void ringbuf_free(ringbuf_t *rb);
bool ringbuf_push(ringbuf_t *rb, uint8_t byte);
bool ringbuf_pop(ringbuf_t *rb, uint8_t *out);
size_t ringbuf_peek(const ringbuf_t *rb, uint8_t *dst, size_t n);
size_t ringbuf_len(const ringbuf_t *rb);

#endif /* RINGBUF_H */'''


def t10() -> None:
    root = "/home/dev/ringbuf"
    hp = f"{root}/include/ringbuf.h"
    srcs = ["ringbuf", "ringbuf_iter", "ringbuf_stats"]
    cc = "gcc -O2 -Wall -Wextra -Iinclude"
    build = ("\n".join(f"{cc} -c src/{s}.c -o build/{s}.o" for s in srcs)
             + "\nar rcs build/libringbuf.a " + " ".join(f"build/{s}.o" for s in srcs))
    sizes = [("libringbuf.a", 9548), ("ringbuf.o", 4712), ("ringbuf_iter.o", 2304), ("ringbuf_stats.o", 2136)]

    def lsl(t: str) -> str:
        tot = sum(-(-s // 4096) * 4 for _, s in sizes)
        return f"total {tot}\n" + "\n".join(f"-rw-r--r-- 1 dev dev {s} Jun 11 {t} {n}" for n, s in sizes)
    o, n = "#define RINGBUF_DEFAULT_CAPACITY 64", "#define RINGBUF_DEFAULT_CAPACITY 256"
    _, e5 = oh_replace(hp, RB10, o, n)
    test = (f"{cc} tests/test_ringbuf.c build/libringbuf.a -o build/test_ringbuf\n./build/test_ringbuf\n"
            "[ok] init_default_capacity\n[ok] init_explicit_capacity\n[ok] push_pop_single\n[ok] fifo_order\n[ok] wraparound\n"
            "[ok] full_buffer_rejects\n[ok] overrun_counter\n[ok] peek_does_not_consume\n[ok] peek_across_wrap\n"
            "[ok] len_tracks_count\n[ok] iter_visits_in_order\n[ok] stats_total_pushed\nringbuf: 12/12 tests passed")
    turns = [
        (bash("make"), oh_bash(build, root)),
        (bash("make"), oh_bash("make: Nothing to be done for 'all'.", root)),
        (bash("ls -l build/"), oh_bash(lsl("16:02"), root)),
        (editor("view", hp), view(hp, RB10)),
        (editor("str_replace", hp, old_str=o, new_str=n), e5),
        (bash("make"), oh_bash(build, root)),
        (bash("ls -l build/"), oh_bash(lsl("16:09"), root)),
        (bash("make test"), oh_bash(test, root)),
        (bash("make clean"), oh_bash("rm -rf build", root)),
        (bash("ls build/"), oh_bash("ls: cannot access 'build/': No such file or directory", root, 2)),
    ]
    add("h8-swe-10", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (C99 static library, GNU make; build/ not yet built). Issue: 64-byte default buffer overruns on UART bursts, raise it to 256.")


# ---------------------------------------------------------------- 11
# h8-swe-11 (BAD, Gemini CLI, Elixir mix app "accounts"): rename Email.normalize_email/1 -> canonical_email/1.
# Turn 3 replaces both the @spec and the def line in lib/accounts/email.ex; the turn-5 search shows the @spec
# renamed but line 12 still as `def normalize_email(email) when is_binary(email) do` (other files correct).
EMAIL11 = '''defmodule Accounts.Email do
  @moduledoc """
  Helpers for e-mail addresses entered by users.
  """

  @max_length 254

  @doc """
  Lower-cases the domain, trims whitespace and strips a `+tag` from the local part.
  """
  @spec normalize_email(String.t()) :: String.t()
  def normalize_email(email) when is_binary(email) do
    [local, domain] =
      email
      |> String.trim()
      |> String.split("@", parts: 2)

    local = local |> String.split("+", parts: 2) |> hd()
    local <> "@" <> String.downcase(domain)
  end

  @spec valid?(String.t()) :: boolean()
  def valid?(email) when is_binary(email) do
    byte_size(email) <= @max_length and Regex.match?(~r/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/, email)
  end
end'''


def gsearch(pattern: str, hits: list[tuple[str, list[tuple[int, str]]]], path: str = ".") -> str:
    n = sum(len(h) for _, h in hits)
    out = [f"Found {n} match{'es' if n != 1 else ''} for pattern \"{pattern}\" in path \"{path}\":", "---"]
    for f, hs in hits:
        out.append(f"File: {f}")
        out += [f"L{ln}: {t.strip()}" for ln, t in hs]
        out.append("---")
    return "\n".join(out)


def t11() -> None:
    root = "/home/dev/accounts"
    p = f"{root}/lib/accounts/email.ex"
    others = [("lib/accounts/registration.ex", [(23, "    email = Email.{}(attrs[\"email\"])"),
                                                (41, "    |> Map.update!(:email, &Email.{}/1)")]),
              ("test/accounts/email_test.exs", [(8, "    assert Email.{}(\"  Ann+news@Example.COM \") == \"Ann@example.com\""),
                                                (12, "    assert Email.{}(\"bob@EXAMPLE.org\") == \"bob@example.org\"")])]
    h1 = [("lib/accounts/email.ex", [(i, ln) for i, ln in enumerate(nlines(EMAIL11), 1) if "normalize_email" in ln])]
    h1 += [(f, [(i, t.format("normalize_email")) for i, t in hs]) for f, hs in others]
    o3 = "  @spec normalize_email(String.t()) :: String.t()\n  def normalize_email(email) when is_binary(email) do\n"
    n3 = "  @spec canonical_email(String.t()) :: String.t()\n  def canonical_email(email) when is_binary(email) do\n"
    e1 = EMAIL11.replace(o3, n3)
    h5 = [("lib/accounts/email.ex", [(i, ln) for i, ln in enumerate(nlines(e1), 1) if "canonical_email" in ln])]
    h5 = [("lib/accounts/email.ex", [(ln, t.replace("def canonical_email", "def normalize_email")) for ln, t in h5[0][1]])]  # drift
    h5 += [(f, [(i, t.format("canonical_email")) for i, t in hs]) for f, hs in others]
    sed = "sed -i 's/normalize_email/canonical_email/g' lib/accounts/registration.ex test/accounts/email_test.exs"
    test = ("Running ExUnit with seed: 532114, max_cases: 16\n\n............\nFinished in 0.06 seconds (0.06s async, 0.00s sync)\n"
            "12 tests, 0 failures")
    diffst = diffstat([("lib/accounts/email.ex", 2, 2), ("lib/accounts/registration.ex", 2, 2), ("test/accounts/email_test.exs", 2, 2)])
    turns = [
        (call("search_file_content", pattern="normalize_email"), gsearch("normalize_email", h1)),
        (call("read_file", absolute_path=p), EMAIL11),
        (call("replace", file_path=p, old_string=o3, new_string=n3), gem_ok(p)),
        (gshell(sed, "Rename the remaining call sites"), gem_run(sed, "", pgid=61240)),
        (call("search_file_content", pattern="normalize_email|canonical_email"), gsearch("normalize_email|canonical_email", h5)),
        (gshell("mix compile", "Compile"), gem_run("mix compile", "Compiling 2 files (.ex)\nGenerated accounts app", pgid=61302)),
        (gshell("mix test", "Run the tests"), gem_run("mix test", test, pgid=61377)),
        (gshell("git diff --stat", "Summarize"), gem_run("git diff --stat", diffst, pgid=61420)),
    ]
    add("h8-swe-11", GEM_SYSTEM.format(root=root), turns,
        state=f"Mix project {root} (Elixir 1.16). Task: rename Accounts.Email.normalize_email/1 to canonical_email/1 everywhere.",
        bad=True, turn=5, kind="renamed item under old name")


# ---------------------------------------------------------------- 12
# h8-swe-12 (CLEAN, Gemini CLI, Elixir "ledger"): negative Money.split lost a cent. mix test: 24 tests/2 failures
# -> 24/0 after the fix (new random seed each run) -> 21 after the agent deletes a 3-test legacy file -> 23 after
# it writes a 2-test file; mix format flags that new file, formats it, and the check then passes.
MONEY12 = '''defmodule Ledger.Money do
  @moduledoc "Amounts are integers in minor units (cents)."

  defstruct [:cents, :currency]

  @type t :: %__MODULE__{cents: integer(), currency: String.t()}

  def new(cents, currency) when is_integer(cents), do: %__MODULE__{cents: cents, currency: currency}

  @doc "Parses \\"12.34\\" or \\"-0.5\\" into a Money struct."
  def parse(str, currency) do
    case Decimal.parse(String.trim(str)) do
      {dec, ""} -> {:ok, new(dec |> Decimal.mult(100) |> Decimal.round(0) |> Decimal.to_integer(), currency)}
      _ -> {:error, :invalid_amount}
    end
  end

  def add(%__MODULE__{currency: c} = a, %__MODULE__{currency: c} = b), do: new(a.cents + b.cents, c)

  def to_string(%__MODULE__{cents: cents, currency: cur}) do
    sign = if cents < 0, do: "-", else: ""
    abs = abs(cents)
    "#{sign}#{div(abs, 100)}.#{abs |> rem(100) |> Integer.to_string() |> String.pad_leading(2, "0")} #{cur}"
  end

  def split(%__MODULE__{cents: cents, currency: cur}, n) when n > 0 do
    base = div(cents, n)
    extra = rem(cents, n)
    for i <- 1..n, do: new(base + if(i <= extra, do: 1, else: 0), cur)
  end
end'''

PARSER12 = '''defmodule Ledger.ParserTest do
  use ExUnit.Case, async: true
  alias Ledger.Money

  test "parses a negative amount" do
    assert {:ok, %Money{cents: -50, currency: "EUR"}} = Money.parse(" -0.5 ", "EUR")
  end

  test "rejects garbage" do
    assert Money.parse("12,3x", "EUR") == {:error, :invalid_amount}
  end
end
'''


def t12() -> None:
    root = "/home/dev/ledger"
    p = f"{root}/lib/ledger/money.ex"
    tp = f"{root}/test/ledger/parser_test.exs"
    fail = ("Running ExUnit with seed: 80412, max_cases: 16\n\n.......\n\n"
            "  1) test split/2 keeps the total for negative amounts (Ledger.MoneyTest)\n     test/ledger/money_test.exs:47\n"
            "     Assertion with == failed\n     code:  assert parts |> Enum.map(& &1.cents) |> Enum.sum() == -100\n"
            "     left:  -99\n     right: -100\n     stacktrace:\n       test/ledger/money_test.exs:49: (test)\n\n"
            "...........\n\n  2) test reverse/1 reverses a split entry (Ledger.JournalTest)\n     test/ledger/journal_test.exs:31\n"
            "     Assertion with == failed\n     code:  assert Journal.balance(reversed) == Money.new(0, \"EUR\")\n"
            "     left:  %Ledger.Money{cents: 1, currency: \"EUR\"}\n     right: %Ledger.Money{cents: 0, currency: \"EUR\"}\n"
            "     stacktrace:\n       test/ledger/journal_test.exs:36: (test)\n\n....\n"
            "Finished in 0.1 seconds (0.1s async, 0.00s sync)\n24 tests, 2 failures")
    assert fail.count(".......") >= 1
    ok = lambda seed, n, t: (f"Running ExUnit with seed: {seed}, max_cases: 16\n\n{'.' * n}\n"  # noqa: E731
                             f"Finished in {t} seconds ({t}s async, 0.00s sync)\n{n} tests, 0 failures")
    o3 = "    base = div(cents, n)\n    extra = rem(cents, n)\n"
    n3 = "    base = Integer.floor_div(cents, n)\n    extra = Integer.mod(cents, n)\n"
    c5 = "grep -c '^  test ' test/ledger/old_parser_test.exs && git rm -q test/ledger/old_parser_test.exs"
    bad_fmt = ("** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n"
               "  * test/ledger/parser_test.exs\n")
    written = PARSER12.replace('  test "rejects garbage" do\n    assert Money.parse("12,3x", "EUR") == {:error, :invalid_amount}\n',
                               '  test "rejects garbage" do\n    assert Money.parse( "12,3x", "EUR" ) == {:error, :invalid_amount}\n')
    turns = [
        (gshell("mix test", "Run the test suite"), gem_run("mix test", fail, code=2, pgid=90121)),
        (call("read_file", absolute_path=p), MONEY12),
        (call("replace", file_path=p, old_string=o3, new_string=n3), gem_ok(p)),
        (gshell("mix test", "Re-run the tests"), gem_run("mix test", ok(317502, 24, "0.1"), pgid=90188)),
        (gshell(c5, "Drop the obsolete parser tests"), gem_run(c5, "3", pgid=90230)),
        (gshell("mix test", "Run the suite without the legacy file"), gem_run("mix test", ok(6641, 21, "0.09"), pgid=90266)),
        (call("write_file", file_path=tp, content=written), f"Successfully created and wrote to new file: {tp}."),
        (gshell("mix test", "Run the suite with the new tests"), gem_run("mix test", ok(441907, 23, "0.1"), pgid=90301)),
        (gshell("mix format --check-formatted 2>&1", "Check formatting"),
         gem_run("mix format --check-formatted 2>&1", bad_fmt.rstrip("\n"), code=1, pgid=90345)),
        (gshell("mix format && mix format --check-formatted", "Format and re-check"),
         gem_run("mix format && mix format --check-formatted", "", pgid=90372)),
    ]
    add("h8-swe-12", GEM_SYSTEM.format(root=root), turns,
        state=f"Mix project {root}. Bug: Money.split(Money.new(-100, \"EUR\"), 3) sums to -99. Also drop the obsolete test/ledger/old_parser_test.exs.")


# ---------------------------------------------------------------- 13
# h8-swe-13 (BAD, OpenHands, Haskell/cabal "jsonpath-lite"): negative array indices + release 0.3.2.0. Turn 2 sets
# version 0.3.1.0 -> 0.3.2.0 in the .cabal file and the turn-5 git diff confirms it, but the turn-6 `cabal build`
# configures and builds the package as jsonpath-lite-0.3.1.0 throughout.
CABAL13 = '''cabal-version:      3.0
name:               jsonpath-lite
version:            0.3.1.0
synopsis:           A small JSONPath subset over aeson values
license:            BSD-3-Clause
license-file:       LICENSE
author:             Ines Carvalho
maintainer:         ines@example.org
category:           JSON
build-type:         Simple
extra-doc-files:    CHANGELOG.md
tested-with:        GHC == 9.4.8 || == 9.6.4

common warnings
    ghc-options: -Wall -Wcompat

library
    import:           warnings
    exposed-modules:  JsonPath
                      JsonPath.Eval
                      JsonPath.Parser
                      JsonPath.Types
    build-depends:    base >=4.16 && <5,
                      aeson >=2.1 && <2.3,
                      megaparsec >=9.3 && <9.7,
                      scientific >=0.3 && <0.4,
                      text >=2.0 && <2.2,
                      vector >=0.13 && <0.14
    hs-source-dirs:   src
    default-language: GHC2021

test-suite spec
    import:           warnings
    type:             exitcode-stdio-1.0
    main-is:          Spec.hs
    hs-source-dirs:   test
    build-depends:    base, jsonpath-lite, aeson, hspec >=2.10 && <2.12
    default-language: GHC2021'''

PARSER13 = '''-- | A bracketed selector: @[3]@, @[-1]@, @['name']@ or @[*]@.
bracket :: Parser Selector
bracket = between (symbol "[") (symbol "]") $
      Wildcard <$ symbol "*"
  <|> Key <$> quoted
  <|> Index <$> lexeme L.decimal

quoted :: Parser Text
quoted = lexeme $ char '\\'' *> (T.pack <$> manyTill L.charLiteral (char '\\''))'''

CHANGES13 = '''# Revision history for jsonpath-lite

## 0.3.1.0 -- 2024-02-18

* Add `JsonPath.Eval.selectFirst`.
* Allow aeson 2.2.'''


def cabal_build(ver: str) -> str:
    d = f"dist-newstyle/build/x86_64-linux/ghc-9.4.8/jsonpath-lite-{ver}/build"
    mods = [("JsonPath.Types", "Types"), ("JsonPath.Parser", "Parser"), ("JsonPath.Eval", "Eval")]
    out = ["Resolving dependencies...", "Build profile: -w ghc-9.4.8 -O1",
           "In order, the following will be built (use -v for more details):",
           f" - jsonpath-lite-{ver} (lib) (first run)" if ver == "0.3.2.0" else f" - jsonpath-lite-{ver} (lib) (file jsonpath-lite.cabal changed)",
           f"Configuring library for jsonpath-lite-{ver}..", f"Preprocessing library for jsonpath-lite-{ver}..",
           f"Building library for jsonpath-lite-{ver}.."]
    for i, (m, f) in enumerate(mods, 1):
        out.append(f"[{i} of 4] Compiling {m:<15} ( src/JsonPath/{f}.hs, {d}/JsonPath/{f}.o, {d}/JsonPath/{f}.dyn_o )")
    out.append(f"[4 of 4] Compiling JsonPath        ( src/JsonPath.hs, {d}/JsonPath.o, {d}/JsonPath.dyn_o )")
    return "\n".join(out)


def t13() -> None:
    root = "/workspace/jsonpath-lite"
    cp = f"{root}/jsonpath-lite.cabal"
    pp = f"{root}/src/JsonPath/Parser.hs"
    hp = f"{root}/CHANGELOG.md"
    o2, n2 = "version:            0.3.1.0\n", "version:            0.3.2.0\n"
    c1, e2 = oh_replace(cp, CABAL13, o2, n2)
    o3, n3 = "  <|> Index <$> lexeme L.decimal\n", "  <|> Index <$> lexeme (L.signed (pure ()) L.decimal)\n"
    e3 = oh_replace_part(pp, PARSER13, 48, o3, n3)
    o4 = "# Revision history for jsonpath-lite\n\n## 0.3.1.0 -- 2024-02-18\n"
    n4 = ("# Revision history for jsonpath-lite\n\n## 0.3.2.0 -- 2024-04-09\n\n"
          "* Accept negative array indices such as `$.items[-1]`.\n\n## 0.3.1.0 -- 2024-02-18\n")
    _, e4 = oh_replace(hp, CHANGES13, o4, n4)
    d5 = git_diff("jsonpath-lite.cabal", CABAL13, c1, "8d41f0c..2b97e15")
    turns = [
        (bash("cat jsonpath-lite.cabal"), oh_bash(CABAL13, root)),
        (editor("str_replace", cp, old_str=o2, new_str=n2), e2),
        (editor("str_replace", pp, old_str=o3, new_str=n3), e3),
        (editor("str_replace", hp, old_str=o4, new_str=n4), e4),
        (bash("git diff jsonpath-lite.cabal"), oh_bash(d5, root)),
        (bash("cabal build 2>&1"), oh_bash(cabal_build("0.3.1.0"), root)),  # drift: should be 0.3.2.0
        (bash("git status --short"), oh_bash(" M CHANGELOG.md\n M jsonpath-lite.cabal\n M src/JsonPath/Parser.hs", root)),
    ]
    add("h8-swe-13", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (GHC 9.4.8, cabal 3.10). Task: accept negative indices like $.items[-1] and prepare release 0.3.2.0.",
        bad=True, turn=6, kind="value set but reads back different (version)")


# ---------------------------------------------------------------- 14
# h8-swe-14 (CLEAN, OpenHands, Haskell/cabal "textwrap-hs"): fix a Maybe/Int type error. The first build fails at
# Core.hs:41, the rebuild compiles only what changed; hspec goes 26 -> 27 examples after the agent adds one;
# the agent's own version bump makes the last build a first run under textwrap-hs-0.2.1.0.
CORE14 = '''-- | Position of the last space at or before @width@, if any.
lastSpaceBefore :: Int -> Text -> Maybe Int
lastSpaceBefore width = fmap fst . listToMaybe . reverse . filter ((== ' ') . snd) . zip [0 ..] . T.unpack . T.take (width + 1)

-- | Split a line at the last space before @width@, or hard-break it there.
breakLine :: Int -> Text -> (Text, Text)
breakLine width line = T.splitAt cut line
  where
    cut = lastSpaceBefore width line'''

SPEC14 = '''    it "hard-breaks a word longer than the width" $
      wrap 4 "abcdefgh" `shouldBe` ["abcd", "efgh"]

    it "keeps an empty input empty" $
      wrap 10 "" `shouldBe` []'''


def t14() -> None:
    root = "/home/dev/textwrap-hs"
    cp = f"{root}/src/Text/Wrap/Core.hs"
    sp = f"{root}/test/Spec.hs"

    def dist(ver: str, f: str) -> str:
        d = f"dist-newstyle/build/x86_64-linux/ghc-9.6.4/textwrap-hs-{ver}/build"
        return f"( src/Text/Wrap/{f}.hs, {d}/Text/Wrap/{f}.o, {d}/Text/Wrap/{f}.dyn_o )" if f != "Wrap" else \
            f"( src/Text/Wrap.hs, {d}/Text/Wrap.o, {d}/Text/Wrap.dyn_o )"
    head = lambda ver, why: ["Resolving dependencies...", "Build profile: -w ghc-9.6.4 -O1",  # noqa: E731
                             "In order, the following will be built (use -v for more details):", f" - textwrap-hs-{ver} (lib) ({why})"]
    defline = "breakLine width line = T.splitAt cut line"
    col = defline.index("cut") + 1
    t1 = "\n".join(head("0.2.0.0", "first run") + [
        "Configuring library for textwrap-hs-0.2.0.0..", "Preprocessing library for textwrap-hs-0.2.0.0..",
        "Building library for textwrap-hs-0.2.0.0..",
        f"[1 of 3] Compiling Text.Wrap.Types  {dist('0.2.0.0', 'Types')}",
        f"[2 of 3] Compiling Text.Wrap.Core   {dist('0.2.0.0', 'Core')}", "",
        f"src/Text/Wrap/Core.hs:41:{col}: error: [GHC-83865]",
        "    • Couldn't match expected type ‘Int’ with actual type ‘Maybe Int’",
        "    • In the first argument of ‘T.splitAt’, namely ‘cut’",
        "      In the expression: T.splitAt cut line",
        "      In an equation for ‘breakLine’:",
        "          breakLine width line", "            = T.splitAt cut line", "            where",
        "                cut = lastSpaceBefore width line",
        "   |", f"41 | {defline}", "   | " + " " * (col - 1) + "^^^",
        "Error: cabal: Failed to build textwrap-hs-0.2.0.0."])
    assert nlines(CORE14)[6] == defline
    o3, n3 = "    cut = lastSpaceBefore width line", "    cut = maybe width id (lastSpaceBefore width line)"
    e3 = oh_replace_part(cp, CORE14, 35, o3, n3)
    t4 = "\n".join(["Build profile: -w ghc-9.6.4 -O1", "In order, the following will be built (use -v for more details):",
                    " - textwrap-hs-0.2.0.0 (lib) (file src/Text/Wrap/Core.hs changed)",
                    "Preprocessing library for textwrap-hs-0.2.0.0..", "Building library for textwrap-hs-0.2.0.0..",
                    f"[2 of 3] Compiling Text.Wrap.Core   {dist('0.2.0.0', 'Core')} [Source file changed]",
                    f"[3 of 3] Compiling Text.Wrap        {dist('0.2.0.0', 'Wrap')}"])
    tdir = "dist-newstyle/build/x86_64-linux/ghc-9.6.4/textwrap-hs-0.2.0.0/t/spec/build/spec"

    def test(n: int, why: str, secs: str) -> str:
        return "\n".join(["Build profile: -w ghc-9.6.4 -O1", "In order, the following will be built (use -v for more details):",
                          f" - textwrap-hs-0.2.0.0 (test:spec) ({why})",
                          "Preprocessing test suite 'spec' for textwrap-hs-0.2.0.0..",
                          "Building test suite 'spec' for textwrap-hs-0.2.0.0..",
                          f"[1 of 2] Compiling Main             ( test/Spec.hs, {tdir}/spec-tmp/Main.o )",
                          f"[2 of 2] Linking {tdir}/spec", "Running 1 test suites...", "Test suite spec: RUNNING...",
                          "." * n, "", f"Finished in {secs} seconds", f"{n} examples, 0 failures", "Test suite spec: PASS",
                          "Test suite logged to:",
                          f"{root}/dist-newstyle/build/x86_64-linux/ghc-9.6.4/textwrap-hs-0.2.0.0/t/spec/test/textwrap-hs-0.2.0.0-spec.log",
                          "1 of 1 test suites (1 of 1 test cases) passed."])
    o6 = '    it "keeps an empty input empty" $\n      wrap 10 "" `shouldBe` []'
    n6 = o6 + '\n\n    it "breaks at the last space that fits" $\n      wrap 9 "lorem ipsum dolor" `shouldBe` ["lorem", "ipsum", "dolor"]'
    e6 = oh_replace_part(sp, SPEC14, 61, o6, n6)
    c8 = "sed -i 's/^version:\\( *\\)0.2.0.0/version:\\10.2.1.0/' textwrap-hs.cabal && cabal build 2>&1"
    t8 = "\n".join(head("0.2.1.0", "first run") + [
        "Configuring library for textwrap-hs-0.2.1.0..", "Preprocessing library for textwrap-hs-0.2.1.0..",
        "Building library for textwrap-hs-0.2.1.0..",
        f"[1 of 3] Compiling Text.Wrap.Types  {dist('0.2.1.0', 'Types')}",
        f"[2 of 3] Compiling Text.Wrap.Core   {dist('0.2.1.0', 'Core')}",
        f"[3 of 3] Compiling Text.Wrap        {dist('0.2.1.0', 'Wrap')}"])
    tc = "cabal test --test-show-details=direct --test-options=--format=progress 2>&1"
    turns = [
        (bash("cabal build 2>&1"), oh_bash(t1, root, 1)),
        (editor("view", cp, view_range=[35, 43]), cat_n(cp, CORE14, 35)),
        (editor("str_replace", cp, old_str=o3, new_str=n3), e3),
        (bash("cabal build 2>&1"), oh_bash(t4, root)),
        (bash(tc), oh_bash(test(26, "first run", "0.0019"), root)),
        (editor("str_replace", sp, old_str=o6, new_str=n6), e6),
        (bash(tc), oh_bash(test(27, "file test/Spec.hs changed", "0.0021"), root)),
        (bash(c8), oh_bash(t8, root)),
    ]
    add("h8-swe-14", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (textwrap-hs 0.2.0.0, GHC 9.6.4). The library does not compile since the last refactor; fix it, add a test, bump to 0.2.1.0.")


# ---------------------------------------------------------------- 15
# h8-swe-15 (BAD, Gemini CLI, Go "kvcache"): off-by-one in LRU eviction. Turn 1 prints the clock as
# Tue May 14 10:41:07 UTC 2024; the commit the agent makes in turn 7 is logged with date 2024-05-14 10:17:52,
# i.e. before that earlier `date` output (older commits unchanged).
LRU15 = '''package cache

import (
	"container/list"
	"sync"
	"time"
)

type entry struct {
	key     string
	value   []byte
	expires time.Time
}

// LRU is a size-bounded, goroutine-safe cache with optional per-entry TTL.
type LRU struct {
	mu       sync.Mutex
	capacity int
	ll       *list.List
	items    map[string]*list.Element
	now      func() time.Time
}

func NewLRU(capacity int) *LRU {
	return &LRU{capacity: capacity, ll: list.New(), items: make(map[string]*list.Element), now: time.Now}
}

func (c *LRU) Set(key string, value []byte, ttl time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var exp time.Time
	if ttl > 0 {
		exp = c.now().Add(ttl)
	}
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		e := el.Value.(*entry)
		e.value, e.expires = value, exp
		return
	}
	c.items[key] = c.ll.PushFront(&entry{key: key, value: value, expires: exp})
	if c.ll.Len() > c.capacity+1 {
		c.removeOldest()
	}
}

func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*entry)
	if !e.expires.IsZero() && c.now().After(e.expires) {
		c.removeElement(el)
		return nil, false
	}
	c.ll.MoveToFront(el)
	return e.value, true
}

func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

func (c *LRU) removeOldest() {
	if el := c.ll.Back(); el != nil {
		c.removeElement(el)
	}
}

func (c *LRU) removeElement(el *list.Element) {
	c.ll.Remove(el)
	delete(c.items, el.Value.(*entry).key)
}'''

EVICT15 = '''package cache

import "testing"

func TestSetEvictsAtCapacity(t *testing.T) {
	c := NewLRU(2)
	c.Set("a", []byte("1"), 0)
	c.Set("b", []byte("2"), 0)
	c.Set("c", []byte("3"), 0)
	if got := c.Len(); got != 2 {
		t.Fatalf("Len() = %d, want 2", got)
	}
	if _, ok := c.Get("a"); ok {
		t.Fatal("oldest key \\"a\\" should have been evicted")
	}
}
'''


def t15() -> None:
    root = "/home/dev/kvcache"
    p = f"{root}/cache/lru.go"
    tp = f"{root}/cache/evict_test.go"
    m = "example.com/kvcache"
    old = [("b3e9f21", "2024-05-13 17:52:40 +0000", "cache: add Len"),
           ("6a0c4d8", "2024-05-13 11:08:19 +0000", "cache: TTL support"),
           ("f17b2e5", "2024-05-10 15:30:02 +0000", "bench: compare with sync.Map")]
    c1 = "date -u && git log -3 --format='%h %ad %s' --date=iso"
    t1 = "Tue May 14 10:41:07 UTC 2024\n" + "\n".join(f"{h} {d} {s}" for h, d, s in old)
    o3, n3 = "\tif c.ll.Len() > c.capacity+1 {\n", "\tif c.ll.Len() > c.capacity {\n"
    c4 = "go test -race ./..."
    t4 = f"ok  \t{m}/cache\t1.041s\n?   \t{m}/cmd/kvbench\t[no test files]\nok  \t{m}/internal/ring\t1.012s"
    c6 = "go test -race ./cache/ -run Evict -v"
    t6 = f"=== RUN   TestSetEvictsAtCapacity\n--- PASS: TestSetEvictsAtCapacity (0.00s)\nPASS\nok  \t{m}/cache\t1.027s"
    c7 = "git add -A && git commit -q -m \"cache: evict when Len exceeds capacity\" && git log -3 --format='%h %ad %s' --date=iso"
    new = ("2d7c9a4", "2024-05-14 10:17:52 +0000", "cache: evict when Len exceeds capacity")  # drift: before 10:41:07
    t7 = "\n".join(f"{h} {d} {s}" for h, d, s in [new] + old[:2])
    turns = [
        (gshell(c1, "Current time and recent commits"), gem_run(c1, t1, pgid=12007)),
        (call("read_file", absolute_path=p), LRU15),
        (call("replace", file_path=p, old_string=o3, new_string=n3), gem_ok(p)),
        (gshell(c4, "Run all tests with the race detector"), gem_run(c4, t4, pgid=12088)),
        (call("write_file", file_path=tp, content=EVICT15), f"Successfully created and wrote to new file: {tp}."),
        (gshell(c6, "Run the new test"), gem_run(c6, t6, pgid=12140)),
        (gshell(c7, "Commit and show the log"), gem_run(c7, t7, pgid=12177)),
        (gshell("go vet ./...", "Vet"), gem_run("go vet ./...", "", pgid=12203)),
    ]
    add("h8-swe-15", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} ({m}, Go 1.22). Bug: NewLRU(2) holds 3 entries before evicting.",
        bad=True, turn=7, kind="clock goes backwards (commit date)")


# ---------------------------------------------------------------- 16
# h8-swe-16 (CLEAN, Gemini CLI, TypeScript/React "ui-kit" + eslint): lint fixes. Problems go 3 -> 1 after the agent's
# two edits, and the remaining warning moves from 27:20 to 26:20 because the agent deleted line 14; git stash
# empties the working tree and stash pop restores both files; the new commit sits on top of the old ones; ls -t
# orders by modification time unlike the earlier plain ls.
TOGGLE16 = '''import { useCallback, useState } from "react";

export function useToggle(initial = false, onChange?: (value: boolean) => void) {
  const [on, setOn] = useState(initial);
  const toggle = useCallback(() => {
    setOn((prev) => {
      const next = !prev;
      onChange?.(next);
      return next;
    });
  }, []);
  return [on, toggle] as const;
}'''

BUTTON16 = '''import clsx from "clsx";
import * as React from "react";

import { SIZES, VARIANTS, type Size, type Variant } from "./styles";

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  // kept for backwards compatibility with 1.x
};

export function Button({ variant = "primary", size = "md", className, onClick, ...rest }: ButtonProps) {
  const variantClass = VARIANTS[variant];
  const classes = clsx(
    "inline-flex items-center rounded-md font-medium",
    VARIANTS[variant],
    SIZES[size],
    className,
  );

  return (
    <button
      type="button"
      className={classes}
      onClick={(e) => {
        const evt: any = e;
        onClick?.(evt);
      }}
      {...rest}
    />
  );
}

Button.displayName = "Button";
'''


def t16() -> None:
    root = "/home/dev/ui-kit"
    tg = f"{root}/src/hooks/useToggle.ts"
    bt = f"{root}/src/components/Button.tsx"
    b = nlines(BUTTON16)
    assert len(b) == 36 and b[-1] == ""
    l_unused = line_of(BUTTON16, "const variantClass")
    l_any = line_of(BUTTON16, "const evt: any")
    c_any = b[l_any - 1].index("any") + 1
    c_un = b[l_unused - 1].index("variantClass") + 1
    l_dep = line_of(TOGGLE16, "  }, []);")
    head = '> @acme/ui-kit@2.3.0 lint\n> eslint "src/**/*.{ts,tsx}"\n\n'
    lint1 = (head + f"\n{bt}\n"
             f"  {l_unused}:{c_un}   error    'variantClass' is assigned a value but never used  @typescript-eslint/no-unused-vars\n"
             f"  {l_any}:{c_any}  warning  Unexpected any. Specify a different type           @typescript-eslint/no-explicit-any\n\n"
             f"{tg}\n  {l_dep}:6  warning  React Hook useCallback has a missing dependency: 'onChange'. Either include it or remove the dependency array  react-hooks/exhaustive-deps\n\n"
             "✖ 3 problems (1 error, 2 warnings)")
    lint2 = (head + f"\n{bt}\n  {l_any - 1}:{c_any}  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n"
             "✖ 1 problem (0 errors, 1 warning)")
    part = ("[File content truncated: showing lines 11-30 of 35 total lines. Use offset/limit parameters to view more.]\n"
            + "\n".join(b[10:30]))
    o5 = "  const variantClass = VARIANTS[variant];\n"
    st = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
          "  (use \"git add <file>...\" to update what will be committed)\n"
          "  (use \"git restore <file>...\" to discard changes in working directory)\n"
          "\tmodified:   src/components/Button.tsx\n\tmodified:   src/hooks/useToggle.ts\n\n"
          "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
          "Dropped refs/stash@{0} (4c2d9e17a0b8f3c6d15e2a7b9f04c8e1d3a6b520)")
    c9 = 'git commit -am "Fix lint errors in Button and useToggle" && git log --oneline -4'
    t9 = ("[main 0b6d2e8] Fix lint errors in Button and useToggle\n 2 files changed, 1 insertion(+), 2 deletions(-)\n"
          "0b6d2e8 (HEAD -> main) Fix lint errors in Button and useToggle\n7f3c2ab (origin/main, origin/HEAD) Bump version to 2.3.0\n"
          "c91e4f0 Add Tooltip component\n5ab8d13 Button: support size prop")
    comps = ["Button.tsx", "Card.tsx", "Dialog.tsx", "Tabs.tsx", "Tooltip.tsx", "index.ts", "styles.ts"]
    by_time = ["Button.tsx", "Tooltip.tsx", "index.ts", "styles.ts", "Card.tsx", "Dialog.tsx", "Tabs.tsx"]
    c7 = "git stash && git status --short"
    turns = [
        (gshell("npm run lint", "Run eslint"), gem_run("npm run lint", lint1, code=1, pgid=47001)),
        (call("read_file", absolute_path=tg), TOGGLE16),
        (call("replace", file_path=tg, old_string="  }, []);", new_string="  }, [onChange]);"), gem_ok(tg)),
        (gshell("ls src/components", "List components"), gem_run("ls src/components", "\n".join(comps), pgid=47033)),
        (call("read_file", absolute_path=bt, offset=10, limit=20), part),
        (call("replace", file_path=bt, old_string=o5, new_string=""), gem_ok(bt)),
        (gshell("npm run lint", "Re-run eslint"), gem_run("npm run lint", lint2, pgid=47090)),
        (gshell(c7, "Stash to compare against a clean tree"),
         gem_run(c7, "Saved working directory and index state WIP on main: 7f3c2ab Bump version to 2.3.0", pgid=47121)),
        (gshell("git stash pop", "Restore the changes"), gem_run("git stash pop", st, pgid=47140)),
        (gshell(c9, "Commit"), gem_run(c9, t9, pgid=47177)),
        (gshell("ls -t src/components", "Most recently modified first"), gem_run("ls -t src/components", "\n".join(by_time), pgid=47190)),
    ]
    add("h8-swe-16", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (@acme/ui-kit 2.3.0, React 18, eslint 8). Task: make `npm run lint` pass without errors.")


# ---------------------------------------------------------------- 17
# h8-swe-17 (BAD, OpenHands, pandas "salesreport"): rows without a rep were dropped by groupby. The fixture is
# never edited; turns 1-2 show order 1010 (West, Chen) with 11 units, and the turn-6 regional total agrees, but the
# turn-9 West slice of the same file shows 1010 with 14 units (every other cell unchanged).
ROWS17 = [(1001, "2024-01-04", "North", "Alvarez", 12, 19.99), (1002, "2024-01-05", "West", "Chen", 5, 149.00),
          (1003, "2024-01-09", "South", "", 8, 19.99), (1004, "2024-01-11", "West", "Okafor", 3, 349.00),
          (1005, "2024-01-15", "East", "Dubois", 20, 4.50), (1006, "2024-01-22", "North", "Alvarez", 7, 149.00),
          (1007, "2024-02-02", "West", "", 14, 19.99), (1008, "2024-02-07", "East", "Dubois", 2, 349.00),
          (1009, "2024-02-13", "South", "Ivanova", 9, 19.99), (1010, "2024-02-20", "West", "Chen", 11, 4.50),
          (1011, "2024-03-01", "North", "Haddad", 4, 349.00), (1012, "2024-03-12", "West", "Okafor", 6, 149.00)]

AGG17 = '''"""Quarterly sales aggregation used by the monthly report."""

from __future__ import annotations

import sys

import pandas as pd


def load(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, parse_dates=["date"])
    df["revenue"] = df["units"] * df["unit_price"]
    return df


def revenue_by_region(df: pd.DataFrame) -> pd.DataFrame:
    per_rep = df.groupby(["region", "rep"])["revenue"].sum().reset_index()
    out = per_rep.groupby("region")["revenue"].sum().sort_values(ascending=False)
    return out.round(2).to_frame()


def main(argv: list[str]) -> int:
    df = load(argv[1])
    print(revenue_by_region(df).to_string())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))'''

TEST17 = '''import pandas as pd

from report.aggregate import revenue_by_region


def test_rows_without_rep_are_counted():
    df = pd.DataFrame({"region": ["West", "West"], "rep": ["Chen", None], "revenue": [100.0, 50.0]})
    assert revenue_by_region(df).loc["West", "revenue"] == 150.0
'''


def t17() -> None:
    root = "/workspace/salesreport"
    cols = ["order_id", "date", "region", "rep", "units", "unit_price"]
    csv = ",".join(cols) + "\n" + "\n".join(f"{o},{d},{r},{p},{u},{pr:.2f}" for o, d, r, p, u, pr in ROWS17)
    disp = [(o, d, r, p or "NaN", u, pr) for o, d, r, p, u, pr in ROWS17]
    t2 = frame(cols, disp)
    tot: dict[str, float] = {}
    for _, _, r, _, u, pr in ROWS17:
        tot[r] = round(tot.get(r, 0.0) + u * pr, 2)
    order = sorted(tot, key=lambda k: -tot[k])
    vw = max(len("revenue"), *(len(f"{tot[k]:.2f}") for k in order))
    iw = max(len("region"), *(len(k) for k in order))
    t6 = "\n".join([" " * iw + "  " + "revenue".rjust(vw), "region" + " " * (iw - 6) + "  " + " " * vw]
                   + [k.ljust(iw) + "  " + f"{tot[k]:.2f}".rjust(vw) for k in order])
    west = [(i, row) for i, row in enumerate(disp) if row[2] == "West"]
    drift = [row if row[0] != 1010 else (row[0], row[1], row[2], row[3], 14, row[5]) for _, row in west]  # drift: 11 -> 14
    t9 = frame(cols, drift, index=[i for i, _ in west])
    ap = f"{root}/report/aggregate.py"
    o4 = '    per_rep = df.groupby(["region", "rep"])["revenue"].sum().reset_index()\n'
    n4 = ('    # dropna=False: orders without an assigned rep still count towards the region\n'
          '    per_rep = df.groupby(["region", "rep"], dropna=False)["revenue"].sum().reset_index()\n')
    a1, e4 = oh_replace(ap, AGG17, o4, n4)
    tp = f"{root}/tests/test_missing_rep.py"
    py = "python -c \"import pandas as pd; df = pd.read_csv('data/fixtures/q1.csv', parse_dates=['date']); print({})\""
    pyt = lambda n, t: oh_bash(f"{'.' * n}{' ' * (73 - n)}[100%]\n{n} passed in {t}", root)  # noqa: E731
    i4, d4 = numstat(AGG17, a1)
    st = diffstat([("report/aggregate.py", i4, d4)])
    turns = [
        (bash("cat data/fixtures/q1.csv"), oh_bash(csv, root)),
        (bash(py.format("df")), oh_bash(t2, root)),
        (editor("view", ap), view(ap, AGG17)),
        (editor("str_replace", ap, old_str=o4, new_str=n4), e4),
        (bash("python -m pytest -q"), pyt(9, "0.84s")),
        (bash("python -m report.aggregate data/fixtures/q1.csv"), oh_bash(t6, root)),
        (editor("create", tp, file_text=TEST17), f"File created successfully at: {tp}"),
        (bash("python -m pytest -q"), pyt(10, "0.87s")),
        (bash(py.format("df[df.region == 'West']")), oh_bash(t9, root)),
        (bash("git diff --stat"), oh_bash(st, root)),
    ]
    add("h8-swe-17", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (pandas 2.2). Issue: West revenue in the Q1 report is too low; orders with no rep seem to vanish.",
        bad=True, turn=9, kind="table cell value changes")


# ---------------------------------------------------------------- 18
# h8-swe-18 (CLEAN, OpenHands, Django "meetups"): add Event.capacity. makemigrations creates 0006, showmigrations
# shows it unapplied then applied after migrate; existing rows read back the field default 0; tests pass.
MODELS18 = '''from django.db import models
from django.utils import timezone


class Venue(models.Model):
    name = models.CharField(max_length=120)
    city = models.CharField(max_length=80)
    address = models.CharField(max_length=255, blank=True)

    def __str__(self):
        return f"{self.name} ({self.city})"


class Event(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    venue = models.ForeignKey(Venue, on_delete=models.PROTECT, related_name="events", null=True, blank=True)
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField(null=True, blank=True)
    published = models.BooleanField(default=False)

    class Meta:
        ordering = ["starts_at"]

    def __str__(self):
        return self.title

    @property
    def is_past(self):
        return (self.ends_at or self.starts_at) < timezone.now()


class Ticket(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="tickets")
    holder_email = models.EmailField()
    issued_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["event", "holder_email"], name="one_ticket_per_email")]'''


def t18() -> None:
    root = "/workspace/meetups"
    mp = f"{root}/events/models.py"
    migs = ["0001_initial", "0002_venue", "0003_event_venue", "0004_alter_event_options", "0005_ticket"]
    sm = lambda extra: oh_bash("events\n" + "\n".join(f" [X] {m}" for m in migs) + (f"\n{extra}" if extra else ""), root)  # noqa: E731
    o3 = "    published = models.BooleanField(default=False)\n"
    n3 = o3 + '    capacity = models.PositiveIntegerField(default=0, help_text="Maximum number of tickets; 0 means unlimited.")\n'
    _, e3 = oh_replace(mp, MODELS18, o3, n3)
    mk = "Migrations for 'events':\n  events/migrations/0006_event_capacity.py\n    - Add field capacity to event"
    mg = ("Operations to perform:\n  Apply all migrations: events\nRunning migrations:\n  Applying events.0006_event_capacity... OK")
    sh = ("python manage.py shell -c \"from events.models import Event; "
          "print(list(Event.objects.order_by('id').values_list('id', 'title', 'capacity')[:6]))\"")
    out8 = ("[(1, 'Django Meetup #41', 0), (2, 'Lightning Talks: Spring Edition', 0), (3, 'Intro to HTMX Workshop', 0), "
            "(4, 'Django Meetup #42', 0), (5, 'Testing Async Views', 0), (6, 'Sprint Day', 0)]")
    tst = ("Found 23 test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
           + "." * 23 + "\n----------------------------------------------------------------------\nRan 23 tests in 0.911s\n\nOK\n"
           "Destroying test database for alias 'default'...")
    turns = [
        (bash("python manage.py showmigrations events"), sm("")),
        (editor("view", mp), view(mp, MODELS18)),
        (editor("str_replace", mp, old_str=o3, new_str=n3), e3),
        (bash("python manage.py makemigrations events"), oh_bash(mk, root)),
        (bash("python manage.py showmigrations events"), sm(" [ ] 0006_event_capacity")),
        (bash("python manage.py migrate events"), oh_bash(mg, root)),
        (bash("python manage.py showmigrations events"), sm(" [X] 0006_event_capacity")),
        (bash(sh), oh_bash(out8, root)),
        (bash("python manage.py test events"), oh_bash(tst, root)),
    ]
    add("h8-swe-18", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Django 4.2, SQLite dev database with 6 events). Task: events need an optional ticket capacity.")


# ---------------------------------------------------------------- 19
# h8-swe-19 (BAD, OpenHands, JavaScript "debounce-kit" + jest): leading+maxWait double call. Turn 1 creates and
# switches to branch fix/leading-edge; the turn-3 git status says "On branch main" (with main's upstream line);
# the modified file it lists is right.
DEB19 = '''"use strict";

/**
 * Creates a debounced function that delays invoking `fn` until `wait` ms have
 * elapsed since the last call. With `leading: true` the first call fires at once.
 */
function debounce(fn, wait = 0, { leading = false, trailing = true, maxWait } = {}) {
  let timer = null;
  let lastArgs = null;
  let lastThis = null;
  let firstCallAt = null;

  function invoke() {
    const args = lastArgs;
    const ctx = lastThis;
    lastArgs = lastThis = null;
    firstCallAt = null;
    return fn.apply(ctx, args);
  }

  function debounced(...args) {
    lastArgs = args;
    lastThis = this;
    const now = Date.now();
    if (firstCallAt === null) firstCallAt = now;
    if (timer === null && leading) {
      invoke();
    }
    clearTimeout(timer);
    const overdue = maxWait !== undefined && now - firstCallAt >= maxWait;
    if (overdue) {
      invoke();
      timer = null;
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      if (trailing && lastArgs) invoke();
    }, wait);
  }

  debounced.cancel = () => {
    clearTimeout(timer);
    timer = lastArgs = lastThis = null;
    firstCallAt = null;
  };

  debounced.flush = () => {
    if (timer !== null && lastArgs) {
      clearTimeout(timer);
      timer = null;
      invoke();
    }
  };

  return debounced;
}

module.exports = { debounce };'''

TPART19 = '''  test("flush() invokes the pending call immediately", () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d("x");
    d.flush();
    expect(fn).toHaveBeenCalledWith("x");
    expect(fn).toHaveBeenCalledTimes(1);
  });
});'''


def t19() -> None:
    root = "/workspace/debounce-kit"
    p = f"{root}/src/debounce.js"
    tp = f"{root}/test/debounce.test.js"
    c1 = "git checkout -b fix/leading-edge && git log --oneline -3"
    t1 = ("Switched to a new branch 'fix/leading-edge'\n"
          "a41c9d2 (HEAD -> fix/leading-edge, origin/main, origin/HEAD, main) Release 3.1.2\n8e07b3f Document maxWait\n"
          "2c5fa10 Add cancel() and flush()")
    o2 = "    if (timer === null && leading) {\n      invoke();\n    }\n"
    n2 = "    if (timer === null && leading) {\n      invoke();\n      firstCallAt = now;\n    }\n"
    d1, e2 = oh_replace(p, DEB19, o2, n2)
    st = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"  # drift: branch
          "  (use \"git add <file>...\" to update what will be committed)\n"
          "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   src/debounce.js\n\n"
          "no changes added to commit (use \"git add\" and/or \"git commit -a\")")
    jest = lambda n, t: ("\n> debounce-kit@3.1.2 test\n> jest\n\n PASS  test/debounce.test.js\n PASS  test/throttle.test.js\n\n"  # noqa: E731
                         f"Test Suites: 2 passed, 2 total\nTests:       {n} passed, {n} total\nSnapshots:   0 total\nTime:        {t}\nRan all test suites.")
    o6 = '    d("x");\n    d.flush();\n    expect(fn).toHaveBeenCalledWith("x");\n    expect(fn).toHaveBeenCalledTimes(1);\n  });\n});'
    n6 = ('    d("x");\n    d.flush();\n    expect(fn).toHaveBeenCalledWith("x");\n    expect(fn).toHaveBeenCalledTimes(1);\n  });\n\n'
          '  test("leading + maxWait calls fn once for the first call", () => {\n    const fn = jest.fn();\n'
          '    const d = debounce(fn, 50, { leading: true, maxWait: 200 });\n    d(1);\n    expect(fn).toHaveBeenCalledTimes(1);\n'
          '    expect(fn).toHaveBeenCalledWith(1);\n  });\n});')
    e6 = oh_replace_part(tp, TPART19, 58, o6, n6)
    i6, _ = numstat(TPART19, TPART19.replace(o6, n6))
    st8 = diffstat([("src/debounce.js", 1, 0), ("test/debounce.test.js", i6, 0)])
    turns = [
        (bash(c1), oh_bash(t1, root)),
        (editor("str_replace", p, old_str=o2, new_str=n2), e2),
        (bash("git status"), oh_bash(st, root)),
        (bash("npm test 2>&1"), oh_bash(jest(17, "0.812 s, estimated 1 s"), root)),
        (editor("view", tp, view_range=[58, 66]), cat_n(tp, TPART19, 58)),
        (editor("str_replace", tp, old_str=o6, new_str=n6), e6),
        (bash("npm test 2>&1"), oh_bash(jest(18, "0.797 s, estimated 1 s"), root)),
        (bash("git diff --stat"), oh_bash(st8, root)),
    ]
    assert d1 != DEB19
    add("h8-swe-19", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (debounce-kit 3.1.2). Issue #88: with {{leading: true, maxWait}} the first call invokes fn twice, the second time with no arguments. Work on a branch.",
        bad=True, turn=3, kind="state reverted (branch)")


# ---------------------------------------------------------------- 20
# h8-swe-20 (CLEAN, OpenHands, Python ETL "weather-etl"): fix a 160 F typo in raw data. The mistyped --output run
# fails with an argparse error and leaves out/daily.csv untouched (same size, time, content); the fixed rerun
# rewrites it (new mtime, KSEA 06-03 max now 15.6); an appended raw row makes 10 output rows.
RAW20 = [("KPDX", "2024-06-01", 74.0, 55.0, 0.00), ("KSEA", "2024-06-01", 68.0, 52.0, 0.04), ("KSFO", "2024-06-01", 66.0, 54.0, 0.00),
         ("KPDX", "2024-06-02", 79.0, 57.0, 0.00), ("KSEA", "2024-06-02", 71.0, 53.0, 0.00), ("KSFO", "2024-06-02", 64.0, 53.0, 0.00),
         ("KPDX", "2024-06-03", 70.0, 56.0, 0.21), ("KSEA", "2024-06-03", 160.0, 54.0, 0.35), ("KSFO", "2024-06-03", 65.0, 52.0, 0.00)]


def daily20(raw: list[tuple]) -> str:
    rows = sorted(raw, key=lambda r: (r[0], r[1]))
    out = ["station,date,temp_max_c,temp_min_c,precip_mm"]
    out += [f"{s},{d},{(hi - 32) * 5 / 9:.1f},{(lo - 32) * 5 / 9:.1f},{p * 25.4:.1f}" for s, d, hi, lo, p in rows]
    return "\n".join(out)


def t20() -> None:
    root = "/workspace/weather-etl"
    src = "data/raw/stations_2024-06.csv"
    d0 = daily20(RAW20)
    fixed = [r if not (r[0] == "KSEA" and r[1] == "2024-06-03") else (r[0], r[1], 60.0, r[3], r[4]) for r in RAW20]
    d1 = daily20(fixed)
    more = fixed + [("KSEA", "2024-06-10", 68.0, 52.0, 0.12)]
    d2 = daily20(more)
    size = lambda t: len((t + "\n").encode())  # noqa: E731
    lsl = lambda t, hm: f"total 4\n-rw-r--r-- 1 root root {size(t)} Jun 18 {hm} daily.csv"  # noqa: E731
    run = f"python -m etl.run {src} --out out/daily.csv"
    line = 1 + 1 + RAW20.index(("KSEA", "2024-06-03", 160.0, 54.0, 0.35))
    raw_line = "KSEA,2024-06-03,160.0,54.0,0.35"
    c4 = f"sed -i '{line}s/160.0/60.0/' {src} && sed -n {line}p {src}"
    bad = f"python -m etl.run {src} --output out/daily.csv"
    err = ("usage: run.py [-h] [--out OUT] [--stations STATIONS] src\n"
           "run.py: error: unrecognized arguments: --output out/daily.csv")
    c9 = f"printf 'KSEA,2024-06-10,68.0,52.0,0.12\\n' >> {src} && {run} && wc -l out/daily.csv"
    turns = [
        (bash(f"{run} && ls -l out/"), oh_bash("wrote 9 rows to out/daily.csv\n" + lsl(d0, "08:02"), root)),
        (bash("cat out/daily.csv"), oh_bash(d0, root)),
        (bash(f'grep -n "KSEA,2024-06-03" {src}'), oh_bash(f"{line}:{raw_line}", root)),
        (bash(c4), oh_bash(raw_line.replace("160.0", "60.0"), root)),
        (bash(bad), oh_bash(err, root, 2)),
        (bash("ls -l out/ && cat out/daily.csv"), oh_bash(lsl(d0, "08:02") + "\n" + d0, root)),
        (bash(run), oh_bash("wrote 9 rows to out/daily.csv", root)),
        (bash("ls -l out/ && cat out/daily.csv"), oh_bash(lsl(d1, "08:07") + "\n" + d1, root)),
        (bash(c9), oh_bash("wrote 10 rows to out/daily.csv\n11 out/daily.csv", root)),
    ]
    assert "71.1" in d0 and "15.6" in d1 and "71.1" not in d1 and len(nlines(d2)) == 11
    add("h8-swe-20", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root}. Report: KSEA shows a 71 C maximum on 2024-06-03 in out/daily.csv; fix the source data and regenerate.")


# ---------------------------------------------------------------- 21
# h8-swe-21 (BAD, OpenHands, Go + cobra "ghstats"): register the --since flag. go.mod in turn 1 requires
# github.com/spf13/cobra v1.8.0 and nothing in the session changes it (go mod tidy leaves go.mod unmodified per
# the turn-9 git status), yet the turn-10 `go mod edit -json` reports cobra "Version": "v1.7.0".
GOMOD21 = '''module github.com/rpetrov/ghstats

go 1.22

require (
	github.com/google/go-github/v62 v62.0.0
	github.com/spf13/cobra v1.8.0
	golang.org/x/oauth2 v0.20.0
)

require (
	github.com/google/go-querystring v1.1.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.5 // indirect
)'''

ROOT21 = '''package cmd

import (
	"context"
	"fmt"
	"os"

	"github.com/google/go-github/v62/github"
	"github.com/spf13/cobra"
	"golang.org/x/oauth2"
)

var rootCmd = &cobra.Command{
	Use:   "ghstats",
	Short: "Summarize pull request activity for a GitHub repository",
	RunE: func(cmd *cobra.Command, args []string) error {
		ctx := context.Background()
		ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: os.Getenv("GITHUB_TOKEN")})
		client := github.NewClient(oauth2.NewClient(ctx, ts))
		return run(ctx, cmd.OutOrStdout(), client, opts)
	},
}

func init() {
	rootCmd.PersistentFlags().StringVarP(&opts.Repo, "repo", "r", "", "repository as owner/name (required)")
	rootCmd.PersistentFlags().IntVarP(&opts.Limit, "limit", "n", 100, "maximum number of pull requests to scan")
	_ = rootCmd.MarkPersistentFlagRequired("repo")
}

func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}'''

SINCE21 = '''package cmd

import (
	"testing"
	"time"
)

func TestSinceFlag(t *testing.T) {
	f := rootCmd.PersistentFlags().Lookup("since")
	if f == nil {
		t.Fatal("--since flag not registered")
	}
	if err := f.Value.Set("720h"); err != nil {
		t.Fatal(err)
	}
	if opts.Since != 720*time.Hour {
		t.Fatalf("opts.Since = %v, want 720h", opts.Since)
	}
}
'''


def t21() -> None:
    import json
    root = "/workspace/ghstats"
    rp = f"{root}/cmd/root.go"
    g2 = (["cmd/stats.go:14:type runOptions struct {", "cmd/stats.go:17:\tSince time.Duration // 0 = no cutoff",
           "cmd/stats.go:20:var opts runOptions",
           "cmd/stats.go:41:\tif o.Since > 0 {", "cmd/stats.go:42:\t\tcutoff := time.Now().Add(-o.Since)"]
          + grep_n(ROOT21, r"opts\.|Since", "cmd/root.go"))
    o4 = '	rootCmd.PersistentFlags().IntVarP(&opts.Limit, "limit", "n", 100, "maximum number of pull requests to scan")\n'
    n4 = o4 + '	rootCmd.PersistentFlags().DurationVar(&opts.Since, "since", 0, "only count pull requests updated within this duration, e.g. 720h")\n'
    _, e4 = oh_replace(rp, ROOT21, o4, n4)
    tp = f"{root}/cmd/since_test.go"
    m = "github.com/rpetrov/ghstats"
    t7 = f"=== RUN   TestSinceFlag\n--- PASS: TestSinceFlag (0.00s)\nPASS\nok  \t{m}/cmd\t0.014s"
    t8 = f"?   \t{m}\t[no test files]\nok  \t{m}/cmd\t0.016s\nok  \t{m}/internal/summary\t(cached)"
    reqs = [("github.com/google/go-github/v62", "v62.0.0", False), ("github.com/spf13/cobra", "v1.7.0", False),  # drift: v1.8.0
            ("golang.org/x/oauth2", "v0.20.0", False), ("github.com/google/go-querystring", "v1.1.0", True),
            ("github.com/inconshreveable/mousetrap", "v1.1.0", True), ("github.com/spf13/pflag", "v1.0.5", True)]
    doc = {"Module": {"Path": m}, "Go": "1.22",
           "Require": [dict({"Path": p, "Version": v}, **({"Indirect": True} if ind else {})) for p, v, ind in reqs],
           "Exclude": None, "Replace": None, "Retract": None}
    t10 = json.dumps(doc, indent="\t")
    turns = [
        (bash("cat go.mod"), oh_bash(GOMOD21, root)),
        (bash('grep -rn "opts\\.\\|Since\\|runOptions" cmd/'), oh_bash("\n".join(g2), root)),
        (editor("view", rp), view(rp, ROOT21)),
        (editor("str_replace", rp, old_str=o4, new_str=n4), e4),
        (bash("go build ./... && go vet ./..."), oh_bash("", root)),
        (editor("create", tp, file_text=SINCE21), f"File created successfully at: {tp}"),
        (bash("go test ./cmd/ -run TestSinceFlag -v"), oh_bash(t7, root)),
        (bash("go test ./..."), oh_bash(t8, root)),
        (bash("go mod tidy && git status --short"), oh_bash(" M cmd/root.go\n?? cmd/since_test.go", root)),
        (bash("go mod edit -json"), oh_bash(t10, root)),
    ]
    add("h8-swe-21", OH_SYSTEM.format(root=root), turns,
        state=f"Repository {root} (Go 1.22). Issue: `ghstats --since 720h` fails with 'unknown flag: --since' although cmd/stats.go already filters on opts.Since.",
        bad=True, turn=10, kind="version drifts (JSON field)")


# ---------------------------------------------------------------- 22
# h8-swe-22 (CLEAN, Gemini CLI, Python FastAPI "notes-api"): PATCH wiped unspecified fields. The first replace
# fails (pydantic-v1 spelling not in the file) and the re-read shows the file unchanged; the second replace
# succeeds; pytest goes 1 failed/15 passed -> 16 passed -> 18 passed after the agent adds two tests; glob lists
# the newly written test file first (sorted by modification time).
NOTES22 = '''from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Note
from app.schemas import NoteCreate, NoteOut, NoteUpdate

router = APIRouter(prefix="/notes", tags=["notes"])


@router.get("/", response_model=list[NoteOut])
def list_notes(limit: int = 50, offset: int = 0, db: Session = Depends(get_session)):
    return db.query(Note).order_by(Note.created_at.desc()).offset(offset).limit(limit).all()


@router.post("/", response_model=NoteOut, status_code=status.HTTP_201_CREATED)
def create_note(payload: NoteCreate, db: Session = Depends(get_session)):
    note = Note(**payload.model_dump())
    db.add(note)
    db.commit()
    db.refresh(note)
    return note


@router.patch("/{note_id}", response_model=NoteOut)
def update_note(note_id: int, payload: NoteUpdate, db: Session = Depends(get_session)):
    note = db.get(Note, note_id)
    for field, value in payload.model_dump().items():
        setattr(note, field, value)
    db.commit()
    db.refresh(note)
    return note


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_note(note_id: int, db: Session = Depends(get_session)):
    note = db.get(Note, note_id)
    if note is None:
        raise HTTPException(status_code=404, detail="Note not found")
    db.delete(note)
    db.commit()'''

PATCHTEST22 = '''def test_patch_keeps_unset_fields(client):
    created = client.post("/notes/", json={"title": "draft", "body": "text", "pinned": True}).json()
    resp = client.patch(f"/notes/{created['id']}", json={"pinned": False})
    assert resp.status_code == 200
    assert resp.json() | {"pinned": True} == created


def test_patch_unknown_note_is_404(client):
    resp = client.patch("/notes/999999", json={"title": "x"})
    assert resp.status_code == 404
    assert resp.json() == {"detail": "Note not found"}
'''


def t22() -> None:
    root = "/home/dev/notes-api"
    p = f"{root}/app/routes/notes.py"
    tp = f"{root}/tests/test_patch.py"
    fail = ("...........F....                                                         [100%]\n"
            "=================================== FAILURES ===================================\n"
            "________________________ test_patch_only_changes_title _________________________\n\n"
            "client = <starlette.testclient.TestClient object at 0x7f3a2c1d5e50>\n\n"
            "    def test_patch_only_changes_title(client):\n"
            "        created = client.post(\"/notes/\", json={\"title\": \"a\", \"body\": \"keep me\"}).json()\n"
            "        resp = client.patch(f\"/notes/{created['id']}\", json={\"title\": \"b\"})\n"
            ">       assert resp.json()[\"body\"] == \"keep me\"\n"
            "E       AssertionError: assert None == 'keep me'\n\n"
            "tests/test_notes.py:58: AssertionError\n"
            "=========================== short test summary info ============================\n"
            "FAILED tests/test_notes.py::test_patch_only_changes_title - AssertionError: assert None == 'keep me'\n"
            "1 failed, 15 passed in 0.94s")
    bad_old = "    for field, value in payload.dict().items():\n"
    bad_new = "    for field, value in payload.dict(exclude_unset=True).items():\n"
    err = (f"Failed to edit, 0 occurrences found for old_string in {p}. No edits made. The exact text in old_string was not "
           "found. Ensure you're not escaping content incorrectly and check whitespace, indentation, and context. "
           "Use read_file tool to verify.")
    ls = nlines(NOTES22)
    part = (f"[File content truncated: showing lines 25-32 of {len(ls)} total lines. Use offset/limit parameters to view more.]\n"
            + "\n".join(ls[24:32]))
    o5 = "    note = db.get(Note, note_id)\n    for field, value in payload.model_dump().items():\n"
    n5 = ("    note = db.get(Note, note_id)\n    if note is None:\n        raise HTTPException(status_code=404, detail=\"Note not found\")\n"
          "    for field, value in payload.model_dump(exclude_unset=True).items():\n")
    assert NOTES22.count(o5) == 1 and bad_old not in NOTES22
    ok = lambda n, t: f"{'.' * n}{' ' * (73 - n)}[100%]\n{n} passed in {t}"  # noqa: E731
    files = ["tests/test_patch.py", "tests/conftest.py", "tests/test_notes.py", "tests/test_health.py", "tests/__init__.py"]
    gl = (f"Found {len(files)} file(s) matching \"tests/**/*.py\" within {root}, sorted by modification time (newest first):\n"
          + "\n".join(f"{root}/{f}" for f in files))
    turns = [
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", fail, code=1, pgid=20411)),
        (call("read_file", absolute_path=p), NOTES22),
        (call("replace", file_path=p, old_string=bad_old, new_string=bad_new), err),
        (call("read_file", absolute_path=p, offset=24, limit=8), part),
        (call("replace", file_path=p, old_string=o5, new_string=n5), gem_ok(p)),
        (gshell("python -m pytest -q", "Re-run the tests"), gem_run("python -m pytest -q", ok(16, "0.91s"), pgid=20466)),
        (call("write_file", file_path=tp, content=PATCHTEST22), f"Successfully created and wrote to new file: {tp}."),
        (gshell("python -m pytest -q", "Run with the new tests"), gem_run("python -m pytest -q", ok(18, "0.97s"), pgid=20503)),
        (gshell("git status --short", "Changed files"), gem_run("git status --short", " M app/routes/notes.py\n?? tests/test_patch.py", pgid=20530)),
        (call("glob", pattern="tests/**/*.py"), gl),
    ]
    add("h8-swe-22", GEM_SYSTEM.format(root=root), turns,
        state=f"Project {root} (FastAPI, SQLAlchemy 2, pydantic 2). Bug: PATCH /notes/{{id}} with only a title clears the body; unknown ids give 500.")


def main() -> None:
    global RS
    RS = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f()
    RS.write()


if __name__ == "__main__":
    main()
