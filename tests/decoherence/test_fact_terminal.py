"""The fact engine's terminal binding: long listings in other time styles, files programs append to,
outputs of a chain whose first commands print nothing, listings of a program's objects, local branches
among remote ones, ``stat -c`` formats, and literal ``sed -i`` substitutions."""

from __future__ import annotations

from typing import Any

from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "dev@box:~/proj$"


def _case(*turns: tuple[str, str], prompt: str = PROMPT) -> dict[str, Any]:
    return terminal_case(prompt, *turns)


def test_a_long_listing_in_a_time_style_is_not_read_as_names() -> None:
    # `ls -l --time-style=+%H:%M:%S`: its lines are a long listing, never words taken for names
    case = _case(("ls -lt .cache/", "total 8\n-rw-r--r-- 1 kim kim 4378624 Mar 10 18:30 pages.db\n"
                                    "-rw-r--r-- 1 kim kim   22917 Mar 10 18:30 index.json"),
                 ("ls -l --time-style=+%H:%M:%S .cache/", "total 8\n-rw-r--r-- 1 kim kim   22917 09:02:40 index.json\n"
                                                          "-rw-r--r-- 1 kim kim 4378624 09:03:26 pages.db"),
                 ("ls -lS .cache/", "total 8\n-rw-r--r-- 1 kim kim 4378624 Mar 11 09:03 pages.db\n"
                                    "-rw-r--r-- 1 kim kim   22917 Mar 11 09:02 index.json"))
    assert run_case(case) == []
    # the long-iso style is read: a file removed shows again
    bad = _case(("ls -l --time-style=long-iso build/", "total 8\n-rw-r--r-- 1 lin lin 18232 2025-02-17 16:05 conn.o\n"
                                                       "-rw-r--r-- 1 lin lin 9416 2025-02-17 16:05 log.o"),
                ("rm build/log.o", ""),
                ("ls -l --time-style=long-iso build/", "total 8\n-rw-r--r-- 1 lin lin 18232 2025-02-17 16:05 conn.o\n"
                                                       "-rw-r--r-- 1 lin lin 9416 2025-02-17 16:05 log.o"))
    assert (3, "deleted-present") in run_case(bad)


def test_a_log_grows_on_its_own() -> None:
    case = _case(("ls -l", "total 4\n-rw-r----- 1 app adm 0 May 14 14:06 app.log\n"
                           "-rw-r--r-- 1 app adm 311 May 14 14:00 app.ini"),
                 ("wc -l app.log", "37 app.log"),
                 ("ls -l", "total 8\n-rw-r----- 1 app adm 6112 May 14 14:06 app.log\n"
                           "-rw-r--r-- 1 app adm 311 May 14 14:00 app.ini"),
                 ("wc -l app.log", "52 app.log"),
                 ("cat logs/worker.txt", "started"), ("cat logs/worker.txt", "started\nstopped"))
    assert run_case(case) == []
    # a file no program appends to still may not change by itself
    bad = _case(("ls -l", "total 4\n-rw-r--r-- 1 app adm 311 May 14 14:00 app.ini"),
                ("ls -l", "total 4\n-rw-r--r-- 1 app adm 4096 May 14 14:00 app.ini"))
    assert run_case(bad) == [(2, "state-changed-without-write")]


def test_human_sizes_and_bytes_are_not_compared() -> None:
    case = _case(("ls -l", "total 4\n-rw-r--r-- 1 a a 4386816 Mar 11 09:03 pages.db"),
                 ("ls -lh", "total 4\n-rw-r--r-- 1 a a 4.2M Mar 11 09:03 pages.db"))
    assert run_case(case) == []


def test_the_output_of_a_chain_after_commands_that_print_nothing() -> None:
    case = _case(("git add -A && git commit -m 'invoice: round VAT'", "[fix/vat 3c9e1a4] invoice: round VAT\n"
                                                                     " 2 files changed, 41 insertions(+)"),
                 ("go test ./...", "ok  \texample.com/x\t0.412s"),
                 ("git log --oneline -2", "7f2d08b (HEAD -> fix/vat) invoice: round VAT\nb41e6d2 Merge pull request"))
    assert run_case(case) == [(3, "identity-changed")]
    # a chain whose first command failed: its output is not the last command's
    failed = _case(("mkdir out && ls out", "mkdir: cannot create directory 'out': File exists"),
                   ("ls out", "a.txt"))
    assert run_case(failed) == []


def test_a_program_lists_its_objects_from_a_table_data() -> None:
    vols = "DRIVER    VOLUME NAME\nlocal     grafana-data\nlocal     prometheus-data"
    case = _case(("docker volume ls", vols), ("docker volume create pgdata", "pgdata"), ("docker volume ls", vols),
                 prompt="root@db:~#")
    assert (3, "created-absent") in run_case(case)
    ps = ("NAMES        IMAGE                        STATUS\npromtail     grafana/promtail:2.9.4       Up 6 days\n"
          "grafana      grafana/grafana-oss:10.2.3   Exited (0) 5 seconds ago")
    renamed = _case(("docker rename grafana grafana-old && docker stop grafana-old", "grafana-old"),
                    ("docker ps -a --format 'table {{.Names}}\\t{{.Image}}\\t{{.Status}}'", ps), prompt="root@db:~#")
    assert (2, "renamed-old-name") in run_case(renamed)
    # a filtered listing, and one without -a, are not complete
    quiet = _case(("docker volume create pgdata", "pgdata"), ("docker volume ls -f dangling=true", vols),
                  ("docker run -d --name pg postgres:16", "c2d84f1a07b9"), ("docker ps --format '{{.Names}}'", "web"),
                  prompt="root@db:~#")
    assert run_case(quiet) == []


def test_local_branches_among_remote_ones() -> None:
    case = _case(("git branch -d fix/price", "Deleted branch fix/price (was 6f4c2d8)."),
                 ("git branch -a", "* main\n  fix/price\n  remotes/origin/main\n  remotes/origin/fix/price"))
    assert (2, "listing-deleted-member") in run_case(case)
    ok = _case(("git branch -d fix/price", "Deleted branch fix/price (was 6f4c2d8)."),
               ("git branch -a", "* main\n  remotes/origin/main\n  remotes/origin/fix/price"))
    assert run_case(ok) == []


TIMEDATECTL = ("               Local time: Tue 2024-05-14 16:43:52 CEST\n"
               "           Universal time: Tue 2024-05-14 14:43:52 UTC\n"
               "                Time zone: Europe/Berlin (CEST, +0200)")


def test_the_clock_a_formatted_date_or_timedatectl_reads() -> None:
    case = _case(("timedatectl", TIMEDATECTL), ("sleep 60; uptime", ""),
                 ("date '+%F %T %Z'", "2024-05-14 16:43:30 CEST"))
    assert run_case(case) == [(3, "clock-backwards")]
    ok = _case(("timedatectl", TIMEDATECTL), ("date '+%F %T %Z'", "2024-05-14 16:44:30 CEST"),
               ("date +'%F %T'", "2024-05-14 14:45:00"),  # no zone: not compared with a zone's readings
               ("date '+%F %T %z'", "2024-05-14 16:45:10 +0200"), ("date +%H:%M", "16:46"))
    assert run_case(ok) == []


def test_the_branch_a_switch_made_current() -> None:
    case = _case(("git checkout -b fix/issue-4127", "Switched to a new branch 'fix/issue-4127'"),
                 ("git add -A && git commit -qm 'Fix off-by-one'", ""),
                 ("git status", "On branch fix/issue-4172\nnothing to commit, working tree clean"))
    assert run_case(case) == [(3, "set-value-reverted")]
    ok = _case(("git checkout -b fix/a", "Switched to a new branch 'fix/a'"),
               ("git switch main", "Switched to branch 'main'"), ("git status", "On branch main"),
               ("git checkout fix/a", "Switched to branch 'fix/a'"), ("git status", "On branch fix/a"),
               ("git rebase -i HEAD~2", ""), ("git status", "On branch main"))
    assert run_case(ok) == []


def test_stat_formats_read_the_attributes_a_long_listing_shows() -> None:
    listing = ("total 12\n-rwxr-xr-x. 1 ops ops 1876 Mar 10 16:02 deploy.sh\n"
               "-rw-------. 1 ops ops  642 Mar 11 08:47 secrets.env")
    case = _case(("ls -l", listing), ("stat -c '%A %a %s %n' secrets.env deploy.sh",
                                      "-rw-r--r-- 644 642 secrets.env\n-rwxr-xr-x 755 1876 deploy.sh"))
    assert run_case(case) == [(2, "state-changed-without-write")]
    ok = _case(("ls -l", listing), ("stat -c '%A %s %n' secrets.env deploy.sh",
                                    "-rw------- 642 secrets.env\n-rwxr-xr-x 1876 deploy.sh"),
               ("chmod 644 secrets.env", ""), ("stat -c '%A %s' secrets.env", "-rw-r--r-- 642"),
               ("stat -c '%s%n' deploy.sh", "1876deploy.sh"),  # directives run together: not read
               ("stat -c '%A %y %n' deploy.sh", "-rwxr-xr-x 2025-03-10 16:02:11 deploy.sh"))  # %y: unknown
    assert run_case(ok) == []


def test_a_directory_the_prompt_shows_by_its_last_part() -> None:
    p = "[ops@bastion deploy]$"
    shown = "deploy.sh  old.env  secrets.env"
    case = _case(("ls", shown), ("rm old.env", ""), ("ls", shown), prompt=p)
    assert (3, "deleted-present") in run_case(case)
    # another directory of the same last name, reached by a cd the binding cannot resolve: not the same place
    ok = _case(("touch new.txt", ""), ("cd $OTHER/deploy", ""), ("ls", "deploy.sh"), ("cd ../../x/deploy", ""),
               ("ls", "deploy.sh"), prompt=p)
    assert run_case(ok) == []


def test_a_literal_sed_substitution_sets_the_lines_it_changes() -> None:
    p = "root@db:/etc/postgresql/16/main#"
    before = "65:max_connections = 100\t\t\t# (change requires restart)\n131:shared_buffers = 128MB\t\t\t# min 128kB"
    case = _case(("grep -nE '^(max_connections|shared_buffers)' postgresql.conf", before),
                 ("sed -i -e 's/^max_connections = 100/max_connections = 300/' "
                  "-e 's/^shared_buffers = 128MB/shared_buffers = 4GB/' postgresql.conf", ""),
                 ("grep -nE '^(max_connections|shared_buffers)' postgresql.conf",
                  "65:max_connections = 300\t\t\t# (change requires restart)\n"
                  "131:shared_buffers = 128MB\t\t\t# min 128kB"),
                 prompt=p)
    assert run_case(case) == [(3, "set-value-reverted")]
    after = "65:max_connections = 300\t\t\t# (change requires restart)\n131:shared_buffers = 4GB\t\t\t# min 128kB"
    ok = _case(("grep -nE '^(max_connections|shared_buffers)' postgresql.conf", before),
               ("sed -i -e 's/^max_connections = 100/max_connections = 300/' "
                "-e 's/^shared_buffers = 128MB/shared_buffers = 4GB/' postgresql.conf", ""),
               ("grep -nE '^(max_connections|shared_buffers)' postgresql.conf", after),
               ("sed -i 's/^shared_buffers = .*/shared_buffers = 8GB/' postgresql.conf", ""),  # not literal
               ("grep -n '^shared_buffers' postgresql.conf", "131:shared_buffers = 8GB\t\t\t# min 128kB"),
               prompt=p)
    assert run_case(ok) == []


def test_a_second_substitution_keeps_what_the_first_set() -> None:
    p = "root@db:/etc/app#"
    case = _case(("grep -n '^pool' app.ini", "3:pool = 20\n4:pool_max = 50"),
                 ("sed -i 's/^pool = 20/pool = 40/' app.ini", ""),
                 ("sed -i 's/^#timeout = 5/timeout = 9/' app.ini", ""),
                 ("grep -n '^pool' app.ini", "3:pool = 20\n4:pool_max = 50"), prompt=p)
    assert run_case(case) == [(4, "set-value-reverted")]
    ok = _case(("grep -n '^pool' app.ini", "3:pool = 20\n4:pool_max = 50"),
               ("sed -i 's/^pool = 20/pool = 40/' app.ini", ""), ("vim app.ini", ""),
               ("grep -n '^pool' app.ini", "3:pool = 20\n4:pool_max = 50"), prompt=p)
    assert run_case(ok) == []


def test_a_substitution_on_one_line_by_its_number_keeps_the_others() -> None:
    p = "root@edge:/etc/nginx#"
    conf = "16:    listen 443 ssl;\n17:    client_max_body_size 25m;\n18:    proxy_read_timeout 120s;"
    edit = ("sed -i '17s/25m/64m/' sites/partners.conf", "")
    read = "grep -nE 'listen|client_max_body_size|proxy_read_timeout' sites/partners.conf"
    case = _case((read, conf), edit,
                 ("grep -n 'proxy_read_timeout' sites/partners.conf", "18:    proxy_read_timeout 300s;"), prompt=p)
    assert run_case(case) == [(3, "set-value-reverted")]
    # near misses: the line it names changed as it says; a substitution on every line may change any of them
    kept = _case((read, conf), edit,
                 ("grep -n 'client_max_body_size' sites/partners.conf", "17:    client_max_body_size 64m;"), prompt=p)
    assert run_case(kept) == []
    every = _case((read, conf),
                  ("sed -i 's/120s/300s/' sites/partners.conf", ""),
                  ("grep -n 'proxy_read_timeout' sites/partners.conf", "18:    proxy_read_timeout 300s;"), prompt=p)
    assert run_case(every) == []


def test_snapshots_and_containers_of_other_programs_by_the_same_tables() -> None:
    p = "root@nas:~#"
    snaps = ("NAME                       USED   REFER  CREATION\n"
             "tank/home@auto-2024-05-10  1.42G  207G   Fri May 10  0:00 2024\n"
             "tank/home@auto-2024-05-11  612M   208G   Sat May 11  0:00 2024")
    case = _case(("zfs list -t snapshot -o name,used,refer,creation -r tank/home", snaps),
                 ("zfs destroy -v tank/home@auto-2024-05-10", "will destroy tank/home@auto-2024-05-10"),
                 ("zfs list -t snapshot -o name,used,refer,creation -r tank/home", snaps), prompt=p)
    assert run_case(case) == [(3, "listing-deleted-member")]
    # a listing of some datasets is never complete: one made and not shown is no contradiction
    ok = _case(("zfs snapshot tank/home@pre", ""),
               ("zfs list -t snapshot -r tank/media", "NAME  USED\ntank/media@a  1G"), prompt=p)
    assert run_case(ok) == []
    pods = _case(("podman run -d --name cache redis:7.2-alpine", "0a2816990cca"),
                 ("podman ps -a --format '{{.Names}} {{.Status}}'", "web Up 2 minutes"), prompt=p)
    assert run_case(pods) == [(2, "created-absent")]


def test_a_background_job_may_change_what_it_names_until_wait() -> None:
    # the job may run at any later step: the file it writes shows up, is removed, shows up again
    started = [("ls", "notes.md"), ("(sleep 30 && touch done.flag) &", "[1] 4242"),
               ("ls", "done.flag  notes.md"), ("rm done.flag", ""), ("(sleep 30 && touch done.flag) &", "[1] 4250")]
    assert run_case(_case(*started, ("ls", "done.flag  notes.md"))) == []
    # after `wait` every job has ended: a file removed since shows again with nothing to write it
    waited = _case(*started, ("wait", "[1]+  Done                    ( sleep 30 && touch done.flag )"),
                   ("rm done.flag", ""), ("ls", "done.flag  notes.md"))
    assert (8, "deleted-present") in run_case(waited)


# ---------------------------------------------------------------- wrappers, one-liners, tags, git mv

SYSTEMD = ("● pg.service - PostgreSQL\n     Active: active (running) since Tue 2025-03-11 08:21:04 UTC; 6s ago\n"
           "   Main PID: {pid} (postgres)\n      Tasks: 6 (limit: 9387)")


def test_a_wrapped_database_query_changes_nothing() -> None:
    # `sudo -u postgres psql -c "SHOW ..."`: the command is psql, and its statement only reads
    bad = _case(("systemctl status pg", SYSTEMD.format(pid=48215)),
                ('sudo -u postgres psql -c "SHOW max_connections;"', " max_connections\n---\n 200\n(1 row)"),
                ("systemctl status pg", SYSTEMD.format(pid=48251)))
    assert run_case(bad) == [(3, "identity-changed")]
    # a restart between the two gives the service a new main PID
    ok = _case(("systemctl status pg", SYSTEMD.format(pid=48215)), ("sudo systemctl restart pg", ""),
               ("systemctl status pg", SYSTEMD.format(pid=48251)))
    assert run_case(ok) == []


def test_a_one_line_program_installs_nothing() -> None:
    listed = ("pip list", "Package  Version\n-------- -------\nrequests 2.31.0\nurllib3  2.3.0")
    bad = _case(listed, ('python -c "import requests; print(requests.__version__)"', "2.31.0"),
                ("pip show urllib3", "Name: urllib3\nVersion: 2.2.3"))
    assert run_case(bad) == [(3, "state-changed-without-write")]
    ok = _case(listed, ("pip install urllib3==2.2.3", "Successfully installed urllib3-2.2.3"),
               ("pip show urllib3", "Name: urllib3\nVersion: 2.2.3"))
    assert run_case(ok) == []


def moved_turns(after: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    return ("ls src", "models.py  utils.py"), ("git mv src/utils.py src/helpers.py", ""), after


def test_a_tag_keeps_the_commit_and_git_mv_renames() -> None:
    log = "4b7e21c (HEAD -> main) Handle SIGTERM\n9a03f5d Bump version"
    bad = _case(("git log --oneline -2", log), ('git tag -a v1.4.3 -m "Release 1.4.3"', ""),
                ("git log --oneline -2", "4b7e91c (HEAD -> main, tag: v1.4.3) Handle SIGTERM\n9a03f5d Bump version"))
    assert run_case(bad) == [(3, "identity-changed")]
    ok = _case(("git log --oneline -2", log),
               ("git commit --amend -m 'Handle SIGTERM'", "[main e93d0a7] Handle SIGTERM"),
               ("git log --oneline -2", "e93d0a7 (HEAD -> main) Handle SIGTERM\n9a03f5d Bump version"))
    assert run_case(ok) == []  # (a new hash, never a near copy of the old one: that is identifier-drift's)
    moved = _case(*moved_turns(("ls src", "models.py  utils.py")))
    # one finding for the place: the old name shown again (the listing's missing new name says the same)
    assert run_case(moved) == [(3, "deleted-present")]
    assert run_case(_case(*moved_turns(("ls src", "helpers.py  models.py")))) == []
    into = _case(("ls src", "models.py  utils.py"), ("git mv src/utils.py lib/", ""), ("ls src", "models.py"))
    assert run_case(into) == []


def test_a_new_commit_or_a_merge_gives_no_other_commit_a_new_hash() -> None:
    log = "4b7e21c (HEAD -> main) Handle SIGTERM\n9a03f5d Bump version"
    graph = ("*   7d1e0aa (HEAD -> main) Merge branch 'fix'\n|\\  \n| * 5c2b9e0 (fix) Retry once\n|/  \n"
             "* 4b7e21c Handle SIGTERM\n* 9a03f5e Bump version")
    bad = _case(("git log --oneline -2", log), ("git commit -am 'Retry once'", "[main 5c2b9e0] Retry once"),
                ("bundle exec rspec", "23 examples, 0 failures"),  # a test runner writes no commit either
                ("git merge --no-ff fix -m \"Merge branch 'fix'\"", "Merge made by the 'ort' strategy."),
                ("git log --oneline --graph -5", graph))
    assert run_case(bad) == [(5, "identity-changed")]
    ok = _case(("git log --oneline -2", log), ("git commit -am 'Retry once'", "[main 5c2b9e0] Retry once"),
               ("git merge --no-ff fix -m \"Merge branch 'fix'\"", "Merge made by the 'ort' strategy."),
               ("git log --oneline --graph -5", graph.replace("9a03f5e", "9a03f5d")))
    assert run_case(ok) == []
    # a commit under a subject already shown is that subject's new commit; a rebase may rewrite any
    again = _case(("git log --oneline -2", log), ("git commit -am 'Bump version'", "[main 6e1f2a3] Bump version"),
                  ("git log --oneline -1", "6e1f2a3 (HEAD -> main) Bump version"))
    assert run_case(again) == []
    rebased = _case(("git log --oneline -2", log),
                    ("git rebase -i HEAD~2", "Successfully rebased and updated refs/heads/main."),
                    ("git log --oneline -2", "4b7e21c (HEAD -> main) Handle SIGTERM\n1f0c3d2 Bump version"))
    assert run_case(rebased) == []


NGINX = 'nginx: master process /usr/sbin/nginx -g daemon on; master_process on;'
STATUS = ("● nginx.service - A high performance web server\n     Active: active (running)\n"
          "   Main PID: 1423 (nginx)\n     CGroup: /system.slice/nginx.service\n"
          f'             ├─1423 "{NGINX}"\n             └─1424 "nginx: worker process"')


def test_permissions_set_by_chmod_outlive_appends_and_other_files_written() -> None:
    listing = "total 8\n-rw-r--r-- 1 dep dep 112 Jun 14 09:02 config\n-rw------- 1 dep dep 411 Jun 14 09:02 id_rsa"
    after = listing.replace("rw-r--r--", "rw-------").replace(" 112 ", " 190 ")
    turns = [("ls -l ~/.ssh", listing), ("chmod 600 ~/.ssh/config", ""),
             ('ssh-keygen -t ed25519 -f ~/.ssh/id_deploy -N ""', "Your identification has been saved"),
             ("printf 'Host git\\n  User git\\n' >> ~/.ssh/config", "")]
    assert run_case(_case(*turns, ("ls -l ~/.ssh", listing.replace(" 112 ", " 190 ")))) == [
        (5, "set-value-reverted")]
    assert run_case(_case(*turns, ("ls -l ~/.ssh", after))) == []
    # a symbolic mode depends on what was there; a re-created file has the permissions it is made with
    assert run_case(_case(("ls -l ~/.ssh", listing), ("chmod go-r ~/.ssh/config", ""),
                          ("ls -l ~/.ssh", listing))) == []
    assert run_case(_case(*turns[:2], ("cp /tmp/config ~/.ssh/config", ""), ("ls -l ~/.ssh", listing))) == []


def test_a_reload_keeps_the_main_process() -> None:
    ps = f"    PID CMD\n   1587 {NGINX}"
    assert run_case(_case(("systemctl status nginx --no-pager", STATUS), ("sudo systemctl reload nginx", ""),
                          ("ps -o pid,cmd -C nginx", ps))) == [(3, "identity-changed")]


def test_a_commit_made_after_the_clock_was_read_is_dated_after_that_reading() -> None:
    made = ("git tag v1.8.0 && git commit -qam 'Release 1.8.0' && git log -2 --format='%h %ci %s'",
            "7f3a9c2 2025-03-12 13:58:09 +0000 Release 1.8.0\n5d81b2e 2025-03-11 16:09:52 +0000 Fix retry")
    bad = _case(("date -u", "Wed Mar 12 14:05:31 UTC 2025"), made)
    assert run_case(bad) == [(2, "clock-backwards")]
    # the same clock in a named zone (CET is one offset), then a commit made a minute later
    ok = _case(("date", "Wed Mar 12 15:05:31 CET 2025"), (made[0], made[1].replace("13:58:09", "14:06:40")))
    assert run_case(ok) == []
    # a commit made before the clock was read, or an older commit's date, is no reading of now
    before = _case(("git commit -qam 'Release 1.8.0'", ""), ("date -u", "Wed Mar 12 14:05:31 UTC 2025"),
                   ("git log -2 --format='%h %ci %s'", made[1]))
    assert run_case(before) == []
    medium = ("commit 7f3a9c2e51d0b4a8c2f1e6d9a0b3c4d5e6f7a8b9\nAuthor: Ana <ana@example.org>\n"
              "Date:   Wed Mar 12 13:58:09 2025 +0000\n\n    Release 1.8.0")
    assert run_case(_case(("date -u", "Wed Mar 12 14:05:31 UTC 2025"), ("git commit -qam 'Release 1.8.0'", ""),
                          ("git log -1", medium))) == [(3, "clock-backwards")]


def test_a_commit_shown_by_a_log_after_its_own_output_or_with_its_author_is_dated_after_the_clock() -> None:
    # the commit prints its own line first, then the log's lines end the output; the author's name may come
    # between the date and the subject
    clock = ("date -u", "Wed Mar 12 14:05:31 UTC 2025")
    line = "git commit -am 'Release 1.8.0' && git log -2 --format='%h %ad %an %s' --date=iso"
    shown = ("[main 7f3a9c2] Release 1.8.0\n 1 file changed, 3 insertions(+)\n"
             "7f3a9c2 2025-03-12 {} +0000 Ana Lee Release 1.8.0\n5d81b2e 2025-03-11 16:09:52 +0000 Bo Kim Fix retry")
    assert run_case(_case(clock, (line, shown.format("13:58:09")))) == [(2, "clock-backwards")]
    assert run_case(_case(clock, (line, shown.format("14:06:40")))) == []
    # the subject another commit's line ends with is not this one's ("Fix retry" is older, and no commit here)
    older = shown.format("14:06:40").replace("16:09:52", "09:01:02")
    assert run_case(_case(clock, (line.replace("-2", "-3"), older))) == []


def test_a_file_written_after_the_clock_was_read_is_not_stamped_before_that_reading() -> None:
    date = ("date", "Tue Mar 11 14:02:11 UTC 2025")
    stat = "stat -c '%y %n' out/.started"
    touched = (date, ("touch out/.started", ""), ("sleep 5; date", "Tue Mar 11 14:03:02 UTC 2025"))
    assert run_case(_case(*touched, (stat, "2025-03-11 13:58:47.318224519 +0000 out/.started"))) == [
        (4, "clock-backwards")]
    assert run_case(_case(*touched, (stat, "2025-03-11 14:02:15.100000000 +0000 out/.started"))) == []
    # a time set on purpose, or a file nobody wrote here, says nothing of now
    assert run_case(_case(date, ("touch -d '2025-03-01 09:00' out/.started", ""),
                          (stat, "2025-03-01 09:00:00.000000000 +0000 out/.started"))) == []
    assert run_case(_case(date, (stat, "2025-03-01 09:00:00.000000000 +0000 out/.started"))) == []
    # a file new since a complete listing made after the clock was read; local times in date's zone,
    # shown to the minute
    listing = "total 4\n-rw-r--r-- 1 an an 2087733 2025-03-08 23:59 report_0308.csv"
    new = (("date", "Tue Mar 11 15:02:11 CET 2025"), ("ls -l --time-style=long-iso", listing))
    shown = "ls -l --time-style=long-iso report_0310.csv"
    line = "-rw-r--r-- 1 an an 2203114 2025-03-11 {} report_0310.csv"
    made = ("python3 export.py --out report_0310.csv", "Wrote report_0310.csv")
    assert run_case(_case(*new, made, (shown, line.format("14:57")))) == [(4, "clock-backwards")]
    assert run_case(_case(*new, made, (shown, line.format("15:02")))) == []
    # an archive puts files in place with the times they carry
    assert run_case(_case(*new, ("tar xzf reports.tgz", ""), (shown, line.format("14:57")))) == []


def test_accounts_made_or_removed_are_looked_up_as_such() -> None:
    made = ('useradd -r -m -d /var/lib/restic -c "restic runner" restic', "")
    missing = ("getent passwd restic || echo 'no such user'; id restic", "no such user\nid: 'restic': no such user")
    assert run_case(_case(made, missing)) == [(2, "created-reported-missing")]
    assert run_case(_case(made, ("id restic", "uid=998(restic) gid=998(restic) groups=998(restic)"))) == []
    assert run_case(_case(made, ("userdel -r restic", ""), missing)) == []
    gone = _case(("userdel -r olduser", ""), ("getent passwd olduser", "olduser:x:1003:1003::/home/olduser:/bin/sh"))
    assert run_case(gone) == [(2, "deleted-present")]


def test_a_containers_id_stays_with_its_name_until_it_is_made_again() -> None:
    full = "0a2816990ccac8dce66c947f4311d49ae64e93611b5502696a97e2c2c58aed73"
    run = ("podman run -d --name cache -p 6379:6379 redis:7.2-alpine", full)
    ps = ("podman ps -a --no-trunc --format '{{.ID}} {{.Names}} {{.Status}}'", "{} cache Up 2 minutes")
    table = ('podman ps --format "table {{.ID}} {{.Names}} {{.Status}}"',
             "CONTAINER ID  NAMES       STATUS\n0a2816990cca  cache       Up 9 seconds")
    assert run_case(_case(run, table, ("podman exec cache redis-cli ping", "PONG"),
                          (ps[0], ps[1].format(full.replace("c8dce66", "d9298a1"))))) == [(4, "identity-changed")]
    assert run_case(_case(run, table, (ps[0], ps[1].format(full)))) == []
    # removed and run again under the same name: a new container, a new id
    again = ("podman run -d --name cache redis:7.2-alpine", full.replace("0a28", "9f31"))
    assert run_case(_case(run, ("podman rm -f cache", "cache"), again, (ps[0], ps[1].format(again[1])))) == []


def test_a_units_enablement_follows_enable_and_disable() -> None:
    files = ("systemctl list-unit-files --type=service --state=enabled --no-pager",
             "UNIT FILE        STATE   VENDOR PRESET\ncron.service     enabled enabled\n"
             "cups.service     enabled enabled\n2 unit files listed.")
    status = ("systemctl status cups --no-pager", "○ cups.service - CUPS Scheduler\n"
              "     Loaded: loaded (/lib/systemd/system/cups.service; {}; vendor preset: enabled)\n"
              "     Active: inactive (dead)")
    disabled = (files, ("systemctl disable --now cups.service",
                        "Removed /etc/systemd/system/multi-user.target.wants/cups.service."))
    assert run_case(_case(*disabled, (status[0], status[1].format("enabled")))) == [(3, "set-value-reverted")]
    assert run_case(_case(*disabled, (status[0], status[1].format("disabled")))) == []
    assert run_case(_case(*disabled, ("systemctl is-enabled cups cron", "disabled\nenabled"))) == []
    # enabled again, or another user's units
    assert run_case(_case(*disabled, ("systemctl enable cups", ""), (status[0], status[1].format("enabled")))) == []
    assert run_case(_case(files, ("systemctl --user disable cups.service", ""), files)) == []


def test_an_install_sets_the_versions_it_reports() -> None:
    install = ("pip install 'geoshapes>=0.4'", "Collecting geoshapes>=0.4\nSuccessfully installed geoshapes-0.4.0")
    assert run_case(_case(install, ("pip show geoshapes", "Name: geoshapes\nVersion: 0.4.1"))) == [
        (2, "set-value-reverted")]
    assert run_case(_case(install, ("pip show geoshapes", "Name: geoshapes\nVersion: 0.4.0"))) == []
    upgraded = ("pip install -U geoshapes", "Successfully installed geoshapes-0.4.1")
    assert run_case(_case(install, upgraded, ("pip show geoshapes", "Name: geoshapes\nVersion: 0.4.1"))) == []


def test_every_setting_dumped_is_read_and_a_redirect_to_dev_null_writes_nothing() -> None:
    set_it = ("sysctl -w vm.max_map_count=262144", "vm.max_map_count = 262144")
    dump = "sysctl -a 2>/dev/null | grep -E 'max_map_count|swappiness'"
    assert run_case(_case(set_it, (dump, "vm.max_map_count = 65530\nvm.swappiness = 1"))) == [
        (2, "set-value-reverted")]
    assert run_case(_case(set_it, (dump, "vm.max_map_count = 262144\nvm.swappiness = 1"))) == []
    assert run_case(_case(set_it, ("sysctl --system", "* Applying /etc/sysctl.d/99-es.conf ..."),
                          (dump, "vm.max_map_count = 65530"))) == []



def test_a_setter_reads_and_sets_several_settings_and_applies_files() -> None:
    read = ("sysctl vm.swappiness net.core.somaxconn", "vm.swappiness = 60\nnet.core.somaxconn = 4096")
    applied = ("sysctl -p /etc/sysctl.d/99-postgres.conf", "vm.swappiness = 10\nnet.core.somaxconn = 8192")
    back = ("sysctl vm.swappiness net.core.somaxconn", "vm.swappiness = 60\nnet.core.somaxconn = 8192")
    assert run_case(_case(read, applied, back)) == [(3, "set-value-reverted")]
    assert run_case(_case(read, applied, (back[0], "vm.swappiness = 10\nnet.core.somaxconn = 8192"))) == []
    both = ("sysctl -w vm.swappiness=10 net.core.somaxconn=8192", "vm.swappiness = 10\nnet.core.somaxconn = 8192")
    assert run_case(_case(read, both, back)) == [(3, "set-value-reverted")]
    # near miss: applying every file again sets what a later file says, as it prints it
    again = ("sysctl --system", "* Applying /etc/sysctl.d/99-postgres.conf ...\nvm.swappiness = 10\n"
                                "* Applying /etc/sysctl.d/99-zz-local.conf ...\nvm.swappiness = 60")
    assert run_case(_case(read, applied, again, back)) == []


def test_a_file_grep_shows_lines_of_is_there() -> None:
    gone = ("rm -f conf.d/legacy.conf", "")
    grepped = ("grep -n listen conf.d/legacy.conf", "3:    listen 8080;")
    assert run_case(_case(gone, grepped)) == [(2, "deleted-present")]
    assert run_case(_case(gone, (grepped[0], "grep: conf.d/legacy.conf: No such file or directory"))) == []

def test_a_users_crontab_is_a_file_crontab_replaces() -> None:
    tab = "# m h dom mon dow command\n15 3 * * * /home/ops/bin/nightly.sh"
    p = "ops@nas:~$"
    edited = (("crontab -l", tab), ("crontab -l | sed 's/^15 3/45 1/' | crontab -", ""),
              ("crontab -l", tab.replace("15 3", "45 1")), ("bash -n ~/bin/nightly.sh && echo ok", "ok"))
    assert run_case(_case(*edited, ("crontab -l", tab), prompt=p)) == [(5, "state-changed-without-write")]
    assert run_case(_case(*edited, ("crontab -l", tab.replace("15 3", "45 1")), prompt=p)) == []
    assert run_case(_case(*edited, ("crontab -r", ""), ("crontab -l", "no crontab for ops"), prompt=p)) == []


def test_a_services_main_process_keeps_its_pid_in_any_listing() -> None:
    ps = (f"    PID    PPID     ELAPSED CMD\n   1587       1  2-01:47:19 {NGINX}\n"
          "   1588    1587  2-01:47:19 nginx: worker process")
    bad = _case(("systemctl status nginx --no-pager", STATUS), ("ss -ltnp", "LISTEN 0 511 0.0.0.0:80 0.0.0.0:*"),
                ("ps -o pid,ppid,etime,cmd -C nginx", ps))
    assert run_case(bad) == [(3, "identity-changed")]
    restarted = _case(("systemctl status nginx --no-pager", STATUS), ("sudo systemctl restart nginx", ""),
                      ("ps -o pid,ppid,etime,cmd -C nginx", ps))
    assert run_case(restarted) == []
    # workers come and go; a process never seen as a service's main one is not followed
    workers = _case(("ps -o pid,cmd -C nginx", "    PID CMD\n   1424 nginx: worker process"),
                    ("ps -o pid,cmd -C nginx", "    PID CMD\n   1530 nginx: worker process"))
    assert run_case(workers) == []


def test_a_services_main_pid_is_the_same_in_status_and_show() -> None:
    show = "systemctl show nginx -p MainPID -p NRestarts"
    bad = _case(("systemctl status nginx --no-pager", STATUS), ("ss -ltnp", "LISTEN 0 511 0.0.0.0:80 0.0.0.0:*"),
                (show, "MainPID=1857\nNRestarts=0"))
    assert run_case(bad) == [(3, "identity-changed")]
    assert run_case(_case(("systemctl status nginx --no-pager", STATUS), (show, "MainPID=1423\nNRestarts=0"))) == []
    restarted = _case(("systemctl status nginx --no-pager", STATUS), ("sudo systemctl restart nginx", ""),
                      (show, "MainPID=1857\nNRestarts=0"))
    assert run_case(restarted) == []
    # another unit's main process, and a unit that is not running (MainPID=0), say nothing of this one
    other = _case(("systemctl status nginx --no-pager", STATUS), ("systemctl show php-fpm -p MainPID", "MainPID=1857"))
    assert run_case(other) == []


def test_a_service_keeps_the_time_it_became_active_until_it_is_restarted() -> None:
    since = STATUS.replace("active (running)", "active (running) since Tue 2024-05-14 13:54:19 UTC; 4min ago")
    older = since.replace("13:54:19 UTC; 4min", "09:41:22 UTC; 4h")
    bad = _case(("systemctl status nginx --no-pager", since), ("curl -sI http://localhost/", "HTTP/1.1 200 OK"),
                ("systemctl status nginx --no-pager", older))
    assert run_case(bad) == [(3, "identity-changed")]
    # a restart (or a stop and a start) gives it another; the relative part ages by itself
    assert run_case(_case(("systemctl status nginx --no-pager", older), ("systemctl restart nginx", ""),
                          ("systemctl status nginx --no-pager", since))) == []
    aged = since.replace("4min ago", "2h 10min ago")
    assert run_case(_case(("systemctl status nginx --no-pager", since), ("sleep 5", ""),
                          ("systemctl status nginx --no-pager", aged))) == []


def test_a_date_in_a_chain_prints_the_first_line() -> None:
    # `sleep 30; date; uptime`: sleep prints nothing, date one line, the rest is uptime's
    first = ("date", "Wed Sep 17 09:44:53 UTC 2025")
    back = _case(first, ("sleep 30; date; uptime", "Wed Sep 17 09:43:29 UTC 2025\n 09:43:29 up 3 days,  2 users"))
    assert run_case(back) == [(2, "clock-backwards")]
    later = _case(first, ("sleep 30; date; uptime", "Wed Sep 17 09:45:24 UTC 2025\n 09:45:24 up 3 days,  2 users"))
    assert run_case(later) == []
    # a date piped into another program prints through it: its line is not the first of the output
    piped = _case(first, ("date | tr a-z A-Z; uptime", "WED SEP 17 09:43:29 UTC 2025\n 09:43:29 up 3 days"))
    assert run_case(piped) == []



def test_a_long_listing_in_a_chain_owns_the_lines_of_its_shape() -> None:
    # `ls -la app && git status --short`: the long listing's lines are the listing's, the rest git's
    rm = ("git rm -q app/legacy.py", "")
    both = ("ls -la app && git status --short",
            "total 12\n-rw-r--r-- 1 kim kim 734 May  7 09:14 auth.py\n"
            "-rw-r--r-- 1 kim kim 1642 May  7 09:14 legacy.py\nD  app/legacy.py")
    assert (2, "deleted-present") in run_case(_case(rm, both))
    gone = (both[0], "total 8\n-rw-r--r-- 1 kim kim 734 May  7 09:14 auth.py\nD  app/legacy.py")
    assert run_case(_case(rm, gone)) == []
    # near miss: what a head shows is read with the line's writes, so not before a commit that changes it
    status = ("git status --short && git commit -qam wip && git log --oneline -1", " M app/auth.py\n4be01d9 wip")
    assert run_case(_case(("git add -A && git commit -qm base", "[main 1a2b3c4] base"), status,
                          ("git status --short", ""))) == []


def test_a_test_run_a_long_listing_and_a_short_status_in_one_line() -> None:
    # `busted && ls -la spec && git status --short`: the last commands own the lines of their shape, and a
    # program no table knows that prints a test summary is a test run, which takes nothing away (failing or not)
    made = ("cat > spec/translit_spec.lua <<'EOF'\nit('folds', function() end)\nEOF", "")
    failing = ("busted", "●◼\n1 success / 1 failure / 0 errors / 0 pending : 0.005 seconds")
    listing = ("total 8\n-rw-r--r-- 1 kim kim 1874 Jun 10 08:31 options_spec.lua\n"
               "-rw-r--r-- 1 kim kim 2395 Jun 10 08:31 slugify_spec.lua")
    line = "busted && ls -la spec && git status --short"
    shown = (line, "●●\n2 successes / 0 failures / 0 errors / 0 pending : 0.005 seconds\n" + listing
             + "\n M src/translit.lua")
    assert run_case(_case(made, failing, shown)) == [(3, "created-absent")]
    # near miss: a program whose output is no test summary may have taken it away
    other = ("busted && ls -la spec", "cleaned 1 file\n" + listing)
    assert run_case(_case(made, ("./tidy.sh", "done"), other)) == []


def test_a_test_summary_is_told_by_its_outcome_words() -> None:
    from playground.decoherence.effects.swe import test_summary

    for line in ("16 successes / 0 failures / 0 errors / 0 pending : 0.005017 seconds", "Tests: 40, Assertions: 96",
                 "5 passed, 1 failed in 0.3s", "==== 5 passed, 1 warning in 0.31s ===="):
        assert test_summary([line]), line
    for line in ("removed 3 files, 2 dirs", "Found 3 errors in 2 files", "total 16", "2 successes"):
        assert not test_summary([line]), line


def test_a_creation_time_written_as_an_age_is_no_identity() -> None:
    head = "NAME               FILES  CREATED\n"
    first = ("snapcfg list", head + "before-nvim-0.10      42  3 minutes ago\nzsh-cleanup           18  8 days ago")
    later = ("snapcfg list", head + "before-nvim-0.10      42  11 minutes ago\nzsh-cleanup           18  8 days ago")
    assert run_case(_case(first, ("sleep 480", ""), later)) == []
    # near miss: a creation time written as a date is one
    dated = (first[0], first[1].replace("3 minutes ago", "2024-06-10 08:31"))
    moved = (first[0], first[1].replace("3 minutes ago", "2024-06-10 08:13"))
    assert (3, "identity-changed") in run_case(_case(dated, ("sleep 480", ""), moved))

def test_a_commit_line_is_read_among_other_commands_output() -> None:
    # `git switch -c` says so on stderr before the commit's own "[branch hash] subject" line
    made = ('git switch -c fix/units && git commit -am "Accept lowercase units"',
            "Switched to a new branch 'fix/units'\n[fix/units 5e0d2a4] Accept lowercase units\n"
            " 1 file changed, 7 insertions(+), 1 deletion(-)")
    drifted = _case(made, ("cargo build", "    Finished `dev` profile in 1.94s"),
                    ("git log --oneline -1", "e51a0c9 (HEAD -> fix/units) Accept lowercase units"))
    assert run_case(drifted) == [(3, "identity-changed")]
    kept = _case(made, ("git log --oneline -1", "5e0d2a4 (HEAD -> fix/units) Accept lowercase units"))
    assert run_case(kept) == []
    # in a chain whose output mixes two programs' lines, the commit's line is still its own
    mixed = _case(('git add -A; git status --short; git commit -m "Accept lowercase units"',
                   "M  src/units.rs\n[fix/units 5e0d2a4] Accept lowercase units\n 1 file changed"),
                  ("git log --oneline -1", "e51a0c9 (HEAD -> fix/units) Accept lowercase units"))
    assert run_case(mixed) == [(2, "identity-changed")]


def test_a_short_status_names_the_branch_checked_out() -> None:
    made = ("git checkout -b fix/quoted-newlines", "Switched to a new branch 'fix/quoted-newlines'")
    short = "## {}...origin/{}\n M src/reader.py"
    chained = "git status -sb && git diff --stat"
    stat = "\n src/reader.py | 16 +++++++++++++++-\n 1 file changed, 15 insertions(+), 1 deletion(-)"
    assert run_case(_case(made, (chained, short.format("main", "main") + stat))) == [(2, "set-value-reverted")]
    assert run_case(_case(made, (chained, "## fix/quoted-newlines\n M src/reader.py" + stat))) == []
    # near misses: a detached HEAD and a repository without commits name no branch
    assert run_case(_case(made, ("git status -sb", "## HEAD (no branch)"))) == []
    assert run_case(_case(made, ("git status -sb", "## No commits yet on main"))) == []


def test_a_fixed_width_table_keeps_right_aligned_numbers_out_of_the_names() -> None:
    from playground.decoherence.views.text import table

    snaps = ("NAME                                     USED  REFER  CREATION\n"
             "tank/projects/cad@auto-2025-02-01_0300  9.12G   226G  Sat Feb  1  3:00 2025\n"
             "tank/projects/cad@pre-migration-v7      14.2G   235G  Tue Mar  4 18:22 2025")
    got = table(snaps.split("\n"))
    assert got is not None and [r["NAME"] for r in got.rows] == [
        "tank/projects/cad@auto-2025-02-01_0300", "tank/projects/cad@pre-migration-v7"]
    assert got.rows[0]["USED"] == "9.12G" and got.rows[0]["CREATION"] == "Sat Feb  1  3:00 2025"
    # a name wider than its column keeps its whole word
    wide = table("NAME   AGE\nverylongname-1 3d\nshort  4d".split("\n"))
    assert wide is not None and [r["NAME"] for r in wide.rows] == ["verylongname-1", "short"]
    destroy = ("zfs destroy -v tank/projects/cad@pre-migration-v7",
               "will destroy tank/projects/cad@pre-migration-v7\nwill reclaim 14.2G")
    listed = ("zfs list -t snapshot -o name,used,refer,creation -r tank/projects/cad", snaps)
    assert run_case(_case(listed, destroy, listed)) == [(3, "listing-deleted-member")]


def test_a_ruled_table_is_its_rows_between_the_rules() -> None:
    from playground.decoherence.views.text import table

    out = ("repository 4c8e1f27 opened (version 2, compression level auto)\n"
           "ID        Time                 Host        Tags        Paths\n"
           "--------------------------------------------------------------\n"
           "1a7c33e0  2024-04-28 21:00:11  ws-kim      nightly     /home/kim\n"
           "77b0e4a8  2024-05-12 14:37:52  ws-kim      manual      /home/kim/photos\n"
           "--------------------------------------------------------------\n"
           "2 snapshots")
    got = table(out.split("\n"))
    assert got is not None and got.headers == ("ID", "Time", "Host", "Tags", "Paths")
    assert [r["ID"] for r in got.rows] == ["1a7c33e0", "77b0e4a8"] and got.rows[1]["Tags"] == "manual"
    assert table(["some words first", *out.split("\n")[1:2]]) is None  # no rule: the header must lead


def test_a_recursive_zfs_list_shows_every_dataset_under_its_root() -> None:
    from playground.decoherence.effects.shell import zfs_shown

    lst = ("zfs list -r tank/media", "NAME                 USED  AVAIL  REFER  MOUNTPOINT\n"
                                     "tank/media           1.2T  2.1T   96K    /tank/media\n"
                                     "tank/media/music     400G  2.1T   400G   /tank/media/music")
    made = ("zfs create -o compression=zstd -o recordsize=1M tank/media/archive", "")
    assert run_case(_case(lst, made, lst)) == [(3, "created-absent")]
    # made elsewhere, a snapshot (not shown without -t), or a listing of one dataset only: nothing missing
    assert run_case(_case(lst, ("zfs create tank/backups", ""), lst)) == []
    assert run_case(_case(lst, ("zfs snapshot tank/media/music@s1", ""), lst)) == []
    one = ("zfs list tank/media", "NAME         USED  AVAIL  REFER  MOUNTPOINT\n"
                                  "tank/media   1.2T  2.1T   96K    /tank/media")
    assert run_case(_case(lst, made, one)) == []
    assert zfs_shown(["-d", "1", "tank"]) is None and zfs_shown(["-t", "snapshot", "tank/a", "tank/b"]) is None
    # a dataset renamed takes its snapshots and children with it
    snaps = ("zfs list -t snapshot -o name,used", "NAME                        USED\ntank/archive-2024@pre-rename  0B")
    moved = _case(("zfs snapshot tank/scratch@pre-rename", ""), ("zfs rename tank/scratch tank/archive-2024", ""),
                  snaps)
    assert run_case(moved) == []



def test_a_recursive_zfs_list_of_several_roots_and_a_property_set_between() -> None:
    lst = ("zfs list -t snapshot -o name,used,refer,creation -r tank/db tank/home",
           "NAME                   USED  REFER  CREATION\n"
           "tank/db@daily-0511    14.2G  1.69T  Sat May 11  0:00 2024\n"
           "tank/home@daily-0511  3.22G  3.11T  Sat May 11  0:00 2024")
    made = ("zfs snapshot tank/db@pre-migrate", "")
    shown = (lst[0], lst[1] + "\ntank/db@pre-migrate      0B  1.71T  Mon May 13 10:24 2024")
    # setting a property neither takes a snapshot away nor brings one back
    setting = ("zfs set compression=zstd tank/db", "")
    assert run_case(_case(made, shown, setting, lst)) == [(4, "created-absent")]
    assert run_case(_case(made, shown, setting, shown)) == []
    # near miss: a snapshot of a third dataset is not in this listing
    assert run_case(_case(("zfs snapshot tank/media@pre-migrate", ""), lst, setting, lst)) == []
    # near miss: a destroy in between may take it away
    assert run_case(_case(made, shown, ("zfs destroy -r tank/db@pre-migrate", ""), lst)) == []

def test_renaming_the_branch_checked_out_renames_the_current_branch() -> None:
    first = ("git status -sb", "## wip\n M limiter.go")
    renamed = ("git branch -m wip feat/monotonic-refill && git status -sb | head -1", "## feat/monotonic-refill")
    assert run_case(_case(first, renamed)) == []
    assert run_case(_case(first, ("git log --oneline -1", "a4c91e0 limiter: refill"),
                          ("git status -sb", "## feat/monotonic-refill"))) == [(3, "state-changed-without-write")]


def test_a_forge_client_acting_on_the_forge_leaves_the_clones_commits() -> None:
    made = ('git commit -am "backoff: add full jitter"', "[fix/jitter 3e9c1a7] backoff: add full jitter\n"
            " 2 files changed, 40 insertions(+)")
    pr = ("gh pr create --fill --base main", "https://github.com/acme/ledgerd/pull/419")
    drifted = ("git log --oneline -1", "3e9a1c7 (HEAD -> fix/jitter) backoff: add full jitter")
    assert run_case(_case(made, pr, drifted)) == [(3, "identity-changed")]
    # near miss: checking a pull request out may move the branch and its commits (to another commit: a near copy
    # of the hash would be a bad copy whatever was done, identifier-drift's)
    moved = ("git log --oneline -1", "5b20d4f (HEAD -> fix/jitter) backoff: add full jitter")
    assert run_case(_case(made, ("gh pr checkout 419", "Switched to branch 'fix/jitter'"), moved)) == []


def test_a_literal_substitution_with_a_semicolon_keeps_the_other_lines() -> None:
    p = "root@web:/etc/nginx#"
    conf = "server {\n    client_max_body_size 8m;\n    proxy_read_timeout 30s;\n}"
    sub = ("sed -i 's/client_max_body_size 8m;/client_max_body_size 25m;/' conf.d/a.conf && nginx -t",
           "nginx: configuration file /etc/nginx/nginx.conf test is successful")
    drifted = ("grep -n 'proxy_' conf.d/a.conf", "3:    proxy_read_timeout 60s;")
    assert run_case(_case(("cat conf.d/a.conf", conf), sub, drifted, prompt=p)) == [(3, "set-value-reverted")]
    kept = ("grep -n 'client_max' conf.d/a.conf", "2:    client_max_body_size 25m;")
    assert run_case(_case(("cat conf.d/a.conf", conf), sub, kept, prompt=p)) == []
    # near miss: `&` in a replacement is the match, not a character: the substitution is not followed
    amp = ("sed -i 's/8m;/& # raised/' conf.d/a.conf", "")
    raised = ("grep -n 'client_max' conf.d/a.conf", "2:    client_max_body_size 8m; # raised")
    assert run_case(_case(("cat conf.d/a.conf", conf), amp, raised, prompt=p)) == []


LSOF = ("COMMAND  PID    USER   FD   TYPE DEVICE SIZE/OFF NLINK   NODE NAME\n"
        "java    {} billing  121w   REG  253,3 9126805     0 131077 /var/log/billing/app.log (deleted)")
SOCKETS = 'LISTEN 0      4096       0.0.0.0:443      0.0.0.0:*    users:(("haproxy",pid={},fd=7))'


def test_a_process_a_table_lists_by_its_program_keeps_its_id() -> None:
    # `lsof`, `ss -p`: a program's one id is its identity; `: > file` (truncating it) touches no process
    bad = _case(("lsof +L1 /var", LSOF.format(2318)), (": > /proc/2318/fd/121", ""),
                ("df -h /var; lsof +L1 /var", "Filesystem Size Used Avail Use% Mounted on\n"
                                               "/dev/sda3 40G 21G 17G 56% /var\n" + LSOF.format(2381)))
    assert (3, "identity-changed") in run_case(bad)
    assert (2, "identity-changed") in run_case(_case(("ss -tlnp", SOCKETS.format(2291)),
                                                     ("ss -tlnp 'sport = :443'", SOCKETS.format(2317))))
    # a reload replaces a service's workers (what `ss -p` shows holding the socket); a restart the whole service
    for between in ("systemctl reload haproxy", "kill -HUP 2290", "systemctl restart haproxy"):
        case = _case(("ss -tlnp", SOCKETS.format(2291)), (between, ""), ("ss -tlnp", SOCKETS.format(2317)))
        assert run_case(case) == [], between


def test_a_program_shown_with_a_main_process_id_keeps_it_across_a_reload() -> None:
    # `ss -p` shows nginx with the main process's id (systemctl status said so): a reload keeps that one
    listen = 'LISTEN 0 511 0.0.0.0:80 0.0.0.0:*    users:(("nginx",pid={},fd=6))'
    turns = [("systemctl status nginx --no-pager", STATUS), ("ss -tlnp", listen.format(1423)),
             ("sudo systemctl reload nginx", "")]
    assert run_case(_case(*turns, ("ss -tlnp", listen.format(1478)))) == [(4, "identity-changed")]
    assert run_case(_case(*turns[1:], ("ss -tlnp", listen.format(1478)))) == []  # a worker, for all we know


def _long(*names: str) -> str:
    return "\n".join(f"-rw-r--r-- 1 node node 2311 Apr 18 16:02 {n}" for n in names)


def test_ls_of_several_directories_is_each_directorys_listing() -> None:
    prompt = "node@api:/app$"
    both = "ls -la src/routes tests/routes"
    first = (f"src/routes:\ntotal 8\n{_long('health.js', 'legacy.js')}\n\n"
             f"tests/routes:\ntotal 4\n{_long('health.test.js')}")
    back = terminal_case(prompt, (both, first), ("git rm -q src/routes/legacy.js", ""), (both, first))
    assert run_case(back) == [(3, "deleted-present")]
    gone = first.replace(_long("health.js", "legacy.js"), _long("health.js"))
    assert run_case(terminal_case(prompt, (both, first), ("git rm -q src/routes/legacy.js", ""), (both, gone))) == []
    # near miss: a section missing or out of order is not read (which directory a name is in cannot be told)
    odd = f"tests/routes:\n{_long('health.test.js')}\n\nsrc/routes:\n{_long('health.js', 'legacy.js')}"
    assert run_case(terminal_case(prompt, (both, first), ("git rm -q src/routes/legacy.js", ""), (both, odd))) == []


def test_a_link_made_into_a_directory_is_one_more_there() -> None:
    prompt = "root@web:~#"
    ls = "ls -l /etc/nginx/sites-available /etc/nginx/sites-enabled"
    before = (f"/etc/nginx/sites-available:\n{_long('shop.conf', 'status.conf')}\n\n"
              f"/etc/nginx/sites-enabled:\n{_long('shop.conf')}")
    link = "ln -s ../sites-available/status.conf /etc/nginx/sites-enabled/ && ls -l /etc/nginx/sites-enabled"
    assert run_case(terminal_case(prompt, (ls, before), (link, _long("shop.conf", "status.conf")))) == []


def test_the_time_of_day_uptime_prints_follows_the_local_clock() -> None:
    prompt = "admin@box:~$"
    tdc = ("sudo timedatectl set-timezone Europe/Berlin && timedatectl",
           "               Local time: Mon 2024-08-12 11:41:52 CEST\n"
           "           Universal time: Mon 2024-08-12 09:41:52 UTC\n"
           "                Time zone: Europe/Berlin (CEST, +0200)")
    up = "uptime"
    back = terminal_case(prompt, tdc, (up, " 11:40:33 up 37 days,  2:14,  2 users,  load average: 0.31, 0.22, 0.18"))
    assert run_case(back) == [(2, "clock-backwards")]
    later = terminal_case(prompt, tdc, (up, " 11:42:10 up 37 days,  2:15,  2 users,  load average: 0.31, 0.22, 0.18"))
    assert run_case(later) == []
    # near misses: the same minute shown to the second is no step back; a UTC clock is not the local one
    same = terminal_case(prompt, ("date", "Mon Aug 12 11:41:52 CEST 2024"), ("top -bn1 | head -1",
                                                                            "top - 11:41:05 up 37 days,  2:15"))
    assert run_case(same) == []
    utc = terminal_case(prompt, ("date -u", "Mon Aug 12 11:41:52 UTC 2024"), (up, " 09:42:00 up 37 days,  2:15"))
    assert run_case(utc) == []
