# ruff: noqa: E501
"""Held-out set holdout39, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one coherent repository task; eleven contain exactly one observation that contradicts an
earlier observation or action, eleven are clean. Written blind, in the AgentWorldBench row format.
"""

from __future__ import annotations

import json
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


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def gem_bg(cmd: str, out: str, bg: str, pgid: int, code: int = 0) -> str:
    """A Gemini CLI shell result for a command that left a process running in the background."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def created(path: str) -> str:
    return f"File created successfully at: {path}"


# Falcon + pytest, OpenHands: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/notes-api"
    notes_40 = '''
class NoteItemResource:
    def __init__(self, store: NoteStore) -> None:
        self._store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response, note_id: int) -> None:
        note = self._store.get(note_id)
        if note is None:
            raise falcon.HTTPNotFound(title="note not found")
        resp.media = note.to_dict()

    def on_patch(self, req: falcon.Request, resp: falcon.Response, note_id: int) -> None:
        note = self._store.get(note_id)
        if note is None:
            raise falcon.HTTPNotFound(title="note not found")
        body = req.get_media()
        if "title" in body:
            note.title = body["title"].strip()
        note.tags = [t.strip().lower() for t in body["tags"]]
        note.updated_at = utcnow()
        self._store.save(note)
        resp.media = note.to_dict()

    def on_delete(self, req: falcon.Request, resp: falcon.Response, note_id: int) -> None:
        if not self._store.delete(note_id):
            raise falcon.HTTPNotFound(title="note not found")
        resp.status = falcon.HTTP_204


class NoteTagsResource:
    def __init__(self, store: NoteStore) -> None:
        self._store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response, note_id: int) -> None:
        note = self._store.get(note_id)
        if note is None:'''
    snippet = '''        note = self._store.get(note_id)
        if note is None:
            raise falcon.HTTPNotFound(title="note not found")
        body = req.get_media()
        if "title" in body:
            note.title = body["title"].strip()
        if "tags" in body:
            note.tags = [t.strip().lower() for t in body["tags"]]
        note.updated_at = utcnow()
        self._store.save(note)
        resp.media = note.to_dict()'''
    fail_run = '''============================= test session starts ==============================
platform linux -- Python 3.11.7, pytest-7.4.4, pluggy-1.3.0
rootdir: /workspace/notes-api
configfile: pyproject.toml
testpaths: tests
plugins: cov-4.1.0
collected 23 items

tests/test_health.py ..                                                  [  8%]
tests/test_notes.py ........F....                                        [ 65%]
tests/test_tags.py ........                                              [100%]

=================================== FAILURES ===================================
_________________________ test_patch_note_without_tags _________________________

client = <falcon.testing.client.TestClient object at 0x7f3a1c2d9e50>
seeded_store = <notes_api.store.NoteStore object at 0x7f3a1c2dbb10>

    def test_patch_note_without_tags(client, seeded_store):
        resp = client.simulate_patch("/notes/2", json={"title": "Groceries (weekly)"})
>       assert resp.status_code == 200
E       assert 500 == 200
E        +  where 500 = <falcon.testing.client.Result object at 0x7f3a1c2f0a90>.status_code

tests/test_notes.py:97: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    falcon:app.py:1015 [FALCON] Unhandled exception in ASGI/WSGI app
Traceback (most recent call last):
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/falcon/app.py", line 365, in falcon.app.App.__call__
  File "/workspace/notes-api/notes_api/resources/notes.py", line 58, in on_patch
    note.tags = [t.strip().lower() for t in body["tags"]]
                                            ~~~~^^^^^^^^
KeyError: 'tags'
=========================== short test summary info ============================
FAILED tests/test_notes.py::test_patch_note_without_tags - assert 500 == 200
========================= 1 failed, 22 passed in 0.84s ========================='''
    pass_run = '''============================= test session starts ==============================
platform linux -- Python 3.11.7, pytest-7.4.4, pluggy-1.3.0
rootdir: /workspace/notes-api
configfile: pyproject.toml
testpaths: tests
plugins: cov-4.1.0
collected 23 items

tests/test_health.py ..                                                  [  8%]
tests/test_notes.py .............                                        [ 65%]
tests/test_tags.py ........                                              [100%]

============================== 23 passed in 0.71s =============================='''
    diff = '''diff --git a/notes_api/resources/notes.py b/notes_api/resources/notes.py
index 4e2b91c..b07d3fa 100644
--- a/notes_api/resources/notes.py
+++ b/notes_api/resources/notes.py
@@ -55,7 +55,8 @@ class NoteItemResource:
         body = req.get_media()
         if "title" in body:
             note.title = body["title"].strip()
-        note.tags = [t.strip().lower() for t in body["tags"]]
+        if "tags" in body:
+            note.tags = [t.strip().lower() for t in body["tags"]]
         note.updated_at = utcnow()
         self._store.save(note)
         resp.media = note.to_dict()'''
    turns = [
        (bash("cd /workspace/notes-api && git status && git log --oneline -5"),
         oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a71e3d0 (HEAD -> main, origin/main, origin/HEAD) Add NoteTagsResource and /notes/{id}/tags route
5c0b9f4 Store: persist updated_at as ISO-8601 UTC
e28d61a tests: seed store fixture with three notes
9d13f7c Switch to falcon 3.1 media handlers
1b4a6c2 Initial notes API skeleton''', root)),
        (bash("python -m pytest"), oh_bash(fail_run, root, 1)),
        (editor("view", f"{root}/notes_api/resources/notes.py", view_range=[40, 75]),
         cat_n(f"{root}/notes_api/resources/notes.py", notes_40, 40)),
        (editor("str_replace", f"{root}/notes_api/resources/notes.py",
                old_str='        note.tags = [t.strip().lower() for t in body["tags"]]\n',
                new_str='        if "tags" in body:\n            note.tags = [t.strip().lower() for t in body["tags"]]\n'),
         edited(f"{root}/notes_api/resources/notes.py", snippet, 52)),
        (bash("python -m pytest"), oh_bash(pass_run, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash('git add notes_api/resources/notes.py && git commit -m "Fix PATCH /notes/{id} when tags are omitted"'),
         oh_bash('''[main 3f9c2ab] Fix PATCH /notes/{id} when tags are omitted
 1 file changed, 2 insertions(+), 1 deletion(-)''', root)),
        (bash("git log --oneline -4 && git status -sb"),
         oh_bash('''3f9c2ab (HEAD -> main) Fix PATCH /notes/{id} when tags are omitted
a71e3d0 (origin/main, origin/HEAD) Add NoteTagsResource and /notes/{id}/tags route
5c0b9f4 Store: persist updated_at as ISO-8601 UTC
e28d61a tests: seed store fixture with three notes
## main...origin/main [ahead 1]''', root)),
    ]
    rs.add(task="swe", tid="h39-swe-01", system=oh_sys(root), turns=turns,
           state="Repository /workspace/notes-api (Falcon 3.1 JSON API for notes, tests with pytest), branch main, clean. Issue #57: PATCH /notes/{id} with a body that has no \"tags\" key returns 500 instead of updating the title.")


# Gin + httptest, Gemini CLI: bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/inventory-svc"
    items_go = '''package http

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/acme/inventory-svc/internal/store"
)

// ItemHandler serves the /v1/items endpoints.
type ItemHandler struct {
	Store store.ItemStore
}

// Register mounts the item routes on the given group.
func (h *ItemHandler) Register(rg *gin.RouterGroup) {
	rg.GET("/items", h.list)
	rg.GET("/items/:sku", h.get)
	rg.POST("/items", h.create)
}

func (h *ItemHandler) list(c *gin.Context) {
	limit, err := strconv.Atoi(c.DefaultQuery("limit", "50"))
	if err != nil || limit < 1 || limit > 200 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "limit must be between 1 and 200"})
		return
	}
	items, err := h.Store.List(c.Request.Context(), c.Query("supplier"), limit)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"items": items, "count": len(items)})
}

func (h *ItemHandler) get(c *gin.Context) {
	sku := c.Param("sku")
	item, err := h.Store.Get(c.Request.Context(), sku)
	if errors.Is(err, store.ErrNotFound) {
		c.Status(http.StatusNotFound)
		return
	}
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, item)
}

func (h *ItemHandler) create(c *gin.Context) {
	var in store.Item
	if err := c.ShouldBindJSON(&in); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.Store.Put(c.Request.Context(), in); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, in)
}
'''
    fail = '''=== RUN   TestGetItem
=== RUN   TestGetItem/existing_sku
=== RUN   TestGetItem/unknown_sku
    items_test.go:58:
        \tError Trace:\t/home/dev/src/inventory-svc/internal/http/items_test.go:58
        \tError:      \tNot equal:
        \t            \texpected: "{\\"error\\":\\"item not found\\",\\"sku\\":\\"NOPE-0000\\"}"
        \t            \tactual  : ""

        \t            \tDiff:
        \t            \t--- Expected
        \t            \t+++ Actual
        \t            \t@@ -1 +1 @@
        \t            \t-{"error":"item not found","sku":"NOPE-0000"}
        \t            \t+
        \tTest:       \tTestGetItem/unknown_sku
--- FAIL: TestGetItem (0.00s)
    --- PASS: TestGetItem/existing_sku (0.00s)
    --- FAIL: TestGetItem/unknown_sku (0.00s)
FAIL
FAIL	github.com/acme/inventory-svc/internal/http	0.017s
FAIL'''
    allpass = '''?   	github.com/acme/inventory-svc/cmd/inventory	[no test files]
?   	github.com/acme/inventory-svc/internal/config	[no test files]
ok  	github.com/acme/inventory-svc/internal/http	0.021s
ok  	github.com/acme/inventory-svc/internal/store	0.034s'''
    push = '''Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (6/6), 742 bytes | 742.00 KiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'feature/sku-404' on GitHub by visiting:
remote:      https://github.com/acme/inventory-svc/pull/new/feature/sku-404
remote:
To github.com:acme/inventory-svc.git
 * [new branch]      feature/sku-404 -> feature/sku-404
branch 'feature/sku-404' set up to track 'origin/feature/sku-404'.'''
    turns = [
        (gshell("git status -sb && git log --oneline -6", "Check the branch and recent history"),
         gem_run("git status -sb && git log --oneline -6", '''## feature/sku-404
c83d51e (HEAD -> feature/sku-404, origin/main, origin/HEAD, main) Merge pull request #41 from acme/ci-go-1.22
7a0e29f ci: bump setup-go to v5 and Go 1.22
f4b61d8 store: add ListBySupplier with pagination
2d9c3a7 http: register /v1/items routes under api group
9b2f0c4 deps: gin v1.9.1, testify v1.8.4
51e7a6b Initial inventory service''', pgid=40211)),
        (call("read_file", absolute_path=f"{root}/internal/http/items.go"), items_go),
        (gshell("go test ./internal/http/... -run TestGetItem -v", "Run the failing handler test"),
         gem_run("go test ./internal/http/... -run TestGetItem -v", fail, code=1, pgid=40298)),
        (call("replace", file_path=f"{root}/internal/http/items.go",
              old_string='''	if errors.Is(err, store.ErrNotFound) {
		c.Status(http.StatusNotFound)
		return
	}''',
              new_string='''	if errors.Is(err, store.ErrNotFound) {
		c.JSON(http.StatusNotFound, gin.H{"error": "item not found", "sku": sku})
		return
	}'''),
         f"Successfully modified file: {root}/internal/http/items.go (1 replacements)."),
        (gshell("go vet ./... && go test ./...", "Vet and run the whole test suite"),
         gem_run("go vet ./... && go test ./...", allpass, pgid=40377)),
        (gshell("git add internal/http/items.go && git commit -m 'http: return JSON error body for unknown SKU'", "Commit the fix"),
         gem_run("git add internal/http/items.go && git commit -m 'http: return JSON error body for unknown SKU'", '''[feature/sku-404 e4c1b7a] http: return JSON error body for unknown SKU
 1 file changed, 1 insertion(+), 1 deletion(-)''', pgid=40402)),
        (gshell("git log --oneline -5", "Confirm the new commit sits on top of main"),
         gem_run("git log --oneline -5", '''e4c1b7a (HEAD -> feature/sku-404) http: return JSON error body for unknown SKU
c83d51e (origin/main, origin/HEAD, main) Merge pull request #41 from acme/ci-go-1.22
7a0e29f ci: bump setup-go to v5 and Go 1.22
f4b16d8 store: add ListBySupplier with pagination
2d9c3a7 http: register /v1/items routes under api group''', pgid=40415)),
        (gshell("git push -u origin feature/sku-404 2>&1", "Push the branch"),
         gem_run("git push -u origin feature/sku-404 2>&1", push, pgid=40433)),
        (gshell("git branch -vv && git status -sb", "Check tracking info"),
         gem_run("git branch -vv && git status -sb", '''* feature/sku-404 e4c1b7a [origin/feature/sku-404] http: return JSON error body for unknown SKU
  main            c83d51e [origin/main] Merge pull request #41 from acme/ci-go-1.22
## feature/sku-404...origin/feature/sku-404''', pgid=40460)),
    ]
    rs.add(task="swe", tid="h39-swe-02", system=gem_sys(root), turns=turns,
           state="Go 1.22 service using Gin, tests with net/http/httptest and testify. Branch feature/sku-404 was just created from main. Task: GET /v1/items/:sku must answer 404 with a JSON body {\"error\": \"item not found\", \"sku\": ...} instead of an empty body.",
           bad=True, turn=7, kind="hash of an older, untouched commit differs from the earlier git log")


# Phoenix + ExUnit, OpenHands: bad
def t03(rs: RowSet) -> None:
    root = "/workspace/shortlink"
    fail = '''==> shortlink
Compiling 3 files (.ex)
Generated shortlink app
Running ExUnit with seed: 771204, max_cases: 16

..

  1) test sets x-ratelimit headers on an allowed request (ShortlinkWeb.Plugs.RateLimitTest)
     test/shortlink_web/plugs/rate_limit_test.exs:14
     Assertion with == failed
     code:  assert get_resp_header(conn, "x-ratelimit-limit") == ["120"]
     left:  ["60"]
     right: ["120"]
     stacktrace:
       test/shortlink_web/plugs/rate_limit_test.exs:19: (test)

...
Finished in 0.1 seconds (0.1s async, 0.00s sync)
6 tests, 1 failure

Randomized with seed 771204'''
    grep = '''config/config.exs:31:# Per-client API rate limiting (see ShortlinkWeb.Plugs.RateLimit)
config/config.exs:32:config :shortlink, ShortlinkWeb.Plugs.RateLimit,
config/runtime.exs:48:  config :shortlink, ShortlinkWeb.Plugs.RateLimit,
lib/shortlink_web/plugs/rate_limit.ex:1:defmodule ShortlinkWeb.Plugs.RateLimit do
lib/shortlink_web/plugs/rate_limit.ex:3:  Token-bucket style limiter keyed by client. Options come from the `ShortlinkWeb.Plugs.RateLimit`
lib/shortlink_web/router.ex:12:    plug ShortlinkWeb.Plugs.RateLimit
test/shortlink_web/plugs/rate_limit_test.exs:1:defmodule ShortlinkWeb.Plugs.RateLimitTest do
test/shortlink_web/plugs/rate_limit_test.exs:5:  alias ShortlinkWeb.Plugs.RateLimit'''
    cfg = '''# Configures the endpoint
config :shortlink, ShortlinkWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [
    formats: [json: ShortlinkWeb.ErrorJSON],
    layout: false
  ],
  pubsub_server: Shortlink.PubSub,
  live_view: [signing_salt: "q3Vn0hJk"]

# Per-client API rate limiting (see ShortlinkWeb.Plugs.RateLimit)
config :shortlink, ShortlinkWeb.Plugs.RateLimit,
  backend: Shortlink.RateLimit.ETS,
  limit: 60,
  window_ms: 60_000,
  key: :remote_ip

# Configures Elixir's Logger
config :logger, :console,
  format: "$time $metadata[$level] $message\\n",
  metadata: [:request_id]

# Use Jason for JSON parsing in Phoenix
config :phoenix, :json_library, Jason
'''
    snip = '''# Per-client API rate limiting (see ShortlinkWeb.Plugs.RateLimit)
config :shortlink, ShortlinkWeb.Plugs.RateLimit,
  backend: Shortlink.RateLimit.ETS,
  limit: 120,
  window_ms: 60_000,
  key: :remote_ip

# Configures Elixir's Logger'''
    full = '''Compiling 1 file (.ex)
Generated shortlink app
Running ExUnit with seed: 90317, max_cases: 16

..............................................................
Finished in 0.9 seconds (0.4s async, 0.5s sync)
62 tests, 0 failures

Randomized with seed 90317'''
    status = '''On branch rate-limit-120
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   config/config.exs

no changes added to commit (use "git add" and/or "git commit -a")
 config/config.exs | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    last = '''config/config.exs:31:# Per-client API rate limiting (see ShortlinkWeb.Plugs.RateLimit)
config/config.exs:32:config :shortlink, ShortlinkWeb.Plugs.RateLimit,
config/config.exs-33-  backend: Shortlink.RateLimit.ETS,
config/config.exs-34-  limit: 60,
config/config.exs-35-  window_ms: 60_000,
config/config.exs-36-  key: :remote_ip
--
config/runtime.exs:48:  config :shortlink, ShortlinkWeb.Plugs.RateLimit,
config/runtime.exs-49-    enabled: System.get_env("RATE_LIMIT_ENABLED", "true") == "true"
config/runtime.exs-50-
config/runtime.exs-51-  # ## Configuring the mailer
config/runtime.exs-52-  #'''
    turns = [
        (bash("cd /workspace/shortlink && mix test test/shortlink_web/plugs/rate_limit_test.exs"), oh_bash(fail, root, 2)),
        (bash("grep -rn 'Plugs.RateLimit' config/ lib/ test/"), oh_bash(grep, root)),
        (editor("view", f"{root}/config/config.exs", view_range=[20, 45]), cat_n(f"{root}/config/config.exs", cfg, 20)),
        (editor("str_replace", f"{root}/config/config.exs", old_str="  limit: 60,\n", new_str="  limit: 120,\n"),
         edited(f"{root}/config/config.exs", snip, 31)),
        (bash("mix test"), oh_bash(full, root)),
        (bash("git status && git diff --stat"), oh_bash(status, root)),
        (bash("grep -n -A4 'Plugs.RateLimit' config/*.exs"), oh_bash(last, root)),
    ]
    rs.add(task="swe", tid="h39-swe-03", system=oh_sys(root), turns=turns,
           state="Phoenix 1.7 JSON API (Elixir 1.16, ExUnit), branch rate-limit-120 checked out, working tree clean. Product asked to double the per-client API rate limit from 60 to 120 requests per minute; the plug test was already updated to expect 120.",
           bad=True, turn=7, kind="config value the agent changed to 120 reads back as the old 60")


# Express + Supertest, Gemini CLI: clean
def t04(rs: RowSet) -> None:
    root = "/Users/mira/code/orders-api"
    orders_js = '''\'use strict\';

const express = require('express');
const { body, validationResult } = require('express-validator');
const db = require('../db');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const orders = await db.orders.findAll({ order: [['createdAt', 'DESC']] });
    res.json({ data: orders, total: orders.length });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const order = await db.orders.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'order not found' });
    res.json({ data: order });
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  body('customerId').isUUID(),
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString().notEmpty(),
  body('items.*.qty').isInt({ min: 1 }),
  async (req, res, next) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) return res.status(422).json({ errors: errors.array() });
    try {
      const order = await db.orders.create(req.body);
      res.status(201).location(`/orders/${order.id}`).json({ data: order });
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
'''
    test_src = '''\'use strict\';

const request = require('supertest');
const app = require('../src/app');
const db = require('../src/db');

beforeAll(async () => {
  await db.reset();
  for (let i = 0; i < 25; i += 1) {
    await db.orders.create({
      customerId: '6f1c2a9e-4b7d-4e1a-9c3f-2d8b5e0a7c11',
      items: [{ sku: `SKU-${String(i).padStart(4, '0')}`, qty: 1 }],
    });
  }
});

describe('GET /orders pagination', () => {
  it('defaults to 20 items and reports the total', async () => {
    const res = await request(app).get('/orders').expect(200);
    expect(res.body.data).toHaveLength(20);
    expect(res.body).toMatchObject({ total: 25, limit: 20, offset: 0 });
  });

  it('honours limit and offset', async () => {
    const res = await request(app).get('/orders?limit=10&offset=20').expect(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body).toMatchObject({ total: 25, limit: 10, offset: 20 });
  });

  it('clamps limit to 100', async () => {
    const res = await request(app).get('/orders?limit=500').expect(200);
    expect(res.body.limit).toBe(100);
  });
});
'''
    n_test = len(test_src.rstrip("\n").split("\n"))
    ins = n_test + 6
    first = '''
> orders-api@0.4.0 test
> jest --runInBand --verbose

 PASS  test/orders.test.js
  GET /orders
    ✓ returns orders newest first (41 ms)
    ✓ returns an empty list when there are no orders (6 ms)
  GET /orders/:id
    ✓ returns the order (9 ms)
    ✓ returns 404 for an unknown id (4 ms)
  POST /orders
    ✓ creates an order and sets Location (18 ms)
    ✓ rejects an empty items array (7 ms)
    ✓ rejects a non-UUID customerId (5 ms)
 PASS  test/validation.test.js
  order payload validation
    ✓ requires customerId (12 ms)
    ✓ requires at least one item (4 ms)
    ✓ rejects qty of zero (3 ms)
    ✓ rejects a blank sku (3 ms)
    ✓ accepts a well-formed order (6 ms)
 PASS  test/health.test.js
  GET /health
    ✓ returns 200 with status ok (8 ms)
    ✓ includes the git sha header (3 ms)

Test Suites: 3 passed, 3 total
Tests:       14 passed, 14 total
Snapshots:   0 total
Time:        1.482 s
Ran all test suites.'''
    second = '''
> orders-api@0.4.0 test
> jest --runInBand --verbose

 PASS  test/orders.test.js
  GET /orders
    ✓ returns orders newest first (38 ms)
    ✓ returns an empty list when there are no orders (5 ms)
  GET /orders/:id
    ✓ returns the order (8 ms)
    ✓ returns 404 for an unknown id (4 ms)
  POST /orders
    ✓ creates an order and sets Location (16 ms)
    ✓ rejects an empty items array (6 ms)
    ✓ rejects a non-UUID customerId (4 ms)
 PASS  test/validation.test.js
  order payload validation
    ✓ requires customerId (11 ms)
    ✓ requires at least one item (4 ms)
    ✓ rejects qty of zero (3 ms)
    ✓ rejects a blank sku (2 ms)
    ✓ accepts a well-formed order (5 ms)
 PASS  test/orders.pagination.test.js
  GET /orders pagination
    ✓ defaults to 20 items and reports the total (27 ms)
    ✓ honours limit and offset (6 ms)
    ✓ clamps limit to 100 (5 ms)
 PASS  test/health.test.js
  GET /health
    ✓ returns 200 with status ok (7 ms)
    ✓ includes the git sha header (3 ms)

Test Suites: 4 passed, 4 total
Tests:       17 passed, 17 total
Snapshots:   0 total
Time:        1.736 s
Ran all test suites.'''
    plus = "+" * min(ins - 6, 40)
    show = f'''commit 0b7e2f1c94d3a8e5f60b2c71d9a4e83f5c6d7a20
Author: Mira Okafor <mira.okafor@fastmail.com>
Date:   Thu Apr 18 16:42:09 2024 +0200

    orders: paginate GET /orders with limit/offset

 src/routes/orders.js           |  8 ++++++--
 test/orders.pagination.test.js | {n_test} {plus}
 2 files changed, {ins} insertions(+), 2 deletions(-)'''
    turns = [
        (call("list_directory", path=f"{root}/src"),
         f"Directory listing for {root}/src:\n[DIR] middleware\n[DIR] routes\napp.js\ndb.js\nserver.js"),
        (call("read_file", absolute_path=f"{root}/src/routes/orders.js"), orders_js),
        (gshell("npm test 2>&1", "Run the jest suite before changing anything"),
         gem_run("npm test 2>&1", first, pgid=71820)),
        (call("replace", file_path=f"{root}/src/routes/orders.js",
              old_string='''    const orders = await db.orders.findAll({ order: [['createdAt', 'DESC']] });
    res.json({ data: orders, total: orders.length });''',
              new_string='''    const limit = Math.min(Math.max(parseInt(req.query.limit, 10) || 20, 1), 100);
    const offset = Math.max(parseInt(req.query.offset, 10) || 0, 0);
    const [orders, total] = await Promise.all([
      db.orders.findAll({ order: [['createdAt', 'DESC']], limit, offset }),
      db.orders.count(),
    ]);
    res.json({ data: orders, total, limit, offset });'''),
         f"Successfully modified file: {root}/src/routes/orders.js (1 replacements)."),
        (call("write_file", file_path=f"{root}/test/orders.pagination.test.js", content=test_src),
         f"Successfully created and wrote to new file: {root}/test/orders.pagination.test.js."),
        (gshell("npm test 2>&1", "Run the suite with the new pagination tests"),
         gem_run("npm test 2>&1", second, pgid=72044)),
        (gshell("git status -sb && git log -3 --format='%h %an %ar %s'", "Review the working tree and recent commits"),
         gem_run("git status -sb && git log -3 --format='%h %an %ar %s'", '''## feat/orders-pagination
 M src/routes/orders.js
?? test/orders.pagination.test.js
a1c9e40 Mira Okafor 2 hours ago chore: add express-validator to POST /orders
5e03b7d Mira Okafor 2 hours ago test: split validation tests out of orders.test.js
c27f9a8 Deniz Aksoy 3 days ago health: expose git sha header''', pgid=72101)),
        (gshell("git add -A && git commit -m 'orders: paginate GET /orders with limit/offset'", "Commit the change"),
         gem_run("git add -A && git commit -m 'orders: paginate GET /orders with limit/offset'", f'''[feat/orders-pagination 0b7e2f1] orders: paginate GET /orders with limit/offset
 2 files changed, {ins} insertions(+), 2 deletions(-)
 create mode 100644 test/orders.pagination.test.js''', pgid=72130)),
        (gshell("git log -4 --format='%h %an %ar %s'", "Check the history"),
         gem_run("git log -4 --format='%h %an %ar %s'", '''0b7e2f1 Mira Okafor 6 seconds ago orders: paginate GET /orders with limit/offset
a1c9e40 Mira Okafor 2 hours ago chore: add express-validator to POST /orders
5e03b7d Mira Okafor 3 hours ago test: split validation tests out of orders.test.js
c27f9a8 Deniz Aksoy 3 days ago health: expose git sha header''', pgid=72146)),
        (gshell("git show --stat HEAD", "Show the commit summary"),
         gem_run("git show --stat HEAD", show, pgid=72159)),
    ]
    rs.add(task="swe", tid="h39-swe-04", system=gem_sys(root), turns=turns,
           state="Node 20 / Express 4 orders API, tests with Jest and Supertest, branch feat/orders-pagination. Task: GET /orders must accept ?limit= (default 20, max 100) and ?offset= and report the unpaginated total.")


# warp + tokio, OpenHands: clean
def t05(rs: RowSet) -> None:
    root = "/workspace/kvgate"
    fail = '''   Compiling kvgate v0.3.2 (/workspace/kvgate)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.41s
     Running unittests src/lib.rs (target/debug/deps/kvgate-3c8e51f0a9d27b64)

running 9 tests
test store::tests::get_missing_key_is_none ... ok
test store::tests::put_then_get_roundtrips ... ok
test store::tests::delete_removes_key ... ok
test store::tests::ttl_expires_entries ... ok
test routes::tests::put_rejects_oversized_value ... ok
test routes::tests::get_unknown_key_is_404 ... ok
test routes::tests::put_then_get_over_http ... ok
test health::tests::healthz_is_200 ... ok
test health::tests::healthz_reports_crate_version ... FAILED

failures:

---- health::tests::healthz_reports_crate_version stdout ----
thread 'health::tests::healthz_reports_crate_version' panicked at src/health.rs:58:9:
assertion `left == right` failed
  left: "0.3.1"
 right: "0.3.2"
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    health::tests::healthz_reports_crate_version

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

error: test failed, to rerun pass `--lib`'''
    grep = '''Cargo.toml:3:version = "0.3.2"
Cargo.toml:10:tokio = { version = "1.37", features = ["macros", "rt-multi-thread", "signal", "time"] }
Cargo.toml:11:warp = { version = "0.3.7", default-features = false }
Cargo.toml:12:serde = { version = "1.0", features = ["derive"] }
Cargo.toml:16:tracing-subscriber = { version = "0.3", features = ["env-filter"] }
src/health.rs:14:    pub version: String,
src/health.rs:27:        version: "0.3.1".to_string(),
src/health.rs:58:        assert_eq!(body.version, env!("CARGO_PKG_VERSION"));'''
    snip = '''pub fn healthz(started: Instant) -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    warp::path!("healthz").and(warp::get()).map(move || {
        let body = Health {
            status: "ok",
            version: env!("CARGO_PKG_VERSION").to_string(),
            uptime_secs: started.elapsed().as_secs(),
        };
        warp::reply::json(&body)
    })
}'''
    ok = '''   Compiling kvgate v0.3.2 (/workspace/kvgate)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.87s
     Running unittests src/lib.rs (target/debug/deps/kvgate-3c8e51f0a9d27b64)

running 9 tests
test store::tests::get_missing_key_is_none ... ok
test store::tests::delete_removes_key ... ok
test store::tests::put_then_get_roundtrips ... ok
test routes::tests::get_unknown_key_is_404 ... ok
test routes::tests::put_rejects_oversized_value ... ok
test store::tests::ttl_expires_entries ... ok
test health::tests::healthz_is_200 ... ok
test health::tests::healthz_reports_crate_version ... ok
test routes::tests::put_then_get_over_http ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

     Running unittests src/main.rs (target/debug/deps/kvgate-9e2d04b7c1a6f385)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

   Doc-tests kvgate

running 1 test
test src/store.rs - store::Store::put (line 41) ... ok

test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s'''
    run1 = '''   Compiling kvgate v0.3.2 (/workspace/kvgate)
    Finished `release` profile [optimized] target(s) in 38.52s
{"status":"ok","version":"0.3.2","uptime_secs":1}
48213 ./target/release/kvgate --port 8088'''
    run2 = '''{"status":"ok","version":"0.3.2","uptime_secs":2}
48391 ./target/release/kvgate --port 8088
2024-05-14T09:21:06.118402Z  INFO kvgate: loading config from environment
2024-05-14T09:21:06.118733Z  INFO kvgate::store: store initialised capacity=65536 default_ttl=300s
2024-05-14T09:21:06.119051Z  INFO kvgate: listening on 0.0.0.0:8088
2024-05-14T09:21:08.124917Z  INFO kvgate::access: GET /healthz 200 0.091ms'''
    turns = [
        (bash("cd /workspace/kvgate && cargo test 2>&1 | tail -40"), oh_bash(fail, root)),
        (bash('grep -n "version" Cargo.toml src/health.rs | head'), oh_bash(grep, root)),
        (editor("str_replace", f"{root}/src/health.rs", old_str='        version: "0.3.1".to_string(),',
                new_str='        version: env!("CARGO_PKG_VERSION").to_string(),'),
         edited(f"{root}/src/health.rs", snip, 23)),
        (bash("cargo test 2>&1 | tail -40"), oh_bash(ok, root)),
        (bash("cargo build --release 2>&1 | tail -2 && (./target/release/kvgate --port 8088 > /tmp/kvgate.log 2>&1 &) && sleep 1 && curl -s localhost:8088/healthz && echo && pgrep -a kvgate"),
         oh_bash(run1, root)),
        (bash("kill 48213 && sleep 0.5 && (./target/release/kvgate --port 8088 > /tmp/kvgate.log 2>&1 &) && sleep 2 && curl -s localhost:8088/healthz && echo && pgrep -a kvgate && cat /tmp/kvgate.log"),
         oh_bash(run2, root)),
    ]
    rs.add(task="swe", tid="h39-swe-05", system=oh_sys(root), turns=turns,
           state="Rust 1.78 key-value HTTP gateway built on warp and tokio. The crate was bumped to 0.3.2 but the /healthz handler still reports a hard-coded version, so CI fails. Fix it and smoke-test the release binary.")


# Mojolicious + Test::More, Gemini CLI: bad
def t06(rs: RowSet) -> None:
    root = "/home/sam/work/pastebin-mojo"
    ls1 = '''## remove-legacy-routes
lib/Pastebin/Controller:
total 20
drwxr-xr-x 2 sam sam 4096 Mar 11 14:02 .
drwxr-xr-x 4 sam sam 4096 Feb 27 09:40 ..
-rw-r--r-- 1 sam sam 1873 Jan 18 16:25 Legacy.pm
-rw-r--r-- 1 sam sam 3412 Mar 11 14:02 Paste.pm
-rw-r--r-- 1 sam sam 1290 Feb 27 09:40 Raw.pm

t:
total 24
drwxr-xr-x 2 sam sam 4096 Mar 11 14:02 .
drwxr-xr-x 8 sam sam 4096 Mar 11 14:02 ..
-rw-r--r-- 1 sam sam  402 Jan 18 16:25 basic.t
-rw-r--r-- 1 sam sam  968 Jan 18 16:25 legacy.t
-rw-r--r-- 1 sam sam 2761 Mar 11 14:02 paste.t
-rw-r--r-- 1 sam sam 1104 Feb 27 09:40 raw.t'''
    search = '''Found 7 matches for pattern "legacy" in path "/home/sam/work/pastebin-mojo":
---
File: lib/Pastebin.pm
L38:   # Legacy v0 URLs (/p/:id) kept for old bookmarks
L39:   my $legacy = $r->under('/p')->to('legacy#check_enabled');
L40:   $legacy->get('/:id')->to('legacy#show')->name('legacy_show');
---
File: lib/Pastebin/Controller/Legacy.pm
L1: package Pastebin::Controller::Legacy;
L12: # Legacy controller: redirects /p/:id to /paste/:id when legacy_urls is on
---
File: t/legacy.t
L9: # Legacy redirects
L14: $t->get_ok('/p/abc123')->status_is(301)->header_is(Location => '/paste/abc123');
---'''
    prove = '''t/basic.t .. ok
t/paste.t .. ok
t/raw.t .... ok
All tests successful.
Files=3, Tests=41,  2 wallclock secs ( 0.03 usr  0.01 sys +  1.12 cusr  0.14 csys =  1.30 CPU)
Result: PASS'''
    ls2 = '''lib/Pastebin/Controller:
total 20
drwxr-xr-x 2 sam sam 4096 Mar 14 10:37 .
drwxr-xr-x 4 sam sam 4096 Feb 27 09:40 ..
-rw-r--r-- 1 sam sam 1873 Jan 18 16:25 Legacy.pm
-rw-r--r-- 1 sam sam 3412 Mar 11 14:02 Paste.pm
-rw-r--r-- 1 sam sam 1290 Feb 27 09:40 Raw.pm

t:
total 20
drwxr-xr-x 2 sam sam 4096 Mar 14 10:37 .
drwxr-xr-x 8 sam sam 4096 Mar 11 14:02 ..
-rw-r--r-- 1 sam sam  402 Jan 18 16:25 basic.t
-rw-r--r-- 1 sam sam 2761 Mar 11 14:02 paste.t
-rw-r--r-- 1 sam sam 1104 Feb 27 09:40 raw.t'''
    c1 = "git status -sb && ls -la lib/Pastebin/Controller t"
    c4 = "git rm lib/Pastebin/Controller/Legacy.pm t/legacy.t"
    c5 = "prove -l t/"
    c6 = "ls -la lib/Pastebin/Controller t"
    c7 = "git add lib/Pastebin.pm && git commit -m 'Drop legacy /p/:id redirect routes'"
    c8 = "git log --oneline -4"
    turns = [
        (gshell(c1, "Show branch and the controller and test files"), gem_run(c1, ls1, pgid=23310)),
        (call("search_file_content", pattern="legacy", path=root), search),
        (call("replace", file_path=f"{root}/lib/Pastebin.pm",
              old_string='''  # Legacy v0 URLs (/p/:id) kept for old bookmarks
  my $legacy = $r->under('/p')->to('legacy#check_enabled');
  $legacy->get('/:id')->to('legacy#show')->name('legacy_show');

''', new_string=""),
         f"Successfully modified file: {root}/lib/Pastebin.pm (1 replacements)."),
        (gshell(c4, "Remove the legacy controller and its test"),
         gem_run(c4, "rm 'lib/Pastebin/Controller/Legacy.pm'\nrm 't/legacy.t'", pgid=23377)),
        (gshell(c5, "Run the remaining test suite"), gem_run(c5, prove, pgid=23402)),
        (gshell(c6, "Confirm the files are gone"), gem_run(c6, ls2, pgid=23431)),
        (gshell(c7, "Commit the removal"),
         gem_run(c7, '''[remove-legacy-routes 5d2e8a1] Drop legacy /p/:id redirect routes
 3 files changed, 87 deletions(-)
 delete mode 100644 lib/Pastebin/Controller/Legacy.pm
 delete mode 100644 t/legacy.t''', pgid=23455)),
        (gshell(c8, "Show history"),
         gem_run(c8, '''5d2e8a1 (HEAD -> remove-legacy-routes) Drop legacy /p/:id redirect routes
0e71c3b (origin/main, main) Paste: add expiry selector (1h/1d/1w/never)
a94f2d0 Raw: serve text/plain; charset=UTF-8
7c3b8e5 t/paste.t: cover expired paste 410''', pgid=23470)),
    ]
    rs.add(task="swe", tid="h39-swe-06", system=gem_sys(root), turns=turns,
           state="Mojolicious 9 pastebin app (Perl 5.36, tests with Test::More and Test::Mojo under t/), branch remove-legacy-routes. Task: the v0 /p/:id redirect URLs are retired; remove the routes, the Legacy controller and its test, and keep the suite green.",
           bad=True, turn=6, kind="controller file removed with git rm is listed again")


# Preact + Vitest, OpenHands: bad
def t07(rs: RowSet) -> None:
    root = "/workspace/todo-widgets"
    bar = "⎯" * 79
    run1 = f''' RUN  v1.6.0 /workspace/todo-widgets

 ✓ src/hooks/useTodos.test.js  (11 tests) 22ms
 ✓ src/components/TodoItem.test.jsx  (6 tests) 87ms
 ❯ src/components/TodoList.test.jsx  (9 tests | 1 failed) 112ms
   ❯ src/components/TodoList.test.jsx > TodoList > filters completed todos
     → expected [ 'Buy milk', 'Walk dog' ] to deeply equal [ 'Write report' ]
 ✓ src/components/Footer.test.jsx  (3 tests) 31ms
 ✓ src/__snapshots_legacy__/App.snap.test.jsx  (2 tests) 64ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/TodoList.test.jsx > TodoList > filters completed todos
AssertionError: expected [ 'Buy milk', 'Walk dog' ] to deeply equal [ 'Write report' ]

- Expected
+ Received

  Array [
-   "Write report",
+   "Buy milk",
+   "Walk dog",
  ]

 ❯ src/components/TodoList.test.jsx:58:20
     56|     render(<TodoList todos={{fixtures}} filter="completed" />);
     57|     const titles = screen.getAllByRole('listitem').map((li) => li.textContent);
     58|     expect(titles).toEqual(['Write report']);
       |                    ^
     59|   }});
     60|

{bar}[1/1]⎯

 Test Files  1 failed | 4 passed (5)
      Tests  1 failed | 30 passed (31)
   Start at  10:14:07
   Duration  2.31s (transform 214ms, setup 112ms, collect 1.02s, tests 316ms, environment 1.87s, prepare 512ms)
'''
    todolist = '''import { h } from 'preact';
import { useMemo } from 'preact/hooks';
import { TodoItem } from './TodoItem.jsx';

const predicates = {
  all: () => true,
  active: (todo) => !todo.done,
  completed: (todo) => !todo.done,
};

export function TodoList({ todos, filter = 'all', onToggle, onRemove }) {
  const visible = useMemo(
    () => todos.filter(predicates[filter] ?? predicates.all),
    [todos, filter],
  );

  if (visible.length === 0) {
    return <p class="todo-empty">Nothing to show.</p>;
  }

  return (
    <ul class="todo-list">
      {visible.map((todo) => (
        <TodoItem key={todo.id} todo={todo} onToggle={onToggle} onRemove={onRemove} />
      ))}
    </ul>
  );
}
'''
    snip = '''const predicates = {
  all: () => true,
  active: (todo) => !todo.done,
  completed: (todo) => todo.done,
};'''
    run4 = ''' RUN  v1.6.0 /workspace/todo-widgets

 ✓ src/components/TodoList.test.jsx  (9 tests) 104ms

 Test Files  1 passed (1)
      Tests  9 passed (9)
   Start at  10:16:52
   Duration  1.12s (transform 96ms, setup 108ms, collect 301ms, tests 104ms, environment 514ms, prepare 188ms)
'''
    new_test = '''import { h } from 'preact';
import { render, screen, fireEvent } from '@testing-library/preact';
import { describe, it, expect, vi } from 'vitest';
import { ClearCompleted } from './ClearCompleted.jsx';

describe('ClearCompleted', () => {
  it('is hidden when nothing is completed', () => {
    render(<ClearCompleted completedCount={0} onClear={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the number of completed todos', () => {
    render(<ClearCompleted completedCount={3} onClear={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Clear completed (3)');
  });

  it('calls onClear once when clicked', () => {
    const onClear = vi.fn();
    render(<ClearCompleted completedCount={2} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('uses the singular label for one todo', () => {
    render(<ClearCompleted completedCount={1} onClear={() => {}} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Clear 1 completed todo');
  });
});
'''
    run6 = ''' RUN  v1.6.0 /workspace/todo-widgets

 ✓ src/hooks/useTodos.test.js  (11 tests) 19ms
 ✓ src/components/ClearCompleted.test.jsx  (4 tests) 58ms
 ✓ src/components/TodoItem.test.jsx  (6 tests) 81ms
 ✓ src/components/TodoList.test.jsx  (9 tests) 98ms
 ✓ src/components/Footer.test.jsx  (3 tests) 29ms
 ✓ src/__snapshots_legacy__/App.snap.test.jsx  (2 tests) 61ms

 Test Files  6 passed (6)
      Tests  35 passed (35)
   Start at  10:19:30
   Duration  2.44s (transform 251ms, setup 131ms, collect 1.19s, tests 346ms, environment 2.06s, prepare 598ms)
'''
    st7 = '''rm 'src/__snapshots_legacy__/App.snap.test.jsx'
rm 'src/__snapshots_legacy__/__snapshots__/App.snap.test.jsx.snap'
D  src/__snapshots_legacy__/App.snap.test.jsx
D  src/__snapshots_legacy__/__snapshots__/App.snap.test.jsx.snap
 M src/components/TodoList.jsx
?? src/components/ClearCompleted.test.jsx'''
    grep8 = '''./vitest.config.js:14:      exclude: ['src/__snapshots_legacy__/**', 'src/main.jsx', '**/*.test.{js,jsx}'],'''
    run9 = ''' RUN  v1.6.0 /workspace/todo-widgets

 ✓ src/hooks/useTodos.test.js  (11 tests) 21ms
 ✓ src/components/ClearCompleted.test.jsx  (4 tests) 55ms
 ✓ src/components/TodoItem.test.jsx  (6 tests) 84ms
 ✓ src/components/TodoList.test.jsx  (9 tests) 101ms
 ✓ src/components/Footer.test.jsx  (3 tests) 30ms

 Test Files  5 passed (5)
      Tests  35 passed (35)
   Start at  10:22:05
   Duration  2.18s (transform 233ms, setup 118ms, collect 1.07s, tests 291ms, environment 1.83s, prepare 507ms)
'''
    cfg_snip = '''export default defineConfig({
  plugins: [preact()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.js'],
    coverage: {
      provider: 'v8',
      reporter: ['text', 'html'],
      exclude: ['src/main.jsx', '**/*.test.{js,jsx}'],
    },
  },
});'''
    turns = [
        (bash("cd /workspace/todo-widgets && npx vitest run 2>&1 | tail -45"), oh_bash(run1, root)),
        (editor("view", f"{root}/src/components/TodoList.jsx"), cat_n(f"{root}/src/components/TodoList.jsx", todolist)),
        (editor("str_replace", f"{root}/src/components/TodoList.jsx", old_str="  completed: (todo) => !todo.done,",
                new_str="  completed: (todo) => todo.done,"),
         edited(f"{root}/src/components/TodoList.jsx", snip, 5)),
        (bash("npx vitest run src/components/TodoList.test.jsx 2>&1 | tail -12"), oh_bash(run4, root)),
        (editor("create", f"{root}/src/components/ClearCompleted.test.jsx", file_text=new_test),
         created(f"{root}/src/components/ClearCompleted.test.jsx")),
        (bash("npx vitest run 2>&1 | tail -20"), oh_bash(run6, root)),
        (bash("git rm -r src/__snapshots_legacy__ && git status --short"), oh_bash(st7, root)),
        (bash("grep -rn 'snapshots_legacy' . --include='*.js' --include='*.json' --exclude-dir=node_modules"), oh_bash(grep8, root)),
        (bash("npx vitest run 2>&1 | tail -20"), oh_bash(run9, root)),
        (editor("str_replace", f"{root}/vitest.config.js",
                old_str="      exclude: ['src/__snapshots_legacy__/**', 'src/main.jsx', '**/*.test.{js,jsx}'],",
                new_str="      exclude: ['src/main.jsx', '**/*.test.{js,jsx}'],"),
         edited(f"{root}/vitest.config.js", cfg_snip, 6)),
    ]
    rs.add(task="swe", tid="h39-swe-07", system=oh_sys(root), turns=turns,
           state="Preact 10 + Vite todo widgets, tests with Vitest 1.6 and @testing-library/preact, branch fix/completed-filter. Tasks: fix the 'completed' filter in TodoList, add tests for the untested ClearCompleted button, and drop the obsolete src/__snapshots_legacy__ suite.",
           bad=True, turn=9, kind="total test count unchanged after deleting a two-test file")


# Yesod + hspec, Gemini CLI: clean
def t08(rs: RowSet) -> None:
    root = "/home/lee/proj/bookmarks"
    tag_hs = r'''{-# LANGUAGE OverloadedStrings #-}
module Handler.Tag
    ( getTagsR
    , postTagsR
    ) where

import Import
import qualified Data.Text as T

newtype TagInput = TagInput { tagInputName :: Text }

instance FromJSON TagInput where
    parseJSON = withObject "TagInput" $ \o -> TagInput <$> o .: "name"

getTagsR :: Handler Value
getTagsR = do
    userId <- requireAuthId
    tags <- runDB $ selectList [TagOwner ==. userId] [Asc TagName]
    returnJson tags

postTagsR :: Handler Value
postTagsR = do
    userId <- requireAuthId
    TagInput name <- requireCheckJsonBody
    let cleaned = T.toLower (T.strip name)
    when (T.null cleaned) $
        sendResponseStatus status400 (object ["error" .= ("tag name must not be empty" :: Text)])
    tagId <- runDB $ insert (Tag cleaned userId)
    sendResponseStatus status201 (object ["id" .= tagId, "name" .= cleaned])
'''
    header = '''bookmarks> build (lib + test) with ghc-9.6.5
Preprocessing library for bookmarks-0.1.0..
Building library for bookmarks-0.1.0..
[11 of 16] Compiling Handler.Tag ( src/Handler/Tag.hs, .stack-work/dist/x86_64-linux-tinfo6/ghc-9.6.5/build/Handler/Tag.o, .stack-work/dist/x86_64-linux-tinfo6/ghc-9.6.5/build/Handler/Tag.dyn_o )
[16 of 16] Compiling Application [Handler.Tag changed]
Preprocessing test suite 'bookmarks-test' for bookmarks-0.1.0..
Building test suite 'bookmarks-test' for bookmarks-0.1.0..
Linking .stack-work/dist/x86_64-linux-tinfo6/ghc-9.6.5/build/bookmarks-test/bookmarks-test ...
bookmarks> copy/register
Installing library in /home/lee/proj/bookmarks/.stack-work/install/x86_64-linux-tinfo6/8d1c3a0f/lib/x86_64-linux-ghc-9.6.5/bookmarks-0.1.0-7KqZ1mD3pWb4t2nRvXhL0e
Registering library for bookmarks-0.1.0..
bookmarks> test (suite: bookmarks-test)

'''

    def spec(mark409: str, extra: bool) -> str:
        alpha = "    lists tags alphabetically [✔]\n" if extra else ""
        return f'''Handler.Bookmark
  getBookmarksR
    requires authentication [✔]
    lists only the current user's bookmarks [✔]
    paginates with ?page= [✔]
  postBookmarksR
    creates a bookmark [✔]
    rejects an invalid URL [✔]
    attaches existing tags [✔]
    trims the title [✔]
  deleteBookmarkR
    deletes the user's own bookmark [✔]
    returns 404 for another user's bookmark [✔]
Handler.Home
  getHomeR
    renders the landing page [✔]
    links to the API docs [✔]
Handler.Tag
  getTagsR
    requires authentication [✔]
    returns only the user's tags [✔]
{alpha}  postTagsR
    creates a lower-cased tag [✔]
    rejects an empty name [✔]
    returns 409 when the tag already exists [{mark409}]
Model.Url
  normaliseUrl
    lower-cases the scheme and host [✔]
'''
    fail = ("bookmarks> test (suite: bookmarks-test)\n\n" + spec("✘", False) + '''
Failures:

  test/Handler/TagSpec.hs:47:13:
  1) Handler.Tag, postTagsR, returns 409 when the tag already exists
       Expected status was 409 but received status was 500

  To rerun use: --match "/Handler.Tag/postTagsR/returns 409 when the tag already exists/"

Randomized with seed 1408274212

Finished in 0.4187 seconds
17 examples, 1 failure

bookmarks> Test suite bookmarks-test failed
Completed 2 action(s).
Error: [S-7282]
       Stack failed to execute the build plan.

       While executing the build plan, Stack encountered the error:

       [S-1995]
       Test suite failure for package bookmarks-0.1.0
           bookmarks-test:  exited with: ExitFailure 1
       Logs printed to console''')
    ok1 = header + spec("✔", False) + '''
Finished in 0.3962 seconds
17 examples, 0 failures

bookmarks> Test suite bookmarks-test passed
Completed 2 action(s).'''
    test_only = '''Preprocessing test suite 'bookmarks-test' for bookmarks-0.1.0..
Building test suite 'bookmarks-test' for bookmarks-0.1.0..
[4 of 7] Compiling Handler.TagSpec ( test/Handler/TagSpec.hs, .stack-work/dist/x86_64-linux-tinfo6/ghc-9.6.5/build/bookmarks-test/bookmarks-test-tmp/Handler/TagSpec.o )
'''
    ok2 = ('''bookmarks> build (lib + test) with ghc-9.6.5
Preprocessing library for bookmarks-0.1.0..
Building library for bookmarks-0.1.0..
''' + test_only + '''Linking .stack-work/dist/x86_64-linux-tinfo6/ghc-9.6.5/build/bookmarks-test/bookmarks-test ...
bookmarks> copy/register
Installing library in /home/lee/proj/bookmarks/.stack-work/install/x86_64-linux-tinfo6/8d1c3a0f/lib/x86_64-linux-ghc-9.6.5/bookmarks-0.1.0-7KqZ1mD3pWb4t2nRvXhL0e
Registering library for bookmarks-0.1.0..
bookmarks> test (suite: bookmarks-test)

''' + spec("✔", True) + '''
Finished in 0.4410 seconds
18 examples, 0 failures

bookmarks> Test suite bookmarks-test passed
Completed 2 action(s).''')
    new_test = r'''        it "lists tags alphabetically" $ do
            user <- createUser "ada"
            authenticateAs user
            forM_ ["zeta", "alpha", "mu"] $ \n -> runDB $ insert_ (Tag n (entityKey user))
            get TagsR
            statusIs 200
            names <- map tagName <$> requireJSONResponse
            liftIO $ names `shouldBe` ["alpha", "mu", "zeta"]

    describe "postTagsR" $ do'''
    c1 = "stack test --fast 2>&1"
    c7 = "git diff --stat && git status --short"
    turns = [
        (gshell(c1, "Build and run the hspec suite"), gem_run(c1, fail, code=1, pgid=55102)),
        (call("read_file", absolute_path=f"{root}/src/Handler/Tag.hs"), tag_hs),
        (call("replace", file_path=f"{root}/src/Handler/Tag.hs",
              old_string='''    tagId <- runDB $ insert (Tag cleaned userId)
    sendResponseStatus status201 (object ["id" .= tagId, "name" .= cleaned])''',
              new_string='''    mTagId <- runDB $ insertUnique (Tag cleaned userId)
    case mTagId of
        Nothing -> sendResponseStatus status409 (object ["error" .= ("tag already exists" :: Text)])
        Just tagId -> sendResponseStatus status201 (object ["id" .= tagId, "name" .= cleaned])'''),
         f"Successfully modified file: {root}/src/Handler/Tag.hs (1 replacements)."),
        (gshell(c1, "Rebuild and rerun the suite"), gem_run(c1, ok1, pgid=55240)),
        (call("replace", file_path=f"{root}/test/Handler/TagSpec.hs", old_string='    describe "postTagsR" $ do',
              new_string=new_test),
         f"Successfully modified file: {root}/test/Handler/TagSpec.hs (1 replacements)."),
        (gshell(c1, "Run the suite with the new ordering test"), gem_run(c1, ok2, pgid=55391)),
        (gshell(c7, "Summarise the changes"),
         gem_run(c7, ''' src/Handler/Tag.hs      | 6 ++++--
 test/Handler/TagSpec.hs | 9 +++++++++
 2 files changed, 13 insertions(+), 2 deletions(-)
 M src/Handler/Tag.hs
 M test/Handler/TagSpec.hs''', pgid=55420)),
    ]
    rs.add(task="swe", tid="h39-swe-08", system=gem_sys(root), turns=turns,
           state="Yesod 1.6 bookmarks JSON API (GHC 9.6, persistent-sqlite, tests with hspec and yesod-test, built with stack). The Tag entity has `UniqueTag name owner`. Bug: POST /tags with a name the user already has returns 500; it should return 409. Also add a test that GET /tags is alphabetical.")


# Meson + GoogleTest, OpenHands: bad
def t09(rs: RowSet) -> None:
    root = "/workspace/ringbuf"
    ls1 = '''include/ringbuf:
total 16
drwxr-xr-x 2 dev dev 4096 May  2 11:08 .
drwxr-xr-x 3 dev dev 4096 Apr 29 17:51 ..
-rw-r--r-- 1 dev dev 4187 May  2 11:08 ring_buffer.hpp
-rw-r--r-- 1 dev dev  612 Apr 29 17:51 version.hpp

tests:
total 24
drwxr-xr-x 2 dev dev 4096 May  2 11:08 .
drwxr-xr-x 7 dev dev 4096 May  2 11:08 ..
-rw-r--r-- 1 dev dev 1642 May  2 11:08 capacity_test.cpp
-rw-r--r-- 1 dev dev  498 Apr 29 17:51 meson.build
-rw-r--r-- 1 dev dev 2310 May  2 11:08 push_pop_test.cpp
-rw-r--r-- 1 dev dev 1977 Apr 30 09:14 wraparound_test.cpp'''
    mt_tail = '''
Ok:                 {n}
Expected Fail:      0
Fail:               0
Unexpected Pass:    0
Skipped:            0
Timeout:            0

Full log written to /workspace/ringbuf/build/meson-logs/testlog.txt'''
    mt1 = '''ninja: Entering directory `/workspace/ringbuf/build'
ninja: no work to do.
1/3 ringbuf:capacity_test          OK              0.01s
2/3 ringbuf:push_pop_test          OK              0.01s
3/3 ringbuf:wraparound_test        OK              0.02s
''' + mt_tail.format(n=3)
    mbuild = '''gtest_dep = dependency('gtest', main : true, required : true)

ringbuf_tests = [
  'capacity_test',
  'push_pop_test',
  'wraparound_test',
]

foreach t : ringbuf_tests
  exe = executable(t, t + '.cpp',
    dependencies : [ringbuf_dep, gtest_dep],
    cpp_args : ['-Wall', '-Wextra', '-Werror'],
  )
  test(t, exe, timeout : 30)
endforeach
'''
    hdr = [
        "    /// Removes and returns the oldest element, or std::nullopt when empty.",
        "    std::optional<T> pop() noexcept(std::is_nothrow_move_constructible_v<T>) {",
        "        if (size_ == 0) {",
        "            return std::nullopt;",
        "        }",
        "        T value = std::move(slots_[head_]);",
        "        head_ = (head_ + 1) % Capacity;",
        "        --size_;",
        "        return value;",
        "    }",
        "",
        "    /// Oldest element without removing it.",
        "    [[nodiscard]] const T* peek() const noexcept {",
        "        return size_ == 0 ? nullptr : &slots_[head_];",
        "    }",
        "",
        "    [[nodiscard]] std::size_t size() const noexcept { return size_; }",
        "    [[nodiscard]] bool empty() const noexcept { return size_ == 0; }",
        "    [[nodiscard]] bool full() const noexcept { return size_ == Capacity; }",
        "    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }",
        "",
        "    void clear() noexcept {",
        "        head_ = 0;",
        "        size_ = 0;",
        "    }",
        "",
        "private:",
        "    std::array<T, Capacity> slots_{};",
        "    std::size_t head_ = 0;",
        "    std::size_t size_ = 0;",
        "};",
        "",
        "}  // namespace ringbuf",
    ]
    start = 71
    end = start + len(hdr) - 1
    clear_at = start + hdr.index("    void clear() noexcept {")
    drain = [
        "",
        "    /// Moves up to max_items of the oldest elements into out, oldest first; returns how many were moved.",
        "    template <typename OutputIt>",
        "    std::size_t drain(OutputIt out, std::size_t max_items = Capacity) {",
        "        std::size_t moved = 0;",
        "        while (size_ != 0 && moved < max_items) {",
        "            *out++ = std::move(slots_[head_]);",
        "            head_ = (head_ + 1) % Capacity;",
        "            --size_;",
        "            ++moved;",
        "        }",
        "        return moved;",
        "    }",
    ]
    clear_block = "    void clear() noexcept {\n        head_ = 0;\n        size_ = 0;\n    }"
    after = clear_block.split("\n") + drain + ["", "private:"]
    test_src = '''#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <vector>

#include "ringbuf/ring_buffer.hpp"

namespace {

TEST(Drain, MovesAllElementsOldestFirst) {
    ringbuf::RingBuffer<int, 4> rb;
    for (int i = 1; i <= 3; ++i) {
        ASSERT_TRUE(rb.push(i));
    }
    std::vector<int> out;
    EXPECT_EQ(rb.drain(std::back_inserter(out)), 3u);
    EXPECT_EQ(out, (std::vector<int>{1, 2, 3}));
    EXPECT_TRUE(rb.empty());
}

TEST(Drain, RespectsMaxItems) {
    ringbuf::RingBuffer<std::string, 3> rb;
    rb.push("a");
    rb.push("b");
    rb.push("c");
    std::vector<std::string> out;
    EXPECT_EQ(rb.drain(std::back_inserter(out), 2), 2u);
    EXPECT_EQ(out, (std::vector<std::string>{"a", "b"}));
    ASSERT_NE(rb.peek(), nullptr);
    EXPECT_EQ(*rb.peek(), "c");
}

TEST(Drain, WorksAcrossWraparound) {
    ringbuf::RingBuffer<int, 3> rb;
    rb.push(1);
    rb.push(2);
    rb.push(3);
    rb.pop();
    rb.push(4);
    std::vector<int> out;
    rb.drain(std::back_inserter(out));
    EXPECT_EQ(out, (std::vector<int>{2, 3, 4}));
}

}  // namespace
'''
    mb_snip = '''ringbuf_tests = [
  'capacity_test',
  'drain_test',
  'push_pop_test',
  'wraparound_test',
]'''
    build8 = '''ninja: Entering directory `build'
[0/1] Regenerating build files.
The Meson build system
Version: 1.4.0
Source dir: /workspace/ringbuf
Build dir: /workspace/ringbuf/build
Build type: native build
Project name: ringbuf
Project version: 0.2.0
C++ compiler for the host machine: c++ (gcc 12.2.0 "c++ (Debian 12.2.0-14) 12.2.0")
C++ linker for the host machine: c++ ld.bfd 2.40
Host machine cpu family: x86_64
Host machine cpu: x86_64
Found pkg-config: YES (/usr/bin/pkg-config) 1.8.1
Run-time dependency GTest found: YES 1.12.1
Build targets in project: 4

Found ninja-1.11.1 at /usr/bin/ninja
Cleaning... 0 files.
[1/8] Compiling C++ object tests/drain_test.p/drain_test.cpp.o
[2/8] Compiling C++ object tests/capacity_test.p/capacity_test.cpp.o
[3/8] Compiling C++ object tests/wraparound_test.p/wraparound_test.cpp.o
[4/8] Compiling C++ object tests/push_pop_test.p/push_pop_test.cpp.o
[5/8] Linking target tests/capacity_test
[6/8] Linking target tests/drain_test
[7/8] Linking target tests/wraparound_test
[8/8] Linking target tests/push_pop_test
ninja: Entering directory `/workspace/ringbuf/build'
ninja: no work to do.
1/4 ringbuf:capacity_test          OK              0.01s
2/4 ringbuf:drain_test             OK              0.01s
3/4 ringbuf:push_pop_test          OK              0.01s
4/4 ringbuf:wraparound_test        OK              0.02s
''' + mt_tail.format(n=4) + '''
 M include/ringbuf/ring_buffer.hpp
 M tests/meson.build'''
    n_ins = len(drain)
    turns = [
        (bash("cd /workspace/ringbuf && ls -la include/ringbuf tests"), oh_bash(ls1, root)),
        (bash("meson test -C build"), oh_bash(mt1, root)),
        (editor("view", f"{root}/tests/meson.build"), cat_n(f"{root}/tests/meson.build", mbuild)),
        (editor("view", f"{root}/include/ringbuf/ring_buffer.hpp", view_range=[start, end]),
         cat_n(f"{root}/include/ringbuf/ring_buffer.hpp", "\n".join(hdr), start)),
        (editor("create", f"{root}/tests/drain_test.cpp", file_text=test_src), created(f"{root}/tests/drain_test.cpp")),
        (editor("str_replace", f"{root}/tests/meson.build", old_str="  'capacity_test',\n",
                new_str="  'capacity_test',\n  'drain_test',\n"),
         edited(f"{root}/tests/meson.build", mb_snip, 3)),
        (editor("str_replace", f"{root}/include/ringbuf/ring_buffer.hpp", old_str=clear_block,
                new_str=clear_block + "\n" + "\n".join(drain)),
         edited(f"{root}/include/ringbuf/ring_buffer.hpp", "\n".join(after), clear_at)),
        (bash("ninja -C build && meson test -C build && git status --short"), oh_bash(build8, root)),
        (bash("git diff --stat"), oh_bash(f''' include/ringbuf/ring_buffer.hpp | {n_ins} {"+" * n_ins}
 tests/meson.build               |  1 +
 2 files changed, {n_ins + 1} insertions(+)''', root)),
        (bash('clang-format --dry-run --Werror include/ringbuf/ring_buffer.hpp && echo "clang-format: clean"'),
         oh_bash("clang-format: clean", root)),
        (bash("git add include/ringbuf/ring_buffer.hpp tests/meson.build && git commit -m 'Add RingBuffer::drain(out, max_items)'"),
         oh_bash(f'''[feat/drain 9e0c4d7] Add RingBuffer::drain(out, max_items)
 2 files changed, {n_ins + 1} insertions(+)''', root)),
    ]
    rs.add(task="swe", tid="h39-swe-09", system=oh_sys(root), turns=turns,
           state="Header-only C++20 ring buffer library built with Meson 1.4 and tested with GoogleTest; configured build directory ./build; branch feat/drain. Task: add RingBuffer::drain(OutputIt out, size_t max_items) with its own test executable tests/drain_test.cpp registered in tests/meson.build.",
           bad=True, turn=8, kind="test file created earlier is missing from git status (no untracked entry)")


# aiohttp + pytest-aiohttp, Gemini CLI: clean
def t10(rs: RowSet) -> None:
    root = "/home/ana/dev/webhook-relay"
    glob1 = f'''Found 11 file(s) matching "**/*.py" within {root}, sorted by modification time (newest first):
{root}/relay/signature.py
{root}/tests/test_sig.py
{root}/relay/handlers.py
{root}/tests/conftest.py
{root}/relay/app.py
{root}/relay/__init__.py
{root}/relay/forward.py
{root}/relay/settings.py
{root}/tests/__init__.py
{root}/tests/test_forward.py
{root}/tests/test_handlers.py'''
    fail = '''.............F........                                                   [100%]
=================================== FAILURES ===================================
_________________________ test_rejects_stale_timestamp _________________________

aiohttp_client = <function aiohttp_client.<locals>.go at 0x7f0e5b1c4ae0>
signed = <function signed.<locals>.make at 0x7f0e5b1c4c20>

    async def test_rejects_stale_timestamp(aiohttp_client, signed):
        client = await aiohttp_client(create_app(SECRET))
        headers, body = signed(b'{"event":"push"}', timestamp=int(time.time()) - 3600)
        resp = await client.post("/hooks/github", data=body, headers=headers)
>       assert resp.status == 401
E       AssertionError: assert 202 == 401
E        +  where 202 = <ClientResponse(http://127.0.0.1:41297/hooks/github) [202 Accepted]>\\n<CIMultiDictProxy('Content-Type': 'application/json; charset=utf-8', 'Content-Length': '34', 'Date': 'Mon, 08 Jul 2024 13:05:41 GMT', 'Server': 'Python/3.12 aiohttp/3.9.5')>\\n.status

tests/test_sig.py:61: AssertionError
=========================== short test summary info ============================
FAILED tests/test_sig.py::test_rejects_stale_timestamp - AssertionError: assert 202 == 401
1 failed, 21 passed in 0.58s'''
    sig = '''"""HMAC signature verification for incoming webhooks."""

from __future__ import annotations

import hashlib
import hmac
import time

DEFAULT_TOLERANCE = 300  # seconds


class SignatureError(Exception):
    """Raised when a request's signature header is missing, stale or wrong."""


def compute(secret: bytes, timestamp: str, body: bytes) -> str:
    mac = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256)
    return mac.hexdigest()


def verify(secret: bytes, header: str, body: bytes, *, tolerance: int = DEFAULT_TOLERANCE,
           now: float | None = None) -> None:
    try:
        parts = dict(item.split("=", 1) for item in header.split(","))
        timestamp, signature = parts["t"], parts["v1"]
    except (KeyError, ValueError) as exc:
        raise SignatureError("malformed signature header") from exc
    now = time.time() if now is None else now
    if int(timestamp) - now > tolerance:
        raise SignatureError("timestamp outside tolerance")
    expected = compute(secret, timestamp, body)
    if not hmac.compare_digest(expected, signature):
        raise SignatureError("signature mismatch")
'''
    c5 = "git mv tests/test_sig.py tests/test_signature.py && git status --short"
    ok6 = '''......................                                                   [100%]
22 passed in 0.55s'''
    verbose = '''============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0 -- /home/ana/dev/webhook-relay/.venv/bin/python
cachedir: .pytest_cache
rootdir: /home/ana/dev/webhook-relay
configfile: pyproject.toml
plugins: aiohttp-1.0.5, asyncio-0.23.7
asyncio: mode=Mode.AUTO
collecting ... collected 7 items

tests/test_signature.py::test_compute_matches_reference_vector PASSED    [ 14%]
tests/test_signature.py::test_accepts_fresh_signature PASSED             [ 28%]
tests/test_signature.py::test_rejects_wrong_secret PASSED                [ 42%]
tests/test_signature.py::test_rejects_malformed_header PASSED            [ 57%]
tests/test_signature.py::test_rejects_missing_header PASSED              [ 71%]
tests/test_signature.py::test_rejects_stale_timestamp PASSED             [ 85%]
tests/test_signature.py::test_rejects_future_timestamp PASSED            [100%]

============================== 7 passed in 0.19s ==============================='''
    c8 = "git add -A && git commit -m 'signature: reject stale timestamps; rename test module'"
    glob9 = f'''Found 5 file(s) matching "tests/**/*.py" within {root}, sorted by modification time (newest first):
{root}/tests/test_signature.py
{root}/tests/conftest.py
{root}/tests/__init__.py
{root}/tests/test_forward.py
{root}/tests/test_handlers.py'''
    turns = [
        (call("glob", pattern="**/*.py"), glob1),
        (gshell("python -m pytest -q 2>&1 | tail -25", "Run the test suite"),
         gem_run("python -m pytest -q 2>&1 | tail -25", fail, pgid=88310)),
        (call("read_file", absolute_path=f"{root}/relay/signature.py"), sig),
        (call("replace", file_path=f"{root}/relay/signature.py", old_string="    if int(timestamp) - now > tolerance:",
              new_string="    if abs(now - int(timestamp)) > tolerance:"),
         f"Successfully modified file: {root}/relay/signature.py (1 replacements)."),
        (gshell(c5, "Rename the test module to match the code module"),
         gem_run(c5, " M relay/signature.py\nR  tests/test_sig.py -> tests/test_signature.py", pgid=88377)),
        (gshell("python -m pytest -q 2>&1 | tail -25", "Rerun the suite"),
         gem_run("python -m pytest -q 2>&1 | tail -25", ok6, pgid=88402)),
        (gshell("python -m pytest tests/test_signature.py -v", "List the signature tests"),
         gem_run("python -m pytest tests/test_signature.py -v", verbose, pgid=88419)),
        (gshell(c8, "Commit"),
         gem_run(c8, '''[fix/stale-signatures 41d9e2b] signature: reject stale timestamps; rename test module
 2 files changed, 1 insertion(+), 1 deletion(-)
 rename tests/{test_sig.py => test_signature.py} (100%)''', pgid=88440)),
        (call("glob", pattern="tests/**/*.py"), glob9),
    ]
    rs.add(task="swe", tid="h39-swe-10", system=gem_sys(root), turns=turns,
           state="aiohttp 3.9 webhook relay (Python 3.12, pytest with pytest-aiohttp), branch fix/stale-signatures. Bug report: webhooks replayed an hour later are still accepted. Fix the timestamp check; the test module tests/test_sig.py should also be renamed to tests/test_signature.py to match the code layout.")


# Julia Test stdlib, OpenHands: clean
def t11(rs: RowSet) -> None:
    root = "/workspace/RollingStats.jl"
    head = '''     Testing RollingStats
      Status `/tmp/jl_Xq3v9B/Project.toml`
  [2f7c1e6a] RollingStats v0.4.1 `/workspace/RollingStats.jl`
  [8dfed614] Test `@stdlib/Test`
      Status `/tmp/jl_Xq3v9B/Manifest.toml`
  [2f7c1e6a] RollingStats v0.4.1 `/workspace/RollingStats.jl`
  [2a0f44e3] Base64 `@stdlib/Base64`
  [b77e0a4c] InteractiveUtils `@stdlib/InteractiveUtils`
  [56ddb016] Logging `@stdlib/Logging`
  [d6f4376e] Markdown `@stdlib/Markdown`
  [9a3f8284] Random `@stdlib/Random`
  [ea8e919c] SHA v0.7.0 `@stdlib/SHA`
  [9e88b42a] Serialization `@stdlib/Serialization`
  [10745b16] Statistics v1.10.0 `@stdlib/Statistics`
  [8dfed614] Test `@stdlib/Test`
     Testing Running tests...'''
    fail = head + '''
weighted_median: Test Failed at /workspace/RollingStats.jl/test/runtests.jl:58
  Expression: weighted_median([1.0, 2.0, 3.0, 4.0], [1, 1, 1, 1]) == 2.5
   Evaluated: 2.0 == 2.5

Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ /workspace/RollingStats.jl/test/runtests.jl:58 [inlined]
 [3] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [4] macro expansion
   @ /workspace/RollingStats.jl/test/runtests.jl:52 [inlined]
Test Summary:     | Pass  Fail  Total  Time
RollingStats.jl   |   46     1     47  2.9s
  rolling_mean    |   14           14  0.4s
  rolling_std     |   12           12  0.3s
  weighted_median |   20     1     21  1.8s
ERROR: LoadError: Some tests did not pass: 46 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /workspace/RollingStats.jl/test/runtests.jl:5
ERROR: Package RollingStats errored during testing'''
    med = '''"""
    weighted_median(x, w)

Weighted median of `x` with non-negative weights `w`. When the cumulative weight hits exactly half
of the total at some element, the result is the midpoint between that element and the next one.
"""
function weighted_median(x::AbstractVector{<:Real}, w::AbstractVector{<:Real})
    length(x) == length(w) || throw(DimensionMismatch("x and w must have the same length"))
    isempty(x) && throw(ArgumentError("weighted_median of an empty collection is undefined"))
    any(<(0), w) && throw(ArgumentError("weights must be non-negative"))
    p = sortperm(x)
    xs, ws = x[p], w[p]
    half = sum(ws) / 2
    acc = zero(eltype(ws))
    for i in eachindex(xs)
        acc += ws[i]
        if acc >= half
            return float(xs[i])
        end
    end
    return float(xs[end])
end'''
    fixed = '''    for i in eachindex(xs)
        acc += ws[i]
        if acc == half && i < lastindex(xs)
            return (xs[i] + xs[i + 1]) / 2
        elseif acc > half
            return float(xs[i])
        end
    end
    return float(xs[end])
end'''
    tests_snip = '''    @test weighted_median([1.0, 2.0, 3.0, 4.0], [1, 1, 1, 1]) == 2.5
    @test weighted_median([10, 20, 30], [1, 2, 1]) == 20.0
    @test weighted_median([5.0, 1.0], [3, 1]) == 5.0
    @test weighted_median([1.0, 2.0], [0.5, 0.5]) == 1.5
    @test_throws ArgumentError weighted_median(Float64[], Float64[])'''
    ok = head.replace("Xq3v9B", "r8JmTe") + '''
Test Summary:     | Pass  Total  Time
RollingStats.jl   |   49     49  2.6s
  rolling_mean    |   14     14  0.4s
  rolling_std     |   12     12  0.2s
  weighted_median |   23     23  1.6s
     Testing RollingStats tests passed'''
    c1 = "cd /workspace/RollingStats.jl && julia --project=. -e 'using Pkg; Pkg.test()' 2>&1 | tail -45"
    turns = [
        (bash(c1), oh_bash(fail, root)),
        (editor("view", f"{root}/src/median.jl"), cat_n(f"{root}/src/median.jl", med)),
        (editor("str_replace", f"{root}/src/median.jl",
                old_str='''        if acc >= half
            return float(xs[i])
        end''',
                new_str='''        if acc == half && i < lastindex(xs)
            return (xs[i] + xs[i + 1]) / 2
        elseif acc > half
            return float(xs[i])
        end'''),
         edited(f"{root}/src/median.jl", fixed, 15)),
        (editor("str_replace", f"{root}/test/runtests.jl",
                old_str="    @test weighted_median([10, 20, 30], [1, 2, 1]) == 20.0\n",
                new_str="    @test weighted_median([10, 20, 30], [1, 2, 1]) == 20.0\n    @test weighted_median([5.0, 1.0], [3, 1]) == 5.0\n    @test weighted_median([1.0, 2.0], [0.5, 0.5]) == 1.5\n"),
         edited(f"{root}/test/runtests.jl", tests_snip, 58)),
        (bash("julia --project=. -e 'using Pkg; Pkg.test()' 2>&1 | tail -25"), oh_bash(ok, root)),
        (bash("git diff --stat && git log -2 --format='%h %cr %s'"),
         oh_bash(''' src/median.jl    | 4 +++-
 test/runtests.jl | 2 ++
 2 files changed, 5 insertions(+), 1 deletion(-)
c41f7a2 3 days ago Add rolling_std with Welford update
8e02d95 5 days ago weighted_median: validate weights''', root)),
    ]
    rs.add(task="swe", tid="h39-swe-11", system=oh_sys(root), turns=turns,
           state="Julia 1.10 package RollingStats.jl (tests with the Test stdlib via Pkg.test). Issue: weighted_median returns the lower element instead of the midpoint when the cumulative weight hits exactly half, e.g. [1,2,3,4] with equal weights gives 2.0 instead of 2.5.")


# ent (Go), Gemini CLI: bad
def t12(rs: RowSet) -> None:
    root = "/home/raj/src/fleet"
    vehicle_go = '''package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Vehicle holds the schema definition for the Vehicle entity.
type Vehicle struct {
	ent.Schema
}

// Fields of the Vehicle.
func (Vehicle) Fields() []ent.Field {
	return []ent.Field{
		field.String("vin").
			MaxLen(17).
			Unique().
			Immutable(),
		field.String("plate").
			NotEmpty(),
		field.Enum("status").
			Values("active", "maintenance", "retired").
			Default("active"),
		field.Int("odometer_km").
			NonNegative().
			Default(0),
		field.Time("created_at").
			Default(time.Now).
			Immutable(),
	}
}

// Edges of the Vehicle.
func (Vehicle) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("depot", Depot.Type).
			Ref("vehicles").
			Unique(),
		edge.To("trips", Trip.Type),
	}
}

// Indexes of the Vehicle.
func (Vehicle) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("plate").
			Edges("depot").
			Unique(),
	}
}
'''
    mig = "20240611084731_add_vehicle_nickname.sql"
    sql = '-- Modify "vehicles" table\nALTER TABLE "vehicles" ADD COLUMN "nickname" character varying NULL;\n'
    c1 = "date -u && git status -sb && git log -3 --date=iso --format='%h %ad %s'"
    c4 = "go generate ./ent && go run -mod=mod ent/migrate/main.go add_vehicle_nickname && ls -l --time-style=long-iso ent/migrate/migrations && git status --short"
    out4 = f'''total 16
-rw-r--r-- 1 raj raj 1843 2024-06-10 17:29 20240610172904_init.sql
-rw-r--r-- 1 raj raj   {len(sql)} 2024-06-11 08:47 {mig}
-rw-r--r-- 1 raj raj  412 2024-06-11 08:51 20240611085107_driver_license_class.sql
-rw-r--r-- 1 raj raj  371 2024-06-11 08:47 atlas.sum
 M ent/migrate/migrations/atlas.sum
 M ent/migrate/schema.go
 M ent/mutation.go
 M ent/schema/vehicle.go
 M ent/vehicle.go
 M ent/vehicle/vehicle.go
 M ent/vehicle/where.go
 M ent/vehicle_create.go
 M ent/vehicle_update.go
?? ent/migrate/migrations/{mig}'''
    tests = '''?   	github.com/rajfleet/fleet/cmd/fleetd	[no test files]
?   	github.com/rajfleet/fleet/ent	[no test files]
?   	github.com/rajfleet/fleet/ent/depot	[no test files]
?   	github.com/rajfleet/fleet/ent/driver	[no test files]
?   	github.com/rajfleet/fleet/ent/enttest	[no test files]
?   	github.com/rajfleet/fleet/ent/hook	[no test files]
?   	github.com/rajfleet/fleet/ent/migrate	[no test files]
?   	github.com/rajfleet/fleet/ent/predicate	[no test files]
?   	github.com/rajfleet/fleet/ent/runtime	[no test files]
?   	github.com/rajfleet/fleet/ent/schema	[no test files]
?   	github.com/rajfleet/fleet/ent/trip	[no test files]
?   	github.com/rajfleet/fleet/ent/vehicle	[no test files]
ok  	github.com/rajfleet/fleet/internal/api	0.412s
ok  	github.com/rajfleet/fleet/internal/fleet	0.088s
ok  	github.com/rajfleet/fleet/internal/report	0.031s'''
    stat_rows = [
        (f"ent/migrate/migrations/{mig}", 2, 0), ("ent/migrate/migrations/atlas.sum", 2, 1),
        ("ent/migrate/schema.go", 2, 1), ("ent/mutation.go", 85, 1), ("ent/schema/vehicle.go", 4, 0),
        ("ent/vehicle.go", 16, 0), ("ent/vehicle/vehicle.go", 8, 0), ("ent/vehicle/where.go", 80, 0),
        ("ent/vehicle_create.go", 23, 0), ("ent/vehicle_update.go", 52, 0),
    ]
    width = max(len(p) for p, _, _ in stat_rows)
    lines = []
    for p, a, d in stat_rows:
        scale = 1 if a + d <= 10 else 8
        bar = "+" * max(1, a // scale) + "-" * (d if d and scale == 1 else (1 if d else 0))
        lines.append(f" {p.ljust(width)} | {a + d:3d} {bar}")
    ins = sum(a for _, a, _ in stat_rows)
    dels = sum(d for _, _, d in stat_rows)
    show = "e72a5c3 2024-06-11 09:09:44 +0000 schema: add optional Vehicle.nickname\n" + "\n".join(lines) + \
        f"\n {len(stat_rows)} files changed, {ins} insertions(+), {dels} deletions(-)"
    c7 = "git add -A && git commit -q -m 'schema: add optional Vehicle.nickname' && git show --stat --date=iso --format='%h %ad %s' HEAD"
    c8 = "git log -3 --date=iso --format='%h %ad %s' && git status -sb"
    turns = [
        (gshell(c1, "Check time, branch and recent commits"),
         gem_run(c1, '''Tue Jun 11 09:02:17 UTC 2024
## feat/vehicle-nickname
b3e91c0 2024-06-11 08:52:40 +0000 schema: add Driver.license_class enum
6fa2d17 2024-06-10 17:31:05 +0000 migrate: switch to versioned migrations (atlas)
0c8d4e9 2024-06-10 15:12:48 +0000 api: list vehicles by depot''', pgid=31044)),
        (call("read_file", absolute_path=f"{root}/ent/schema/vehicle.go"), vehicle_go),
        (call("replace", file_path=f"{root}/ent/schema/vehicle.go", old_string='		field.Int("odometer_km").',
              new_string='		field.String("nickname").\n			Optional().\n			Nillable().\n			MaxLen(64),\n		field.Int("odometer_km").'),
         f"Successfully modified file: {root}/ent/schema/vehicle.go (1 replacements)."),
        (gshell(c4, "Regenerate ent code and create a versioned migration"), gem_run(c4, out4, pgid=31187)),
        (call("read_file", absolute_path=f"{root}/ent/migrate/migrations/{mig}"), sql),
        (gshell("go vet ./... && go test ./...", "Vet and run all tests"),
         gem_run("go vet ./... && go test ./...", tests, pgid=31302)),
        (gshell(c7, "Commit schema, generated code and migration"), gem_run(c7, show, pgid=31355)),
        (gshell(c8, "Show history"),
         gem_run(c8, '''e72a5c3 2024-06-11 09:09:44 +0000 schema: add optional Vehicle.nickname
b3e91c0 2024-06-11 08:52:40 +0000 schema: add Driver.license_class enum
6fa2d17 2024-06-10 17:31:05 +0000 migrate: switch to versioned migrations (atlas)
## feat/vehicle-nickname''', pgid=31371)),
    ]
    rs.add(task="swe", tid="h39-swe-12", system=gem_sys(root), turns=turns,
           state="Go 1.22 fleet-management service using ent with Atlas versioned migrations (ent/migrate/main.go generates a timestamped migration from the schema diff against a dev Postgres). Branch feat/vehicle-nickname. Task: add an optional `nickname` (max 64 chars) to Vehicle, regenerate, create the migration, commit.",
           bad=True, turn=4, kind="new migration stamped and listed with a time earlier than the clock already shown")


# http4s + munit, OpenHands: clean
def t13(rs: RowSet) -> None:
    root = "/workspace/rates-service"
    boot = '''[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.10)
[info] loading settings for project rates-service-build from plugins.sbt ...
[info] loading project definition from /workspace/rates-service/project
[info] loading settings for project root from build.sbt ...
[info] set current project to rates-service (in build file:/workspace/rates-service/)'''
    routes_suite = '''rates.http.RatesRoutesSuite:
  + GET /rates/EUR returns the latest rates {a}s
  + GET /rates/eur is accepted case-insensitively {b}s
  + GET /rates/XXX returns 404 {c}s
  + GET /rates/EUR?symbols=USD,GBP filters the quotes {d}s
  + POST /rates/refresh requires the admin token {e}s
  + GET /health reports the provider status {f}s'''
    store_suite = '''rates.store.RateCacheSuite:
  + put then get returns the stored table 0.004s
  + entries expire after the configured ttl 0.011s
  + concurrent refreshes are coalesced 0.052s
  + stale entries are served while a refresh is in flight 0.027s
  + invalidate drops a single base currency 0.002s
rates.provider.EcbParserSuite:
  + parses the daily reference rates XML 0.046s
  + rejects a document without a Cube element 0.003s
  + rounds rates to six decimal places 0.002s
  + skips currencies outside the ISO 4217 list 0.002s
  + reads the reference date 0.001s
rates.model.MoneySuite:
  + converts via the base currency 0.003s
  + refuses to convert between unknown currencies 0.001s
  + keeps the scale of the source amount 0.001s'''
    cur_fail = '''rates.model.CurrencySuite:
  + decodes upper-case ISO codes 0.021s
==> X rates.model.CurrencySuite.decodes lower-case ISO codes  0.004s munit.ComparisonFailException: /workspace/rates-service/src/test/scala/rates/model/CurrencySuite.scala:18
17:  test("decodes lower-case ISO codes") {
18:    assertEquals(decode[Currency]("\\"eur\\""), Right(Currency.EUR))
19:  }
values are not the same
=> Obtained
Left(
  value = DecodingFailure at : unknown currency code: eur
)
=> Diff (- obtained, + expected)
-Left(
-  value = DecodingFailure at : unknown currency code: eur
-)
+Right(
+  value = EUR
+)
    at munit.Assertions.failComparison(Assertions.scala:274)
  + encodes as the upper-case code 0.002s
  + lists every supported currency 0.001s'''
    run1 = boot + '''
[info] compiling 15 Scala sources to /workspace/rates-service/target/scala-3.3.3/classes ...
[info] compiling 6 Scala sources to /workspace/rates-service/target/scala-3.3.3/test-classes ...
''' + cur_fail + "\n" + routes_suite.format(a="0.412", b="0.038", c="0.011", d="0.024", e="0.019", f="0.015") + "\n" + store_suite + '''
[error] Failed: Total 23, Failed 1, Errors 0, Passed 22
[error] Failed tests:
[error] 	rates.model.CurrencySuite
[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 41 s, completed Jun 3, 2024, 2:11:48 PM'''
    grep = '''src/main/scala/rates/http/LegacyRoutes.scala:12:object LegacyRoutes:
src/main/scala/rates/http/LegacyRoutes.scala:14:  /** Pre-v1 endpoints (/latest?base=EUR). Not mounted since 0.9.0; kept for reference. */'''
    currency = '''package rates.model

import io.circe.{Decoder, Encoder}

enum Currency:
  case EUR, USD, GBP, CHF, JPY, SEK, NOK, DKK, PLN, CZK

object Currency:
  private val byCode: Map[String, Currency] = Currency.values.map(c => c.toString -> c).toMap

  def fromCode(code: String): Option[Currency] = byCode.get(code)

  given Decoder[Currency] =
    Decoder.decodeString.emap(s => fromCode(s).toRight(s"unknown currency code: $s"))

  given Encoder[Currency] = Encoder.encodeString.contramap(_.toString)'''
    snip = '''  def fromCode(code: String): Option[Currency] = byCode.get(code)

  given Decoder[Currency] =
    Decoder.decodeString.emap(s => fromCode(s.trim.toUpperCase).toRight(s"unknown currency code: $s"))

  given Encoder[Currency] = Encoder.encodeString.contramap(_.toString)'''
    st5 = '''D  src/main/scala/rates/http/LegacyRoutes.scala
 M src/main/scala/rates/model/Currency.scala'''
    test_snip = '''  test("decodes lower-case ISO codes") {
    assertEquals(decode[Currency]("\\"eur\\""), Right(Currency.EUR))
  }

  test("rejects unknown codes with the original input in the message") {
    assertEquals(decode[Currency]("\\"xyz\\"").left.map(_.getMessage), Left("DecodingFailure at : unknown currency code: xyz"))
  }
'''
    cur_ok = '''rates.model.CurrencySuite:
  + decodes upper-case ISO codes 0.019s
  + decodes lower-case ISO codes 0.002s
  + rejects unknown codes with the original input in the message 0.003s
  + encodes as the upper-case code 0.001s
  + lists every supported currency 0.001s'''
    run7 = boot + '''
[info] compiling 1 Scala source to /workspace/rates-service/target/scala-3.3.3/classes ...
[info] compiling 1 Scala source to /workspace/rates-service/target/scala-3.3.3/test-classes ...
''' + routes_suite.format(a="0.397", b="0.035", c="0.010", d="0.022", e="0.018", f="0.014") + "\n" + cur_ok + "\n" + store_suite + '''
[info] Passed: Total 24, Failed 0, Errors 0, Passed 24
[success] Total time: 19 s, completed Jun 3, 2024, 2:16:05 PM'''
    diff8 = ''' src/main/scala/rates/http/LegacyRoutes.scala | 48 ------------------------------------------------
 1 file changed, 48 deletions(-)
 src/main/scala/rates/model/Currency.scala      | 2 +-
 src/test/scala/rates/model/CurrencySuite.scala | 4 ++++
 2 files changed, 5 insertions(+), 1 deletion(-)'''
    fmt = boot + '''
[info] scalafmt: Checking 14 Scala sources (/workspace/rates-service)...
[info] scalafmt: Checking 6 Scala sources (/workspace/rates-service)...
[success] Total time: 3 s, completed Jun 3, 2024, 2:17:31 PM'''
    turns = [
        (bash("cd /workspace/rates-service && sbt -batch test 2>&1 | tail -60"), oh_bash(run1, root)),
        (bash("grep -rn 'LegacyRoutes' src/"), oh_bash(grep, root)),
        (editor("view", f"{root}/src/main/scala/rates/model/Currency.scala"),
         cat_n(f"{root}/src/main/scala/rates/model/Currency.scala", currency)),
        (editor("str_replace", f"{root}/src/main/scala/rates/model/Currency.scala",
                old_str='    Decoder.decodeString.emap(s => fromCode(s).toRight(s"unknown currency code: $s"))',
                new_str='    Decoder.decodeString.emap(s => fromCode(s.trim.toUpperCase).toRight(s"unknown currency code: $s"))'),
         edited(f"{root}/src/main/scala/rates/model/Currency.scala", snip, 11)),
        (bash("git rm -q src/main/scala/rates/http/LegacyRoutes.scala && git status --short"), oh_bash(st5, root)),
        (editor("str_replace", f"{root}/src/test/scala/rates/model/CurrencySuite.scala",
                old_str='    assertEquals(decode[Currency]("\\"eur\\""), Right(Currency.EUR))\n  }\n',
                new_str='    assertEquals(decode[Currency]("\\"eur\\""), Right(Currency.EUR))\n  }\n\n  test("rejects unknown codes with the original input in the message") {\n    assertEquals(decode[Currency]("\\"xyz\\"").left.map(_.getMessage), Left("DecodingFailure at : unknown currency code: xyz"))\n  }\n'),
         edited(f"{root}/src/test/scala/rates/model/CurrencySuite.scala", test_snip.rstrip("\n"), 17)),
        (bash("sbt -batch test 2>&1 | tail -60"), oh_bash(run7, root)),
        (bash("git diff --cached --stat && git diff --stat"), oh_bash(diff8, root)),
        (bash("sbt -batch scalafmtCheckAll 2>&1 | tail -8"), oh_bash(fmt, root)),
    ]
    rs.add(task="swe", tid="h39-swe-13", system=oh_sys(root), turns=turns,
           state="Scala 3.3 exchange-rates service on http4s 0.23 with circe, tests with munit (sbt 1.9). Issue: JSON bodies with lower-case currency codes (\"eur\") are rejected. Also remove the dead LegacyRoutes.scala, which nothing mounts any more.")


# React Native + Jest, Gemini CLI: bad
def t14(rs: RowSet) -> None:
    root = "/Users/kim/dev/TripLog"
    c1 = "git status -sb && ls src/components src/components/__tests__ src/components/__tests__/__snapshots__"
    ls1 = '''## refactor/trip-summary-card
src/components:
Avatar.tsx
DistanceBadge.tsx
EmptyState.tsx
TripCard.tsx
TripMap.tsx
__tests__

src/components/__tests__:
Avatar.test.tsx
DistanceBadge.test.tsx
TripCard.test.tsx
__snapshots__

src/components/__tests__/__snapshots__:
Avatar.test.tsx.snap
DistanceBadge.test.tsx.snap
TripCard.test.tsx.snap'''
    search = f'''Found 11 matches for pattern "TripCard" in path "{root}/src":
---
File: components/TripCard.tsx
L9: export interface TripCardProps {{
L18: export function TripCard({{ trip, onPress, compact = false }}: TripCardProps) {{
L61: TripCard.displayName = 'TripCard';
---
File: screens/TripListScreen.tsx
L7: import {{ TripCard }} from '../components/TripCard';
L42:         <TripCard trip={{item}} onPress={{() => navigation.navigate('TripDetail', {{ id: item.id }})}} />
---
File: components/__tests__/TripCard.test.tsx
L3: import {{ TripCard }} from '../TripCard';
L14: describe('TripCard', () => {{
L16:     const tree = render(<TripCard trip={{trip}} onPress={{jest.fn()}} />).toJSON();
L22:     const tree = render(<TripCard trip={{trip}} onPress={{jest.fn()}} compact />).toJSON();
---
File: components/__tests__/__snapshots__/TripCard.test.tsx.snap
L3: exports[`TripCard matches the compact snapshot 1`] = `
L58: exports[`TripCard matches the default snapshot 1`] = `
---'''
    c3 = ("git mv src/components/TripCard.tsx src/components/TripSummaryCard.tsx && "
          "git mv src/components/__tests__/TripCard.test.tsx src/components/__tests__/TripSummaryCard.test.tsx && "
          "git rm -q src/components/__tests__/__snapshots__/TripCard.test.tsx.snap && "
          "sed -i '' 's/TripCard/TripSummaryCard/g' src/components/TripSummaryCard.tsx src/components/__tests__/TripSummaryCard.test.tsx src/screens/TripListScreen.tsx && "
          "git status --short")
    st3 = '''RM src/components/TripCard.tsx -> src/components/TripSummaryCard.tsx
RM src/components/__tests__/TripCard.test.tsx -> src/components/__tests__/TripSummaryCard.test.tsx
D  src/components/__tests__/__snapshots__/TripCard.test.tsx.snap
 M src/screens/TripListScreen.tsx'''
    jest = '''
> triplog@1.8.0 test
> jest --ci=false

PASS src/utils/__tests__/formatDuration.test.ts
PASS src/components/__tests__/Avatar.test.tsx
PASS src/components/__tests__/DistanceBadge.test.tsx
PASS src/components/__tests__/TripSummaryCard.test.tsx
 › 2 snapshots written.
PASS src/screens/__tests__/TripListScreen.test.tsx (5.112 s)

Snapshot Summary
 › 2 snapshots written from 1 test suite.

Test Suites: 5 passed, 5 total
Tests:       23 passed, 23 total
Snapshots:   2 written, 6 passed, 8 total
Time:        6.874 s
Ran all test suites.'''
    c5 = "git add -A && git commit -m 'Rename TripCard to TripSummaryCard'"
    commit = '''[refactor/trip-summary-card 7f30c2d] Rename TripCard to TripSummaryCard
 4 files changed, 10 insertions(+), 10 deletions(-)
 rename src/components/{TripCard.tsx => TripSummaryCard.tsx} (94%)
 rename src/components/__tests__/__snapshots__/{TripCard.test.tsx.snap => TripSummaryCard.test.tsx.snap} (97%)
 rename src/components/__tests__/{TripCard.test.tsx => TripSummaryCard.test.tsx} (86%)'''
    c6 = "ls src/components src/components/__tests__ src/components/__tests__/__snapshots__"
    ls6 = '''src/components:
Avatar.tsx
DistanceBadge.tsx
EmptyState.tsx
TripCard.tsx
TripMap.tsx
__tests__

src/components/__tests__:
Avatar.test.tsx
DistanceBadge.test.tsx
TripSummaryCard.test.tsx
__snapshots__

src/components/__tests__/__snapshots__:
Avatar.test.tsx.snap
DistanceBadge.test.tsx.snap
TripSummaryCard.test.tsx.snap'''
    c7 = "git log --oneline -3 && git status -sb"
    turns = [
        (gshell(c1, "Check branch and list the component files"), gem_run(c1, ls1, pgid=64012)),
        (call("search_file_content", pattern="TripCard", path=f"{root}/src"), search),
        (gshell(c3, "Rename component and test, drop the old snapshot, update references"), gem_run(c3, st3, pgid=64150)),
        (gshell("npm test -- --ci=false 2>&1 | tail -30", "Run jest and regenerate the snapshot"),
         gem_run("npm test -- --ci=false 2>&1 | tail -30", jest, pgid=64188)),
        (gshell(c5, "Commit the rename"), gem_run(c5, commit, pgid=64301)),
        (gshell(c6, "Verify the file layout after the rename"), gem_run(c6, ls6, pgid=64322)),
        (gshell(c7, "Show history"), gem_run(c7, '''7f30c2d (HEAD -> refactor/trip-summary-card) Rename TripCard to TripSummaryCard
e5a1b94 (origin/main, main) TripMap: cluster markers above 50 trips
2c07d3f DistanceBadge: respect the km/mi setting
## refactor/trip-summary-card''', pgid=64339)),
    ]
    rs.add(task="swe", tid="h39-swe-14", system=gem_sys(root), turns=turns,
           state="React Native 0.74 app TripLog (TypeScript, tests with Jest and react-test-renderer), macOS checkout, branch refactor/trip-summary-card. Task: rename the TripCard component to TripSummaryCard (file, test, snapshot, imports) without changing behaviour.",
           bad=True, turn=6, kind="renamed component file listed under its old name")


# Giraffe + xUnit, OpenHands: bad
def t15(rs: RowSet) -> None:
    root = "/workspace/StockApi"
    pre = '''  Determining projects to restore...
  All projects are up-to-date for restore.
  StockApi -> /workspace/StockApi/src/StockApi/bin/Debug/net8.0/StockApi.dll
  StockApi.Tests -> /workspace/StockApi/tests/StockApi.Tests/bin/Debug/net8.0/StockApi.Tests.dll
Test run for /workspace/StockApi/tests/StockApi.Tests/bin/Debug/net8.0/StockApi.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.9.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.'''
    fail = pre + '''
[xUnit.net 00:00:00.61]     StockApi.Tests.HandlerTests.PUT adjust rejects a negative resulting quantity [FAIL]
  Failed StockApi.Tests.HandlerTests.PUT adjust rejects a negative resulting quantity [38 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 422
Actual:   200
  Stack Trace:
     at StockApi.Tests.HandlerTests.PUT adjust rejects a negative resulting quantity() in /workspace/StockApi/tests/StockApi.Tests/HandlerTests.fs:line 74
--- End of stack trace from previous location ---

Failed!  - Failed:     1, Passed:    18, Skipped:     0, Total:    19, Duration: 412 ms - StockApi.Tests.dll (net8.0)'''
    handlers = '''module StockApi.Handlers

open System
open Microsoft.AspNetCore.Http
open Giraffe
open StockApi.Domain
open StockApi.Store

let getItem (sku: string) : HttpHandler =
    fun next ctx ->
        task {
            let store = ctx.GetService<IStockStore>()
            match! store.TryGet sku with
            | Some item -> return! json item next ctx
            | None -> return! RequestErrors.NOT_FOUND {| error = $"unknown sku {sku}" |} next ctx
        }

let createItem : HttpHandler =
    fun next ctx ->
        task {
            let store = ctx.GetService<IStockStore>()
            let! req = ctx.BindJsonAsync<CreateItemRequest>()
            let item = { Sku = req.Sku; Name = req.Name; Quantity = req.Quantity; UpdatedAt = DateTimeOffset.UtcNow }
            do! store.Save item
            ctx.SetHttpHeader("Location", $"/api/items/{item.Sku}")
            return! Successful.CREATED item next ctx
        }

let adjustStock (sku: string) : HttpHandler =
    fun next ctx ->
        task {
            let store = ctx.GetService<IStockStore>()
            let! req = ctx.BindJsonAsync<AdjustRequest>()
            match! store.TryGet sku with
            | None -> return! RequestErrors.NOT_FOUND {| error = $"unknown sku {sku}" |} next ctx
            | Some item ->
                let updated = { item with Quantity = item.Quantity + req.Delta; UpdatedAt = DateTimeOffset.UtcNow }
                do! store.Save updated
                return! json updated next ctx
        }'''
    old = '''            | Some item ->
                let updated = { item with Quantity = item.Quantity + req.Delta; UpdatedAt = DateTimeOffset.UtcNow }
                do! store.Save updated
                return! json updated next ctx'''
    new = '''            | Some item when item.Quantity + req.Delta < 0 ->
                return! RequestErrors.UNPROCESSABLE_ENTITY {| error = "quantity cannot go below zero"; available = item.Quantity |} next ctx
            | Some item ->
                let updated = { item with Quantity = item.Quantity + req.Delta; UpdatedAt = DateTimeOffset.UtcNow }
                do! store.Save updated
                return! json updated next ctx'''
    snip = '''            let store = ctx.GetService<IStockStore>()
            let! req = ctx.BindJsonAsync<AdjustRequest>()
            match! store.TryGet sku with
            | None -> return! RequestErrors.NOT_FOUND {| error = $"unknown sku {sku}" |} next ctx
''' + new + "\n        }"
    ok = '''  StockApi -> /workspace/StockApi/src/StockApi/bin/Debug/net8.0/StockApi.dll
  StockApi.Tests -> /workspace/StockApi/tests/StockApi.Tests/bin/Debug/net8.0/StockApi.Tests.dll
Test run for /workspace/StockApi/tests/StockApi.Tests/bin/Debug/net8.0/StockApi.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.9.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    19, Skipped:     0, Total:    19, Duration: 398 ms - StockApi.Tests.dll (net8.0)'''
    c5 = "nohup dotnet run --project src/StockApi --urls http://127.0.0.1:5080 > /tmp/stockapi.log 2>&1 &\necho $!"
    get6 = '''HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
Date: Wed, 22 May 2024 08:41:19 GMT
Server: Kestrel
Transfer-Encoding: chunked

{"sku":"SKU-1042","name":"M8 hex bolt, zinc (box of 100)","quantity":37,"updatedAt":"2024-05-20T15:02:44.118+00:00"}'''
    c7 = "curl -s -i -X PUT http://127.0.0.1:5080/api/items/SKU-1042/adjust -H 'Content-Type: application/json' -d '{\"delta\": -40}'"
    put7 = '''HTTP/1.1 422 Unprocessable Entity
Content-Type: application/json; charset=utf-8
Date: Wed, 22 May 2024 08:41:52 GMT
Server: Kestrel
Transfer-Encoding: chunked

{"error":"quantity cannot go below zero","available":37}'''
    ps8 = '''  PID  PPID     ELAPSED   RSS COMMAND
23709 23611       01:21 94512 dotnet run --project src/StockApi --urls http://127.0.0.1:5080
23902 23709       01:17 71288 /workspace/StockApi/src/StockApi/bin/Debug/net8.0/StockApi --urls http://127.0.0.1:5080'''
    log9 = '''info: Microsoft.Hosting.Lifetime[14]
      Now listening on: http://127.0.0.1:5080
info: Microsoft.Hosting.Lifetime[0]
      Application started. Press Ctrl+C to shut down.
info: Microsoft.Hosting.Lifetime[0]
      Hosting environment: Development
info: Microsoft.Hosting.Lifetime[0]
      Content root path: /workspace/StockApi/src/StockApi
info: Microsoft.AspNetCore.Hosting.Diagnostics[1]
      Request starting HTTP/1.1 GET http://127.0.0.1:5080/api/items/SKU-1042 - - -
info: Microsoft.AspNetCore.Hosting.Diagnostics[2]
      Request finished HTTP/1.1 GET http://127.0.0.1:5080/api/items/SKU-1042 - 200 - application/json;+charset=utf-8 41.6032ms
info: Microsoft.AspNetCore.Hosting.Diagnostics[1]
      Request starting HTTP/1.1 PUT http://127.0.0.1:5080/api/items/SKU-1042/adjust - application/json 14
info: Microsoft.AspNetCore.Hosting.Diagnostics[2]
      Request finished HTTP/1.1 PUT http://127.0.0.1:5080/api/items/SKU-1042/adjust - 422 - application/json;+charset=utf-8 6.2214ms'''
    turns = [
        (bash("cd /workspace/StockApi && dotnet test 2>&1 | tail -25"), oh_bash(fail, root)),
        (editor("view", f"{root}/src/StockApi/Handlers.fs"), cat_n(f"{root}/src/StockApi/Handlers.fs", handlers)),
        (editor("str_replace", f"{root}/src/StockApi/Handlers.fs", old_str=old, new_str=new),
         edited(f"{root}/src/StockApi/Handlers.fs", snip, 32)),
        (bash("dotnet test 2>&1 | tail -12"), oh_bash(ok, root)),
        (bash(c5), oh_bash("[1] 23790\n23790", root)),
        (bash("sleep 6 && curl -s -i http://127.0.0.1:5080/api/items/SKU-1042"), oh_bash(get6, root)),
        (bash(c7), oh_bash(put7, root)),
        (bash("ps -eo pid,ppid,etime,rss,args | grep -E 'PID|[S]tockApi'"),
         oh_bash(ps8, root)),
        (bash("tail -n 16 /tmp/stockapi.log"), oh_bash(log9, root)),
        (bash("kill %1; sleep 2; jobs; git status --short"),
         oh_bash('''[1]+  Exit 143                nohup dotnet run --project src/StockApi --urls http://127.0.0.1:5080 > /tmp/stockapi.log 2>&1
 M src/StockApi/Handlers.fs''', root)),
    ]
    rs.add(task="swe", tid="h39-swe-15", system=oh_sys(root), turns=turns,
           state="F# / .NET 8 inventory API on Giraffe, tests with xUnit (tests/StockApi.Tests). Bug: PUT /api/items/{sku}/adjust accepts a delta that drives the quantity negative; it must answer 422 instead. Fix it, then smoke-test against a locally running instance.",
           bad=True, turn=8, kind="PID of the still-running dotnet run process differs from the one echoed at launch")


# Ember + QUnit, Gemini CLI: clean
def t16(rs: RowSet) -> None:
    root = "/home/olu/code/shelf"
    c1 = "npx ember test --filter 'book-card' 2>&1 | tail -45"
    run1 = '''Environment: test
cleaning up...
Built project successfully. Stored in "/tmp/tests-dist-2024418-41672-kq3n1v.9d6h".
ok 1 Chrome 124.0 - [87 ms] - Integration | Component | book-card: it renders the title and year
ok 2 Chrome 124.0 - [14 ms] - Integration | Component | book-card: it renders a single author
not ok 3 Chrome 124.0 - [11 ms] - Integration | Component | book-card: it joins two authors with "and"
    ---
        actual: >
            Ursula K. Le Guin, Piers Anthony
        expected: >
            Ursula K. Le Guin and Piers Anthony
        stack: >
            at Object.<anonymous> (http://localhost:7357/assets/tests.js:214:22)
        message: >
            author line
        negative: >
            false
        browser log: |
    ...
not ok 4 Chrome 124.0 - [9 ms] - Integration | Component | book-card: it uses an Oxford comma for three authors
    ---
        actual: >
            Terry Pratchett, Neil Gaiman, Jacqueline Simpson
        expected: >
            Terry Pratchett, Neil Gaiman, and Jacqueline Simpson
        stack: >
            at Object.<anonymous> (http://localhost:7357/assets/tests.js:231:22)
        message: >
            author line
        negative: >
            false
        browser log: |
    ...
ok 5 Chrome 124.0 - [16 ms] - Integration | Component | book-card: it shows a placeholder when coverUrl is missing

1..5
# tests 5
# pass  3
# skip  0
# todo  0
# fail  2'''
    helper = '''import { helper } from '@ember/component/helper';

/**
 * Formats a list of author records for display:
 *   [A]       -> "A"
 *   [A, B]    -> "A and B"
 *   [A, B, C] -> "A, B, and C"
 */
export function formatAuthors(authors = []) {
  const names = authors.map((a) => `${a.firstName} ${a.lastName}`.trim());
  if (names.length <= 1) {
    return names[0] ?? 'Unknown author';
  }
  return names.join(', ');
}

export default helper(function formatAuthorsHelper([authors]) {
  return formatAuthors(authors);
});
'''
    c4 = "npx ember test --filter 'format-authors' 2>&1 | tail -20"
    run4 = '''Environment: test
cleaning up...
Built project successfully. Stored in "/tmp/tests-dist-2024418-41990-1xw7pd.c2ml".
ok 1 Chrome 124.0 - [23 ms] - Integration | Helper | format-authors: it returns "Unknown author" for an empty list
ok 2 Chrome 124.0 - [6 ms] - Integration | Helper | format-authors: it returns a single name unchanged
ok 3 Chrome 124.0 - [5 ms] - Integration | Helper | format-authors: it joins two names with "and"
ok 4 Chrome 124.0 - [5 ms] - Integration | Helper | format-authors: it uses an Oxford comma for three or more

1..4
# tests 4
# pass  4
# skip  0
# todo  0
# fail  0'''
    c5 = "npx ember test 2>&1 | tail -14"
    run5 = '''ok 53 Chrome 124.0 - [4 ms] - Unit | Route | books/index: it exists
ok 54 Chrome 124.0 - [31 ms] - Unit | Route | books/index: it loads books sorted by title
ok 55 Chrome 124.0 - [3 ms] - Unit | Service | reading-list: it starts empty
ok 56 Chrome 124.0 - [5 ms] - Unit | Service | reading-list: it adds a book once
ok 57 Chrome 124.0 - [4 ms] - Unit | Service | reading-list: it persists to localStorage
ok 58 Chrome 124.0 - [6 ms] - Unit | Service | reading-list: it removes a book

1..58
# tests 58
# pass  58
# skip  0
# todo  0
# fail  0'''
    diff = '''diff --git a/app/helpers/format-authors.js b/app/helpers/format-authors.js
index 3b9e0d2..8f14c67 100644
--- a/app/helpers/format-authors.js
+++ b/app/helpers/format-authors.js
@@ -11,7 +11,10 @@ export function formatAuthors(authors = []) {
   if (names.length <= 1) {
     return names[0] ?? 'Unknown author';
   }
-  return names.join(', ');
+  if (names.length === 2) {
+    return `${names[0]} and ${names[1]}`;
+  }
+  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
 }

 export default helper(function formatAuthorsHelper([authors]) {'''
    lint = '''
> shelf@0.6.2 lint:js
> eslint . --cache
'''
    turns = [
        (gshell(c1, "Run the book-card integration tests"), gem_run(c1, run1, pgid=19044)),
        (call("read_file", absolute_path=f"{root}/app/helpers/format-authors.js"), helper),
        (call("replace", file_path=f"{root}/app/helpers/format-authors.js", old_string="  return names.join(', ');\n}",
              new_string="  if (names.length === 2) {\n    return `${names[0]} and ${names[1]}`;\n  }\n  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;\n}"),
         f"Successfully modified file: {root}/app/helpers/format-authors.js (1 replacements)."),
        (gshell(c4, "Run the helper tests"), gem_run(c4, run4, pgid=19210)),
        (gshell(c5, "Run the full suite"), gem_run(c5, run5, pgid=19388)),
        (gshell("git diff", "Review the change"), gem_run("git diff", diff, pgid=19502)),
        (gshell("git status --short && git stash list", "Check for stray changes"),
         gem_run("git status --short && git stash list", " M app/helpers/format-authors.js", pgid=19517)),
        (gshell("npm run lint:js 2>&1", "Lint"), gem_run("npm run lint:js 2>&1", lint, pgid=19530)),
    ]
    rs.add(task="swe", tid="h39-swe-16", system=gem_sys(root), turns=turns,
           state="Ember 5.8 (Octane) book-shelf app, tests with QUnit via ember-cli/testem in headless Chrome. Bug: book cards list co-authors as \"A, B\" instead of \"A and B\" and drop the Oxford comma for three or more authors.")


# attrs + hypothesis, OpenHands: clean
def t17(rs: RowSet) -> None:
    root = "/workspace/moneybag"
    log1 = '''## main...origin/main
6d0e3f1 (HEAD -> main, origin/main) Money: reject mixed-currency addition
b27c98a Add Money.allocate(ratios)
41f5a0e Switch Money to attrs.frozen
e90b3c7 Initial commit'''
    fail = '''..................F......                                                [100%]
=================================== FAILURES ===================================
__________________________ test_split_preserves_total __________________________

    @given(cents=st.integers(min_value=0, max_value=10**9), parts=st.integers(min_value=1, max_value=50))
>   def test_split_preserves_total(cents, parts):

tests/test_money.py:41:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

cents = 1, parts = 2

    @given(cents=st.integers(min_value=0, max_value=10**9), parts=st.integers(min_value=1, max_value=50))
    def test_split_preserves_total(cents, parts):
        shares = Money(cents).split(parts)
        assert len(shares) == parts
>       assert sum(s.cents for s in shares) == cents
E       assert 0 == 1
E        +  where 0 = sum(<generator object test_split_preserves_total.<locals>.<genexpr> at 0x7f6e1a2b3d80>)
E       Falsifying example: test_split_preserves_total(
E           cents=1,
E           parts=2,
E       )

tests/test_money.py:44: AssertionError
=========================== short test summary info ============================
FAILED tests/test_money.py::test_split_preserves_total - assert 0 == 1
1 failed, 24 passed in 1.93s'''
    money = '''"""Integer-cent money values."""

from __future__ import annotations

import attrs

CURRENCIES = frozenset({"EUR", "USD", "GBP", "CHF"})


@attrs.frozen(order=True)
class Money:
    cents: int = attrs.field(validator=attrs.validators.instance_of(int))
    currency: str = attrs.field(default="EUR", validator=attrs.validators.in_(CURRENCIES))

    def __add__(self, other: Money) -> Money:
        if self.currency != other.currency:
            raise ValueError(f"cannot add {other.currency} to {self.currency}")
        return attrs.evolve(self, cents=self.cents + other.cents)

    def split(self, parts: int) -> list[Money]:
        """Split into `parts` shares that differ by at most one cent and sum to the original."""
        if parts < 1:
            raise ValueError("parts must be >= 1")
        share = self.cents // parts
        return [attrs.evolve(self, cents=share) for _ in range(parts)]

    def allocate(self, ratios: list[int]) -> list[Money]:
        total = sum(ratios)
        if total <= 0:
            raise ValueError("ratios must sum to a positive number")
        shares = [self.cents * r // total for r in ratios]
        for i in range(self.cents - sum(shares)):
            shares[i] += 1
        return [attrs.evolve(self, cents=c) for c in shares]'''
    repro = '''cat > /tmp/repro_split.py <<'EOF'
from moneybag.money import Money
for cents, parts in [(1, 2), (100, 3), (1000, 7)]:
    shares = Money(cents).split(parts)
    print(cents, parts, [s.cents for s in shares], "total =", sum(s.cents for s in shares))
EOF
python /tmp/repro_split.py'''
    snip = '''    def split(self, parts: int) -> list[Money]:
        """Split into `parts` shares that differ by at most one cent and sum to the original."""
        if parts < 1:
            raise ValueError("parts must be >= 1")
        share, rest = divmod(self.cents, parts)
        return [attrs.evolve(self, cents=share + (1 if i < rest else 0)) for i in range(parts)]

    def allocate(self, ratios: list[int]) -> list[Money]:'''
    ok7 = '''.........................                                                [100%]
25 passed in 2.41s'''
    ins_snip = '''@given(cents=st.integers(min_value=0, max_value=10**9), parts=st.integers(min_value=1, max_value=50))
def test_split_preserves_total(cents, parts):
    shares = Money(cents).split(parts)
    assert len(shares) == parts
    assert sum(s.cents for s in shares) == cents


@given(cents=st.integers(min_value=0, max_value=10**9), parts=st.integers(min_value=1, max_value=50))
def test_split_shares_differ_by_at_most_one_cent(cents, parts):
    shares = [s.cents for s in Money(cents).split(parts)]
    assert max(shares) - min(shares) <= 1
    assert shares == sorted(shares, reverse=True)
'''
    stats = '''..........                                                               [100%]
============================ Hypothesis Statistics =============================

tests/test_money.py::test_add_is_commutative:

  - during generate phase (0.21 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

tests/test_money.py::test_split_preserves_total:

  - during reuse phase (0.00 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 1 passing examples, 0 failing examples, 0 invalid examples

  - during generate phase (0.19 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 99 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

tests/test_money.py::test_split_shares_differ_by_at_most_one_cent:

  - during generate phase (0.22 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

tests/test_money.py::test_allocate_preserves_total:

  - during generate phase (0.31 seconds):
    - Typical runtimes: < 1ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

10 passed in 1.12s'''
    commit = '''2c8a71e (HEAD -> main) Money.split: hand out remainder cents so shares sum to the total
6d0e3f1 (origin/main) Money: reject mixed-currency addition
b27c98a Add Money.allocate(ratios)
 2 files changed, 9 insertions(+), 2 deletions(-)'''
    turns = [
        (bash("cd /workspace/moneybag && git status -sb && git log --oneline -4"), oh_bash(log1, root)),
        (bash("python -m pytest -q 2>&1 | tail -40"), oh_bash(fail, root)),
        (editor("view", f"{root}/src/moneybag/money.py"), cat_n(f"{root}/src/moneybag/money.py", money)),
        (bash(repro), oh_bash('''1 2 [0, 0] total = 0
100 3 [33, 33, 33] total = 99
1000 7 [142, 142, 142, 142, 142, 142, 142] total = 994''', root)),
        (editor("str_replace", f"{root}/src/moneybag/money.py",
                old_str="        share = self.cents // parts\n        return [attrs.evolve(self, cents=share) for _ in range(parts)]",
                new_str="        share, rest = divmod(self.cents, parts)\n        return [attrs.evolve(self, cents=share + (1 if i < rest else 0)) for i in range(parts)]"),
         edited(f"{root}/src/moneybag/money.py", snip, 20)),
        (bash("python /tmp/repro_split.py"), oh_bash('''1 2 [1, 0] total = 1
100 3 [34, 33, 33] total = 100
1000 7 [143, 143, 143, 143, 143, 143, 142] total = 1000''', root)),
        (bash("python -m pytest -q 2>&1 | tail -40"), oh_bash(ok7, root)),
        (editor("insert", f"{root}/tests/test_money.py", insert_line=44,
                new_str="\n\n@given(cents=st.integers(min_value=0, max_value=10**9), parts=st.integers(min_value=1, max_value=50))\ndef test_split_shares_differ_by_at_most_one_cent(cents, parts):\n    shares = [s.cents for s in Money(cents).split(parts)]\n    assert max(shares) - min(shares) <= 1\n    assert shares == sorted(shares, reverse=True)\n"),
         edited(f"{root}/tests/test_money.py", ins_snip.rstrip("\n"), 40)),
        (bash("python -m pytest tests/test_money.py -q --hypothesis-show-statistics -k 'split or add or allocate' 2>&1 | tail -45"), oh_bash(stats, root)),
        (bash("rm /tmp/repro_split.py && git status --short && git diff --stat"),
         oh_bash(''' M src/moneybag/money.py
 M tests/test_money.py
 src/moneybag/money.py | 4 ++--
 tests/test_money.py   | 7 +++++++
 2 files changed, 9 insertions(+), 2 deletions(-)''', root)),
        (bash("ls /tmp/repro_split.py; ls -a | grep hypothesis; git check-ignore -v .hypothesis"),
         oh_bash('''ls: cannot access '/tmp/repro_split.py': No such file or directory
.hypothesis
.gitignore:9:.hypothesis/	.hypothesis''', root)),
        (bash("git commit -qam 'Money.split: hand out remainder cents so shares sum to the total' && git log --oneline -3 && git show --stat --format= HEAD | tail -1"),
         oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h39-swe-17", system=oh_sys(root), turns=turns,
           state="Python 3.11 library moneybag (attrs value classes, property tests with hypothesis and pytest), src layout installed in editable mode, branch main. CI reports a hypothesis failure in test_split_preserves_total.")


# diesel (Rust), Gemini CLI: bad
def t18(rs: RowSet) -> None:
    root = "/home/eve/src/ledger-rs"
    c1 = "git status -sb && diesel migration list"
    out1 = '''## feat/archive-accounts
Migrations:
  [X] 00000000000000_diesel_initial_setup
  [X] 2024-02-03-101522_create_accounts
  [X] 2024-02-03-102010_create_transactions
  [X] 2024-03-19-083045_add_currency_to_accounts
  [X] 2024-04-22-140312_create_budgets'''
    schema = '''// @generated automatically by Diesel CLI.

diesel::table! {
    accounts (id) {
        id -> Int8,
        owner_id -> Int8,
        #[max_length = 120]
        name -> Varchar,
        #[max_length = 3]
        currency -> Bpchar,
        opened_at -> Timestamptz,
    }
}

diesel::table! {
    budgets (id) {
        id -> Int8,
        account_id -> Int8,
        #[max_length = 7]
        month -> Varchar,
        limit_cents -> Int8,
    }
}

diesel::table! {
    transactions (id) {
        id -> Int8,
        account_id -> Int8,
        amount_cents -> Int8,
        #[max_length = 255]
        memo -> Nullable<Varchar>,
        booked_at -> Timestamptz,
    }
}

diesel::joinable!(budgets -> accounts (account_id));
diesel::joinable!(transactions -> accounts (account_id));

diesel::allow_tables_to_appear_in_same_query!(
    accounts,
    budgets,
    transactions,
);
'''
    mig = "2024-05-28-091744_add_archived_at_to_accounts"
    c3 = "diesel migration generate add_archived_at_to_accounts && diesel migration list"
    out3 = f'''Creating migrations/{mig}/up.sql
Creating migrations/{mig}/down.sql
Migrations:
  [X] 00000000000000_diesel_initial_setup
  [X] 2024-02-03-101522_create_accounts
  [X] 2024-02-03-102010_create_transactions
  [X] 2024-03-19-083045_add_currency_to_accounts
  [ ] 2024-04-22-140312_create_budgets
  [ ] {mig}'''
    up = "ALTER TABLE accounts ADD COLUMN archived_at TIMESTAMPTZ NULL;\nCREATE INDEX accounts_active_idx ON accounts (owner_id) WHERE archived_at IS NULL;\n"
    down = "DROP INDEX IF EXISTS accounts_active_idx;\nALTER TABLE accounts DROP COLUMN archived_at;\n"
    tests = '''   Compiling ledger v0.5.0 (/home/eve/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 12.08s
     Running unittests src/lib.rs (target/debug/deps/ledger-58b1e0c7a4d92f36)

running 14 tests
test money::tests::formats_negative_amounts ... ok
test money::tests::parses_decimal_strings ... ok
test money::tests::rejects_more_than_two_decimals ... ok
test budget::tests::month_key_is_zero_padded ... ok
test budget::tests::over_budget_when_spent_exceeds_limit ... ok
test repo::tests::archive_hides_account_from_active_list ... ok
test repo::tests::archive_is_idempotent ... ok
test repo::tests::balance_sums_transactions ... ok
test repo::tests::create_account_roundtrip ... ok
test repo::tests::list_active_orders_by_name ... ok
test repo::tests::transactions_cascade_on_account_delete ... ok
test repo::tests::unarchive_restores_account ... ok
test repo::tests::budgets_by_month ... ok
test repo::tests::rejects_unknown_currency ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.87s

   Doc-tests ledger

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'''
    c9 = "git add -A && git commit -m 'accounts: add archived_at with partial index for active accounts'"
    turns = [
        (gshell(c1, "Check branch and migration state of the dev database"), gem_run(c1, out1, pgid=47720)),
        (call("read_file", absolute_path=f"{root}/src/schema.rs"), schema),
        (gshell(c3, "Create a new migration and list migrations"), gem_run(c3, out3, pgid=47791)),
        (call("write_file", file_path=f"{root}/migrations/{mig}/up.sql", content=up),
         f"Successfully overwrote file: {root}/migrations/{mig}/up.sql."),
        (call("write_file", file_path=f"{root}/migrations/{mig}/down.sql", content=down),
         f"Successfully overwrote file: {root}/migrations/{mig}/down.sql."),
        (call("replace", file_path=f"{root}/src/schema.rs", old_string="        opened_at -> Timestamptz,\n    }",
              new_string="        opened_at -> Timestamptz,\n        archived_at -> Nullable<Timestamptz>,\n    }"),
         f"Successfully modified file: {root}/src/schema.rs (1 replacements)."),
        (call("replace", file_path=f"{root}/src/models.rs",
              old_string="    pub opened_at: DateTime<Utc>,\n}",
              new_string="    pub opened_at: DateTime<Utc>,\n    pub archived_at: Option<DateTime<Utc>>,\n}"),
         f"Successfully modified file: {root}/src/models.rs (1 replacements)."),
        (gshell("cargo test 2>&1 | tail -30", "Run the tests (test harness applies embedded migrations to a fresh database)"),
         gem_run("cargo test 2>&1 | tail -30", tests, pgid=48012)),
        (gshell(c9, "Commit"), gem_run(c9, f'''[feat/archive-accounts 1a7f4c9] accounts: add archived_at with partial index for active accounts
 4 files changed, 6 insertions(+)
 create mode 100644 migrations/{mig}/down.sql
 create mode 100644 migrations/{mig}/up.sql''', pgid=48044)),
    ]
    rs.add(task="swe", tid="h39-swe-18", system=gem_sys(root), turns=turns,
           state="Rust 1.78 ledger service using diesel 2.1 with Postgres (diesel_cli installed, DATABASE_URL points at the local dev database), branch feat/archive-accounts with repo::archive/unarchive already written against a not-yet-existing column. Task: add the accounts.archived_at migration and update schema.rs and the Account model.",
           bad=True, turn=3, kind="an already-applied migration is listed as pending with nothing reverted")


# Hapi + lab, OpenHands: clean
def t19(rs: RowSet) -> None:
    root = "/workspace/parcel-tracker"

    def lab(marks: dict[int, str], extra: str, times: list[int], tail: str) -> str:
        names = [
            ("parcels", "GET /parcels/{id} returns a stored parcel"),
            ("parcels", "GET /parcels/{id} returns 404 for an unknown id"),
            ("parcels", "GET /parcels/{id} rejects a malformed id with 400"),
            ("parcels", "POST /parcels creates a parcel and sets Location"),
            ("parcels", "POST /parcels rejects a missing destination"),
            ("parcels", "POST /parcels upper-cases the destination code"),
            ("tracking", "GET /parcels/{id}/events lists events newest first"),
            ("tracking", "POST /parcels/{id}/events appends a scan event"),
            ("tracking", "POST /parcels/{id}/events rejects an unknown status"),
        ]
        if extra:
            names.insert(7, ("tracking", extra))
        names += [("health", "GET /health returns ok"), ("health", "GET /health includes the build sha"),
                  ("health", "server decorates requests with a request id")]
        out, group = [], None
        for i, (g, n) in enumerate(names, 1):
            if g != group:
                out.append(f"  {g}")
                group = g
            out.append(f"    {marks.get(i, '✔')} {i}) {n} ({times[i - 1]} ms)")
        return "\n".join(out) + "\n\n" + tail
    t1 = [31, 4, 3, 9, 6, 4, 7, 5, 3, 2, 2, 2]
    fail_tail = '''
1 of 12 tests failed
Test duration: 214 ms
Assertions count: 29 (verbosity: 2.42)
No global variable leaks detected
Coverage: 91.27% (11/126)
lib/plugins/db.js missing coverage on line(s): 18, 19, 27, 33
lib/routes/tracking.js missing coverage on line(s): 41, 42
lib/server.js missing coverage on line(s): 52, 53, 54, 61, 62
Lint: No issues

Failed tests:

  5) parcels POST /parcels rejects a missing destination:

      Expected 500 to equal specified value: 400

      at /workspace/parcel-tracker/test/parcels.js:71:44
      at async Immediate.<anonymous> (/workspace/parcel-tracker/node_modules/@hapi/lab/lib/runner.js:699:17)
'''
    parcels = r'''use strict';

const Boom = require('@hapi/boom');
const Joi = require('joi');

const parcelId = Joi.string().pattern(/^PCL-[0-9A-Z]{8}$/);

module.exports = {
    name: 'parcels',
    register(server) {

        server.route({
            method: 'GET',
            path: '/parcels/{id}',
            options: {
                validate: { params: Joi.object({ id: parcelId.required() }) }
            },
            handler: async (request) => {

                const parcel = await request.server.app.db.parcels.get(request.params.id);
                if (!parcel) {
                    throw Boom.notFound(`parcel ${request.params.id} not found`);
                }

                return parcel;
            }
        });

        server.route({
            method: 'POST',
            path: '/parcels',
            handler: async (request, h) => {

                const { sender, destination, weightGrams } = request.payload;
                const parcel = await request.server.app.db.parcels.create({
                    sender,
                    destination: destination.toUpperCase(),
                    weightGrams
                });

                return h.response(parcel).code(201).location(`/parcels/${parcel.id}`);
            }
        });
    }
};'''
    parcels = "'" + parcels
    new_opts = '''            path: '/parcels',
            options: {
                validate: {
                    payload: Joi.object({
                        sender: Joi.string().max(120).required(),
                        destination: Joi.string().length(5).required(),
                        weightGrams: Joi.number().integer().min(1).max(30000).required()
                    })
                }
            },
            handler: async (request, h) => {'''
    snip3 = "        server.route({\n            method: 'POST',\n" + new_opts + "\n\n                const { sender, destination, weightGrams } = request.payload;"
    ok_tail = '''
12 tests complete
Test duration: 198 ms
Assertions count: 30 (verbosity: 2.50)
No global variable leaks detected
Coverage: 91.54% (11/130)
lib/plugins/db.js missing coverage on line(s): 18, 19, 27, 33
lib/routes/tracking.js missing coverage on line(s): 41, 42
lib/server.js missing coverage on line(s): 52, 53, 54, 61, 62
Lint: No issues
'''
    t4 = [29, 4, 3, 8, 5, 4, 6, 5, 3, 2, 2, 2]
    extra = "GET /parcels/{id}/events returns 404 for an unknown parcel"
    ins = '''    it('GET /parcels/{id}/events lists events newest first', async () => {

        const res = await server.inject('/parcels/PCL-7Q2M4XK1/events');
        expect(res.statusCode).to.equal(200);
        expect(res.result.map((e) => e.status)).to.equal(['out_for_delivery', 'in_transit', 'received']);
    });

    it('GET /parcels/{id}/events returns 404 for an unknown parcel', async () => {

        const res = await server.inject('/parcels/PCL-00000000/events');
        expect(res.statusCode).to.equal(404);
        expect(res.result.message).to.equal('parcel PCL-00000000 not found');
    });
'''
    t6 = [30, 4, 3, 8, 5, 4, 6, 4, 5, 3, 2, 2, 2]
    ok6_tail = '''
13 tests complete
Test duration: 203 ms
Assertions count: 32 (verbosity: 2.46)
No global variable leaks detected
Coverage: 93.08% (9/130)
lib/plugins/db.js missing coverage on line(s): 18, 19, 27, 33
lib/server.js missing coverage on line(s): 52, 53, 54, 61, 62
Lint: No issues
'''
    c1 = "cd /workspace/parcel-tracker && npx lab -v -t 90 -L 2>&1 | tail -45"
    turns = [
        (bash(c1), oh_bash(lab({5: "✖"}, "", t1, fail_tail), root)),
        (editor("view", f"{root}/lib/routes/parcels.js"), cat_n(f"{root}/lib/routes/parcels.js", parcels)),
        (editor("str_replace", f"{root}/lib/routes/parcels.js", old_str="            path: '/parcels',\n            handler: async (request, h) => {",
                new_str=new_opts),
         edited(f"{root}/lib/routes/parcels.js", snip3, 29)),
        (bash("npx lab -v -t 90 -L 2>&1 | tail -45"), oh_bash(lab({}, "", t4, ok_tail), root)),
        (editor("insert", f"{root}/test/tracking.js", insert_line=36,
                new_str="\n    it('GET /parcels/{id}/events returns 404 for an unknown parcel', async () => {\n\n        const res = await server.inject('/parcels/PCL-00000000/events');\n        expect(res.statusCode).to.equal(404);\n        expect(res.result.message).to.equal('parcel PCL-00000000 not found');\n    });"),
         edited(f"{root}/test/tracking.js", ins.rstrip("\n"), 31)),
        (bash("npx lab -v -t 90 -L 2>&1 | tail -45"), oh_bash(lab({}, extra, t6, ok6_tail), root)),
        (bash("git status --short && git diff --stat"), oh_bash(''' M lib/routes/parcels.js
 M test/tracking.js
 lib/routes/parcels.js | 9 +++++++++
 test/tracking.js      | 7 +++++++
 2 files changed, 16 insertions(+)''', root)),
    ]
    rs.add(task="swe", tid="h39-swe-19", system=oh_sys(root), turns=turns,
           state="Node 20 parcel-tracking API on hapi 21 with Joi, tests with @hapi/lab and @hapi/code (coverage threshold 90%, lint on). Bug: POST /parcels without a destination crashes with 500; it should be a 400 validation error. Also cover the 404 branch of the tracking events route.")


# Falcon + pytest, Gemini CLI: bad
def t20(rs: RowSet) -> None:
    root = "/home/nadia/dev/helpdesk"
    res_py = '''"""Falcon resources for /tickets."""

from __future__ import annotations

import uuid
from datetime import datetime, timezone

import falcon

from helpdesk.store import TicketStore
from helpdesk.workflow import TRANSITIONS

STATUSES = ("open", "in_progress", "waiting", "resolved", "closed")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class TicketCollection:
    def __init__(self, store: TicketStore) -> None:
        self.store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        wanted = req.get_param_as_list("status") or list(STATUSES)
        unknown = set(wanted) - set(STATUSES)
        if unknown:
            raise falcon.HTTPBadRequest(title="unknown status", description=", ".join(sorted(unknown)))
        tickets = [t for t in self.store.all() if t["status"] in wanted]
        resp.media = {"tickets": tickets, "count": len(tickets)}

    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        body = req.get_media()
        ticket = {
            "id": str(uuid.uuid4()),
            "title": body["title"].strip(),
            "requester": body["requester"],
            "priority": body.get("priority", "normal"),
            "status": "open",
            "created_at": _now(),
            "updated_at": _now(),
        }
        self.store.put(ticket)
        resp.status = falcon.HTTP_201
        resp.location = f"/tickets/{ticket['id']}"
        resp.media = ticket


class TicketItem:
    def __init__(self, store: TicketStore) -> None:
        self.store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response, ticket_id: str) -> None:
        ticket = self.store.get(ticket_id)
        if ticket is None:
            raise falcon.HTTPNotFound(title="ticket not found")
        resp.media = ticket
'''
    old = '''            raise falcon.HTTPNotFound(title="ticket not found")
        resp.media = ticket
'''
    patch = '''
    def on_patch(self, req: falcon.Request, resp: falcon.Response, ticket_id: str) -> None:
        ticket = self.store.get(ticket_id)
        if ticket is None:
            raise falcon.HTTPNotFound(title="ticket not found")
        new_status = req.get_media().get("status")
        if new_status not in TRANSITIONS.get(ticket["status"], ()):
            raise falcon.HTTPUnprocessableEntity(
                title="invalid transition",
                description=f"cannot move a ticket from {ticket['status']!r} to {new_status!r}",
            )
        ticket = {**ticket, "status": new_status, "updated_at": _now()}
        self.store.put(ticket)
        resp.media = ticket
'''
    n_patch = len(patch.strip("\n").split("\n")) + 1
    tests = '''============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0 -- /home/nadia/dev/helpdesk/.venv/bin/python
cachedir: .pytest_cache
rootdir: /home/nadia/dev/helpdesk
configfile: pyproject.toml
collecting ... collected 14 items

tests/test_tickets.py::test_list_empty_store PASSED                      [  7%]
tests/test_tickets.py::test_list_filters_by_status PASSED                [ 14%]
tests/test_tickets.py::test_list_rejects_unknown_status PASSED           [ 21%]
tests/test_tickets.py::test_create_sets_location_and_defaults PASSED     [ 28%]
tests/test_tickets.py::test_create_strips_title PASSED                   [ 35%]
tests/test_tickets.py::test_get_unknown_ticket_is_404 PASSED             [ 42%]
tests/test_tickets.py::test_get_returns_ticket PASSED                    [ 50%]
tests/test_tickets.py::test_patch_open_to_in_progress PASSED             [ 57%]
tests/test_tickets.py::test_patch_in_progress_to_resolved PASSED         [ 64%]
tests/test_tickets.py::test_patch_resolved_can_reopen PASSED             [ 71%]
tests/test_tickets.py::test_patch_rejects_open_to_closed PASSED          [ 78%]
tests/test_tickets.py::test_patch_rejects_unknown_status PASSED          [ 85%]
tests/test_tickets.py::test_patch_unknown_ticket_is_404 PASSED           [ 92%]
tests/test_tickets.py::test_patch_bumps_updated_at PASSED                [100%]

============================== 14 passed in 0.38s =============================='''
    seed1 = {"id": "0d4c8a71-5e2f-4b93-a6d1-9f80c2e7b315", "title": "VPN drops every 20 minutes", "requester": "j.huber@example.org",
             "priority": "high", "status": "open", "created_at": "2024-07-01T08:14:22+00:00", "updated_at": "2024-07-01T08:14:22+00:00"}
    seed2 = {"id": "7a91e3c2-0b6d-4f58-8c2e-15d4a9b7f063", "title": "Printer on 3rd floor jams on duplex", "requester": "m.rossi@example.org",
             "priority": "low", "status": "waiting", "created_at": "2024-07-02T13:40:05+00:00", "updated_at": "2024-07-03T09:02:51+00:00"}
    seed3 = {"id": "c25f0e98-3d71-4a2b-b9e4-6e08f1a3d7c4", "title": "Onboarding laptop for new hire", "requester": "hr@example.org",
             "priority": "normal", "status": "closed", "created_at": "2024-06-27T10:00:00+00:00", "updated_at": "2024-06-28T16:45:10+00:00"}
    a_id = "3f6b2c1e-9a47-4d1b-8e2f-5c0a7d91b4e6"
    a = {"id": a_id, "title": "Shared mailbox not syncing on Outlook mobile", "requester": "t.nakamura@example.org",
         "priority": "normal", "status": "open", "created_at": "2024-07-08T14:21:09+00:00", "updated_at": "2024-07-08T14:21:09+00:00"}
    a2 = {**a, "status": "in_progress", "updated_at": "2024-07-08T14:21:47+00:00"}
    b = {"id": "b81e0f37-2c5d-4a96-9f1e-07d3c6a2e958", "title": "Request access to finance share", "requester": "l.osei@example.org",
         "priority": "low", "status": "open", "created_at": "2024-07-08T14:22:30+00:00", "updated_at": "2024-07-08T14:22:30+00:00"}
    a_drift = {**a2, "id": "3f6b2c1e-9a47-4d1b-8e2f-5c0a7d91d4e6"}
    c5 = "gunicorn 'helpdesk.app:create_app(seed=\"fixtures/tickets.json\")' -b 127.0.0.1:8011 -w 1 --daemon --pid /tmp/helpdesk.pid && sleep 1 && cat /tmp/helpdesk.pid && curl -s localhost:8011/tickets | python -m json.tool"
    out5 = "51742\n" + json.dumps({"tickets": [seed1, seed2, seed3], "count": 3}, indent=4)
    body6 = '{"title": "Shared mailbox not syncing on Outlook mobile", "requester": "t.nakamura@example.org"}'
    c6 = f"curl -s -i -X POST localhost:8011/tickets -H 'Content-Type: application/json' -d '{body6}'"
    out6 = f'''HTTP/1.1 201 Created
Server: gunicorn
Date: Mon, 08 Jul 2024 14:21:09 GMT
Connection: close
content-type: application/json
location: /tickets/{a_id}
content-length: {len(json.dumps(a))}

{json.dumps(a)}'''
    c7 = f"curl -s -X PATCH localhost:8011/tickets/{a_id} -H 'Content-Type: application/json' -d '{{\"status\": \"in_progress\"}}'"
    c8 = f"curl -s -X PATCH localhost:8011/tickets/{a_id} -H 'Content-Type: application/json' -d '{{\"status\": \"closed\"}}' -w '\\nHTTP %{{http_code}}\\n'"
    err8 = {"title": "invalid transition", "description": "cannot move a ticket from 'in_progress' to 'closed'"}
    body9 = '{"title": "Request access to finance share", "requester": "l.osei@example.org", "priority": "low"}'
    c9 = f"curl -s -X POST localhost:8011/tickets -H 'Content-Type: application/json' -d '{body9}'"
    c10 = "curl -s 'localhost:8011/tickets?status=open,in_progress' | python -m json.tool"
    c11 = "kill $(cat /tmp/helpdesk.pid) && sleep 1 && git status --short && git diff --stat"
    turns = [
        (gshell("git status -sb && git log --oneline -3", "Check branch and history"),
         gem_run("git status -sb && git log --oneline -3", '''## feat/ticket-transitions
9c4e21b (HEAD -> feat/ticket-transitions) workflow: define allowed status transitions
f07a3d8 (origin/main, main) tests: PATCH cases for ticket transitions
2b6e94c Add TicketCollection status filter''', pgid=50110)),
        (call("read_file", absolute_path=f"{root}/helpdesk/resources.py"), res_py),
        (call("replace", file_path=f"{root}/helpdesk/resources.py", old_string=old, new_string=old + patch),
         f"Successfully modified file: {root}/helpdesk/resources.py (1 replacements)."),
        (gshell("python -m pytest tests/test_tickets.py -v -p no:randomly", "Run the ticket tests"),
         gem_run("python -m pytest tests/test_tickets.py -v -p no:randomly", tests, pgid=50187)),
        (gshell(c5, "Start the dev server with seed data and list tickets"), gem_run(c5, out5, pgid=50233)),
        (gshell(c6, "Create a ticket"), gem_run(c6, out6, pgid=50260)),
        (gshell(c7, "Move it to in_progress"), gem_run(c7, json.dumps(a2), pgid=50274)),
        (gshell(c8, "Try an invalid transition"), gem_run(c8, json.dumps(err8) + "\nHTTP 422", pgid=50291)),
        (gshell(c9, "Create a second ticket"), gem_run(c9, json.dumps(b), pgid=50306)),
        (gshell(c10, "List open and in-progress tickets"),
         gem_run(c10, json.dumps({"tickets": [seed1, a_drift, b], "count": 3}, indent=4), pgid=50322)),
        (gshell(c11, "Stop the server and summarise the change"),
         gem_run(c11, f''' M helpdesk/resources.py
 helpdesk/resources.py | {n_patch} {"+" * n_patch}
 1 file changed, {n_patch} insertions(+)''', pgid=50340)),
    ]
    rs.add(task="swe", tid="h39-swe-20", system=gem_sys(root), turns=turns,
           state="Falcon 3.1 helpdesk API (Python 3.12, pytest), branch feat/ticket-transitions; helpdesk/workflow.py already defines TRANSITIONS and the PATCH tests exist. Task: implement PATCH /tickets/{id} for status changes (422 on a disallowed transition) and smoke-test it with gunicorn and curl.",
           bad=True, turn=10, kind="UUID of the ticket created earlier has one character changed in the listing")


# Gin + httptest, OpenHands: bad
def t21(rs: RowSet) -> None:
    root = "/workspace/linkstat"
    gomod = '''module github.com/linkstat/linkstat

go 1.22

require (
	github.com/gin-gonic/gin v1.9.1
	github.com/google/uuid v1.6.0
	github.com/redis/go-redis/v9 v9.5.1
	github.com/stretchr/testify v1.9.0
)

require (
	github.com/bytedance/sonic v1.9.1 // indirect
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/chenzhuoyu/base64x v0.0.0-20221115062448-fe3a3abad311 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f // indirect
	github.com/gabriel-vasile/mimetype v1.4.2 // indirect
	github.com/gin-contrib/sse v0.1.0 // indirect
	github.com/go-playground/locales v0.14.1 // indirect
	github.com/go-playground/universal-translator v0.18.1 // indirect
	github.com/go-playground/validator/v10 v10.14.0 // indirect
	github.com/goccy/go-json v0.10.2 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/klauspost/cpuid/v2 v2.2.4 // indirect
	github.com/leodido/go-urn v1.2.4 // indirect
	github.com/mattn/go-isatty v0.0.19 // indirect
	github.com/pelletier/go-toml/v2 v2.0.8 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/ugorji/go/codec v1.2.11 // indirect
	golang.org/x/arch v0.3.0 // indirect
	golang.org/x/crypto v0.21.0 // indirect
	golang.org/x/net v0.22.0 // indirect
	golang.org/x/sys v0.18.0 // indirect
	golang.org/x/text v0.14.0 // indirect
	google.golang.org/protobuf v1.30.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
go version go1.22.2 linux/amd64'''
    mw = '''package middleware

import (
	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

// HeaderRequestID is the header used to propagate request ids.
const HeaderRequestID = "X-Request-ID"

// RequestID reuses an incoming X-Request-ID (if it is a valid UUID) or generates one,
// stores it in the context under "request_id" and echoes it on the response.
func RequestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(HeaderRequestID)
		if _, err := uuid.Parse(id); err != nil {
			id = uuid.NewString()
		}
		c.Set("request_id", id)
		c.Writer.Header().Set(HeaderRequestID, id)
		c.Next()
	}
}
'''
    main_snip = '''	r := gin.New()
	r.Use(gin.Recovery())
	r.Use(middleware.RequestID())
	r.Use(middleware.AccessLog(logger))

	api := r.Group("/api/v1")
	links.NewHandler(store).Register(api)'''
    test_out = '''?   	github.com/linkstat/linkstat/cmd/linkstat	[no test files]
ok  	github.com/linkstat/linkstat/internal/links	0.046s
ok  	github.com/linkstat/linkstat/internal/middleware	0.012s
ok  	github.com/linkstat/linkstat/internal/store	0.118s'''
    st5 = ''' M cmd/linkstat/main.go
?? internal/middleware/requestid.go
 cmd/linkstat/main.go | 1 +
 1 file changed, 1 insertion(+)'''
    mods = '''github.com/gin-contrib/sse v0.1.0
github.com/gin-gonic/gin v1.10.0
github.com/go-playground/validator/v10 v10.14.0
github.com/google/uuid v1.6.0
github.com/redis/go-redis/v9 v9.5.1
github.com/stretchr/testify v1.9.0
all modules verified'''
    turns = [
        (bash("cd /workspace/linkstat && cat go.mod && go version"), oh_bash(gomod, root)),
        (editor("create", f"{root}/internal/middleware/requestid.go", file_text=mw),
         created(f"{root}/internal/middleware/requestid.go")),
        (editor("str_replace", f"{root}/cmd/linkstat/main.go", old_str="	r.Use(gin.Recovery())\n",
                new_str="	r.Use(gin.Recovery())\n	r.Use(middleware.RequestID())\n"),
         edited(f"{root}/cmd/linkstat/main.go", main_snip, 38)),
        (bash("gofmt -l . ; go build ./... && go vet ./... && go test ./... 2>&1"), oh_bash(test_out, root)),
        (bash("git status --short && git diff --stat"), oh_bash(st5, root)),
        (bash("go list -m github.com/gin-contrib/sse github.com/gin-gonic/gin github.com/go-playground/validator/v10 github.com/google/uuid github.com/redis/go-redis/v9 github.com/stretchr/testify && go mod verify"),
         oh_bash(mods, root)),
    ]
    rs.add(task="swe", tid="h39-swe-21", system=oh_sys(root), turns=turns,
           state="Go 1.22 link-statistics API on Gin (tests with net/http/httptest and testify), branch feat/request-id. internal/middleware already holds AccessLog and its tests, and cmd/linkstat/main.go already imports the middleware package. Task: add a RequestID middleware that reuses or generates an X-Request-ID, wire it in, and list the direct dependency versions for the PR description.",
           bad=True, turn=6, kind="gin version differs from go.mod with no go get or tidy run")


# Hapi + lab, Gemini CLI: clean
def t22(rs: RowSet) -> None:
    root = "/home/tom/code/hapi-users"
    users_js = r''''use strict';

const Joi = require('joi');

const internals = {};

internals.userParams = Joi.object({
    id: Joi.number().integer().min(1).required()
});

exports.plugin = {
    name: 'users',
    version: '1.2.0',
    register(server) {

        server.route({
            method: 'GET',
            path: '/users/{id}',
            options: {
                validate: { params: internals.userParams }
            },
            handler: async (request, h) => {

                const user = await request.server.methods.users.find(request.params.id);
                if (!user) {
                    return h.response({ error: 'not found' }).code(404);
                }

                return user;
            }
        });
    }
};
'''
    fail = '''
> hapi-users@1.2.0 test
> lab -a @hapi/code -t 85 -v

  users
    ✔ 1) GET /users/{id} returns the user (27 ms)
    ✖ 2) GET /users/{id} returns a Boom 404 payload for an unknown user (5 ms)
    ✔ 3) GET /users/{id} rejects a non-numeric id (4 ms)
  server
    ✔ 4) GET /health reports status and pid (3 ms)
    ✔ 5) sets security headers (3 ms)
    ✔ 6) logs requests with a request id (4 ms)
    ✔ 7) returns 404 for unknown routes (2 ms)
  methods
    ✔ 8) users.find caches lookups for 60s (11 ms)
    ✔ 9) users.find returns null for a missing user (2 ms)


1 of 9 tests failed
Test duration: 163 ms
Assertions count: 24 (verbosity: 2.67)
No global variable leaks detected
Coverage: 96.30% (3/81)
lib/server.js missing coverage on line(s): 44, 45, 51

Failed tests:

  2) users GET /users/{id} returns a Boom 404 payload for an unknown user:

      Expected { error: 'not found' } to equal specified value: { statusCode: 404, error: 'Not Found', message: 'user 999 not found' }

      at /home/tom/code/hapi-users/test/users.js:38:40
'''
    ok = '''
> hapi-users@1.2.0 test
> lab -a @hapi/code -t 85 -v

  users
    ✔ 1) GET /users/{id} returns the user (25 ms)
    ✔ 2) GET /users/{id} returns a Boom 404 payload for an unknown user (4 ms)
    ✔ 3) GET /users/{id} rejects a non-numeric id (4 ms)
  server
    ✔ 4) GET /health reports status and pid (3 ms)
    ✔ 5) sets security headers (2 ms)
    ✔ 6) logs requests with a request id (4 ms)
    ✔ 7) returns 404 for unknown routes (2 ms)
  methods
    ✔ 8) users.find caches lookups for 60s (10 ms)
    ✔ 9) users.find returns null for a missing user (2 ms)


9 tests complete
Test duration: 151 ms
Assertions count: 24 (verbosity: 2.67)
No global variable leaks detected
Coverage: 96.34% (3/82)
lib/server.js missing coverage on line(s): 44, 45, 51
'''
    c5 = "node server.js > /tmp/hapi-users.log 2>&1 & sleep 1; cat /tmp/hapi-users.log; curl -s localhost:3000/health"
    log5 = '''{"level":30,"time":1717412401337,"pid":61204,"hostname":"tom-thinkpad","msg":"server started","uri":"http://localhost:3000"}
{"status":"ok","pid":61204,"uptime":0.81,"startedAt":"2024-06-03T11:00:01.337Z"}'''
    c6 = "curl -s -i localhost:3000/users/999"
    out6 = '''HTTP/1.1 404 Not Found
content-type: application/json; charset=utf-8
x-request-id: 6c1d2e0b-93a4-4f7e-b1a5-2e9d0c84f713
x-content-type-options: nosniff
cache-control: no-cache
content-length: 69
Date: Mon, 03 Jun 2024 11:00:14 GMT
Connection: keep-alive
Keep-Alive: timeout=5

{"statusCode":404,"error":"Not Found","message":"user 999 not found"}'''
    c7 = "kill 61204; sleep 0.5; NODE_ENV=production node server.js > /tmp/hapi-users.log 2>&1 & sleep 1; cat /tmp/hapi-users.log; curl -s localhost:3000/health"
    log7 = '''{"level":30,"time":1717412439902,"pid":61377,"hostname":"tom-thinkpad","msg":"server started","uri":"http://localhost:3000"}
{"status":"ok","pid":61377,"uptime":0.79,"startedAt":"2024-06-03T11:00:39.902Z"}'''
    c8 = "sleep 5; curl -s localhost:3000/health; echo; curl -s -o /dev/null -w '%{http_code}\\n' localhost:3000/users/abc"
    turns = [
        (call("read_file", absolute_path=f"{root}/lib/plugins/users.js"), users_js),
        (gshell("npm test 2>&1", "Run the lab suite"), gem_run("npm test 2>&1", fail, code=1, pgid=61040)),
        (call("replace", file_path=f"{root}/lib/plugins/users.js",
              old_string="                if (!user) {\n                    return h.response({ error: 'not found' }).code(404);\n                }",
              new_string="                if (!user) {\n                    throw Boom.notFound(`user ${request.params.id} not found`);\n                }"),
         f"Successfully modified file: {root}/lib/plugins/users.js (1 replacements)."),
        (call("replace", file_path=f"{root}/lib/plugins/users.js", old_string="const Joi = require('joi');",
              new_string="const Boom = require('@hapi/boom');\nconst Joi = require('joi');"),
         f"Successfully modified file: {root}/lib/plugins/users.js (1 replacements)."),
        (gshell("npm test 2>&1", "Rerun the suite"), gem_run("npm test 2>&1", ok, pgid=61133)),
        (gshell(c5, "Start the server in the background and check health"), gem_bg(c5, log5, "61204", 61190)),
        (gshell(c6, "Check the 404 payload against the running server"), gem_run(c6, out6, pgid=61251)),
        (gshell(c7, "Restart the server in production mode"), gem_bg(c7, log7, "61377", 61360)),
        (gshell(c8, "Health again and a validation check"),
         gem_run(c8, '{"status":"ok","pid":61377,"uptime":6.12,"startedAt":"2024-06-03T11:00:39.902Z"}\n400', pgid=61402)),
    ]
    rs.add(task="swe", tid="h39-swe-22", system=gem_sys(root), turns=turns,
           state="Node 20 users API on hapi 21 (@hapi/boom installed), tests with @hapi/lab and @hapi/code. Issue: GET /users/{id} for an unknown id returns a hand-rolled {error: 'not found'} body instead of the standard Boom 404 payload.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
