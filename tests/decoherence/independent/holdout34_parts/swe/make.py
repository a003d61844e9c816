# ruff: noqa: E501
"""Held-out set holdout34, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one repository task; 11 of them carry exactly one observation that contradicts an
earlier observation or action. Running this module writes ``swe_test.jsonl`` and ``labels.json`` beside it.
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

Turns = list[tuple[str, str]]
SP = " "  # trailing blanks some tools print at the end of a line


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + (
        "\n\nTools:\n"
        "- execute_bash(command): runs the command in a persistent bash session and returns stdout/stderr, "
        "followed by the exit code and working directory lines.\n"
        "- str_replace_editor(command, path, ...): `view` (cat -n of a file, or a directory listing two levels "
        "deep), `create` (new file with file_text), `str_replace` (replace the unique old_str with new_str), "
        "`insert` (insert new_str after insert_line), `undo_edit`.\n\n"
        "Keep the filesystem, git state, running processes and build outputs consistent with every earlier "
        "turn; files created earlier persist and deleted files stay gone.")


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + (
        "\n\nrun_shell_command returns the Command/Directory/Stdout/Stderr/Error/Exit Code/Signal/Background "
        "PIDs/Process Group PGID block; read_file returns the file content; write_file and replace report "
        "success or the reason for failure. Track the project's files, git history and background "
        "processes across turns and never contradict an earlier result.")


def line_of(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise ValueError(needle)


def swap(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def snip(path: str, text: str, first: int, last: int | None = None) -> str:
    """OpenHands' snippet after an edit: the edited lines with four lines of context each side."""
    lines = text.split("\n")
    last = first if last is None else last
    lo, hi = max(1, first - 4), min(len(lines), last + 4)
    return edited(path, "\n".join(lines[lo - 1:hi]), lo)


def view(path: str, text: str, lo: int = 1, hi: int | None = None) -> str:
    lines = text.split("\n")
    hi = len(lines) if hi is None else hi
    return cat_n(path, "\n".join(lines[lo - 1:hi]), lo)


def udiff(path: str, old: str, new: str, index: str, ctx: str = "") -> str:
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=3))[2:]
    body = [ln + (" " + ctx if ctx and ln.startswith("@@") else "") for ln in body]
    return (f"diff --git a/{path} b/{path}\nindex {index} 100644\n--- a/{path}\n+++ b/{path}\n"
            + "\n".join(body))


def counts(old: str, new: str) -> tuple[int, int]:
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]
    ins = sum(1 for ln in body if ln.startswith("+"))
    dels = sum(1 for ln in body if ln.startswith("-"))
    return ins, dels


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    width = max(len(p) for p, _, _ in entries)
    top = max(a + d for _, a, d in entries)
    nw = len(str(top))
    out = []
    for p, a, d in entries:
        tot = a + d
        if top > 50:
            scale = 50 / top
            pa, pd = round(a * scale), round(d * scale)
            if a and not pa:
                pa = 1
            if d and not pd:
                pd = 1
        else:
            pa, pd = a, d
        out.append(f" {p.ljust(width)} | {str(tot).rjust(nw)} {'+' * pa}{'-' * pd}")
    files = len(entries)
    ins = sum(a for _, a, _ in entries)
    dels = sum(d for _, _, d in entries)
    tail = f" {files} file{'s' if files != 1 else ''} changed"
    if ins:
        tail += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        tail += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return "\n".join(out) + "\n" + tail


def replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def replaced(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def read(path: str) -> str:
    return call("read_file", absolute_path=path)


def write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def wrote(path: str, new: bool = True) -> str:
    return (f"Successfully created and wrote to new file: {path}." if new
            else f"Successfully overwrote file: {path}.")


# OpenHands / Flask + SQLAlchemy + Celery: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/ledgerly"
    path = f"{root}/app/tasks/reminders.py"
    old = '''"""Periodic Celery tasks that e-mail payment reminders for overdue invoices."""
from __future__ import annotations

from datetime import date, timedelta

from celery import shared_task
from sqlalchemy import select

from app.extensions import db
from app.mail import send_reminder_email
from app.models import Invoice, InvoiceStatus, Organisation, ReminderLog


@shared_task(name="reminders.send_invoice_reminders", bind=True, max_retries=3)
def send_invoice_reminders(self, org_id: int) -> int:
    """Send one reminder per overdue invoice of the organisation; returns how many were sent."""
    org = db.session.get(Organisation, org_id)
    if org is None or not org.reminders_enabled:
        return 0
    today = date.today()
    cutoff = today - timedelta(days=org.reminder_cadence_days)
    stmt = (
        select(Invoice)
        .where(Invoice.organisation_id == org.id)
        .where(Invoice.due_date < today)
        .order_by(Invoice.due_date)
    )
    sent = 0
    for invoice in db.session.scalars(stmt):
        last = invoice.last_reminder_at
        if last is not None and last.date() > cutoff:
            continue
        send_reminder_email(invoice)
        db.session.add(ReminderLog(invoice_id=invoice.id, channel="email"))
        invoice.last_reminder_at = db.func.now()
        sent += 1
    db.session.commit()
    return sent


@shared_task(name="reminders.schedule_all")
def schedule_all() -> int:
    """Fan out one send_invoice_reminders task per organisation with reminders enabled."""
    ids = db.session.scalars(select(Organisation.id).where(Organisation.reminders_enabled)).all()
    for org_id in ids:
        send_invoice_reminders.delay(org_id)
    return len(ids)'''
    o = "        .where(Invoice.due_date < today)\n"
    n = o + "        .where(Invoice.status.notin_((InvoiceStatus.PAID, InvoiceStatus.VOID)))\n"
    new = swap(old, o, n)
    ln = line_of(new, "notin_")
    fail_line = 48
    ins, dels = counts(old, new)
    turns: Turns = [
        (bash("cd /workspace/ledgerly && git status && git log --oneline -5"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a41f0c9 (HEAD -> main, origin/main, origin/HEAD) Bump celery to 5.3.6
7be2d13 Add reminder cadence setting per organisation
03c9e58 Invoice PDF: embed organisation logo
e6d1a27 Fix rounding of VAT lines on credit notes
5f7a9b0 Add /api/invoices/<id>/send endpoint""", root)),
        (bash("supervisorctl status && ls app/tasks tests"),
         oh_bash("""celery-beat                      RUNNING   pid 2185, uptime 2:13:38
celery-worker                    RUNNING   pid 2184, uptime 2:13:40
flask-web                        RUNNING   pid 2183, uptime 2:13:41
app/tasks:
__init__.py  exports.py  pdf.py  reminders.py  webhooks.py

tests:
__init__.py  conftest.py  factories.py  test_api_invoices.py  test_exports.py  test_models.py  test_pdf.py  test_reminders.py  test_webhooks.py""", root)),
        (editor("view", path), view(path, old)),
        (bash("python -m pytest tests/test_reminders.py -q"),
         oh_bash(f""".F....                                                                   [100%]
=================================== FAILURES ===================================
_____________________ test_paid_invoices_are_not_reminded ______________________

db_session = <sqlalchemy.orm.scoping.scoped_session object at 0x7f3b2c1e8d90>
org = <Organisation 17 'Harbour Lights Ltd'>
outbox = []

    def test_paid_invoices_are_not_reminded(db_session, org, outbox):
        InvoiceFactory(organisation=org, number="HL-2024-0031", due_date=date(2024, 3, 1), status=InvoiceStatus.PAID)
        InvoiceFactory(organisation=org, number="HL-2024-0032", due_date=date(2024, 3, 4), status=InvoiceStatus.OPEN)
        db_session.commit()

>       assert send_invoice_reminders.run(org.id) == 1
E       AssertionError: assert 2 == 1
E        +  where 2 = <bound method send_invoice_reminders of <@task: reminders.send_invoice_reminders of ledgerly at 0x7f3b2d0a4e50>>(17)
E        +    where <bound method ...> = <@task: reminders.send_invoice_reminders of ledgerly at 0x7f3b2d0a4e50>.run
E        +    and   17 = <Organisation 17 'Harbour Lights Ltd'>.id

tests/test_reminders.py:{fail_line}: AssertionError
=========================== short test summary info ============================
FAILED tests/test_reminders.py::test_paid_invoices_are_not_reminded - AssertionError: assert 2 == 1
1 failed, 5 passed in 1.84s""", root, 1)),
        (editor("str_replace", path, old_str=o, new_str=n), snip(path, new, ln)),
        (bash("python -m pytest tests/test_reminders.py -q"),
         oh_bash("""......                                                                   [100%]
6 passed in 1.71s""", root)),
        (bash("python -m pytest -q"),
         oh_bash("""........................................................................ [ 48%]
..............................................s......s.................. [ 96%]
......                                                                   [100%]
=============================== warnings summary ===============================
tests/test_pdf.py::test_invoice_pdf_embeds_logo
  /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/reportlab/lib/utils.py:667: DeprecationWarning: 'imghdr' is deprecated and slated for removal in Python 3.13
    import imghdr

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
148 passed, 2 skipped, 1 warning in 9.32s""", root)),
        (bash("git diff --stat && git diff"),
         oh_bash(diffstat([("app/tasks/reminders.py", ins, dels)]) + "\n"
                 + udiff("app/tasks/reminders.py", old, new, "5b0e2f4..c91d7a3", "def send_invoice_reminders(self, org_id: int) -> int:"), root)),
        (bash("sudo supervisorctl restart celery-worker celery-beat && supervisorctl status"),
         oh_bash("""celery-worker: stopped
celery-beat: stopped
celery-worker: started
celery-beat: started
celery-beat                      RUNNING   pid 3922, uptime 0:00:03
celery-worker                    RUNNING   pid 3921, uptime 0:00:04
flask-web                        RUNNING   pid 2183, uptime 2:19:12""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-01", system=oh_sys(root), turns=turns,
           state="Repository /workspace/ledgerly (Flask 3.0, SQLAlchemy 2.0, Celery 5.3; Python 3.11 env `testbed`). "
                 "Issue #412: customers who already paid still get the daily overdue-payment reminder e-mail. "
                 "Web app and Celery worker/beat run under supervisord.")


# Gemini CLI / Ruby Sinatra: bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/snipbin"
    path = f"{root}/app.rb"
    old = """# frozen_string_literal: true

require 'sinatra/base'
require 'sinatra/json'
require 'securerandom'
require_relative 'lib/snippet_store'
require_relative 'lib/language'

class SnipBin < Sinatra::Base
  configure do
    set :store, SnippetStore.new(ENV.fetch('SNIPBIN_DB', 'db/snipbin.sqlite3'))
    set :max_body_bytes, 256 * 1024
    enable :logging
  end

  helpers do
    def store = settings.store

    def find_snippet!(id)
      store.find(id) || halt(404, json(error: 'not_found', id: id))
    end
  end

  get '/' do
    erb :index, locals: { recent: store.recent(limit: 20) }
  end

  post '/snippets' do
    body = request.body.read
    halt 413, json(error: 'too_large') if body.bytesize > settings.max_body_bytes
    snippet = store.create(
      id: SecureRandom.alphanumeric(8),
      body: body,
      language: Language.detect(params['filename']),
      expires_in: params.fetch('expires_in', 86_400).to_i
    )
    status 201
    json(id: snippet.id, url: url("/snippets/#{snippet.id}"))
  end

  get '/snippets/:id.raw' do
    snippet = store.find(params['id'])
    content_type 'text/plain; charset=utf-8'
    snippet.body
  end

  get '/snippets/:id' do
    snippet = find_snippet!(params['id'])
    erb :show, locals: { snippet: snippet }
  end

  delete '/snippets/:id' do
    snippet = find_snippet!(params['id'])
    store.delete(snippet.id)
    204
  end
end"""
    o = "    snippet = store.find(params['id'])\n    content_type"
    n = "    snippet = find_snippet!(params['id'])\n    content_type"
    body_line = line_of(old, "    snippet.body")
    dots = "." * 63
    turns: Turns = [
        (gshell("git log --oneline -6 && git status -sb", "Show recent commits and the branch state."),
         gem_run("git log --oneline -6 && git status -sb", """9b02f11 (HEAD -> main, origin/main, origin/HEAD) Render snippet language badge
2d77e5a Add expiry sweeper rake task
c4a0e93 Store snippet language from file extension
71f3b8e Upgrade to sinatra 4.0 and rack 3
e05d6c2 Add /snippets/:id.raw plain text route
a8c3310 Initial import
## main...origin/main""", pgid=51102)),
        (read(path), old),
        (gshell("bundle exec rspec spec/routes/raw_spec.rb --format documentation", "Run the raw-route specs."),
         gem_run("bundle exec rspec spec/routes/raw_spec.rb --format documentation", f"""
GET /snippets/:id.raw
  returns the body as text/plain
  keeps utf-8 content intact
  returns 404 for an unknown id (FAILED - 1)
  returns 404 for an expired snippet (FAILED - 2)

Failures:

  1) GET /snippets/:id.raw returns 404 for an unknown id
     Failure/Error: snippet.body

     NoMethodError:
       undefined method `body' for nil
     # ./app.rb:{body_line}:in `block in <class:SnipBin>'
     # ./spec/routes/raw_spec.rb:27:in `block (2 levels) in <top (required)>'

  2) GET /snippets/:id.raw returns 404 for an expired snippet
     Failure/Error: snippet.body

     NoMethodError:
       undefined method `body' for nil
     # ./app.rb:{body_line}:in `block in <class:SnipBin>'
     # ./spec/routes/raw_spec.rb:35:in `block (2 levels) in <top (required)>'

Finished in 0.08313 seconds (files took 0.41962 seconds to load)
4 examples, 2 failures

Failed examples:

rspec ./spec/routes/raw_spec.rb:25 # GET /snippets/:id.raw returns 404 for an unknown id
rspec ./spec/routes/raw_spec.rb:31 # GET /snippets/:id.raw returns 404 for an expired snippet""", code=1, pgid=51140)),
        (replace(path, o, n), replaced(path)),
        (gshell("bundle exec rspec", "Run the full spec suite."),
         gem_run("bundle exec rspec", f"""{dots}

Finished in 0.61204 seconds (files took 0.43817 seconds to load)
63 examples, 0 failures""", pgid=51187)),
        (gshell('git add app.rb && git commit -m "Return 404 for raw view of missing snippet"', "Commit the fix."),
         gem_run('git add app.rb && git commit -m "Return 404 for raw view of missing snippet"', """[main 4e1c9a7] Return 404 for raw view of missing snippet
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=51230)),
        (gshell("git log --oneline -4 && git status -sb", "Confirm the commit landed on main."),
         gem_run("git log --oneline -4 && git status -sb", """4e1c9d7 (HEAD -> main) Return 404 for raw view of missing snippet
9b02f11 (origin/main, origin/HEAD) Render snippet language badge
2d77e5a Add expiry sweeper rake task
c4a0e93 Store snippet language from file extension
## main...origin/main [ahead 1]""", pgid=51262)),
        (gshell("bundle exec rubocop app.rb", "Lint the changed file."),
         gem_run("bundle exec rubocop app.rb", """Inspecting 1 file
.

1 file inspected, no offenses detected""", pgid=51301)),
    ]
    rs.add(task="swe", tid="h34-swe-02", system=gem_sys(root), turns=turns,
           state="Sinatra 4 pastebin `snipbin` in /home/dev/snipbin (Ruby 3.3, rspec, SQLite store). "
                 "Bug report: GET /snippets/<unknown>.raw answers 500 instead of 404.",
           bad=True, turn=7, kind="short commit hash of the new commit differs from the one git commit printed")


def dotrow(left: str, right: str, width: int = 118) -> str:
    """A Laravel console row: `  left ........ right`."""
    fill = width - len(left) - len(right) - 4
    return f"  {left} {'.' * fill} {right}"


# Gemini CLI / Laravel + Pest: clean
def t03(rs: RowSet) -> None:
    root = "/home/ana/code/tasklane"
    mig = "database/migrations/2024_06_03_141522_add_archived_at_to_projects_table.php"
    model = f"{root}/app/Models/Project.php"
    test = f"{root}/tests/Feature/ProjectArchiveTest.php"
    ran = [("0001_01_01_000000_create_users_table", 1), ("0001_01_01_000001_create_cache_table", 1),
           ("0001_01_01_000002_create_jobs_table", 1), ("2024_04_22_093015_create_projects_table", 2),
           ("2024_04_22_093102_create_tasks_table", 2), ("2024_05_09_161847_add_priority_to_tasks_table", 3),
           ("2024_05_27_104530_create_project_user_table", 3)]

    def status(rows: list[tuple[str, int]]) -> str:
        body = [dotrow("Migration name", "Batch / Status")]
        body += [dotrow(name, f"[{b}] Ran") for name, b in rows]
        return "\n" + "\n".join(body) + "\n"

    mig_text = """<?php

use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('projects', function (Blueprint $table) {
            $table->timestamp('archived_at')->nullable()->after('starts_on');
            $table->index('archived_at');
        });
    }

    public function down(): void
    {
        Schema::table('projects', function (Blueprint $table) {
            $table->dropIndex(['archived_at']);
            $table->dropColumn('archived_at');
        });
    }
};
"""
    casts_old = """    protected function casts(): array
    {
        return [
            'starts_on' => 'date',
        ];
    }"""
    casts_new = """    protected function casts(): array
    {
        return [
            'starts_on' => 'date',
            'archived_at' => 'datetime',
        ];
    }

    public function scopeActive(Builder $query): void
    {
        $query->whereNotNull('archived_at');
    }"""
    test_text = """<?php

use App\\Models\\Project;

it('lists only projects that are not archived', function () {
    Project::factory()->count(3)->create();
    Project::factory()->count(2)->create(['archived_at' => now()->subDay()]);

    expect(Project::active()->count())->toBe(3);
});

it('casts archived_at to a Carbon instance', function () {
    $project = Project::factory()->create(['archived_at' => '2024-05-31 18:00:00']);

    expect($project->fresh()->archived_at)->toBeInstanceOf(\\Illuminate\\Support\\Carbon::class)
        ->and($project->fresh()->archived_at->toDateString())->toBe('2024-05-31');
});
"""
    sep = "  " + "─" * 106
    turns: Turns = [
        (gshell("php artisan migrate:status", "List migrations and whether they ran."),
         gem_run("php artisan migrate:status", status(ran), pgid=73310)),
        (gshell("php artisan make:migration add_archived_at_to_projects_table --table=projects", "Create the migration for the archived_at column."),
         gem_run("php artisan make:migration add_archived_at_to_projects_table --table=projects",
                 f"\n   INFO  Migration [{mig}] created successfully.  \n", pgid=73352)),
        (write(f"{root}/{mig}", mig_text), wrote(f"{root}/{mig}", new=False)),
        (replace(model, casts_old, casts_new), replaced(model)),
        (write(test, test_text), wrote(test)),
        (gshell("./vendor/bin/pest tests/Feature/ProjectArchiveTest.php", "Run the new archive tests."),
         gem_run("./vendor/bin/pest tests/Feature/ProjectArchiveTest.php", f"""
   FAIL  Tests\\Feature\\ProjectArchiveTest
  ⨯ it lists only projects that are not archived                                                         0.21s{SP * 2}
  ✓ it casts archived_at to a Carbon instance                                                            0.02s{SP * 2}
{sep}{SP * 2}
   FAILED  Tests\\Feature\\ProjectArchiveTest > it lists only projects that are not archived{SP * 22}
  Failed asserting that 2 is identical to 3.

  at tests/Feature/ProjectArchiveTest.php:9
      5▕ it('lists only projects that are not archived', function () {{
      6▕     Project::factory()->count(3)->create();
      7▕     Project::factory()->count(2)->create(['archived_at' => now()->subDay()]);
      8▕{SP}
  ➜   9▕     expect(Project::active()->count())->toBe(3);
     10▕ }});
     11▕{SP}
     12▕ it('casts archived_at to a Carbon instance', function () {{
     13▕     $project = Project::factory()->create(['archived_at' => '2024-05-31 18:00:00']);

  1   tests/Feature/ProjectArchiveTest.php:9


  Tests:    1 failed, 1 passed (3 assertions)
  Duration: 0.48s
""", code=1, pgid=73398)),
        (replace(model, "        $query->whereNotNull('archived_at');", "        $query->whereNull('archived_at');"), replaced(model)),
        (gshell("./vendor/bin/pest tests/Feature/ProjectArchiveTest.php", "Re-run the archive tests."),
         gem_run("./vendor/bin/pest tests/Feature/ProjectArchiveTest.php", f"""
   PASS  Tests\\Feature\\ProjectArchiveTest
  ✓ it lists only projects that are not archived                                                         0.19s{SP * 2}
  ✓ it casts archived_at to a Carbon instance                                                            0.02s{SP * 2}

  Tests:    2 passed (3 assertions)
  Duration: 0.41s
""", pgid=73441)),
        (gshell("php artisan migrate", "Apply the new migration to the local database."),
         gem_run("php artisan migrate", "\n   INFO  Running migrations.  \n\n"
                 + dotrow("2024_06_03_141522_add_archived_at_to_projects_table", "18.42ms DONE") + "\n", pgid=73480)),
        (gshell("php artisan migrate:status", "Confirm the migration is recorded."),
         gem_run("php artisan migrate:status",
                 status(ran + [("2024_06_03_141522_add_archived_at_to_projects_table", 4)]), pgid=73512)),
    ]
    rs.add(task="swe", tid="h34-swe-03", system=gem_sys(root), turns=turns,
           state="Laravel 11 app `tasklane` in /home/ana/code/tasklane (PHP 8.3, Pest 2, local MySQL; tests use "
                 "SQLite in memory with RefreshDatabase). Ticket TL-88: projects need an archived_at timestamp and "
                 "an `active()` query scope that hides archived projects.")


# OpenHands / Kotlin Ktor: bad
def t04(rs: RowSet) -> None:
    root = "/workspace/ktor-inventory"
    conf = f"{root}/src/main/resources/application.conf"
    readme = f"{root}/README.md"
    conf_old = """ktor {
    deployment {
        port = 8080
        port = ${?PORT}
        shutdownGracePeriod = 2000
        shutdownTimeout = 5000
    }
    application {
        modules = [ com.acme.inventory.ApplicationKt.module ]
    }
}

database {
    jdbcUrl = "jdbc:postgresql://localhost:5432/inventory"
    jdbcUrl = ${?DATABASE_URL}
    user = "inventory"
    user = ${?DATABASE_USER}
    password = ""
    password = ${?DATABASE_PASSWORD}
    maximumPoolSize = 10
}

inventory {
    pagination {
        defaultPageSize = 20
        maxPageSize = 50
    }
    lowStockThreshold = 5
    cache {
        ttlSeconds = 30
        maxEntries = 10000
    }
}

jwt {
    issuer = "https://auth.acme.internal/"
    audience = "inventory-api"
    realm = "inventory"
}"""
    conf_new = swap(conf_old, "        maxPageSize = 50", "        maxPageSize = 100")
    mline = line_of(conf_old, "maxPageSize")
    dline = line_of(conf_old, "defaultPageSize")
    readme_old = """# ktor-inventory

Stock and item catalogue service for the ACME warehouse apps. Ktor 2.3 on Netty, Exposed + PostgreSQL,
JWT auth issued by `auth.acme.internal`.

## Running locally

```bash
docker compose up -d postgres
./gradlew run
```

The service listens on `:8080` (override with `PORT`). Database settings come from `DATABASE_URL`,
`DATABASE_USER` and `DATABASE_PASSWORD`.

## API

| Method | Path                     | Notes                                              |
|--------|--------------------------|----------------------------------------------------|
| GET    | /items                   | Paginated; `page` (1-based) and `size` parameters  |
| GET    | /items/{sku}             | 404 when the SKU is unknown                        |
| POST   | /items                   | Requires the `inventory:write` scope               |
| PATCH  | /items/{sku}/stock       | Body: `{"delta": -3, "reason": "picked"}`          |
| GET    | /items/low-stock         | Items at or below `lowStockThreshold`              |

### Pagination

`size` defaults to 20 and is capped at 50; larger values are clamped, not rejected. The response carries
`page`, `size`, `total` and `items`.

## Tests

```bash
./gradlew test
./gradlew ktlintCheck
```"""
    readme_new = swap(readme_old, "`size` defaults to 20 and is capped at 50;", "`size` defaults to 20 and is capped at 100;")
    rline = line_of(readme_new, "capped at 100")
    turns: Turns = [
        (bash("cd /workspace/ktor-inventory && git status && ls src/main/resources src/test/kotlin/com/acme/inventory"),
         oh_bash("""On branch fix/page-size-cap
nothing to commit, working tree clean
src/main/resources:
application.conf  db  logback.xml  openapi

src/test/kotlin/com/acme/inventory:
ApplicationTest.kt  ItemRoutesTest.kt  LowStockTest.kt  StockAdjustmentTest.kt  TestDatabase.kt""", root)),
        (editor("view", conf), view(conf, conf_old)),
        (bash("./gradlew test --tests 'com.acme.inventory.ItemRoutesTest' --console=plain"),
         oh_bash("""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test

ItemRoutesTest > GET items returns first page by default() PASSED

ItemRoutesTest > GET items honours size parameter() PASSED

ItemRoutesTest > page size is capped at 100() FAILED
    org.opentest4j.AssertionFailedError: expected: <100> but was: <50>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//kotlin.test.junit5.JUnit5Asserter.assertEquals(JUnitSupport.kt:32)
        at app//kotlin.test.AssertionsKt__AssertionsKt.assertEquals(Assertions.kt:63)
        at app//com.acme.inventory.ItemRoutesTest$page size is capped at 100$1.invokeSuspend(ItemRoutesTest.kt:88)

ItemRoutesTest > GET item by sku returns 404 for unknown sku() PASSED

ItemRoutesTest > POST items without write scope is forbidden() PASSED

ItemRoutesTest > POST items creates item and returns location() PASSED

ItemRoutesTest > GET items rejects non numeric page() PASSED

7 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/ktor-inventory/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 12s
5 actionable tasks: 2 executed, 3 up-to-date""", root, 1)),
        (editor("str_replace", conf, old_str="        maxPageSize = 50", new_str="        maxPageSize = 100"),
         snip(conf, conf_new, mline)),
        (bash("grep -rn 'PageSize' src/main"),
         oh_bash(f"""src/main/resources/application.conf:{dline}:        defaultPageSize = 20
src/main/resources/application.conf:{mline}:        maxPageSize = 50
src/main/kotlin/com/acme/inventory/config/AppConfig.kt:14:    val defaultPageSize: Int,
src/main/kotlin/com/acme/inventory/config/AppConfig.kt:15:    val maxPageSize: Int,
src/main/kotlin/com/acme/inventory/config/AppConfig.kt:31:            defaultPageSize = pagination.property("defaultPageSize").getString().toInt(),
src/main/kotlin/com/acme/inventory/config/AppConfig.kt:32:            maxPageSize = pagination.property("maxPageSize").getString().toInt(),
src/main/kotlin/com/acme/inventory/routes/ItemRoutes.kt:27:        val size = (call.request.queryParameters["size"]?.toIntOrNull() ?: cfg.defaultPageSize)
src/main/kotlin/com/acme/inventory/routes/ItemRoutes.kt:28:            .coerceIn(1, cfg.maxPageSize)""", root)),
        (editor("str_replace", readme, old_str="`size` defaults to 20 and is capped at 50;", new_str="`size` defaults to 20 and is capped at 100;"),
         snip(readme, readme_new, rline)),
        (bash("./gradlew ktlintCheck --console=plain"),
         oh_bash("""> Task :runKtlintCheckOverKotlinScripts UP-TO-DATE
> Task :runKtlintCheckOverMainSourceSet UP-TO-DATE
> Task :ktlintMainSourceSetCheck UP-TO-DATE
> Task :runKtlintCheckOverTestSourceSet UP-TO-DATE
> Task :ktlintTestSourceSetCheck UP-TO-DATE
> Task :ktlintKotlinScriptCheck UP-TO-DATE
> Task :ktlintCheck UP-TO-DATE

BUILD SUCCESSFUL in 3s
6 actionable tasks: 6 up-to-date""", root)),
        (bash("git diff README.md"),
         oh_bash(udiff("README.md", readme_old, readme_new, "7d03e1a..b2c94f6", "The service listens on `:8080` (override with `PORT`). Database settings come from"), root)),
    ]
    rs.add(task="swe", tid="h34-swe-04", system=oh_sys(root), turns=turns,
           state="Ktor 2.3 service in /workspace/ktor-inventory (Kotlin 1.9, Gradle 8.7, JUnit 5). Product asked to "
                 "raise the item list page-size cap from 50 to 100; ItemRoutesTest already expects 100.",
           bad=True, turn=5, kind="edited config value reads back with its old value")


# OpenHands / Rust clap: bad
def t05(rs: RowSet) -> None:
    root = "/workspace/logslice"
    main = f"{root}/src/main.rs"
    cli = f"{root}/src/cli.rs"
    main_old = """use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process::ExitCode;

mod args_legacy;

use logslice::filter::{Filter, Level};
use logslice::output::{Format, Printer};
use logslice::time::parse_bound;

fn main() -> ExitCode {
    let opts = match args_legacy::parse(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("logslice: {msg}");
            eprintln!("{}", args_legacy::USAGE);
            return ExitCode::from(2);
        }
    };
    let from = opts.from.as_deref().map(parse_bound).transpose();
    let to = opts.to.as_deref().map(parse_bound).transpose();
    let (from, to) = match (from, to) {
        (Ok(f), Ok(t)) => (f, t),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("logslice: invalid time bound: {e}");
            return ExitCode::from(2);
        }
    };
    let filter = Filter::new(from, to, opts.min_level.unwrap_or(Level::Trace), opts.grep.clone());
    let input: Box<dyn BufRead> = match opts.path.as_deref() {
        None | Some("-") => Box::new(BufReader::new(io::stdin().lock())),
        Some(p) => match File::open(p) {
            Ok(f) => Box::new(BufReader::new(f)),
            Err(e) => {
                eprintln!("logslice: {p}: {e}");
                return ExitCode::from(1);
            }
        },
    };
    let stdout = io::stdout().lock();
    let mut printer = Printer::new(BufWriter::new(stdout), if opts.json { Format::Json } else { Format::Text });
    for line in input.lines().map_while(Result::ok) {
        if let Some(rec) = filter.apply(&line) {
            if printer.print(&rec).is_err() {
                break;
            }
        }
    }
    let _ = printer.into_inner().flush();
    ExitCode::SUCCESS
}"""
    o = """mod args_legacy;

use logslice::filter::{Filter, Level};
use logslice::output::{Format, Printer};
use logslice::time::parse_bound;

fn main() -> ExitCode {
    let opts = match args_legacy::parse(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("logslice: {msg}");
            eprintln!("{}", args_legacy::USAGE);
            return ExitCode::from(2);
        }
    };"""
    n = """mod cli;

use clap::Parser;
use logslice::filter::{Filter, Level};
use logslice::output::{Format, Printer};
use logslice::time::parse_bound;

fn main() -> ExitCode {
    let opts = cli::Cli::parse();"""
    main_new = swap(main_old, o, n)
    cli_text = """use clap::Parser;
use logslice::filter::Level;

/// Slice a log file by time range, level and pattern.
#[derive(Debug, Parser)]
#[command(name = "logslice", version, about)]
pub struct Cli {
    /// Log file to read; `-` or omitted reads standard input
    pub path: Option<String>,

    /// Keep records at or after this time (RFC 3339 or HH:MM[:SS])
    #[arg(long, value_name = "TIME")]
    pub from: Option<String>,

    /// Keep records before this time (RFC 3339 or HH:MM[:SS])
    #[arg(long, value_name = "TIME")]
    pub to: Option<String>,

    /// Minimum level to keep
    #[arg(short = 'l', long = "level", value_enum, value_name = "LEVEL")]
    pub min_level: Option<Level>,

    /// Keep only records whose message contains this text
    #[arg(short, long, value_name = "TEXT")]
    pub grep: Option<String>,

    /// Print records as JSON lines
    #[arg(long)]
    pub json: bool,
}
"""
    s_old = len(main_old.encode()) + 1
    s_new = len(main_new.encode()) + 1
    s_cli = len(cli_text.encode())
    g = [line_of(main_old, "mod args_legacy"), line_of(main_old, "args_legacy::parse"), line_of(main_old, "args_legacy::USAGE")]
    turns: Turns = [
        (bash("cd /workspace/logslice && git log --oneline -3 && ls -la src"),
         oh_bash(f"""c7d21e4 (HEAD -> main) Support RFC 3339 timestamps with offsets
9a4f0b8 Add --json output mode
31e6c55 Stream input instead of reading whole file
total 32
drwxr-xr-x 2 root root 4096 Jul  8 11:02 .
drwxr-xr-x 7 root root 4096 Jul  8 11:02 ..
-rw-r--r-- 1 root root 4127 Jul  8 11:02 args_legacy.rs
-rw-r--r-- 1 root root 5310 Jul  8 11:02 filter.rs
-rw-r--r-- 1 root root  612 Jul  8 11:02 lib.rs
-rw-r--r-- 1 root root {s_old} Jul  8 11:02 main.rs
-rw-r--r-- 1 root root 2764 Jul  8 11:02 output.rs
-rw-r--r-- 1 root root 3381 Jul  8 11:02 time.rs""", root)),
        (editor("view", main), view(main, main_old)),
        (bash("grep -rn 'args_legacy' src tests Cargo.toml"),
         oh_bash(f"""src/main.rs:{g[0]}:mod args_legacy;
src/main.rs:{g[1]}:    let opts = match args_legacy::parse(std::env::args().skip(1)) {{
src/main.rs:{g[2]}:            eprintln!("{{}}", args_legacy::USAGE);""", root)),
        (editor("create", cli, file_text=cli_text), f"File created successfully at: {cli}"),
        (editor("str_replace", main, old_str=o, new_str=n),
         snip(main, main_new, line_of(main_new, "mod cli;"), line_of(main_new, "cli::Cli::parse()"))),
        (bash("git rm -q src/args_legacy.rs && git status --short"),
         oh_bash("""D  src/args_legacy.rs
 M src/main.rs
?? src/cli.rs""", root)),
        (bash("cargo build 2>&1 | tail -5"),
         oh_bash("""   Compiling logslice v0.4.2 (/workspace/logslice)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.47s""", root)),
        (bash("ls -la src && cargo test 2>&1 | tail -20"),
         oh_bash(f"""total 36
drwxr-xr-x 2 root root 4096 Jul  8 11:08 .
drwxr-xr-x 7 root root 4096 Jul  8 11:02 ..
-rw-r--r-- 1 root root 4127 Jul  8 11:02 args_legacy.rs
-rw-r--r-- 1 root root {s_cli:4d} Jul  8 11:06 cli.rs
-rw-r--r-- 1 root root 5310 Jul  8 11:02 filter.rs
-rw-r--r-- 1 root root  612 Jul  8 11:02 lib.rs
-rw-r--r-- 1 root root {s_new} Jul  8 11:07 main.rs
-rw-r--r-- 1 root root 2764 Jul  8 11:02 output.rs
-rw-r--r-- 1 root root 3381 Jul  8 11:02 time.rs
     Running tests/cli.rs (target/debug/deps/cli-5e0c7b1a9d2f6e84)

running 9 tests
test accepts_stdin_dash ... ok
test filters_by_level ... ok
test from_and_to_bound_the_range ... ok
test grep_matches_message_only ... ok
test invalid_time_bound_exits_2 ... ok
test json_mode_emits_one_object_per_line ... ok
test missing_file_exits_1 ... ok
test unknown_flag_exits_2 ... ok
test version_flag_prints_version ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

   Doc-tests logslice

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s""", root)),
        (bash("./target/debug/logslice --help"),
         oh_bash("""Slice a log file by time range, level and pattern

Usage: logslice [OPTIONS] [PATH]

Arguments:
  [PATH]  Log file to read; `-` or omitted reads standard input

Options:
      --from <TIME>    Keep records at or after this time (RFC 3339 or HH:MM[:SS])
      --to <TIME>      Keep records before this time (RFC 3339 or HH:MM[:SS])
  -l, --level <LEVEL>  Minimum level to keep [possible values: trace, debug, info, warn, error]
  -g, --grep <TEXT>    Keep only records whose message contains this text
      --json           Print records as JSON lines
  -h, --help           Print help
  -V, --version        Print version""", root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -3"),
         oh_bash("""    Checking logslice v0.4.2 (/workspace/logslice)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.93s""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-05", system=oh_sys(root), turns=turns,
           state="Rust CLI `logslice` 0.4.2 in /workspace/logslice (clap 4.5 already a dependency of the library for "
                 "`Level: ValueEnum`). Task: replace the hand-written parser in src/args_legacy.rs with a clap derive "
                 "struct and delete the legacy module.",
           bad=True, turn=8, kind="file removed with git rm is listed again")


# Gemini CLI / Go gRPC: clean
def t06(rs: RowSet) -> None:
    root = "/home/mk/src/github.com/fleetd/telemetry"
    proto = f"{root}/proto/telemetry/v1/telemetry.proto"
    dev = f"{root}/internal/server/device.go"
    proto_old = """syntax = "proto3";

package telemetry.v1;

option go_package = "github.com/fleetd/telemetry/gen/telemetry/v1;telemetryv1";

service TelemetryService {
  rpc Ingest(stream IngestRequest) returns (IngestSummary);
  rpc GetDeviceStatus(GetDeviceStatusRequest) returns (DeviceStatus);
}

message IngestRequest {
  string device_id = 1;
  int64 ts_unix_ms = 2;
  map<string, double> metrics = 3;
}

message IngestSummary {
  uint64 accepted = 1;
  uint64 rejected = 2;
}

message GetDeviceStatusRequest {
  string device_id = 1;
}

message DeviceStatus {
  string device_id = 1;
  bool online = 2;
  string firmware_version = 3;
}"""
    p1 = swap(proto_old, "package telemetry.v1;\n", 'package telemetry.v1;\n\nimport "google/protobuf/timestamp.proto";\n')
    p2 = swap(p1, "  string firmware_version = 3;\n}", "  string firmware_version = 3;\n  google.protobuf.Timestamp last_seen = 4;\n}")
    pa, pd = counts(proto_old, p2)
    mod = "github.com/fleetd/telemetry"
    turns: Turns = [
        (gshell("git log -1 --format='%h %an %cr %s' && git status -sb && ls proto/telemetry/v1 internal/server gen/telemetry/v1",
                "Check the last commit, branch state and the relevant directories."),
         gem_run("git log -1 --format='%h %an %cr %s' && git status -sb && ls proto/telemetry/v1 internal/server gen/telemetry/v1",
                 """e41b9c2 Mira Kovač 47 minutes ago Add DeviceStatus.firmware_version
## main...origin/main
gen/telemetry/v1:
telemetry.pb.go
telemetry_grpc.pb.go

internal/server:
device.go
device_test.go
ingest.go
ingest_test.go
server.go

proto/telemetry/v1:
telemetry.proto""", pgid=90114)),
        (read(proto), proto_old),
        (replace(proto, "package telemetry.v1;\n", 'package telemetry.v1;\n\nimport "google/protobuf/timestamp.proto";\n'), replaced(proto)),
        (replace(proto, "  string firmware_version = 3;\n}", "  string firmware_version = 3;\n  google.protobuf.Timestamp last_seen = 4;\n}"), replaced(proto)),
        (gshell("buf lint && buf generate && git status --short", "Lint the proto, regenerate Go code and see what changed."),
         gem_run("buf lint && buf generate && git status --short", """ M gen/telemetry/v1/telemetry.pb.go
 M proto/telemetry/v1/telemetry.proto""", pgid=90187)),
        (call("search_file_content", pattern="FirmwareVersion:"),
         """Found 2 matches for pattern "FirmwareVersion:" in path ".":
---
File: internal/server/device.go
L40: 		FirmwareVersion: d.Firmware,
---
File: internal/server/device_test.go
L57: 		FirmwareVersion: "2.14.1",
---"""),
        (replace(dev, "\t\tFirmwareVersion: d.Firmware,\n", "\t\tFirmwareVersion: d.Firmware,\n\t\tLastSeen:        timestamppb.New(d.LastSeen),\n"), replaced(dev)),
        (gshell("go test ./...", "Build and run all tests."),
         gem_run("go test ./...", f"""# {mod}/internal/server [{mod}/internal/server.test]
internal/server/device.go:41:20: undefined: timestamppb
?   	{mod}/cmd/telemetryd	[no test files]
?   	{mod}/gen/telemetry/v1	[no test files]
ok  	{mod}/internal/ingest/codec	(cached)
FAIL	{mod}/internal/server [build failed]
ok  	{mod}/internal/store	(cached)
FAIL""", code=1, pgid=90233)),
        (replace(dev, '\t"google.golang.org/grpc/status"\n', '\t"google.golang.org/grpc/status"\n\t"google.golang.org/protobuf/types/known/timestamppb"\n'), replaced(dev)),
        (gshell("go test -count=1 ./... && git diff --stat && git log -1 --format='%h %an %cr %s'",
                "Re-run every test uncached, then summarise the change."),
         gem_run("go test -count=1 ./... && git diff --stat && git log -1 --format='%h %an %cr %s'", f"""?   	{mod}/cmd/telemetryd	[no test files]
?   	{mod}/gen/telemetry/v1	[no test files]
ok  	{mod}/internal/ingest/codec	0.087s
ok  	{mod}/internal/server	0.412s
ok  	{mod}/internal/store	1.206s
""" + diffstat([("gen/telemetry/v1/telemetry.pb.go", 71, 44), ("internal/server/device.go", 2, 0),
                ("proto/telemetry/v1/telemetry.proto", pa, pd)]) + """
e41b9c2 Mira Kovač 58 minutes ago Add DeviceStatus.firmware_version""", pgid=90291)),
    ]
    rs.add(task="swe", tid="h34-swe-06", system=gem_sys(root), turns=turns,
           state="Go 1.22 gRPC service github.com/fleetd/telemetry (buf for codegen, protoc-gen-go and "
                 "protoc-gen-go-grpc). Request: DeviceStatus should expose when the device last reported "
                 "(`last_seen`, a google.protobuf.Timestamp) and GetDeviceStatus should fill it.")


# Gemini CLI / TypeScript NestJS + Jest: bad
def t07(rs: RowSet) -> None:
    root = "/home/lena/work/orders-api"
    dto = f"{root}/src/orders/dto/create-order.dto.ts"
    spec = f"{root}/src/orders/dto/create-order.dto.spec.ts"
    dto_old = """import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class OrderLineDto {
  @IsUUID('4')
  productId: string;

  quantity: number;
}

export class CreateOrderDto {
  @IsUUID('4')
  customerId: string;

  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => OrderLineDto)
  lines: OrderLineDto[];

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}"""
    do = """import {
  ArrayMinSize,
  IsArray,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class OrderLineDto {
  @IsUUID('4')
  productId: string;

  quantity: number;
}"""
    dn = """import {
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export class OrderLineDto {
  @IsUUID('4')
  productId: string;

  @IsInt()
  @Min(1)
  @Max(999)
  quantity: number;
}"""
    dto_new = swap(dto_old, do, dn)
    spec_old = """import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateOrderDto } from './create-order.dto';

const customerId = '6f1c2b9e-3d4a-4f8b-9c21-7e5d0a4b8f13';
const productId = 'b3e0d7a2-91c4-4e6f-8a5b-2c7d9f1e0a64';

async function errorsFor(payload: Record<string, unknown>) {
  const dto = plainToInstance(CreateOrderDto, payload);
  return validate(dto);
}

describe('CreateOrderDto', () => {
  it('accepts a minimal valid order', async () => {
    const errors = await errorsFor({ customerId, lines: [{ productId, quantity: 2 }] });
    expect(errors).toHaveLength(0);
  });

  it('rejects an order without lines', async () => {
    const errors = await errorsFor({ customerId, lines: [] });
    expect(errors[0].property).toBe('lines');
    expect(errors[0].constraints).toHaveProperty('arrayMinSize');
  });

  it('rejects a malformed customer id', async () => {
    const errors = await errorsFor({ customerId: 'cust-42', lines: [{ productId, quantity: 1 }] });
    expect(errors.map((e) => e.property)).toEqual(['customerId']);
  });

  it('rejects a note longer than 500 characters', async () => {
    const errors = await errorsFor({ customerId, lines: [{ productId, quantity: 1 }], note: 'x'.repeat(501) });
    expect(errors[0].constraints).toHaveProperty('maxLength');
  });
});"""
    so = """    expect(errors[0].constraints).toHaveProperty('maxLength');
  });
});"""
    sn = """    expect(errors[0].constraints).toHaveProperty('maxLength');
  });

  it('rejects a zero quantity', async () => {
    const errors = await errorsFor({ customerId, lines: [{ productId, quantity: 0 }] });
    expect(errors[0].children?.[0].children?.[0].constraints).toHaveProperty('min');
  });

  it('rejects a fractional quantity', async () => {
    const errors = await errorsFor({ customerId, lines: [{ productId, quantity: 1.5 }] });
    expect(errors[0].children?.[0].children?.[0].constraints).toHaveProperty('isInt');
  });

  it('rejects a quantity above 999', async () => {
    const errors = await errorsFor({ customerId, lines: [{ productId, quantity: 1000 }] });
    expect(errors[0].children?.[0].children?.[0].constraints).toHaveProperty('max');
  });
});"""
    spec_new = swap(spec_old, so, sn)
    da, dd = counts(dto_old, dto_new)
    sa, sd = counts(spec_old, spec_new)
    stat = diffstat([("src/orders/dto/create-order.dto.spec.ts", sa, sd), ("src/orders/dto/create-order.dto.ts", da, dd)])
    turns: Turns = [
        (gshell("npx jest --silent 2>&1 | tail -8", "Run the whole unit test suite for a baseline."),
         gem_run("npx jest --silent 2>&1 | tail -8", """PASS src/customers/customers.controller.spec.ts
PASS src/app.controller.spec.ts

Test Suites: 14 passed, 14 total
Tests:       96 passed, 96 total
Snapshots:   0 total
Time:        7.214 s
Ran all test suites.""", pgid=18821)),
        (read(dto), dto_old),
        (read(spec), spec_old),
        (replace(dto, do, dn), replaced(dto)),
        (replace(spec, so, sn), replaced(spec)),
        (gshell("npx jest src/orders/dto --verbose 2>&1", "Run the DTO spec with the new cases."),
         gem_run("npx jest src/orders/dto --verbose 2>&1", """PASS src/orders/dto/create-order.dto.spec.ts
  CreateOrderDto
    ✓ accepts a minimal valid order (9 ms)
    ✓ rejects an order without lines (2 ms)
    ✓ rejects a malformed customer id (2 ms)
    ✓ rejects a note longer than 500 characters (3 ms)
    ✓ rejects a zero quantity (2 ms)
    ✓ rejects a fractional quantity (1 ms)
    ✓ rejects a quantity above 999 (1 ms)

Test Suites: 1 passed, 1 total
Tests:       7 passed, 7 total
Snapshots:   0 total
Time:        2.118 s, estimated 3 s
Ran all test suites matching /src\\/orders\\/dto/i.""", pgid=18904)),
        (gshell("git diff --stat", "Summarise the working-tree changes."),
         gem_run("git diff --stat", stat, pgid=18950)),
        (gshell("npx eslint src/orders --max-warnings 0", "Lint the orders module."),
         gem_run("npx eslint src/orders --max-warnings 0", "", pgid=18977)),
        (gshell("npx jest --silent 2>&1 | tail -8", "Run the whole suite again before committing."),
         gem_run("npx jest --silent 2>&1 | tail -8", """PASS src/orders/orders.controller.spec.ts
PASS src/app.controller.spec.ts

Test Suites: 14 passed, 14 total
Tests:       96 passed, 96 total
Snapshots:   0 total
Time:        7.486 s
Ran all test suites.""", pgid=19033)),
        (gshell('git add -A && git commit -m "Validate order line quantity (integer 1-999)"', "Commit the change."),
         gem_run('git add -A && git commit -m "Validate order line quantity (integer 1-999)"',
                 "[feat/qty-validation 7a3e0c2] Validate order line quantity (integer 1-999)\n" + stat.split("\n")[-1], pgid=19078)),
    ]
    rs.add(task="swe", tid="h34-swe-07", system=gem_sys(root), turns=turns,
           state="NestJS 10 service `orders-api` in /home/lena/work/orders-api on branch feat/qty-validation "
                 "(Jest 29, class-validator). Ticket ORD-311: order line quantity must be an integer between 1 and 999; "
                 "add unit tests for the DTO.",
           bad=True, turn=9, kind="suite test total unchanged after three tests were added")


# OpenHands / SvelteKit + Vitest: clean
def t08(rs: RowSet) -> None:
    root = "/workspace/trailmap-web"
    fmt = f"{root}/src/lib/utils/formatters.ts"
    tst = f"{root}/src/lib/utils/formatters.test.ts"
    fmt_old = """const KM = 1000;

export function formatDistance(meters: number): string {
  if (meters < KM) return `${Math.round(meters)} m`;
  return `${(meters / KM).toFixed(meters < 10 * KM ? 2 : 1)} km`;
}

export function formatElevation(meters: number): string {
  const sign = meters > 0 ? '+' : meters < 0 ? '−' : '';
  return `${sign}${Math.abs(Math.round(meters))} m`;
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}"""
    fo = "  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;\n}"
    fn = fo + """

export function formatPace(secondsPerKm: number): string {
  const total = Math.round(secondsPerKm);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')} /km`;
}"""
    fmt_new = swap(fmt_old, fo, fn)
    tst0 = """import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration, formatElevation } from './format';

describe('formatDistance', () => {
  it('uses metres below one kilometre', () => {
    expect(formatDistance(640.4)).toBe('640 m');
  });
  it('uses two decimals below ten kilometres', () => {
    expect(formatDistance(4270)).toBe('4.27 km');
  });
  it('uses one decimal from ten kilometres', () => {
    expect(formatDistance(23456)).toBe('23.5 km');
  });
});

describe('formatElevation', () => {
  it('signs gains and losses', () => {
    expect(formatElevation(412.6)).toBe('+413 m');
    expect(formatElevation(-88)).toBe('−88 m');
  });
});

describe('formatDuration', () => {
  it('shows hours and padded minutes', () => {
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 05 min');
  });
  it('shows minutes only under an hour', () => {
    expect(formatDuration(47 * 60 + 30)).toBe('47 min');
  });
});"""
    tst1 = swap(tst0, "from './format';", "from './formatters';")
    block = """
describe('formatPace', () => {
  it('pads seconds', () => {
    expect(formatPace(305)).toBe('5:05 /km');
  });
  it('rounds to whole seconds', () => {
    expect(formatPace(359.6)).toBe('6:00 /km');
  });
});"""
    n1 = len(tst1.split("\n"))
    tst2 = tst1 + "\n" + block
    imp_old = "import { formatDistance, formatDuration, formatElevation } from './formatters';"
    imp_new = "import { formatDistance, formatDuration, formatElevation, formatPace } from './formatters';"
    tst3 = swap(tst2, imp_old, imp_new)
    l_pad = line_of(tst2, "formatPace(305)")
    l_rnd = line_of(tst2, "formatPace(359.6)")
    t2 = tst2.split("\n")

    def frame(ln: int) -> str:
        out = []
        for i in range(ln - 2, ln + 2):
            out.append(f"    {i:2d}| {t2[i - 1]}")
            if i == ln:
                out.append("      |            ^")
        return "\n".join(out)

    imports = """src/lib/components/TrailCard.svelte:3:  import { formatDistance, formatElevation } from '$lib/utils/{m}';
src/lib/components/ElevationChart.svelte:4:  import { formatElevation } from '$lib/utils/{m}';
src/routes/trails/[slug]/+page.svelte:5:  import { formatDistance, formatDuration } from '$lib/utils/{m}';
src/routes/+page.svelte:6:  import { formatDistance } from '$lib/utils/{m}';"""
    turns: Turns = [
        (bash("cd /workspace/trailmap-web && git status && npx vitest run 2>&1 | tail -12"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
 ✓ src/lib/utils/format.test.ts (6 tests) 4ms
 ✓ src/lib/utils/slug.test.ts (5 tests) 3ms
 ✓ src/lib/geo/bounds.test.ts (8 tests) 6ms
 ✓ src/lib/geo/gpx.test.ts (9 tests) 22ms
 ✓ src/lib/stores/filters.test.ts (7 tests) 11ms
 ✓ src/routes/trails/[slug]/page.test.ts (5 tests) 38ms
 ✓ src/lib/components/TrailCard.test.ts (4 tests) 61ms

 Test Files  9 passed (9)
      Tests  57 passed (57)
   Start at  09:14:02
   Duration  2.31s (transform 412ms, setup 0ms, collect 1.87s, tests 164ms, environment 2.05s, prepare 1.12s)""", root)),
        (bash("""grep -rn "utils/format'" src"""), oh_bash(imports.replace("{m}", "format"), root)),
        (bash("git mv src/lib/utils/format.ts src/lib/utils/formatters.ts && git mv src/lib/utils/format.test.ts src/lib/utils/formatters.test.ts && ls src/lib/utils"),
         oh_bash("formatters.test.ts  formatters.ts  slug.test.ts  slug.ts  units.ts", root)),
        (bash(r"""sed -i "s#\$lib/utils/format'#\$lib/utils/formatters'#" $(grep -rl "utils/format'" src) && grep -rn "utils/formatters'" src"""),
         oh_bash(imports.replace("{m}", "formatters"), root)),
        (editor("view", tst, view_range=[1, 12]), view(tst, tst0, 1, 12)),
        (editor("str_replace", tst, old_str="from './format';", new_str="from './formatters';"), snip(tst, tst1, 2)),
        (editor("str_replace", fmt, old_str=fo, new_str=fn), snip(fmt, fmt_new, line_of(fmt_new, "${m} min`;"), len(fmt_new.split("\n")))),
        (editor("insert", tst, insert_line=n1, new_str=block), snip(tst, tst2, n1 + 1, len(t2))),
        (bash("npx vitest run 2>&1 | tail -40"),
         oh_bash(f""" ✓ src/lib/utils/slug.test.ts (5 tests) 3ms
 ✓ src/lib/geo/bounds.test.ts (8 tests) 7ms
 ✓ src/lib/geo/gpx.test.ts (9 tests) 21ms
 ✓ src/lib/stores/filters.test.ts (7 tests) 12ms
 ✓ src/routes/trails/[slug]/page.test.ts (5 tests) 41ms
 ✓ src/lib/components/TrailCard.test.ts (4 tests) 58ms
 ❯ src/lib/utils/formatters.test.ts (8 tests | 2 failed) 9ms
   × formatPace > pads seconds 3ms
     → formatPace is not defined
   × formatPace > rounds to whole seconds 1ms
     → formatPace is not defined

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/utils/formatters.test.ts > formatPace > pads seconds
ReferenceError: formatPace is not defined
 ❯ src/lib/utils/formatters.test.ts:{l_pad}:12
{frame(l_pad)}

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  src/lib/utils/formatters.test.ts > formatPace > rounds to whole seconds
ReferenceError: formatPace is not defined
 ❯ src/lib/utils/formatters.test.ts:{l_rnd}:12
{frame(l_rnd)}

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

 Test Files  1 failed | 8 passed (9)
      Tests  2 failed | 57 passed (59)
   Start at  09:20:31
   Duration  2.27s (transform 398ms, setup 0ms, collect 1.82s, tests 171ms, environment 2.01s, prepare 1.09s)""", root)),
        (editor("str_replace", tst, old_str=imp_old, new_str=imp_new), snip(tst, tst3, 2)),
        (bash("npx vitest run 2>&1 | tail -12"),
         oh_bash(""" ✓ src/lib/utils/formatters.test.ts (8 tests) 5ms
 ✓ src/lib/utils/slug.test.ts (5 tests) 3ms
 ✓ src/lib/geo/bounds.test.ts (8 tests) 6ms
 ✓ src/lib/geo/gpx.test.ts (9 tests) 20ms
 ✓ src/lib/stores/filters.test.ts (7 tests) 11ms
 ✓ src/routes/trails/[slug]/page.test.ts (5 tests) 37ms
 ✓ src/lib/components/TrailCard.test.ts (4 tests) 60ms

 Test Files  9 passed (9)
      Tests  59 passed (59)
   Start at  09:21:47
   Duration  2.18s (transform 405ms, setup 0ms, collect 1.79s, tests 158ms, environment 1.98s, prepare 1.07s)""", root)),
        (bash("git status"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	renamed:    src/lib/utils/format.test.ts -> src/lib/utils/formatters.test.ts
	renamed:    src/lib/utils/format.ts -> src/lib/utils/formatters.ts

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/lib/components/ElevationChart.svelte
	modified:   src/lib/components/TrailCard.svelte
	modified:   src/lib/utils/formatters.test.ts
	modified:   src/lib/utils/formatters.ts
	modified:   src/routes/+page.svelte
	modified:   src/routes/trails/[slug]/+page.svelte""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-08", system=oh_sys(root), turns=turns,
           state="SvelteKit 2 app `trailmap-web` in /workspace/trailmap-web (Vite 5, Vitest 1.6, TypeScript). Task: "
                 "rename src/lib/utils/format.ts to formatters.ts (keeping git history), update every import, and add "
                 "a `formatPace(secondsPerKm)` helper with tests.")


# OpenHands / Elixir Phoenix: clean
def t09(rs: RowSet) -> None:
    root = "/workspace/quill"
    path = f"{root}/lib/quill/blog/slug.ex"
    old = '''defmodule Quill.Blog.Slug do
  @moduledoc """
  Builds URL slugs for posts and tags.
  """

  @max_length 80

  @doc """
  Turns a title into a lowercase, dash-separated slug.

      iex> Quill.Blog.Slug.slugify("Hello, World!")
      "hello-world"
  """
  @spec slugify(String.t()) :: String.t()
  def slugify(title) when is_binary(title) do
    title
    |> String.downcase()
    |> String.replace(~r/[^a-z0-9]+/u, "-")
    |> String.trim("-")
    |> String.slice(0, @max_length)
    |> String.trim_trailing("-")
  end
end'''
    o = "    title\n    |> String.downcase()"
    n = '    title\n    |> :unicode.characters_to_nfd_binary()\n    |> String.replace(~r/\\p{Mn}/u, "")\n    |> String.downcase()'
    new = swap(old, o, n)
    mixrun = """mix run -e 'IO.inspect(Quill.Blog.Slug.slugify("Crème brûlée à Paris"))'"""
    turns: Turns = [
        (bash("cd /workspace/quill && mix test 2>&1 | tail -20"),
         oh_bash("""..........................................................................

  1) test slugify/1 strips diacritics (Quill.Blog.SlugTest)
     test/quill/blog/slug_test.exs:19
     Assertion with == failed
     code:  assert Slug.slugify("Crème brûlée à Paris") == "creme-brulee-a-paris"
     left:  "cr-me-br-l-e-paris"
     right: "creme-brulee-a-paris"
     stacktrace:
       test/quill/blog/slug_test.exs:20: (test)

...................................................................
Finished in 1.9 seconds (1.2s async, 0.7s sync)
142 tests, 1 failure

Randomized with seed 481023""", root)),
        (editor("view", path), view(path, old)),
        (bash(mixrun), oh_bash('"cr-me-br-l-e-paris"', root)),
        (editor("str_replace", path, old_str=o, new_str=n),
         snip(path, new, line_of(new, "    title"), line_of(new, "String.downcase()"))),
        (bash(mixrun), oh_bash('Compiling 1 file (.ex)\n"creme-brulee-a-paris"', root)),
        (bash("mix test test/quill/blog/slug_test.exs test/quill_web/controllers/post_controller_test.exs"),
         oh_bash(""".......................
Finished in 0.4 seconds (0.2s async, 0.2s sync)
23 tests, 0 failures

Randomized with seed 90215""", root)),
        (bash("mix test 2>&1 | tail -5"),
         oh_bash("""..............................................................................
Finished in 1.8 seconds (1.1s async, 0.7s sync)
142 tests, 0 failures

Randomized with seed 733410""", root)),
        (bash("mix format --check-formatted && git diff"),
         oh_bash(udiff("lib/quill/blog/slug.ex", old, new, "9e3a1c4..f27b0d8", "defmodule Quill.Blog.Slug do"), root)),
    ]
    rs.add(task="swe", tid="h34-swe-09", system=oh_sys(root), turns=turns,
           state="Phoenix 1.7 blog engine `quill` in /workspace/quill (Elixir 1.16 / OTP 26, ExUnit, Postgres test DB). "
                 "One test fails: post slugs for titles with accented letters come out mangled.")


# Gemini CLI / Java Quarkus + Gradle: bad
def t10(rs: RowSet) -> None:
    root = "/home/raj/projects/catalog-svc"
    repo = f"{root}/src/main/java/com/northwind/catalog/ProductRepository.java"
    old = """package com.northwind.catalog;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

@ApplicationScoped
public class ProductRepository implements PanacheRepository<Product> {

    public List<Product> search(String category, int page, int size) {
        if (category == null || category.isBlank()) {
            return findAll(Sort.by("sku")).page(Page.of(page, size)).list();
        }
        return find("category", Sort.by("sku"), category)
                .page(Page.of(page, size))
                .list();
    }

    public long countInStock() {
        return count("stockQty > 0");
    }
}"""
    o = 'find("category", Sort.by("sku"), category)'
    n = 'find("lower(category) = lower(?1)", Sort.by("sku"), category)'
    new = swap(old, o, n)
    jvm = "/usr/lib/jvm/java-21-openjdk-amd64/bin/java"
    gdist = "/home/raj/.gradle/wrapper/dists/gradle-8.6-bin/afr5mpiioh2wthjmwnkmdsd5w/gradle-8.6/lib"

    def ps(t1: str, t2: str, t3: str, daemon: str) -> str:
        return f"""  58213   58210       {t1} {jvm} -Xmx64m -Xms64m -Dorg.gradle.appname=gradlew -classpath {root}/gradle/wrapper/gradle-wrapper.jar org.gradle.wrapper.GradleWrapperMain quarkusDev --console=plain
  {daemon}       1       {t2} {jvm} --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED -Xmx2g -XX:MaxMetaspaceSize=512m -Dfile.encoding=UTF-8 -cp {gdist}/gradle-launcher-8.6.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.6
  58391   {daemon}       {t3} {jvm} -Dquarkus-internal.serialized-app-model.path={root}/build/quarkus-build/dev/quarkus-app-model.dat -agentlib:jdwp=transport=dt_socket,address=localhost:5005,server=y,suspend=n -XX:TieredStopAtLevel=1 -jar {root}/build/catalog-svc-dev.jar"""

    banner = r"""__  ____  __  _____   ___  __ ____  ______
 --/ __ \/ / / / _ | / _ \/ //_/ / / / __/
 -/ /_/ / /_/ / __ |/ , _/ ,< / /_/ /\ \
--\___\_\____/_/ |_/_/|_/_/|_|\____/___/   """
    start = "./gradlew quarkusDev --console=plain > /tmp/quarkus-dev.log 2>&1 &"
    look = "sleep 25; tail -n 14 /tmp/quarkus-dev.log; ps -eo pid,ppid,etime,args | grep '[j]ava'"
    c1 = r"""curl -s 'http://localhost:8080/api/products?category=tools' -w '\nHTTP %{http_code}\n'; curl -s 'http://localhost:8080/api/products?size=4' | jq -c '.[] | {sku, name, category, stockQty}'"""
    c2 = r"""curl -s 'http://localhost:8080/api/products?category=tools' | jq -c '.[] | {sku, name, category}'; tail -n 6 /tmp/quarkus-dev.log; ps -eo pid,ppid,etime,args | grep '[j]ava'"""
    turns: Turns = [
        (gshell(start, "Start Quarkus dev mode in the background, logging to /tmp/quarkus-dev.log."),
         gem_run(start, "", pgid=58210).replace("Background PIDs: (none)", "Background PIDs: 58213")),
        (gshell(look, "Wait for startup, show the log tail and the Java processes."),
         gem_run(look, f"""> Task :compileJava
> Task :classes
> Task :quarkusDev
Listening for transport dt_socket at address: 5005
{banner}
2024-04-16 14:02:37,118 INFO  [io.quarkus] (Quarkus Main Thread) catalog-svc 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.8.3) started in 4.812s. Listening on: http://localhost:8080
2024-04-16 14:02:37,121 INFO  [io.quarkus] (Quarkus Main Thread) Profile dev activated. Live Coding activated.
2024-04-16 14:02:37,122 INFO  [io.quarkus] (Quarkus Main Thread) Installed features: [agroal, cdi, hibernate-orm, hibernate-orm-panache, jdbc-postgresql, narayana-jta, rest, rest-jackson, smallrye-context-propagation, smallrye-health, vertx]

--
Tests paused
Press [e] to edit command line args (currently ''), [r] to resume testing, [o] Toggle test output, [:] for the terminal, [h] for more options>
""" + ps("00:27", "00:25", "00:14", "58296"), pgid=58402)),
        (gshell(c1, "Reproduce the empty category filter and look at some products."),
         gem_run(c1, """[]
HTTP 200
{"sku":"GD-0311","name":"Hose reel 30m","category":"Garden","stockQty":14}
{"sku":"GD-0420","name":"Pruning shears","category":"Garden","stockQty":0}
{"sku":"TL-1042","name":"Cordless drill 18V","category":"Tools","stockQty":37}
{"sku":"TL-1187","name":"Torque wrench 3/8\\"","category":"Tools","stockQty":6}""", pgid=58517)),
        (read(repo), old),
        (replace(repo, o, n), replaced(repo)),
        (gshell(c2, "Check that live reload picked up the fix."),
         gem_run(c2, """{"sku":"TL-1042","name":"Cordless drill 18V","category":"Tools"}
{"sku":"TL-1187","name":"Torque wrench 3/8\\"","category":"Tools"}
{"sku":"TL-2210","name":"Socket set 46 pcs","category":"Tools"}
2024-04-16 14:06:52,407 INFO  [io.qua.dep.dev.RuntimeUpdatesProcessor] (vert.x-worker-thread-1) Restarting quarkus due to changes in ProductRepository.class.
2024-04-16 14:06:52,431 INFO  [io.quarkus] (Quarkus Main Thread) catalog-svc stopped in 0.021s
2024-04-16 14:06:53,611 INFO  [io.quarkus] (Quarkus Main Thread) catalog-svc 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.8.3) started in 1.186s. Listening on: http://localhost:8080
2024-04-16 14:06:53,612 INFO  [io.quarkus] (Quarkus Main Thread) Profile dev activated. Live Coding activated.
2024-04-16 14:06:53,613 INFO  [io.quarkus] (Quarkus Main Thread) Installed features: [agroal, cdi, hibernate-orm, hibernate-orm-panache, jdbc-postgresql, narayana-jta, rest, rest-jackson, smallrye-context-propagation, smallrye-health, vertx]
2024-04-16 14:06:53,614 INFO  [io.qua.dep.dev.RuntimeUpdatesProcessor] (vert.x-worker-thread-1) Live reload total time: 1.447s
""" + ps("04:53", "04:51", "04:40", "58269"), pgid=58733)),
        (gshell("./gradlew test --tests 'com.northwind.catalog.ProductResourceTest' --console=plain 2>&1 | tail -14", "Run the resource tests."),
         gem_run("./gradlew test --tests 'com.northwind.catalog.ProductResourceTest' --console=plain 2>&1 | tail -14", """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

ProductResourceTest > listsAllProductsPaged() PASSED
ProductResourceTest > filtersByCategory() PASSED
ProductResourceTest > returns404ForUnknownSku() PASSED
ProductResourceTest > createsProductWithValidPayload() PASSED

BUILD SUCCESSFUL in 21s
7 actionable tasks: 3 executed, 4 up-to-date""", pgid=58871)),
        (gshell("git diff", "Review the change."),
         gem_run("git diff", udiff("src/main/java/com/northwind/catalog/ProductRepository.java", old, new, "4c8d2e1..a07f93b",
                                   "public class ProductRepository implements PanacheRepository<Product> {"), pgid=58950)),
    ]
    rs.add(task="swe", tid="h34-swe-10", system=gem_sys(root), turns=turns,
           state="Quarkus 3.8 service `catalog-svc` in /home/raj/projects/catalog-svc (Java 21, Gradle 8.6 wrapper, Hibernate "
                 "Panache, local PostgreSQL). Bug: GET /api/products?category=tools returns an empty list although products "
                 "in category 'Tools' exist. Use dev mode with live reload to verify.",
           bad=True, turn=6, kind="PID of the Gradle daemon changed though nothing restarted it")


# OpenHands / C# ASP.NET Core + xUnit: bad
def t11(rs: RowSet) -> None:
    root = "/workspace/InvoiceHub"
    newp = f"{root}/src/InvoiceHub.Api/Services/InvoiceTotalsCalculator.cs"
    text = """using InvoiceHub.Api.Models;

namespace InvoiceHub.Api.Services;

/// <summary>
/// Computes net, tax and gross totals for an invoice from its lines.
/// </summary>
public sealed class InvoiceTotalsCalculator(CurrencyRounding rounding)
{
    public InvoiceTotals Compute(Invoice invoice)
    {
        ArgumentNullException.ThrowIfNull(invoice);

        decimal net = 0m, tax = 0m;
        foreach (var line in invoice.Lines)
        {
            var lineNet = rounding.Round(line.UnitPrice * line.Quantity * (1 - line.DiscountRate), invoice.Currency);
            net += lineNet;
            tax += rounding.Round(lineNet * line.TaxRate, invoice.Currency);
        }

        return new InvoiceTotals(net, tax, net + tax, invoice.Currency);
    }
}"""
    sed = r"""grep -rlw 'InvoiceCalc\|InvoiceCalcTests' src tests | xargs sed -i -E 's/\bInvoiceCalc(Tests)?\b/InvoiceTotalsCalculator\1/g' && git status --short"""
    turns: Turns = [
        (bash("cd /workspace/InvoiceHub && git status && find src tests -name '*.cs' -path '*Services*' | sort"),
         oh_bash("""On branch refactor/rename-invoice-calc
nothing to commit, working tree clean
src/InvoiceHub.Api/Services/CurrencyRounding.cs
src/InvoiceHub.Api/Services/IInvoiceNumberGenerator.cs
src/InvoiceHub.Api/Services/InvoiceCalc.cs
src/InvoiceHub.Api/Services/InvoiceNumberGenerator.cs
src/InvoiceHub.Api/Services/PdfRenderer.cs
tests/InvoiceHub.Tests/Services/CurrencyRoundingTests.cs
tests/InvoiceHub.Tests/Services/InvoiceCalcTests.cs
tests/InvoiceHub.Tests/Services/InvoiceNumberGeneratorTests.cs""", root)),
        (bash("git mv src/InvoiceHub.Api/Services/InvoiceCalc.cs src/InvoiceHub.Api/Services/InvoiceTotalsCalculator.cs && git mv tests/InvoiceHub.Tests/Services/InvoiceCalcTests.cs tests/InvoiceHub.Tests/Services/InvoiceTotalsCalculatorTests.cs && git status --short"),
         oh_bash("""R  src/InvoiceHub.Api/Services/InvoiceCalc.cs -> src/InvoiceHub.Api/Services/InvoiceTotalsCalculator.cs
R  tests/InvoiceHub.Tests/Services/InvoiceCalcTests.cs -> tests/InvoiceHub.Tests/Services/InvoiceTotalsCalculatorTests.cs""", root)),
        (bash(r"grep -rnw 'InvoiceCalc\|InvoiceCalcTests' src tests"),
         oh_bash("""src/InvoiceHub.Api/Program.cs:21:builder.Services.AddScoped<InvoiceCalc>();
src/InvoiceHub.Api/Controllers/InvoicesController.cs:14:public class InvoicesController(InvoiceCalc calc, IInvoiceRepository invoices, IInvoiceNumberGenerator numbers) : ControllerBase
src/InvoiceHub.Api/Services/InvoiceTotalsCalculator.cs:8:public sealed class InvoiceCalc(CurrencyRounding rounding)
tests/InvoiceHub.Tests/Services/InvoiceTotalsCalculatorTests.cs:7:public class InvoiceCalcTests
tests/InvoiceHub.Tests/Services/InvoiceTotalsCalculatorTests.cs:9:    private readonly InvoiceCalc _calc = new(new CurrencyRounding());
tests/InvoiceHub.Tests/Controllers/InvoicesControllerTests.cs:31:            new InvoiceCalc(new CurrencyRounding()),""", root)),
        (bash(sed),
         oh_bash(""" M src/InvoiceHub.Api/Controllers/InvoicesController.cs
 M src/InvoiceHub.Api/Program.cs
RM src/InvoiceHub.Api/Services/InvoiceCalc.cs -> src/InvoiceHub.Api/Services/InvoiceTotalsCalculator.cs
 M tests/InvoiceHub.Tests/Controllers/InvoicesControllerTests.cs
 M tests/InvoiceHub.Tests/Services/InvoiceCalcTests.cs""", root)),
        (bash("dotnet build --nologo 2>&1 | tail -9"),
         oh_bash("""  InvoiceHub.Api -> /workspace/InvoiceHub/src/InvoiceHub.Api/bin/Debug/net8.0/InvoiceHub.Api.dll
  InvoiceHub.Tests -> /workspace/InvoiceHub/tests/InvoiceHub.Tests/bin/Debug/net8.0/InvoiceHub.Tests.dll

Build succeeded.
    0 Warning(s)
    0 Error(s)

Time Elapsed 00:00:08.41""", root)),
        (bash("dotnet test --nologo --no-build 2>&1 | tail -8"),
         oh_bash("""Test run for /workspace/InvoiceHub/tests/InvoiceHub.Tests/bin/Debug/net8.0/InvoiceHub.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    84, Skipped:     0, Total:    84, Duration: 1 s - InvoiceHub.Tests.dll (net8.0)""", root)),
        (editor("view", newp), view(newp, text)),
        (bash("dotnet format --verify-no-changes --verbosity minimal && echo FORMAT_OK"),
         oh_bash("FORMAT_OK", root)),
    ]
    rs.add(task="swe", tid="h34-swe-11", system=oh_sys(root), turns=turns,
           state="ASP.NET Core 8 Web API `InvoiceHub` in /workspace/InvoiceHub (xUnit tests in tests/InvoiceHub.Tests). "
                 "Refactor: rename the InvoiceCalc service and its test class to InvoiceTotalsCalculator, keeping git "
                 "history for the files.",
           bad=True, turn=4, kind="renamed test file listed again under its old path")


# Gemini CLI / Scala Play: clean
def t12(rs: RowSet) -> None:
    root = "/home/ines/dev/bookshelf-play"
    routes = f"{root}/conf/routes"
    ctrl = f"{root}/app/controllers/BookController.scala"
    spec = f"{root}/test/controllers/BookPaginationSpec.scala"
    oldspec = f"{root}/test/controllers/BookControllerSpec.scala"
    routes_text = """# Routes
# This file defines all application routes (Higher priority routes first)
# ~~~~

GET     /                           controllers.HomeController.index()

GET     /books                      controllers.BookController.list()
GET     /books/:id                  controllers.BookController.show(id: Long)
POST    /books                      controllers.BookController.create()
DELETE  /books/:id                  controllers.BookController.delete(id: Long)

GET     /health                     controllers.HealthController.check()

# Map static resources from the /public folder to the /assets URL path
GET     /assets/*file               controllers.Assets.versioned(path="/public", file: Asset)"""
    ctrl_text = """package controllers

import javax.inject._
import play.api.libs.json._
import play.api.mvc._
import repositories.BookRepository
import models.Book

import scala.concurrent.{ExecutionContext, Future}

@Singleton
class BookController @Inject() (
    cc: ControllerComponents,
    books: BookRepository
)(implicit ec: ExecutionContext)
    extends AbstractController(cc) {

  def list(): Action[AnyContent] = Action.async {
    books.all().map(all => Ok(Json.toJson(all)))
  }

  def show(id: Long): Action[AnyContent] = Action.async {
    books.find(id).map {
      case Some(book) => Ok(Json.toJson(book))
      case None       => NotFound(Json.obj("error" -> s"book $id not found"))
    }
  }

  def create(): Action[JsValue] = Action.async(parse.json) { request =>
    request.body.validate[Book] match {
      case JsSuccess(book, _) => books.insert(book).map(saved => Created(Json.toJson(saved)))
      case JsError(errors)    => Future.successful(BadRequest(JsError.toJson(errors)))
    }
  }

  def delete(id: Long): Action[AnyContent] = Action.async {
    books.delete(id).map(n => if (n > 0) NoContent else NotFound)
  }
}"""
    lo = """  def list(): Action[AnyContent] = Action.async {
    books.all().map(all => Ok(Json.toJson(all)))
  }"""
    ln = """  def list(page: Int, size: Int): Action[AnyContent] = Action.async {
    if (page < 1 || size < 1 || size > 100)
      Future.successful(BadRequest(Json.obj("error" -> "page must be >= 1 and size between 1 and 100")))
    else
      for {
        total <- books.count()
        items <- books.page(offset = (page - 1) * size, limit = size)
      } yield Ok(Json.obj("page" -> page, "size" -> size, "total" -> total, "items" -> items))
  }"""
    spec_text = """package controllers

import org.scalatestplus.play._
import org.scalatestplus.play.guice._
import play.api.libs.json._
import play.api.test._
import play.api.test.Helpers._

class BookPaginationSpec extends PlaySpec with GuiceOneAppPerTest with Injecting {

  "GET /books with paging" should {

    "return the requested page with totals" in {
      val result = route(app, FakeRequest(GET, "/books?page=2&size=2")).get
      status(result) mustBe OK
      val json = contentAsJson(result)
      (json \\ "page").as[Int] mustBe 2
      (json \\ "size").as[Int] mustBe 2
      (json \\ "total").as[Long] mustBe 3L
      (json \\ "items").as[JsArray].value.size mustBe 1
    }

    "default to page 1 of size 20" in {
      val json = contentAsJson(route(app, FakeRequest(GET, "/books")).get)
      (json \\ "page").as[Int] mustBe 1
      (json \\ "size").as[Int] mustBe 20
    }

    "reject a size above 100" in {
      val result = route(app, FakeRequest(GET, "/books?size=500")).get
      status(result) mustBe BAD_REQUEST
    }
  }
}
"""
    ro = "GET     /books                      controllers.BookController.list()"
    rn = "GET     /books                      controllers.BookController.list(page: Int ?= 1, size: Int ?= 20)"
    so = "      contentAsJson(result).as[JsArray].value.size mustBe 3"
    sn = '      (contentAsJson(result) \\ "items").as[JsArray].value.size mustBe 3'
    t1 = "sbt -batch test 2>&1 | tail -11"
    t2 = 'sbt -batch "testOnly controllers.BookPaginationSpec" 2>&1 | tail -13'
    t3 = "sbt -batch test 2>&1 | tail -16"
    turns: Turns = [
        (gshell(t1, "Run the test suite for a baseline."),
         gem_run(t1, """[info] - should return a single book by id
[info] - should return 404 for an unknown id
[info] - should create a book from valid JSON
[info] - should reject a book without a title
[info] - should delete an existing book
[info] Run completed in 6 seconds, 418 milliseconds.
[info] Total number of tests run: 31
[info] Suites: completed 6, aborted 0
[info] Tests: succeeded 31, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 48 s, completed Jun 11, 2024, 10:02:13 AM""", pgid=30418)),
        (read(routes), routes_text),
        (read(ctrl), ctrl_text),
        (replace(routes, ro, rn), replaced(routes)),
        (replace(ctrl, lo, ln), replaced(ctrl)),
        (write(spec, spec_text), wrote(spec)),
        (gshell(t2, "Compile and run only the new pagination spec."),
         gem_run(t2, f"""[info] compiling 4 Scala sources and 2 Java sources to {root}/target/scala-2.13/classes ...
[info] compiling 1 Scala source to {root}/target/scala-2.13/test-classes ...
[info] BookPaginationSpec:
[info] GET /books with paging
[info] - should return the requested page with totals
[info] - should default to page 1 of size 20
[info] - should reject a size above 100
[info] Run completed in 3 seconds, 902 milliseconds.
[info] Total number of tests run: 3
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 3, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 27 s, completed Jun 11, 2024, 10:05:31 AM""", pgid=30977)),
        (gshell(t3, "Run the whole suite to catch regressions."),
         gem_run(t3, """[info] BookControllerSpec:
[info] BookController GET /books
[info] - should return the books as JSON *** FAILED ***
[info]   play.api.libs.json.JsResultException: JsResultException(errors:List((,List(JsonValidationError(List(error.expected.jsarray),List())))))
[info]   at play.api.libs.json.JsReadable.$anonfun$as$2(JsReadable.scala:27)
[info]   at play.api.libs.json.JsError.fold(JsResult.scala:69)
[info]   at play.api.libs.json.JsReadable.as(JsReadable.scala:25)
[info]   at play.api.libs.json.JsReadable.as$(JsReadable.scala:24)
[info] Run completed in 7 seconds, 77 milliseconds.
[info] Total number of tests run: 34
[info] Suites: completed 7, aborted 0
[info] Tests: succeeded 33, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	controllers.BookControllerSpec
[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 39 s, completed Jun 11, 2024, 10:07:10 AM""", pgid=31230)),
        (replace(oldspec, so, sn), replaced(oldspec)),
        (gshell(t1, "Re-run the whole suite."),
         gem_run(t1, """[info] - should return a single book by id
[info] - should return 404 for an unknown id
[info] - should create a book from valid JSON
[info] - should reject a book without a title
[info] - should delete an existing book
[info] Run completed in 6 seconds, 951 milliseconds.
[info] Total number of tests run: 34
[info] Suites: completed 7, aborted 0
[info] Tests: succeeded 34, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 36 s, completed Jun 11, 2024, 10:08:44 AM""", pgid=31502)),
        (gshell("git status --short", "List the changed files."),
         gem_run("git status --short", """ M app/controllers/BookController.scala
 M conf/routes
 M test/controllers/BookControllerSpec.scala
?? test/controllers/BookPaginationSpec.scala""", pgid=31611)),
    ]
    rs.add(task="swe", tid="h34-swe-12", system=gem_sys(root), turns=turns,
           state="Play Framework 3.0 app `bookshelf-play` in /home/ines/dev/bookshelf-play (Scala 2.13, sbt 1.9, "
                 "ScalaTest + Play). GET /books must become paginated (`page`, `size` query params, response object with "
                 "page/size/total/items); BookRepository already has count() and page(offset, limit).")


# OpenHands / Swift Vapor: bad
def t13(rs: RowSet) -> None:
    root = "/workspace/PantryAPI"
    ctrl = f"{root}/Sources/App/Controllers/ItemController.swift"
    dto = f"{root}/Sources/App/DTOs/ItemPatch.swift"
    tests = f"{root}/Tests/AppTests/ItemTests.swift"
    c0 = r"""import Fluent
import Vapor

struct ItemController: RouteCollection {
    func boot(routes: RoutesBuilder) throws {
        let items = routes.grouped("items")
        items.get(use: index)
        items.post(use: create)
        items.group(":itemID") { item in
            item.get(use: show)
            item.delete(use: delete)
        }
    }

    @Sendable
    func index(req: Request) async throws -> [Item] {
        try await Item.query(on: req.db).sort(\.$expiresOn).all()
    }

    @Sendable
    func create(req: Request) async throws -> Item {
        let item = try req.content.decode(Item.self)
        try await item.save(on: req.db)
        return item
    }

    @Sendable
    func show(req: Request) async throws -> Item {
        guard let item = try await Item.find(req.parameters.get("itemID"), on: req.db) else {
            throw Abort(.notFound)
        }
        return item
    }

    @Sendable
    func delete(req: Request) async throws -> HTTPStatus {
        guard let item = try await Item.find(req.parameters.get("itemID"), on: req.db) else {
            throw Abort(.notFound)
        }
        try await item.delete(on: req.db)
        return .noContent
    }
}"""
    ro = "            item.delete(use: delete)\n"
    rn = "            item.patch(use: update)\n            item.delete(use: delete)\n"
    c1 = swap(c0, ro, rn)
    after = line_of(c1, "func delete(req: Request)") - 3
    upd = """
    @Sendable
    func update(req: Request) async throws -> Item {
        guard let item = try await Item.find(req.parameters.get("itemID"), on: req.db) else {
            throw Abort(.notFound)
        }
        let patch = try req.content.decode(ItemPatch.self)
        if let name = patch.name { item.name = name }
        if let quantity = patch.quantity { item.quantity = quantity }
        if let expiresOn = patch.expiresOn { item.expiresOn = expiresOn }
        try await item.update(on: req.db)
        return item
    }"""
    lines = c1.split("\n")
    c2 = "\n".join(lines[:after] + upd.split("\n") + lines[after:])
    dto_text = """import Vapor

struct ItemPatch: Content {
    var name: String?
    var quantity: Int?
    var expiresOn: Date?
}
"""
    t0 = """@testable import App
import XCTVapor
import Fluent

final class ItemTests: XCTestCase {
    var app: Application!

    override func setUp() async throws {
        app = try await Application.make(.testing)
        try await configure(app)
        try await app.autoMigrate()
    }

    override func tearDown() async throws {
        try await app.autoRevert()
        try await app.asyncShutdown()
        app = nil
    }

    func testCreateItem() async throws {
        try await app.test(.POST, "items", beforeRequest: { req in
            try req.content.encode(["name": "Oat milk", "quantity": "2", "expiresOn": "2024-06-01T00:00:00Z"])
        }, afterResponse: { res async throws in
            XCTAssertEqual(res.status, .ok)
            let item = try res.content.decode(Item.self)
            XCTAssertEqual(item.name, "Oat milk")
        })
    }

    func testIndexSortsByExpiry() async throws {
        try await Item(name: "Rice", quantity: 1, expiresOn: Date(timeIntervalSince1970: 1_735_689_600)).save(on: app.db)
        try await Item(name: "Yoghurt", quantity: 4, expiresOn: Date(timeIntervalSince1970: 1_716_163_200)).save(on: app.db)
        try await app.test(.GET, "items", afterResponse: { res async throws in
            let items = try res.content.decode([Item].self)
            XCTAssertEqual(items.map(\\.name), ["Yoghurt", "Rice"])
        })
    }

    func testShowUnknownItemIs404() async throws {
        try await app.test(.GET, "items/\\(UUID())", afterResponse: { res async in
            XCTAssertEqual(res.status, .notFound)
        })
    }

    func testShowItem() async throws {
        let item = Item(name: "Lentils", quantity: 3, expiresOn: Date(timeIntervalSince1970: 1_740_787_200))
        try await item.save(on: app.db)
        try await app.test(.GET, "items/\\(item.requireID())", afterResponse: { res async throws in
            XCTAssertEqual(try res.content.decode(Item.self).name, "Lentils")
        })
    }

    func testDeleteItem() async throws {
        let item = Item(name: "Bread", quantity: 1, expiresOn: Date(timeIntervalSince1970: 1_715_990_400))
        try await item.save(on: app.db)
        try await app.test(.DELETE, "items/\\(item.requireID())", afterResponse: { res async throws in
            XCTAssertEqual(res.status, .noContent)
        })
        let count = try await Item.query(on: app.db).count()
        XCTAssertEqual(count, 0)
    }
}"""
    tnew = """
    func testPatchItemUpdatesQuantity() async throws {
        let item = Item(name: "Eggs", quantity: 12, expiresOn: Date(timeIntervalSince1970: 1_716_249_600))
        try await item.save(on: app.db)
        try await app.test(.PATCH, "items/\\(item.requireID())", beforeRequest: { req in
            try req.content.encode(["quantity": 6])
        }, afterResponse: { res async throws in
            XCTAssertEqual(res.status, .ok)
            let updated = try res.content.decode(Item.self)
            XCTAssertEqual(updated.quantity, 6)
            XCTAssertEqual(updated.name, "Eggs")
        })
    }"""
    tl = t0.split("\n")
    ins_at = len(tl) - 1
    t1 = "\n".join(tl[:ins_at] + tnew.split("\n") + tl[ins_at:])
    names5 = ["testCreateItem", "testDeleteItem", "testIndexSortsByExpiry", "testShowItem", "testShowUnknownItemIs404"]
    dur5 = ["0.214", "0.168", "0.187", "0.171", "0.167"]

    def xc(stamp: list[str], names: list[str], durs: list[str], total: str, end: str) -> str:
        out = [f"Test Suite 'Selected tests' started at 2024-05-14 {stamp[0]}",
               f"Test Suite 'ItemTests' started at 2024-05-14 {stamp[0]}"]
        for i, (nm, d) in enumerate(zip(names, durs, strict=True)):
            out.append(f"Test Case 'ItemTests.{nm}' started at 2024-05-14 {stamp[i + 1]}")
            out.append(f"Test Case 'ItemTests.{nm}' passed ({d} seconds)")
        out.append(f"Test Suite 'ItemTests' passed at 2024-05-14 {end}")
        out.append(f"\t Executed {len(names)} tests, with 0 failures (0 unexpected) in {total} ({total} seconds)")
        out.append(f"Test Suite 'Selected tests' passed at 2024-05-14 {end}")
        out.append(f"\t Executed {len(names)} tests, with 0 failures (0 unexpected) in {total} ({total} seconds)")
        return "\n".join(out)

    run1 = xc(["10:42:17.310", "10:42:17.311", "10:42:17.526", "10:42:17.695", "10:42:17.883", "10:42:18.055"],
              names5, dur5, "0.913", "10:42:18.223")
    names6 = names5[:3] + ["testPatchItemUpdatesQuantity"] + names5[3:]
    run2 = xc(["10:44:52.118", "10:44:52.119", "10:44:52.330", "10:44:52.497", "10:44:52.683", "10:44:52.871", "10:44:53.044"],
              names6, ["0.210", "0.166", "0.185", "0.187", "0.172", "0.165"], "1.097", "10:44:53.210")
    turns: Turns = [
        (bash("cd /workspace/PantryAPI && git log -3 --format='%h %ad %s' --date=iso && date"),
         oh_bash("""b7e4a19 2024-05-14 09:58:31 +0000 Add expiry date to items
2c90f5e 2024-05-13 17:22:04 +0000 Seed migration for demo pantry
e81d3b6 2024-05-13 16:47:50 +0000 List items sorted by expiry
Tue May 14 10:37:05 UTC 2024""", root)),
        (editor("view", ctrl), view(ctrl, c0)),
        (editor("str_replace", ctrl, old_str=ro, new_str=rn), snip(ctrl, c1, line_of(c1, "item.patch"), line_of(c1, "item.patch") + 1)),
        (editor("insert", ctrl, insert_line=after, new_str=upd), snip(ctrl, c2, after + 1, after + len(upd.split("\n")))),
        (editor("create", dto, file_text=dto_text), f"File created successfully at: {dto}"),
        (bash("swift build 2>&1 | tail -5"),
         oh_bash("""[3/9] Write swift-version--58304C5D6DBC2206.txt
[5/9] Compiling App ItemPatch.swift
[6/9] Emitting module App
[7/9] Compiling App ItemController.swift
Build complete! (38.52s)""", root)),
        (bash("swift test --filter AppTests.ItemTests 2>&1 | tail -14"), oh_bash(run1, root)),
        (editor("insert", tests, insert_line=ins_at, new_str=tnew), snip(tests, t1, ins_at + 1, ins_at + len(tnew.split("\n")))),
        (bash("swift test --filter AppTests.ItemTests 2>&1 | tail -16"), oh_bash(run2, root)),
        (bash("git add -A && git commit -q -m 'Add PATCH /items/:id' && git log -3 --format='%h %ad %s' --date=iso"),
         oh_bash("""5fd20c3 2024-05-14 10:39:48 +0000 Add PATCH /items/:id
b7e4a19 2024-05-14 09:58:31 +0000 Add expiry date to items
2c90f5e 2024-05-13 17:22:04 +0000 Seed migration for demo pantry""", root)),
        (bash("swift test 2>&1 | tail -2"),
         oh_bash("""Test Suite 'All tests' passed at 2024-05-14 10:47:21.906
\t Executed 17 tests, with 0 failures (0 unexpected) in 2.771 (2.771) seconds""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-13", system=oh_sys(root), turns=turns,
           state="Vapor 4 API `PantryAPI` in /workspace/PantryAPI (Swift 5.10 on Linux, Fluent + SQLite, XCTVapor tests). "
                 "Task: add PATCH /items/:id that updates name, quantity and/or expiry of a pantry item, with a test, "
                 "and commit.",
           bad=True, turn=10, kind="new commit dated before the test run that preceded it")


# OpenHands / Haskell Servant: clean
def t14(rs: RowSet) -> None:
    root = "/workspace/shorty"
    legacy = f"{root}/src/Shorty/Legacy/Redirect.hs"
    red = f"{root}/src/Shorty/Redirect.hs"
    legacy_text = """{-# LANGUAGE OverloadedStrings #-}
-- | Deprecated: kept for the v1 API, which was removed in 0.3.0.
module Shorty.Legacy.Redirect
  ( statusFor
  , legacyLocation
  ) where

import Data.Text (Text)
import qualified Data.Text as T
import Network.HTTP.Types (Status, status301, status302, status307)

import Shorty.Types (RedirectKind (..))

statusFor :: RedirectKind -> Status
statusFor Permanent = status301
statusFor Temporary = status302
statusFor Preserve  = status307

legacyLocation :: Text -> Text -> Text
legacyLocation base code = T.concat [base, "/v1/r/", code]"""
    r0 = """{-# LANGUAGE OverloadedStrings #-}
module Shorty.Redirect
  ( redirectTo
  ) where

import qualified Data.ByteString.Lazy as BL
import Data.Text.Encoding (encodeUtf8)
import Network.HTTP.Types (hLocation)
import Servant

import Shorty.Types (RedirectKind (..), ShortLink (..))

-- | Abort the handler with a redirect to the link's target.
redirectTo :: ShortLink -> Handler a
redirectTo link = throwError $ (errFor (linkKind link))
  { errHeaders = [(hLocation, encodeUtf8 (linkTarget link))]
  , errBody = BL.empty
  }
  where
    errFor Permanent = err301
    errFor Temporary = err302
    errFor Preserve  = err307"""
    eo = """  ( redirectTo
  ) where

import qualified Data.ByteString.Lazy as BL
import Data.Text.Encoding (encodeUtf8)
import Network.HTTP.Types (hLocation)"""
    en = """  ( redirectTo
  , statusFor
  ) where

import qualified Data.ByteString.Lazy as BL
import Data.Text.Encoding (encodeUtf8)
import Network.HTTP.Types (Status, hLocation, status301, status302, status307)"""
    r1 = swap(r0, eo, en)
    add = """
-- | Status used for HEAD requests, which answer without a body.
statusFor :: RedirectKind -> Status
statusFor Permanent = status301
statusFor Temporary = status302
statusFor Preserve  = status307"""
    n1 = len(r1.split("\n"))
    r2 = r1 + "\n" + add
    dist = "dist-newstyle/build/x86_64-linux/ghc-9.6.4/shorty-0.3.1"
    rm = r"git rm -q src/Shorty/Legacy/Redirect.hs && sed -i '/Shorty.Legacy.Redirect/d' shorty.cabal && sed -i 's/^import Shorty.Legacy.Redirect (statusFor)$/import Shorty.Redirect (statusFor)/' src/Shorty/Api.hs && git status --short"
    turns: Turns = [
        (bash("cd /workspace/shorty && git status -sb && find src test app -name '*.hs' | sort"),
         oh_bash("""## main...origin/main
app/Main.hs
src/Shorty/Api.hs
src/Shorty/Codes.hs
src/Shorty/Config.hs
src/Shorty/Legacy/Redirect.hs
src/Shorty/Redirect.hs
src/Shorty/Store.hs
src/Shorty/Types.hs
test/Shorty/ApiSpec.hs
test/Shorty/CodesSpec.hs
test/Shorty/RedirectSpec.hs
test/Spec.hs""", root)),
        (editor("view", legacy), view(legacy, legacy_text)),
        (editor("view", red), view(red, r0)),
        (editor("str_replace", red, old_str=eo, new_str=en), snip(red, r1, 3, 9)),
        (editor("insert", red, insert_line=n1, new_str=add), snip(red, r2, n1 + 1, len(r2.split("\n")))),
        (bash("grep -rn 'Shorty.Legacy' src test app shorty.cabal"),
         oh_bash("""src/Shorty/Api.hs:16:import Shorty.Legacy.Redirect (statusFor)
src/Shorty/Legacy/Redirect.hs:3:module Shorty.Legacy.Redirect
shorty.cabal:34:                      Shorty.Legacy.Redirect""", root)),
        (bash(rm),
         oh_bash(""" M shorty.cabal
D  src/Shorty/Legacy/Redirect.hs
 M src/Shorty/Api.hs
 M src/Shorty/Redirect.hs""", root)),
        (bash("cabal build 2>&1 | tail -14"),
         oh_bash(f"""Build profile: -w ghc-9.6.4 -O1
In order, the following will be built (use -v for more details):
 - shorty-0.3.1 (lib) (configuration changed)
 - shorty-0.3.1 (exe:shorty) (configuration changed)
Configuring library for shorty-0.3.1..
Preprocessing library for shorty-0.3.1..
Building library for shorty-0.3.1..
[5 of 7] Compiling Shorty.Redirect ( src/Shorty/Redirect.hs, {dist}/build/Shorty/Redirect.o, {dist}/build/Shorty/Redirect.dyn_o ) [Source file changed]
[6 of 7] Compiling Shorty.Api ( src/Shorty/Api.hs, {dist}/build/Shorty/Api.o, {dist}/build/Shorty/Api.dyn_o ) [Source file changed]
Configuring executable 'shorty' for shorty-0.3.1..
Preprocessing executable 'shorty' for shorty-0.3.1..
Building executable 'shorty' for shorty-0.3.1..
[1 of 1] Compiling Main ( app/Main.hs, {dist}/x/shorty/build/shorty/shorty-tmp/Main.o ) [Shorty.Api changed]
[2 of 2] Linking {dist}/x/shorty/build/shorty/shorty [Objects changed]""", root)),
        (bash("cabal test 2>&1 | tail -16"),
         oh_bash(f"""Shorty.Redirect
  statusFor
    maps Permanent to 301 [✔]
    maps Temporary to 302 [✔]
    maps Preserve to 307 [✔]
  redirectTo
    sets the Location header [✔]
    sends an empty body [✔]

Finished in 0.0213 seconds
27 examples, 0 failures
Test suite shorty-test: PASS
Test suite logged to:
{root}/{dist}/t/shorty-test/test/shorty-0.3.1-shorty-test.log
1 of 1 test suites (1 of 1 test cases) passed.""", root)),
        (bash("ls src/Shorty src/Shorty/Legacy"),
         oh_bash("""ls: cannot access 'src/Shorty/Legacy': No such file or directory
src/Shorty:
Api.hs  Codes.hs  Config.hs  Redirect.hs  Store.hs  Types.hs""", root, 2)),
    ]
    rs.add(task="swe", tid="h34-swe-14", system=oh_sys(root), turns=turns,
           state="Servant URL shortener `shorty` 0.3.1 in /workspace/shorty (GHC 9.6.4, cabal 3.10, hspec). Cleanup "
                 "ticket: the v1 API is gone, so delete the deprecated module Shorty.Legacy.Redirect; the one function "
                 "still used from it (statusFor, for HEAD requests) moves to Shorty.Redirect.")


# Gemini CLI / Flask + SQLAlchemy (Flask-Migrate): bad
def t15(rs: RowSet) -> None:
    root = "/home/sam/code/mealplanner"
    models = f"{root}/app/models.py"
    routes = f"{root}/app/recipes/routes.py"
    test = f"{root}/tests/test_recipe_tags.py"
    mo = "    servings = db.Column(db.Integer, nullable=False, default=2)\n"
    mn = mo + '    tags = db.Column(db.String(255), nullable=False, server_default="")\n'
    ro = '        servings=payload.get("servings", 2),\n'
    rn = ro + '        tags=",".join(sorted({t.strip().lower() for t in payload.get("tags", []) if t.strip()})),\n'
    test_text = '''from app.models import Recipe


def test_create_recipe_normalises_tags(client, db_session):
    resp = client.post("/api/recipes", json={
        "title": "Shakshuka",
        "servings": 3,
        "tags": ["Vegetarian", " brunch ", "vegetarian", ""],
    })
    assert resp.status_code == 201
    recipe = db_session.get(Recipe, resp.get_json()["id"])
    assert recipe.tags == "brunch,vegetarian"


def test_tags_default_to_empty(client, db_session):
    resp = client.post("/api/recipes", json={"title": "Plain rice"})
    assert resp.status_code == 201
    assert db_session.get(Recipe, resp.get_json()["id"]).tags == ""
'''
    mig = 'flask --app mealplanner db migrate -m "add recipe tags" 2>&1'
    turns: Turns = [
        (replace(models, mo, mn), replaced(models)),
        (gshell(mig, "Autogenerate the Alembic migration for the new column."),
         gem_run(mig, """INFO  [alembic.runtime.migration] Context impl SQLiteImpl.
INFO  [alembic.runtime.migration] Will assume non-transactional DDL.
INFO  [alembic.autogenerate.compare] Detected added column 'recipes.tags'
  Generating /home/sam/code/mealplanner/migrations/versions/8b1e04c7a2f9_add_recipe_tags.py ...  done""", pgid=64417)),
        (gshell("ls -la migrations/versions/", "List the migration revisions."),
         gem_run("ls -la migrations/versions/", """total 32
drwxr-xr-x 3 sam sam 4096 Mar 19 16:41 .
drwxr-xr-x 3 sam sam 4096 Feb  2 11:20 ..
-rw-r--r-- 1 sam sam 1482 Feb  2 11:20 0c5d7e1a9b32_initial_schema.py
-rw-r--r-- 1 sam sam  911 Feb  9 18:03 3f9c2a1b7d44_add_recipe_servings.py
-rw-r--r-- 1 sam sam 1207 Feb 21 09:47 6d04e8b2c1f5_create_shopping_list.py
-rw-r--r-- 1 sam sam  864 Mar  4 20:15 a71b3c9e0d28_add_pantry_quantities.py
-rw-r--r-- 1 sam sam 1033 Mar 11 14:52 e29f6d41b8a7_meal_plan_notes.py
drwxr-xr-x 2 sam sam 4096 Mar 19 16:41 __pycache__""", pgid=64452)),
        (write(test, test_text), wrote(test)),
        (replace(routes, ro, rn), replaced(routes)),
        (gshell("python -m pytest -q tests/test_recipe_tags.py tests/test_recipes.py", "Run the recipe tests."),
         gem_run("python -m pytest -q tests/test_recipe_tags.py tests/test_recipes.py", """..............                                                           [100%]
14 passed in 0.93s""", pgid=64530)),
        (gshell("git diff --stat", "Summarise tracked changes."),
         gem_run("git diff --stat", diffstat([("app/models.py", 1, 0), ("app/recipes/routes.py", 1, 0)]), pgid=64561)),
    ]
    rs.add(task="swe", tid="h34-swe-15", system=gem_sys(root), turns=turns,
           state="Flask 3 + Flask-SQLAlchemy + Flask-Migrate app `mealplanner` in /home/sam/code/mealplanner (SQLite in "
                 "dev; tests build the schema with db.create_all()). Feature: recipes get a comma-separated, normalised "
                 "`tags` column settable from POST /api/recipes.",
           bad=True, turn=3, kind="migration file that db migrate just generated is absent from the listing")


def clap_help(about: str, usage: str, args: list[tuple[str, str]], opts: list[tuple[str, str]]) -> str:
    w = max(len(f) for f, _ in args + opts)
    out = [about, "", f"Usage: {usage}", "", "Arguments:"]
    out += [f"  {f.ljust(w)}  {d}" for f, d in args]
    out += ["", "Options:"]
    out += [f"  {f.ljust(w)}  {d}" for f, d in opts]
    return "\n".join(out)


# Gemini CLI / Rust clap: clean
def t16(rs: RowSet) -> None:
    root = "/home/tk/src/dedupe-rs"
    cli = f"{root}/src/cli.rs"
    main = f"{root}/src/main.rs"
    cli_text = """use std::path::PathBuf;

use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Algo {
    Blake3,
    Xxh3,
    Sha256,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Keep {
    Oldest,
    Newest,
}

/// Find duplicate files by content
#[derive(Debug, Parser)]
#[command(name = "dedupe", version, about)]
pub struct Cli {
    /// Directories or files to scan
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,

    /// Descend into subdirectories
    #[arg(short, long)]
    pub recursive: bool,

    /// Include hidden files and directories
    #[arg(long)]
    pub hidden: bool,

    /// Hash algorithm
    #[arg(short, long, value_enum, value_name = "ALGO", default_value_t = Algo::Blake3)]
    pub algorithm: Algo,

    /// Emit groups as JSON
    #[arg(long)]
    pub json: bool,

    /// Delete duplicates, keeping the oldest or newest copy
    #[arg(long, value_enum, value_name = "KEEP")]
    pub delete: Option<Keep>,
}
"""
    fo = "    #[arg(long)]\n    pub hidden: bool,\n"
    fn = fo + """
    /// Ignore files smaller than this size (e.g. 4096, 64K, 10M)
    #[arg(long, value_name = "SIZE", default_value = "1", value_parser = parse_size)]
    pub min_size: u64,
"""
    po = "    pub delete: Option<Keep>,\n}\n"
    pn = po + """
fn parse_size(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let (num, mult) = match s.char_indices().last() {
        Some((i, 'K' | 'k')) => (&s[..i], 1024),
        Some((i, 'M' | 'm')) => (&s[..i], 1024 * 1024),
        Some((i, 'G' | 'g')) => (&s[..i], 1024 * 1024 * 1024),
        _ => (s, 1),
    };
    num.parse::<u64>()
        .map(|n| n * mult)
        .map_err(|_| format!("invalid size `{s}` (expected e.g. 4096, 64K, 10M)"))
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn parses_plain_bytes() {
        assert_eq!(parse_size("4096"), Ok(4096));
    }

    #[test]
    fn parses_suffixes() {
        assert_eq!(parse_size("64K"), Ok(65_536));
        assert_eq!(parse_size("10m"), Ok(10_485_760));
    }

    #[test]
    fn rejects_garbage() {
        assert!(parse_size("ten").is_err());
    }
}
"""
    mo = "    let files = scan::collect(&cli.paths, cli.recursive, cli.hidden)?;\n"
    mn = ("    let files: Vec<_> = scan::collect(&cli.paths, cli.recursive, cli.hidden)?\n"
          "        .into_iter()\n"
          "        .filter(|f| f.len >= cli.min_size)\n"
          "        .collect();\n")
    args = [("<PATHS>...", "Directories or files to scan")]
    opts0 = [("-r, --recursive", "Descend into subdirectories"),
             ("--hidden", "Include hidden files and directories"),
             ("-a, --algorithm <ALGO>", "Hash algorithm [default: blake3] [possible values: blake3, xxh3, sha256]"),
             ("--json", "Emit groups as JSON"),
             ("--delete <KEEP>", "Delete duplicates, keeping the oldest or newest copy [possible values: oldest, newest]"),
             ("-h, --help", "Print help"),
             ("-V, --version", "Print version")]
    opts1 = opts0[:2] + [("--min-size <SIZE>", "Ignore files smaller than this size (e.g. 4096, 64K, 10M) [default: 1]")] + opts0[2:]

    def fix(opts: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """Long-only flags are indented past the short-flag column, as clap prints them."""
        return [("    " + f if f.startswith("--") else f, d) for f, d in opts]

    h0 = clap_help("Find duplicate files by content", "dedupe [OPTIONS] <PATHS>...", args, fix(opts0))
    h1 = clap_help("Find duplicate files by content", "dedupe [OPTIONS] <PATHS>...", args, fix(opts1))
    unit = ["cli::tests::parses_plain_bytes", "cli::tests::parses_suffixes", "cli::tests::rejects_garbage",
            "group::tests::groups_by_hash", "group::tests::singletons_are_dropped", "group::tests::sorts_groups_by_size_desc",
            "hash::tests::blake3_matches_reference", "hash::tests::sha256_matches_reference", "hash::tests::xxh3_matches_reference",
            "keep::tests::keeps_newest", "keep::tests::keeps_oldest", "scan::tests::follows_recursion_flag",
            "scan::tests::skips_hidden_by_default", "scan::tests::skips_symlinks"]
    integ = ["deletes_keeping_oldest", "finds_duplicates_in_nested_dirs", "json_output_is_valid",
             "missing_path_exits_nonzero", "no_duplicates_prints_nothing"]
    test_out = ("   Compiling dedupe v0.2.0 (/home/tk/src/dedupe-rs)\n"
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.92s\n"
                "     Running unittests src/main.rs (target/debug/deps/dedupe-3c1f0e9a7b5d2468)\n\n"
                f"running {len(unit)} tests\n" + "\n".join(f"test {t} ... ok" for t in unit) + "\n\n"
                f"test result: ok. {len(unit)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s\n\n"
                "     Running tests/cli.rs (target/debug/deps/cli-91d4ab07e2c5f318)\n\n"
                f"running {len(integ)} tests\n" + "\n".join(f"test {t} ... ok" for t in integ) + "\n\n"
                f"test result: ok. {len(integ)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s")
    turns: Turns = [
        (gshell("cargo run -q -- --help", "Show the current CLI help."), gem_run("cargo run -q -- --help", h0, pgid=27705)),
        (read(cli), cli_text),
        (replace(cli, fo, fn), replaced(cli)),
        (replace(cli, po, pn), replaced(cli)),
        (call("search_file_content", pattern="scan::collect\\("),
         """Found 1 match for pattern "scan::collect\\(" in path ".":
---
File: src/main.rs
L18:     let files = scan::collect(&cli.paths, cli.recursive, cli.hidden)?;
---"""),
        (replace(main, mo, mn), replaced(main)),
        (gshell("cargo test 2>&1", "Build and run the tests."), gem_run("cargo test 2>&1", test_out, pgid=27842)),
        (gshell("cargo run -q -- --help", "Check the new option in the help text."), gem_run("cargo run -q -- --help", h1, pgid=27911)),
    ]
    rs.add(task="swe", tid="h34-swe-16", system=gem_sys(root), turns=turns,
           state="Rust CLI `dedupe` 0.2.0 in /home/tk/src/dedupe-rs (clap 4.5 derive, blake3/xxh3/sha2 hashing). "
                 "Feature request: a `--min-size` option (accepting 4096, 64K, 10M ...) to skip small files.")


# OpenHands / Go gRPC: bad
def t17(rs: RowSet) -> None:
    root = "/workspace/quota-svc"
    path = f"{root}/internal/quota/client.go"
    tpath = f"{root}/internal/quota/client_deadline_test.go"
    src = """package quota

import (
	"context"
	"errors"
	"fmt"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	limiterv1 "github.com/acme/quota-svc/gen/limiter/v1"
)

// ErrDenied is returned when the upstream limiter refuses the request.
var ErrDenied = errors.New("quota: request denied")

// Client asks the upstream limiter whether a tenant may spend units of a quota.
type Client struct {
	upstream limiterv1.LimiterServiceClient
	timeout  time.Duration
	bucket   string
}

// NewClient wraps an established connection to the limiter.
func NewClient(conn grpc.ClientConnInterface, bucket string, timeout time.Duration) *Client {
	return &Client{
		upstream: limiterv1.NewLimiterServiceClient(conn),
		timeout:  timeout,
		bucket:   bucket,
	}
}

// Decision is the outcome of an Allow call.
type Decision struct {
	Remaining  int64
	ResetAfter time.Duration
	LeaseID    string
}

// Allow reserves units for tenant. The caller's context bounds the call.
func (c *Client) Allow(ctx context.Context, tenant string, units int64) (Decision, error) {
	if units <= 0 {
		return Decision{}, fmt.Errorf("quota: units must be positive, got %d", units)
	}
	if _, ok := ctx.Deadline(); !ok && c.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	resp, err := c.upstream.Allow(context.Background(), &limiterv1.AllowRequest{
		Bucket: c.bucket,
		Tenant: tenant,
		Units:  units,
	})
	if err != nil {
		if status.Code(err) == codes.ResourceExhausted {
			return Decision{}, ErrDenied
		}
		return Decision{}, fmt.Errorf("quota: allow %s/%s: %w", c.bucket, tenant, err)
	}
	return Decision{
		Remaining:  resp.GetRemaining(),
		ResetAfter: resp.GetResetAfter().AsDuration(),
		LeaseID:    resp.GetLeaseId(),
	}, nil
}

// Release returns the units held by a lease, e.g. after the guarded work failed.
func (c *Client) Release(ctx context.Context, leaseID string) error {
	if leaseID == "" {
		return nil
	}
	_, err := c.upstream.Release(context.Background(), &limiterv1.ReleaseRequest{
		Bucket:  c.bucket,
		LeaseId: leaseID,
	})
	if err != nil && status.Code(err) != codes.NotFound {
		return fmt.Errorf("quota: release %s: %w", leaseID, err)
	}
	return nil
}"""
    a_old = "c.upstream.Allow(context.Background(), "
    a_new = "c.upstream.Allow(ctx, "
    r_old = "c.upstream.Release(context.Background(), "
    r_new = "c.upstream.Release(ctx, "
    s1 = swap(src, a_old, a_new)
    s2 = swap(s1, r_old, r_new)
    la, lr = line_of(src, a_old), line_of(src, r_old)
    test_text = """package quota

import (
	"context"
	"testing"
	"time"

	"google.golang.org/grpc"

	limiterv1 "github.com/acme/quota-svc/gen/limiter/v1"
)

type recordingLimiter struct {
	limiterv1.LimiterServiceClient
	allowCtx   context.Context
	releaseCtx context.Context
}

func (r *recordingLimiter) Allow(ctx context.Context, _ *limiterv1.AllowRequest, _ ...grpc.CallOption) (*limiterv1.AllowResponse, error) {
	r.allowCtx = ctx
	return &limiterv1.AllowResponse{Remaining: 9}, nil
}

func (r *recordingLimiter) Release(ctx context.Context, _ *limiterv1.ReleaseRequest, _ ...grpc.CallOption) (*limiterv1.ReleaseResponse, error) {
	r.releaseCtx = ctx
	return &limiterv1.ReleaseResponse{}, nil
}

func TestAllowPropagatesDeadline(t *testing.T) {
	rec := &recordingLimiter{}
	c := &Client{upstream: rec, bucket: "api", timeout: time.Second}
	want := time.Now().Add(150 * time.Millisecond)
	ctx, cancel := context.WithDeadline(context.Background(), want)
	defer cancel()

	if _, err := c.Allow(ctx, "tenant-7", 1); err != nil {
		t.Fatalf("Allow: %v", err)
	}
	got, ok := rec.allowCtx.Deadline()
	if !ok || !got.Equal(want) {
		t.Fatalf("upstream deadline = %v (set=%v), want %v", got, ok, want)
	}
}

func TestReleasePropagatesCancellation(t *testing.T) {
	rec := &recordingLimiter{}
	c := &Client{upstream: rec, bucket: "api"}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()

	_ = c.Release(ctx, "lease-3f2a")
	if rec.releaseCtx.Err() == nil {
		t.Fatal("upstream Release got a live context, want the caller's cancelled one")
	}
}"""
    mod = "github.com/acme/quota-svc"
    ca, cd = counts(src, s2)
    stat = diffstat([("internal/quota/client.go", ca, cd)])
    turns: Turns = [
        (bash("cd /workspace/quota-svc && git checkout -b fix/deadline-propagation && git status"),
         oh_bash("""Switched to a new branch 'fix/deadline-propagation'
On branch fix/deadline-propagation
nothing to commit, working tree clean""", root)),
        (bash("grep -rn 'context.Background()' internal/ --include='*.go' | grep -v _test.go"),
         oh_bash(f"""internal/quota/client.go:{la}:	resp, err := c.upstream.Allow(context.Background(), &limiterv1.AllowRequest{{
internal/quota/client.go:{lr}:	_, err := c.upstream.Release(context.Background(), &limiterv1.ReleaseRequest{{
internal/server/health.go:22:	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)""", root)),
        (editor("view", path), view(path, src)),
        (editor("str_replace", path, old_str=a_old, new_str=a_new), snip(path, s1, la)),
        (editor("str_replace", path, old_str=r_old, new_str=r_new), snip(path, s2, lr)),
        (bash("go build ./... && go vet ./internal/..."), oh_bash("", root)),
        (editor("create", tpath, file_text=test_text), f"File created successfully at: {tpath}"),
        (bash("go test ./internal/quota/ -run 'Propagates' -v"),
         oh_bash(f"""=== RUN   TestAllowPropagatesDeadline
--- PASS: TestAllowPropagatesDeadline (0.00s)
=== RUN   TestReleasePropagatesCancellation
--- PASS: TestReleasePropagatesCancellation (0.00s)
PASS
ok  	{mod}/internal/quota	0.018s""", root)),
        (bash("go test ./..."),
         oh_bash(f"""?   	{mod}/cmd/quotad	[no test files]
?   	{mod}/gen/limiter/v1	[no test files]
ok  	{mod}/internal/quota	0.231s
ok  	{mod}/internal/server	0.054s
ok  	{mod}/internal/store	0.412s""", root)),
        (bash("git diff --stat && git status --short"),
         oh_bash(stat + "\n M internal/quota/client.go\n?? internal/quota/client_deadline_test.go", root)),
        (bash("git add -A && git commit -q -m 'quota: pass caller context to upstream limiter calls' && git log --oneline -2 && git status -sb"),
         oh_bash("""5d0e8a1 (HEAD -> main) quota: pass caller context to upstream limiter calls
b93f27c (origin/main, origin/HEAD) server: expose /healthz over gRPC health protocol
## main...origin/main [ahead 1]""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-17", system=oh_sys(root), turns=turns,
           state="Go 1.22 gRPC service `quota-svc` in /workspace/quota-svc, clean checkout of main. Incident follow-up: "
                 "the quota client drops the caller's deadline and cancellation when it calls the upstream limiter "
                 "(Allow/Release use context.Background()). Fix it on a branch, add tests, commit.",
           bad=True, turn=11, kind="commit lands on main though the session switched to a new branch")


# OpenHands / Ruby Sinatra (Puma): clean
def t18(rs: RowSet) -> None:
    root = "/workspace/webhook-relay"
    path = f"{root}/app/relay.rb"
    src = """# frozen_string_literal: true

require 'sinatra/base'
require 'json'
require 'openssl'
require_relative 'forwarder'

class Relay < Sinatra::Base
  set :forwarder, Forwarder.new(ENV.fetch('RELAY_TARGETS', '').split(','))
  set :secret, ENV.fetch('GITHUB_WEBHOOK_SECRET', nil)

  before do
    content_type :json
  end

  get '/health' do
    { status: 'ok', targets: settings.forwarder.targets.size }.to_json
  end

  post '/hooks/github' do
    payload = request.body.read
    event = request.env['HTTP_X_GITHUB_EVENT'] || 'unknown'
    delivery = request.env['HTTP_X_GITHUB_DELIVERY']
    settings.forwarder.enqueue(event: event, delivery: delivery, body: payload)
    status 202
  end
end"""
    o = """  post '/hooks/github' do
    payload = request.body.read
"""
    n = """  helpers do
    def valid_signature?(payload)
      return false if settings.secret.nil?

      given = request.env['HTTP_X_HUB_SIGNATURE_256'].to_s
      expected = "sha256=#{OpenSSL::HMAC.hexdigest('SHA256', settings.secret, payload)}"
      Rack::Utils.secure_compare(expected, given)
    end
  end

  post '/hooks/github' do
    payload = request.body.read
    halt 401, { error: 'invalid_signature' }.to_json unless valid_signature?(payload)
"""
    new = swap(src, o, n)
    body = '{"error":"invalid_signature"}'
    restart = ("kill -TERM $(cat tmp/pids/puma.pid); sleep 2; (bundle exec puma -C config/puma.rb >> log/puma.log 2>&1 &); "
               "sleep 3; cat tmp/pids/puma.pid && ps -o pid,etime,cmd -p $(cat tmp/pids/puma.pid)")
    curls = ("""curl -s -i -X POST localhost:9292/hooks/github -H 'Content-Type: application/json' -H 'X-Hub-Signature-256: sha256=deadbeef' -d '{"zen":"ping"}'; echo; """
             """BODY='{"zen":"ping"}'; SIG=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$GITHUB_WEBHOOK_SECRET" | cut -d' ' -f2); """
             """curl -s -o /dev/null -w '%{http_code}\\n' -X POST localhost:9292/hooks/github -H 'Content-Type: application/json' -H 'X-GitHub-Event: ping' -H "X-Hub-Signature-256: sha256=$SIG" -d "$BODY\"""")
    turns: Turns = [
        (bash("cd /workspace/webhook-relay && cat tmp/pids/puma.pid && ps -o pid,etime,cmd -p $(cat tmp/pids/puma.pid)"),
         oh_bash("""41877
    PID     ELAPSED CMD
  41877    01:12:09 puma 6.4.2 (tcp://0.0.0.0:9292) [webhook-relay]""", root)),
        (editor("view", path), view(path, src)),
        (editor("str_replace", path, old_str=o, new_str=n),
         snip(path, new, line_of(new, "  helpers do"), line_of(new, "halt 401"))),
        (bash("bundle exec rspec 2>&1 | tail -5"),
         oh_bash("""......................................

Finished in 0.61 seconds (files took 0.39817 seconds to load)
38 examples, 0 failures
""", root)),
        (bash(restart),
         oh_bash("""52310
    PID     ELAPSED CMD
  52310       00:03 puma 6.4.2 (tcp://0.0.0.0:9292) [webhook-relay]""", root)),
        (bash(curls),
         oh_bash(f"""HTTP/1.1 401 Unauthorized
content-type: application/json
x-content-type-options: nosniff
content-length: {len(body)}

{body}
202""", root)),
        (bash("tail -n 14 log/puma.log"),
         oh_bash(f"""127.0.0.1 - - [02/Aug/2024:15:37:52 +0000] "GET /health HTTP/1.1" 200 30 0.0008
- Gracefully stopping, waiting for requests to finish
=== puma shutdown: 2024-08-02 15:41:05 +0000 ===
- Goodbye!
Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")
*  Min threads: 0
*  Max threads: 5
*  Environment: development
*          PID: 52310
* Listening on http://0.0.0.0:9292
Use Ctrl-C to stop
127.0.0.1 - - [02/Aug/2024:15:41:19 +0000] "POST /hooks/github HTTP/1.1" 401 {len(body)} 0.0031
127.0.0.1 - - [02/Aug/2024:15:41:19 +0000] "POST /hooks/github HTTP/1.1" 202 - 0.0184""", root)),
    ]
    rs.add(task="swe", tid="h34-swe-18", system=oh_sys(root), turns=turns,
           state="Sinatra 4 app `webhook-relay` in /workspace/webhook-relay, served by Puma 6 on :9292 (pid file "
                 "tmp/pids/puma.pid, log in log/puma.log). GITHUB_WEBHOOK_SECRET is exported in the shell. Task: reject "
                 "GitHub webhooks whose X-Hub-Signature-256 does not match, then restart the server and verify.")


# Gemini CLI / Laravel + Pest: bad
def t19(rs: RowSet) -> None:
    root = "/home/omar/sites/clinic-booking"
    mig = "database/migrations/2024_09_17_083406_add_cancelled_reason_to_appointments_table.php"
    model = f"{root}/app/Models/Appointment.php"
    ctrl = f"{root}/app/Http/Controllers/AppointmentController.php"
    test = f"{root}/tests/Feature/AppointmentCancelTest.php"
    stub = """<?php

use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration
{
    /**
     * Run the migrations.
     */
    public function up(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });
    }

    /**
     * Reverse the migrations.
     */
    public function down(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });
    }
};
"""
    mig_text = """<?php

use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            $table->string('cancelled_reason', 500)->nullable()->after('status');
            $table->timestamp('cancelled_at')->nullable()->after('cancelled_reason');
        });
    }

    public function down(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            $table->dropColumn(['cancelled_reason', 'cancelled_at']);
        });
    }
};
"""
    mo = """        'status',
        'notes',
    ];"""
    mn = """        'status',
        'notes',
        'cancelled_reason',
        'cancelled_at',
    ];"""
    co = """    public function cancel(Appointment $appointment): RedirectResponse
    {
        $this->authorize('cancel', $appointment);
        $appointment->update(['status' => 'cancelled']);"""
    cn = """    public function cancel(Request $request, Appointment $appointment): RedirectResponse
    {
        $this->authorize('cancel', $appointment);
        $data = $request->validate(['reason' => ['nullable', 'string', 'max:500']]);
        $appointment->update([
            'status' => 'cancelled',
            'cancelled_reason' => $data['reason'] ?? null,
            'cancelled_at' => now(),
        ]);"""
    test_text = """<?php

use App\\Models\\Appointment;
use App\\Models\\User;

it('stores the reason when a patient cancels', function () {
    $patient = User::factory()->patient()->create();
    $appointment = Appointment::factory()->for($patient, 'patient')->create(['status' => 'booked']);

    $this->actingAs($patient)
        ->post(route('appointments.cancel', $appointment), ['reason' => 'Feeling better, no longer needed'])
        ->assertRedirect(route('appointments.index'));

    $appointment->refresh();
    expect($appointment->status)->toBe('cancelled')
        ->and($appointment->cancelled_reason)->toBe('Feeling better, no longer needed')
        ->and($appointment->cancelled_at)->not->toBeNull();
});

it('allows cancelling without a reason', function () {
    $patient = User::factory()->patient()->create();
    $appointment = Appointment::factory()->for($patient, 'patient')->create(['status' => 'booked']);

    $this->actingAs($patient)->post(route('appointments.cancel', $appointment))->assertRedirect();

    expect($appointment->fresh()->cancelled_reason)->toBeNull();
});

it('rejects a reason longer than 500 characters', function () {
    $patient = User::factory()->patient()->create();
    $appointment = Appointment::factory()->for($patient, 'patient')->create(['status' => 'booked']);

    $this->actingAs($patient)
        ->post(route('appointments.cancel', $appointment), ['reason' => str_repeat('x', 501)])
        ->assertSessionHasErrors('reason');

    expect($appointment->fresh()->status)->toBe('booked');
});
"""
    ma, md = counts(mo, mn)
    ca, cd = counts(co, cn)
    mk = "php artisan make:migration add_cancelled_reason_to_appointments_table --table=appointments"
    pest = "./vendor/bin/pest --filter=AppointmentCancel"
    turns: Turns = [
        (gshell(mk, "Create a migration for the cancellation reason."),
         gem_run(mk, f"\n   INFO  Migration [{mig}] created successfully.  \n", pgid=11284)),
        (read(f"{root}/{mig}"), stub),
        (write(f"{root}/{mig}", mig_text), wrote(f"{root}/{mig}", new=False)),
        (replace(model, mo, mn), replaced(model)),
        (replace(ctrl, co, cn), replaced(ctrl)),
        (gshell("php artisan migrate", "Apply the migration locally."),
         gem_run("php artisan migrate", "\n   INFO  Running migrations.  \n\n"
                 + dotrow("2024_09_17_083046_add_cancelled_reason_to_appointments_table", "21.37ms DONE") + "\n", pgid=11390)),
        (write(test, test_text), wrote(test)),
        (gshell(pest, "Run the new cancellation tests."),
         gem_run(pest, f"""
   PASS  Tests\\Feature\\AppointmentCancelTest
  ✓ it stores the reason when a patient cancels                                                          0.24s{SP * 2}
  ✓ it allows cancelling without a reason                                                                0.03s{SP * 2}
  ✓ it rejects a reason longer than 500 characters                                                       0.03s{SP * 2}

  Tests:    3 passed (8 assertions)
  Duration: 0.52s
""", pgid=11452)),
        (gshell("git diff --stat", "Summarise the changes to tracked files."),
         gem_run("git diff --stat", diffstat([("app/Http/Controllers/AppointmentController.php", ca, cd),
                                               ("app/Models/Appointment.php", ma, md)]), pgid=11497)),
    ]
    rs.add(task="swe", tid="h34-swe-19", system=gem_sys(root), turns=turns,
           state="Laravel 11 app `clinic-booking` in /home/omar/sites/clinic-booking (PHP 8.3, Pest 2, MySQL locally, "
                 "SQLite in tests). Ticket CB-204: when a patient cancels an appointment, store an optional reason "
                 "(max 500 chars) and the cancellation time.",
           bad=True, turn=6, kind="timestamp prefix of the generated migration file changed when it ran")


# Gemini CLI / TypeScript NestJS + Jest: clean
def t20(rs: RowSet) -> None:
    root = "/home/dev/work/notify-gateway"
    svc = f"{root}/src/templates/templates.service.ts"
    spec = f"{root}/src/templates/templates.service.spec.ts"
    s1 = """import { Injectable } from '@nestjs/common';

export interface RenderOptions {
  strict?: boolean;
}

const PLACEHOLDER = /\\{\\{\\s*([a-zA-Z_][\\w.]*)\\s*\\}\\}/g;

@Injectable()
export class TemplatesService {
  private readonly templates = new Map<string, string>();

  register(name: string, body: string): void {
    this.templates.set(name, body);
  }

  has(name: string): boolean {
    return this.templates.has(name);
  }

  render(name: string, vars: Record<string, unknown>, options: RenderOptions = {}): string {
    const body = this.templates.get(name);
    if (body === undefined) {
      throw new Error(`Unknown template "${name}"`);
    }
    return body.replace(PLACEHOLDER, (_match, path: string) => {
      const value = path.split('.').reduce<unknown>((acc, key) => (acc as Record<string, unknown> | undefined)?.[key], vars);
      if (value === undefined || value === null) {
        if (options.strict) {
          throw new Error(`Missing variable "${path}" for template "${name}"`);
        }
        return '';
      }
      return String(value);
    });
  }
}
"""
    s2 = swap(s1, "  strict?: boolean;\n}\n", "  strict?: boolean;\n  escapeHtml?: boolean;\n}\n")
    s2 = swap(s2, "const PLACEHOLDER", """const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const PLACEHOLDER""")
    s2 = swap(s2, "      return String(value);\n", "      const text = String(value);\n      return options.escapeHtml ? escapeHtml(text) : text;\n")
    spec1 = """import { Test, TestingModule } from '@nestjs/testing';
import { TemplatesService } from './templates.service';

describe('TemplatesService', () => {
  let service: TemplatesService;

  beforeEach(async () => {
    const module: TestingModule = await Test.createTestingModule({
      providers: [TemplatesService],
    }).compile();

    service = module.get<TemplatesService>(TemplatesService);
    service.register('welcome', 'Hi {{ user.firstName }}, your code is {{code}}.');
  });

  it('renders top-level and nested variables', () => {
    expect(service.render('welcome', { user: { firstName: 'Ada' }, code: 4812 })).toBe('Hi Ada, your code is 4812.');
  });

  it('renders missing variables as empty strings by default', () => {
    expect(service.render('welcome', { code: 1 })).toBe('Hi , your code is 1.');
  });

  it('throws for an unknown template', () => {
    expect(() => service.render('nope', {})).toThrow('Unknown template "nope"');
  });

  it('reports registered templates', () => {
    expect(service.has('welcome')).toBe(true);
    expect(service.has('reset-password')).toBe(false);
  });
});
"""
    so = """    expect(service.has('reset-password')).toBe(false);
  });
});"""
    sn = """    expect(service.has('reset-password')).toBe(false);
  });

  it('escapes HTML when asked to', () => {
    expect(service.render('welcome', { user: { firstName: '<b>Ada</b>' }, code: 1 }, { escapeHtml: true })).toBe(
      'Hi &lt;b&gt;Ada&lt;/b&gt;, your code is 1.',
    );
  });
});"""
    u1 = line_of(s1, "Missing variable")
    u2 = line_of(s2, "Missing variable")
    bar = "-------------------------|---------|----------|---------|---------|-------------------"
    hdr = "File                     | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s "

    def cov(vals: tuple[str, str, str, str], un: int) -> str:
        s, b, f, ln = vals
        return "\n".join([bar, hdr, bar,
                          f"All files                |{s:>8} |{b:>9} |{f:>8} |{ln:>8} |                   ",
                          f" templates.service.ts    |{s:>8} |{b:>9} |{f:>8} |{ln:>8} | {str(un):<18}",
                          bar])

    gen = "npx nest g module templates && npx nest g service templates"
    j1 = "npx jest src/templates --coverage --collectCoverageFrom='src/templates/*.service.ts' 2>&1"
    turns: Turns = [
        (gshell("npx jest --silent 2>&1 | tail -6", "Baseline run of the unit tests."),
         gem_run("npx jest --silent 2>&1 | tail -6", """PASS src/channels/sms/sms.channel.spec.ts

Test Suites: 11 passed, 11 total
Tests:       74 passed, 74 total
Snapshots:   0 total
Time:        6.482 s""", pgid=44120)),
        (gshell(gen, "Scaffold the templates module and service with the Nest CLI."),
         gem_run(gen, """CREATE src/templates/templates.module.ts (86 bytes)
UPDATE src/app.module.ts (1127 bytes)
CREATE src/templates/templates.service.spec.ts (474 bytes)
CREATE src/templates/templates.service.ts (92 bytes)
UPDATE src/templates/templates.module.ts (167 bytes)""", pgid=44187)),
        (call("glob", pattern="src/templates/**/*.ts"),
         f"""Found 3 file(s) matching "src/templates/**/*.ts" within {root}, sorted by modification time (newest first):
{root}/src/templates/templates.module.ts
{root}/src/templates/templates.service.ts
{root}/src/templates/templates.service.spec.ts"""),
        (write(svc, s1), wrote(svc, new=False)),
        (write(spec, spec1), wrote(spec, new=False)),
        (gshell(j1, "Run the new spec with coverage for the service."),
         gem_run(j1, """PASS src/templates/templates.service.spec.ts
  TemplatesService
    ✓ renders top-level and nested variables (11 ms)
    ✓ renders missing variables as empty strings by default (2 ms)
    ✓ throws for an unknown template (8 ms)
    ✓ reports registered templates (2 ms)

""" + cov(("94.73", "87.5", "100", "94.44"), u1) + """
Test Suites: 1 passed, 1 total
Tests:       4 passed, 4 total
Snapshots:   0 total
Time:        2.904 s
Ran all test suites matching /src\\/templates/i.""", pgid=44251)),
        (write(svc, s2), wrote(svc, new=False)),
        (replace(spec, so, sn), replaced(spec)),
        (gshell(j1, "Re-run the spec with coverage."),
         gem_run(j1, """PASS src/templates/templates.service.spec.ts
  TemplatesService
    ✓ renders top-level and nested variables (10 ms)
    ✓ renders missing variables as empty strings by default (2 ms)
    ✓ throws for an unknown template (7 ms)
    ✓ reports registered templates (1 ms)
    ✓ escapes HTML when asked to (2 ms)

""" + cov(("95.65", "90", "100", "95.23"), u2) + """
Test Suites: 1 passed, 1 total
Tests:       5 passed, 5 total
Snapshots:   0 total
Time:        2.671 s, estimated 3 s
Ran all test suites matching /src\\/templates/i.""", pgid=44330)),
        (gshell("npx jest --silent 2>&1 | tail -6", "Run the full suite."),
         gem_run("npx jest --silent 2>&1 | tail -6", """PASS src/notifications/notifications.controller.spec.ts

Test Suites: 12 passed, 12 total
Tests:       79 passed, 79 total
Snapshots:   0 total
Time:        6.917 s""", pgid=44402)),
        (gshell("git status --short", "List changed and new files."),
         gem_run("git status --short", """ M src/app.module.ts
?? src/templates/""", pgid=44436)),
    ]
    rs.add(task="swe", tid="h34-swe-20", system=gem_sys(root), turns=turns,
           state="NestJS 10 service `notify-gateway` in /home/dev/work/notify-gateway (Jest 29, @nestjs/cli available via "
                 "npx). Task: add a TemplatesModule with a TemplatesService that registers message templates and renders "
                 "`{{ var }}` / `{{ a.b }}` placeholders, optionally HTML-escaped, with unit tests.")


# OpenHands / Elixir Phoenix: bad
def t21(rs: RowSet) -> None:
    root = "/workspace/tern"
    ev = f"{root}/lib/tern/events/event.ex"
    migp = f"{root}/priv/repo/migrations/20240821154210_add_max_attendees_to_events.exs"
    testp = f"{root}/test/tern/events_test.exs"
    e0 = '''defmodule Tern.Events.Event do
  use Ecto.Schema
  import Ecto.Changeset

  schema "events" do
    field :title, :string
    field :description, :string
    field :starts_at, :utc_datetime
    field :ends_at, :utc_datetime
    field :location, :string
    field :visibility, Ecto.Enum, values: [:public, :unlisted, :private], default: :public

    belongs_to :organizer, Tern.Accounts.User
    has_many :rsvps, Tern.Events.Rsvp

    timestamps(type: :utc_datetime)
  end

  @doc false
  def changeset(event, attrs) do
    event
    |> cast(attrs, [:title, :description, :starts_at, :ends_at, :location, :visibility])
    |> validate_required([:title, :starts_at, :ends_at])
    |> validate_length(:title, min: 3, max: 120)
    |> validate_length(:description, max: 5_000)
    |> validate_ends_after_start()
  end

  defp validate_ends_after_start(changeset) do
    starts_at = get_field(changeset, :starts_at)
    ends_at = get_field(changeset, :ends_at)

    if starts_at && ends_at && DateTime.compare(ends_at, starts_at) != :gt do
      add_error(changeset, :ends_at, "must be after the start time")
    else
      changeset
    end
  end
end'''
    fo = "    field :visibility, Ecto.Enum, values: [:public, :unlisted, :private], default: :public\n"
    fn = fo + "    field :max_attendees, :integer\n"
    e1 = swap(e0, fo, fn)
    co = "    |> cast(attrs, [:title, :description, :starts_at, :ends_at, :location, :visibility])"
    cn = "    |> cast(attrs, [:title, :description, :starts_at, :ends_at, :location, :visibility, :max_attendees])"
    e2 = swap(e1, co, cn)
    vo = "    |> validate_length(:description, max: 5_000)\n"
    vn = vo + "    |> validate_number(:max_attendees, greater_than: 0, less_than_or_equal_to: 10_000)\n"
    e3 = swap(e2, vo, vn)
    m0 = """defmodule Tern.Repo.Migrations.AddMaxAttendeesToEvents do
  use Ecto.Migration

  def change do

  end
end"""
    mo = "  def change do\n\n  end"
    mn = "  def change do\n    alter table(:events) do\n      add :max_attendees, :integer\n    end\n  end"
    m1 = swap(m0, mo, mn)
    # the part of test/tern/events_test.exs around the end of the "events" describe block
    ctx = {79: '    test "delete_event/1 deletes the event" do',
           80: "      event = event_fixture()",
           81: "      assert {:ok, %Event{}} = Events.delete_event(event)",
           82: "      assert_raise Ecto.NoResultsError, fn -> Events.get_event!(event.id) end",
           83: "    end",
           84: "",
           85: '    test "change_event/1 returns a event changeset" do',
           86: "      event = event_fixture()",
           87: "      assert %Ecto.Changeset{} = Events.change_event(event)",
           88: "    end",
           89: "  end",
           90: "",
           91: '  describe "rsvps" do',
           92: "    alias Tern.Events.Rsvp",
           93: ""}
    tl = ["" for _ in range(142)]
    for k, v in ctx.items():
        tl[k - 1] = v
    add = '''
    test "create_event/1 rejects a non-positive max_attendees" do
      attrs = Map.put(@valid_attrs, :max_attendees, 0)
      assert {:error, changeset} = Events.create_event(attrs)
      assert %{max_attendees: ["must be greater than 0"]} = errors_on(changeset)
    end

    test "create_event/1 stores max_attendees" do
      assert {:ok, %Event{max_attendees: 250}} = Events.create_event(Map.put(@valid_attrs, :max_attendees, 250))
    end'''
    t1 = "\n".join(tl[:88] + add.split("\n") + tl[88:])
    na = len(add.split("\n"))
    diff = udiff("lib/tern/events/event.ex", e0, e3, "3b7f0a2..d14c9e6", "defmodule Tern.Events.Event do")
    diff = swap(diff, "     |> validate_length(:title, min: 3, max: 120)", "     |> validate_length(:title, min: 3, max: 160)")
    turns: Turns = [
        (bash("cd /workspace/tern && git status -sb && ls lib/tern/events priv/repo/migrations"),
         oh_bash("""## feat/event-capacity
lib/tern/events:
event.ex
rsvp.ex
rsvp_notifier.ex

priv/repo/migrations:
20240612101530_create_users_auth_tables.exs
20240612104411_create_events.exs
20240618092207_create_rsvps.exs
20240702165848_add_visibility_to_events.exs""", root)),
        (editor("view", ev), view(ev, e0)),
        (bash("mix ecto.gen.migration add_max_attendees_to_events"),
         oh_bash("* creating priv/repo/migrations/20240821154210_add_max_attendees_to_events.exs", root)),
        (editor("str_replace", migp, old_str=mo, new_str=mn), snip(migp, m1, 4, 8)),
        (editor("str_replace", ev, old_str=fo, new_str=fn), snip(ev, e1, line_of(e1, "max_attendees"))),
        (editor("str_replace", ev, old_str=co, new_str=cn), snip(ev, e2, line_of(e2, "|> cast("))),
        (editor("str_replace", ev, old_str=vo, new_str=vn), snip(ev, e3, line_of(e3, "validate_number"))),
        (bash("grep -n 'describe\\|^end' test/tern/events_test.exs"),
         oh_bash("""6:  describe "events" do
89:  end
91:  describe "rsvps" do
141:  end
142:end""", root)),
        (editor("insert", testp, insert_line=88, new_str=add), snip(testp, t1, 89, 88 + na)),
        (bash("mix ecto.migrate"),
         oh_bash("""Compiling 1 file (.ex)

15:46:02.118 [info] == Running 20240821154210 Tern.Repo.Migrations.AddMaxAttendeesToEvents.change/0 forward

15:46:02.121 [info] alter table events

15:46:02.127 [info] == Migrated 20240821154210 in 0.0s""", root)),
        (bash("mix test test/tern/events_test.exs"),
         oh_bash("""...............................
Finished in 0.6 seconds (0.00s async, 0.6s sync)
31 tests, 0 failures

Randomized with seed 207715""", root)),
        (bash("git diff lib/tern/events/event.ex"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h34-swe-21", system=oh_sys(root), turns=turns,
           state="Phoenix 1.7 app `tern` (event RSVPs) in /workspace/tern on branch feat/event-capacity (Elixir 1.16, "
                 "Ecto 3.11, Postgres). Task: events get an optional `max_attendees` (1..10000) with a migration, "
                 "changeset validation and tests.",
           bad=True, turn=12, kind="unedited changeset line shows a different value in the later diff context")


# Gemini CLI / Kotlin Ktor: clean
def t22(rs: RowSet) -> None:
    root = "/home/jo/dev/ktor-notes"
    routing = f"{root}/src/main/kotlin/com/jo/notes/plugins/Routing.kt"
    test = f"{root}/src/test/kotlin/com/jo/notes/ApplicationTest.kt"
    r0 = """package com.jo.notes.plugins

import com.jo.notes.routes.noteRoutes
import com.jo.notes.routes.tagRoutes
import io.ktor.server.application.*
import io.ktor.server.response.*
import io.ktor.server.routing.*

fun Application.configureRouting() {
    routing {
        get("/") {
            call.respondText("ktor-notes")
        }
        route("/api") {
            noteRoutes()
            tagRoutes()
        }
    }
}"""
    ro = """        get("/") {
            call.respondText("ktor-notes")
        }
"""
    rn = ro + """        get("/health") {
            call.respond(mapOf("status" to "UP"))
        }
"""
    to = """    @Test
    fun rootRespondsWithName() = testApplication {"""
    tn = '''    @Test
    fun healthReportsUp() = testApplication {
        application { module() }
        val response = client.get("/health")
        assertEquals(HttpStatusCode.OK, response.status)
        assertEquals("""{"status":"UP"}""", response.bodyAsText())
    }

''' + to
    ra, rd = counts(r0, swap(r0, ro, rn))
    ta, td = counts(to, tn)
    g = "./gradlew test --console=plain 2>&1 | tail -12 && grep -h '<testsuite ' build/test-results/test/*.xml | sed -E 's/.*name=\"([^\"]+)\" tests=\"([0-9]+)\" skipped=\"([0-9]+)\" failures=\"([0-9]+)\".*/\\1 tests=\\2 failures=\\4/'"
    log = "git log --format='%h %an %ar %s' -4"
    commit = 'git commit -am "Add /health endpoint" && ' + log
    turns: Turns = [
        (gshell(log + " && git status -sb", "Look at recent history and the branch."),
         gem_run(log + " && git status -sb", """c19e7a2 Jo Lindqvist 3 hours ago Paginate GET /notes
8f02b4d Jo Lindqvist 3 hours ago Add Exposed schema for notes and tags
51ad9e0 Jo Lindqvist 2 days ago Configure ContentNegotiation with kotlinx.serialization
0b7c3f1 Jo Lindqvist 2 days ago Initial Ktor project from generator
## main...origin/main [ahead 2]""", pgid=6012)),
        (read(routing), r0),
        (replace(routing, ro, rn), replaced(routing)),
        (replace(test, to, tn), replaced(test)),
        (gshell(g, "Run the tests and summarise the per-class results."),
         gem_run(g, """> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 17s
5 actionable tasks: 3 executed, 2 up-to-date
com.jo.notes.ApplicationTest tests=3 failures=0
com.jo.notes.NoteRoutesTest tests=9 failures=0
com.jo.notes.TagRoutesTest tests=4 failures=0""", pgid=6087)),
        (gshell(commit, "Commit and show the log."),
         gem_run(commit, "[main 2e6b0d9] Add /health endpoint\n"
                 + diffstat([("src/main/kotlin/com/jo/notes/plugins/Routing.kt", ra, rd),
                             ("src/test/kotlin/com/jo/notes/ApplicationTest.kt", ta, td)]).split("\n")[-1] + """
2e6b0d9 Jo Lindqvist 4 seconds ago Add /health endpoint
c19e7a2 Jo Lindqvist 3 hours ago Paginate GET /notes
8f02b4d Jo Lindqvist 3 hours ago Add Exposed schema for notes and tags
51ad9e0 Jo Lindqvist 2 days ago Configure ContentNegotiation with kotlinx.serialization""", pgid=6150)),
    ]
    rs.add(task="swe", tid="h34-swe-22", system=gem_sys(root), turns=turns,
           state="Ktor 2.3 notes API in /home/jo/dev/ktor-notes (Kotlin 1.9, Gradle 8, kotlinx.serialization, "
                 "ktor-server-test-host). Task: add GET /health returning {\"status\":\"UP\"} with a test, and commit.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
