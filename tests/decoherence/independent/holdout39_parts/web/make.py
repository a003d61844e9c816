# ruff: noqa: E501
"""Held-out set holdout39, domain web: 22 BrowserGym trajectories on self-hosted web apps, written blind.

Each observation is the page's accessibility tree (bids in brackets) after a BrowserGym action. Eleven
trajectories carry exactly one observation that contradicts an earlier turn; the other eleven only show
legitimate change (clocks, live values, the agent's own edits, re-sorted or filtered views).
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Given the earlier interactions of this session, the current page state (the accessibility tree of the page, each interactive element with its bid in brackets) and one browser action, predict the exact next page state after the action is executed.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str)
hover(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
select_option(bid: str, options: str | list[str])
check(bid: str)
uncheck(bid: str)
goto(url: str)
go_back()
go_forward()
new_tab()
tab_close()
tab_focus(index: int)
send_msg_to_user(text: str)

# Content Requirements

1. Decide whether the action changes the page (navigation, tab or menu switch, pagination, form submission, modal opening) or only edits it locally.
2. For a page-changing action, update the page identity, title, headings and main content first.
3. For a local edit, keep the page as it is and change only the affected nodes, field values, focus and the UI that depends on them.
4. Keep untouched subtrees verbatim, and keep every value the session has already established unless an action or the passage of time changes it.
5. Return the unchanged page only when the action has no visible effect.

# Format Requirements

Keep the representation of the current page state exactly: the same accessibility-tree notation, indentation and level of detail. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def T(block: str, base: int = 0) -> list[str]:
    """An outline indented two spaces a level, as the tab-indented lines of an accessibility tree."""
    out = []
    for ln in textwrap.dedent(block).strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (base + n // 2) + ln.strip())
    return out


def page(title: str, url: str, *parts: str | list[str]) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(T(p) if isinstance(p, str) else p)
    return axtree(title, lines, url)


class Bids:
    """Hands out consecutive element bids for generated rows."""

    def __init__(self, start: int) -> None:
        self.n = start

    def __call__(self) -> int:
        self.n += 1
        return self.n


def tab(depth: int, text: str) -> str:
    return "\t" * depth + text


# Gitea issues: bad
def t01(rs: RowSet) -> None:
    base = "https://git.lab.internal/infra/ansible-playbooks"

    def head(n_open: int) -> list[str]:
        return T(f"""
          [14] navigation ''
            [15] link 'Gitea'
            [16] link 'Issues'
            [17] link 'Pull Requests'
            [18] link 'Milestones'
            [19] link 'Explore'
            [21] link 'Notifications'
            [22] button 'Create…'
            [23] button 'Profile and Settings…'
              image 'mkowalski'
          [30] main ''
            [31] link 'infra'
            StaticText '/'
            [32] link 'ansible-playbooks'
            [33] button 'Unwatch'
            [34] link '6'
            [35] button 'Star'
            [36] link '11'
            [37] button 'Fork'
            [38] link '2'
            [39] navigation ''
              [40] link 'Code'
              [41] link 'Issues {n_open}'
              [42] link 'Pull Requests 3'
              [43] link 'Actions'
              [44] link 'Packages'
              [45] link 'Projects'
              [46] link 'Releases 9'
              [47] link 'Wiki'
              [48] link 'Activity'
              [49] link 'Settings'
        """)

    foot = T("""
      [400] contentinfo ''
        StaticText 'Powered by Gitea Version: 1.21.11 Page: 41ms Template: 9ms'
        [401] button 'English'
        [402] link 'Licenses'
        [403] link 'API'
    """)

    open_issues = [
        (219, "Add molecule scenario for Rocky Linux 9", ["enhancement", "ci"], "opened 6 hours ago by", "dnovak", "", 1),
        (218, "postgres role: make shared_buffers configurable per host group", ["enhancement", "role/postgres"], "opened 1 day ago by", "lhartmann", "v2.8.0", 2),
        (216, "node_exporter textfile collector directory has wrong owner", ["bug", "role/monitoring"], "opened 2 days ago by", "rbauer", "v2.8.0", 3),
        (215, "Vault lookup plugin times out behind proxy", ["bug"], "opened 2 days ago by", "mkowalski", "", 5),
        (213, "Deprecate role/legacy-ntp in favour of chrony", ["chore"], "opened 3 days ago by", "dnovak", "v2.9.0", 0),
        (212, "nginx role fails on Debian 12: stream module package missing", ["bug", "role/nginx"], "opened 3 days ago by", "lhartmann", "v2.8.0", 3),
        (209, "haproxy: support multiple certificate bundles", ["enhancement", "role/haproxy"], "opened 5 days ago by", "sfischer", "v2.9.0", 2),
        (205, "Document required become settings for AWX job templates", ["docs"], "opened 1 week ago by", "mkowalski", "", 1),
        (201, "users role removes authorized keys not managed by ansible", ["bug", "role/users"], "opened 2 weeks ago by", "rbauer", "v2.8.0", 7),
        (198, "CI: cache galaxy collections between runs", ["ci"], "opened 2 weeks ago by", "dnovak", "", 0),
        (193, "firewalld zones are reapplied on every run (not idempotent)", ["bug", "role/firewall"], "opened 3 weeks ago by", "sfischer", "v2.8.0", 4),
        (187, "Split group_vars/all.yml into per-service files", ["chore"], "opened 1 month ago by", "lhartmann", "", 6),
        (176, "logrotate role: compress option ignored", ["bug"], "opened 1 month ago by", "rbauer", "", 2),
        (164, "Upgrade to ansible-core 2.16", ["enhancement"], "opened 2 months ago by", "mkowalski", "v2.9.0", 9),
    ]
    closed_issues = [
        (211, "Pin community.general below 9.0 until the proxmox module fix lands", ["chore"], "closed 5 hours ago by", "dnovak", "v2.8.0", 3),
        (214, "Typo in README: ansible-galaxy install -r requirements.yml", ["docs"], "closed 1 day ago by", "lhartmann", "", 1),
        (210, "redis role: protected-mode left enabled on replicas", ["bug", "role/redis"], "closed 2 days ago by", "rbauer", "v2.8.0", 2),
        (208, "Add check mode support to certbot role", ["enhancement"], "closed 4 days ago by", "sfischer", "v2.8.0", 3),
        (207, "Molecule fails on podman 4.9 with cgroup v2", ["bug", "ci"], "closed 4 days ago by", "dnovak", "", 5),
        (206, "Remove python2 interpreter fallback", ["chore"], "closed 6 days ago by", "mkowalski", "v2.7.0", 0),
        (204, "nginx role: allow custom log_format", ["enhancement", "role/nginx"], "closed 1 week ago by", "lhartmann", "v2.7.0", 2),
        (203, "postgres role: pg_hba.conf template breaks with IPv6 CIDR", ["bug", "role/postgres"], "closed 1 week ago by", "rbauer", "v2.7.0", 4),
        (202, "Rename inventory group dbservers to db", ["chore"], "closed 1 week ago by", "dnovak", "v2.7.0", 1),
        (200, "haproxy stats page exposed on 0.0.0.0", ["bug", "security", "role/haproxy"], "closed 2 weeks ago by", "sfischer", "v2.7.0", 6),
        (199, "Add renovate config for galaxy requirements", ["ci"], "closed 2 weeks ago by", "dnovak", "", 2),
        (197, "users role: support ed25519-sk keys", ["enhancement", "role/users"], "closed 2 weeks ago by", "mkowalski", "v2.7.0", 1),
        (196, "monitoring role: node_exporter 1.7.0", ["chore", "role/monitoring"], "closed 3 weeks ago by", "rbauer", "v2.7.0", 0),
        (195, "firewall role drops docker chains on reload", ["bug", "role/firewall"], "closed 3 weeks ago by", "sfischer", "v2.6.2", 8),
        (194, "Lint: fix yaml[truthy] warnings", ["chore", "ci"], "closed 3 weeks ago by", "lhartmann", "", 0),
        (192, "chrony role: makestep threshold", ["enhancement"], "closed 3 weeks ago by", "dnovak", "v2.6.2", 2),
        (191, "certbot hook does not reload haproxy", ["bug", "role/haproxy"], "closed 1 month ago by", "sfischer", "v2.6.2", 3),
        (190, "Document vault password file location", ["docs"], "closed 1 month ago by", "mkowalski", "", 1),
        (189, "logrotate: keep 14 days for nginx", ["chore"], "closed 1 month ago by", "rbauer", "v2.6.2", 0),
    ]

    def issue_list(state: str, n_open: int, n_closed: int, items: list[tuple], pages: bool) -> str:
        rows = []
        for num, title, labels, verb, who, ms, com in items:
            b = Bids(num * 10)
            rows.append(tab(2, f"[{num * 10}] checkbox '', checked=false"))
            rows.append(tab(2, f"[{b()}] link '{title}'"))
            for lab in labels:
                rows.append(tab(2, f"[{b()}] link '{lab}'"))
            rows.append(tab(2, f"StaticText '#{num} {verb}'"))
            rows.append(tab(2, f"[{b()}] link '{who}'"))
            if ms:
                rows.append(tab(2, f"[{b()}] link '{ms}'"))
            if com:
                rows.append(tab(2, f"[{b()}] link '{com}'"))
        pag = T("""
          [380] navigation ''
            [381] link 'First'
            [382] link 'Previous'
            [383] link '1'
            [384] link '2'
            [385] link '3'
            [386] link '4'
            [387] link '5'
            [388] link 'Next'
            [389] link 'Last'
        """, 1) if pages else []
        return page("Issues - ansible-playbooks - Gitea: Git with a cup of tea", f"{base}/issues?state={state}", head(n_open), T(f"""
          [60] textbox 'Search...'
          [61] button 'Search'
          [62] link 'Labels'
          [63] link 'Milestones'
          [64] link 'New Issue'
          [65] link '{n_open} Open'
          [66] link '{n_closed} Closed'
          [67] button 'Label'
          [68] button 'Milestone'
          [69] button 'Projects'
          [70] button 'Poster'
          [71] button 'Assignee'
          [72] button 'Type'
          [73] button 'Sort'
          [80] list ''
        """, 1), rows, pag, foot)

    def issue(draft: str, closed: bool) -> str:
        top = T(f"""
          heading 'nginx role fails on Debian 12: stream module package missing #212'
          [200] button 'Edit'
          [201] link 'New Issue'
          StaticText '{"Closed" if closed else "Open"}'
          [202] link 'lhartmann'
          StaticText 'opened this issue 3 days ago · {4 if closed else 3} comments'
          [205] image 'lhartmann'
          [206] link 'lhartmann'
          StaticText 'commented 3 days ago'
          [207] button 'Add reaction'
          [208] button 'Comment options'
          paragraph ''
            StaticText 'Running site.yml against the new Debian 12 web hosts fails at TASK [nginx : Load stream module]:'
          code ''
            StaticText 'nginx: [emerg] unknown directive "stream" in /etc/nginx/nginx.conf:91'
          paragraph ''
            StaticText 'On bullseye the module came with nginx-full, on bookworm it is a separate package. Affected: web-deb12-01..04.'
          [210] image 'dnovak'
          [211] link 'dnovak'
          StaticText 'added the'
          [212] link 'role/nginx'
          StaticText 'label 2 days ago'
          [214] image 'dnovak'
          [215] link 'dnovak'
          StaticText 'commented 2 days ago'
          [216] button 'Add reaction'
          [217] button 'Comment options'
          paragraph ''
            StaticText 'Confirmed on web-deb12-03. I will add the package to the bookworm vars.'
          [220] link 'dnovak'
          StaticText 'self-assigned this 2 days ago'
          [222] link 'dnovak'
          StaticText 'added this to the'
          [223] link 'v2.8.0'
          StaticText 'milestone 2 days ago'
          [230] image 'dnovak'
          [231] link 'dnovak'
          StaticText 'referenced this issue from a commit 2 hours ago'
          [232] link 'fix(nginx): install libnginx-mod-stream on bookworm (#212)'
          [233] link 'a3f9c1e07b'
          [240] image 'ci-bot'
          [241] link 'ci-bot'
          StaticText 'commented 1 hour ago'
          [242] button 'Add reaction'
          [243] button 'Comment options'
          paragraph ''
            StaticText 'Molecule scenario deb12 passed for a3f9c1e07b on main (run #1487, 6m 12s).'
          [250] image 'rbauer'
          [251] link 'rbauer'
          StaticText 'commented 58 minutes ago'
          [252] button 'Add reaction'
          [253] button 'Comment options'
          paragraph ''
            StaticText 'Rolled it to web-deb12-01 and -02 from the branch, both fine. Can someone confirm on -03 and close?'
        """, 1)
        mine = T("""
          [262] image 'mkowalski'
          [263] link 'mkowalski'
          StaticText 'commented 1 minute ago'
          [264] button 'Add reaction'
          [265] button 'Comment options'
          paragraph ''
            StaticText 'Fixed by a3f9c1e07b: the role now installs libnginx-mod-stream on bookworm hosts. Verified with site.yml --limit web-deb12-03: TASK [nginx : Load stream module] is ok and nginx -t passes.'
          [266] link 'mkowalski'
          StaticText 'closed this issue 1 minute ago'
        """, 1) if closed else []
        box = T(f"""
          [268] image 'mkowalski'
          [269] tablist ''
            [270] tab 'Write', selected=true
            [271] tab 'Preview', selected=false
          {f"[272] textbox 'Leave a comment', focused, value='{draft}'" if draft else "[272] textbox 'Leave a comment'"}
          StaticText 'Attach files by dragging & dropping, selecting or pasting them.'
          {"[274] button 'Reopen'" if closed else "[274] button '" + ("Close with Comment" if draft else "Close Issue") + "'"}
          [275] button 'Comment'
        """, 1)
        side = T(f"""
          [280] complementary ''
            StaticText 'Reviewers'
            StaticText 'No reviewers'
            [281] button 'Labels'
            [282] link 'bug'
            [283] link 'role/nginx'
            [284] button 'Projects'
            StaticText 'No project'
            [285] button 'Milestone'
            [286] link 'v2.8.0'
            [287] button 'Assignees'
            [288] link 'dnovak'
            StaticText '{5 if closed else 4} participants'
            [289] image 'lhartmann'
            [290] image 'dnovak'
            [291] image 'ci-bot'
            [292] image 'rbauer'
            {"[293] image 'mkowalski'" if closed else ""}
            StaticText 'Notifications'
            [294] button 'Unsubscribe'
            StaticText 'Time Tracker'
            [295] button 'Start timer'
            [296] button 'Add time'
            StaticText 'Due Date'
            StaticText 'No due date set.'
            [297] button 'Add due date'
            StaticText 'Dependencies'
            StaticText 'No dependencies set.'
            [298] button 'Lock conversation'
            [299] button 'Pin'
            [300] button 'Delete'
        """, 1)
        return page("nginx role fails on Debian 12: stream module package missing - ansible-playbooks - Gitea: Git with a cup of tea",
                    f"{base}/issues/212", head(13 if closed else 14), top, mine, box, side, foot)

    def repo_home() -> str:
        return page("infra/ansible-playbooks: Roles and playbooks for the lab fleet - ansible-playbooks - Gitea: Git with a cup of tea", base, head(13), T("""
          StaticText 'Roles and playbooks for the lab fleet'
          [500] link 'ansible'
          [501] link 'infrastructure'
          [502] link '1,284 Commits'
          [503] link '7 Branches'
          [504] link '31 Tags'
          [505] link '3.4 MiB'
          [506] link 'YAML 71.8%'
          [507] link 'Jinja 19.6%'
          [508] link 'Python 8.6%'
          [510] button 'Branch: main'
          [511] link 'Go to file'
          [512] button 'Add File'
          [513] button 'HTTPS'
          [514] textbox '', readonly, value='https://git.lab.internal/infra/ansible-playbooks.git'
          [515] button 'Copy URL'
          [516] button 'Download Repository'
          [520] table ''
            row ''
              cell 'renovate-bot b71e0d2c94 chore(deps): bump molecule to 24.2.1 38 minutes ago'
                [521] image 'renovate-bot'
                [522] link 'renovate-bot'
                [523] link 'b71e0d2c94'
                [524] link 'chore(deps): bump molecule to 24.2.1'
            row ''
              cell '.gitea'
                [530] link '.gitea'
              cell 'ci: run molecule deb12 scenario on push'
              cell '3 weeks ago'
            row ''
              cell 'docs'
                [531] link 'docs'
              cell 'docs(nginx): document nginx_stream_enabled'
              cell '1 hour ago'
            row ''
              cell 'group_vars'
                [532] link 'group_vars'
              cell 'feat(postgres): add pg_stat_statements toggle'
              cell '5 hours ago'
            row ''
              cell 'inventories'
                [533] link 'inventories'
              cell 'inventory: add web-deb12-01..04'
              cell '4 days ago'
            row ''
              cell 'molecule'
                [534] link 'molecule'
              cell 'ci: run molecule deb12 scenario on push'
              cell '3 weeks ago'
            row ''
              cell 'playbooks'
                [535] link 'playbooks'
              cell 'playbooks: add rolling restart for haproxy'
              cell '1 week ago'
            row ''
              cell 'roles'
                [536] link 'roles'
              cell 'fix(nginx): install libnginx-mod-stream on bookworm (#212)'
              cell '2 hours ago'
            row ''
              cell '.ansible-lint'
                [537] link '.ansible-lint'
              cell 'Lint: fix yaml[truthy] warnings'
              cell '3 weeks ago'
            row ''
              cell '.gitignore'
                [538] link '.gitignore'
              cell 'initial import'
              cell '2 years ago'
            row ''
              cell 'README.md'
                [539] link 'README.md'
              cell 'Typo in README: ansible-galaxy install (#214)'
              cell '1 day ago'
            row ''
              cell 'ansible.cfg'
                [540] link 'ansible.cfg'
              cell 'Remove python2 interpreter fallback (#206)'
              cell '6 days ago'
            row ''
              cell 'requirements-dev.txt'
                [541] link 'requirements-dev.txt'
              cell 'chore(deps): bump molecule to 24.2.1'
              cell '38 minutes ago'
            row ''
              cell 'requirements.yml'
                [542] link 'requirements.yml'
              cell 'Pin community.general below 9.0 (#211)'
              cell '5 hours ago'
            row ''
              cell 'site.yml'
                [543] link 'site.yml'
              cell 'playbooks: add rolling restart for haproxy'
              cell '1 week ago'
          [550] heading 'README.md'
          heading 'ansible-playbooks'
          paragraph ''
            StaticText 'Roles and playbooks for the lab fleet. Install the collections with ansible-galaxy install -r requirements.yml, then run site.yml with the inventory of your environment.'
        """, 1), foot)

    def commits(sha: str) -> str:
        data = [
            ("renovate-bot", "b71e0d2c94", "chore(deps): bump molecule to 24.2.1", "38 minutes ago"),
            ("dnovak", "0c4d19e7a2", "docs(nginx): document nginx_stream_enabled", "1 hour ago"),
            ("dnovak", sha, "fix(nginx): install libnginx-mod-stream on bookworm (#212)", "2 hours ago"),
            ("lhartmann", "5e28a0f113", "feat(postgres): add pg_stat_statements toggle", "5 hours ago"),
            ("dnovak", "e91b7c3d40", "Pin community.general below 9.0 until the proxmox module fix lands (#211)", "5 hours ago"),
            ("lhartmann", "7a0c2e58bd", "Typo in README: ansible-galaxy install (#214)", "1 day ago"),
            ("rbauer", "c3d85f1e29", "fix(redis): disable protected-mode only on primaries (#210)", "2 days ago"),
            ("sfischer", "19f4ab6c07", "feat(certbot): support check mode (#208)", "4 days ago"),
            ("dnovak", "88e2d0b7a1", "inventory: add web-deb12-01..04", "4 days ago"),
            ("dnovak", "4b6f93ce25", "ci(molecule): use cgroupns=host for podman 4.9 (#207)", "4 days ago"),
            ("mkowalski", "d07a5e41f8", "Remove python2 interpreter fallback (#206)", "6 days ago"),
            ("sfischer", "a61c0f9e3d", "playbooks: add rolling restart for haproxy", "1 week ago"),
        ]
        b = Bids(600)
        rows = []
        for who, s, msg, when in data:
            rows += [tab(2, "row ''"), tab(3, f"cell '{who}'"), tab(4, f"[{b()}] image '{who}'"), tab(4, f"[{b()}] link '{who}'"),
                     tab(3, f"cell '{s}'"), tab(4, f"[{b()}] link '{s}'"), tab(3, f"cell '{msg}'"), tab(4, f"[{b()}] link '{msg}'"),
                     tab(3, f"cell '{when}'"), tab(4, f"[{b()}] button 'Copy hash'"), tab(4, f"[{b()}] link 'Browse files'")]
        return page("Commits - ansible-playbooks - Gitea: Git with a cup of tea", f"{base}/commits/branch/main", head(13), T("""
          [590] button 'Branch: main'
          StaticText '1,284 Commits'
          [591] textbox 'Search commits...'
          [592] button 'Search'
          [593] checkbox 'All branches', checked=false
          [594] table ''
            row ''
              columnheader 'Author'
              columnheader 'SHA1'
              columnheader 'Message'
              columnheader 'Date'
        """, 1), rows, T("""
          [690] navigation ''
            [691] link 'First'
            [692] link 'Previous'
            [693] link '1'
            [694] link '2'
            [695] link '3'
            [696] link '4'
            [697] link '5'
            StaticText '…'
            [698] link 'Next'
            [699] link 'Last'
        """, 1), foot)

    def commit_page() -> str:
        return page("chore(deps): bump molecule to 24.2.1 · b71e0d2c94f3a6e1d5087bb2c4e9f01a3d6c8e75 - ansible-playbooks - Gitea: Git with a cup of tea",
                    f"{base}/commit/b71e0d2c94f3a6e1d5087bb2c4e9f01a3d6c8e75", head(13), T("""
          heading 'chore(deps): bump molecule to 24.2.1'
          [700] button 'Operations'
          [701] link 'Browse Source'
          paragraph ''
            StaticText 'Bumps molecule from 24.2.0 to 24.2.1. Release notes: fixes podman driver cleanup when the scenario is interrupted.'
          [702] image 'renovate-bot'
          [703] link 'renovate-bot'
          StaticText 'authored 38 minutes ago'
          StaticText 'commit'
          [704] link 'b71e0d2c94f3a6e1d5087bb2c4e9f01a3d6c8e75'
          StaticText '1 parent'
          [705] link '0c4d19e7a2'
          [706] link 'main'
          StaticText 'Showing 1 changed file with 1 addition and 1 deletion'
          [707] button 'Whitespace'
          [708] button 'Split View'
          [709] button 'Unified View'
          [710] link 'Download Patch File'
          [711] link 'Download Diff File'
          [712] button 'Expand all files'
          [720] link 'requirements-dev.txt'
          [721] button 'View File'
          table ''
            row ''
              cell '@@ -1,6 +1,6 @@'
            row ''
              cell '1 1 ansible-core==2.16.5'
            row ''
              cell '2 2 ansible-lint==24.2.2'
            row ''
              cell '3 - molecule==24.2.0'
            row ''
              cell '3 + molecule==24.2.1'
            row ''
              cell '4 4 molecule-plugins[podman]==23.5.3'
            row ''
              cell '5 5 pytest-testinfra==10.1.0'
            row ''
              cell '6 6 yamllint==1.35.1'
          [730] heading '0 comments'
        """, 1), foot)

    start = page("Dashboard - Gitea: Git with a cup of tea", "https://git.lab.internal/", T("""
      [14] navigation ''
        [15] link 'Gitea'
        [16] link 'Issues'
        [17] link 'Pull Requests'
        [18] link 'Milestones'
        [19] link 'Explore'
        [21] link 'Notifications'
        [22] button 'Create…'
        [23] button 'Profile and Settings…'
      [30] main ''
        [31] button 'mkowalski'
        [32] link 'Feed'
        [33] link 'Issues'
        [34] link 'Pull Requests'
        [35] link 'Milestones'
        [40] image 'dnovak'
        [41] link 'dnovak'
        StaticText 'pushed to'
        [42] link 'main'
        StaticText 'at'
        [43] link 'infra/ansible-playbooks'
        StaticText '1 hour ago'
        [44] link '0c4d19e7a2'
        StaticText 'docs(nginx): document nginx_stream_enabled'
        [45] image 'rbauer'
        [46] link 'rbauer'
        StaticText 'commented on issue'
        [47] link 'infra/ansible-playbooks#212'
        StaticText '58 minutes ago'
        [50] heading 'Repositories 12'
        [51] link 'infra/ansible-playbooks'
        [52] link 'infra/terraform-lab'
        [53] link 'infra/netbox-scripts'
        [54] link 'mkowalski/dotfiles'
    """))
    draft = "Fixed by a3f9c1e07b: the role now installs libnginx-mod-stream on bookworm hosts. Verified with site.yml --limit web-deb12-03: TASK [nginx : Load stream module] is ok and nginx -t passes."
    turns = [
        (f"goto('{base}/issues')", issue_list("open", 14, 87, open_issues, False)),
        ("click('2121')", issue("", False)),
        (f"fill('272', '{draft}')", issue(draft, False)),
        ("click('274')", issue("", True)),
        ("click('40')", repo_home()),
        ("click('502')", commits("a3f9e1c07b")),
        ("click('41')", issue_list("open", 13, 88, [i for i in open_issues if i[0] != 212], False)),
        ("click('66')", issue_list("closed", 13, 88, [(212, "nginx role fails on Debian 12: stream module package missing", ["bug", "role/nginx"], "closed 2 minutes ago by", "mkowalski", "v2.8.0", 4)] + closed_issues, True)),
    ]
    rs.add(task="web", tid="h39-web-01", system=SYSTEM, turns=turns, state=start, bad=True, turn=6, kind="short SHA of the #212 fix commit differs in the commit list")


# GitLab merge requests: clean
def t02(rs: RowSet) -> None:
    base = "https://gitlab.finworks.io/payments/ledger-service"

    def side(n_mr: int) -> list[str]:
        return T(f"""
          [10] banner ''
            [11] link 'Homepage'
            [12] button 'Search or go to…'
            [13] link 'Issues assigned to you 4'
            [14] link 'Merge requests {7 if n_mr == 9 else 6}'
            [15] link 'To-Do List 12'
            [16] button 'Priya Raman user’s menu'
          [20] navigation 'Project navigation'
            [21] link 'ledger-service'
            [22] button 'Pinned'
            [23] link 'Issues 31'
            [24] link 'Merge requests {n_mr}'
            [25] button 'Manage'
            [26] button 'Plan'
            [27] button 'Code'
            [28] button 'Build'
            [29] button 'Secure'
            [30] button 'Deploy'
            [31] button 'Operate'
            [32] button 'Monitor'
            [33] button 'Analyze'
            [34] button 'Settings'
          [40] navigation 'Breadcrumbs'
            [41] link 'Payments'
            [42] link 'ledger-service'
            [43] link 'Merge requests'
        """)

    mrs = [
        (488, "Draft: Switch settlement export to Parquet", "created 3 hours ago by", "Mark Lehmann", ["export", "workflow::in dev"], "Pipeline: failed", "", 2, "updated 41 minutes ago"),
        (485, "Bump sqlalchemy from 2.0.28 to 2.0.29", "created 1 day ago by", "Renovate Bot", ["dependencies"], "Pipeline: passed", "1 approval", 0, "updated 1 day ago"),
        (482, "Add idempotency keys to refund endpoint", "created 2 days ago by", "Jonas Weber", ["api", "refunds", "workflow::in review"], "Pipeline: running", "1 approval", 7, "updated 12 minutes ago"),
        (479, "Reconcile FX rounding with the core banking ledger", "created 4 days ago by", "Aiko Tanaka", ["fx", "workflow::in review"], "Pipeline: passed", "", 14, "updated 2 hours ago"),
        (476, "Expose /healthz/ready with DB and Kafka checks", "created 5 days ago by", "Lukas Brandt", ["ops"], "Pipeline: passed", "2 approvals", 3, "updated 1 day ago"),
        (471, "Draft: Partition ledger_entries by booking month", "created 1 week ago by", "Mark Lehmann", ["database", "workflow::in dev"], "Pipeline: passed", "", 9, "updated 3 days ago"),
        (468, "Remove deprecated /v1/balances endpoint", "created 1 week ago by", "Priya Raman", ["api", "breaking change"], "Pipeline: passed", "", 5, "updated 4 days ago"),
        (463, "Add OpenTelemetry spans to the posting pipeline", "created 2 weeks ago by", "Lukas Brandt", ["observability"], "Pipeline: canceled", "", 4, "updated 6 days ago"),
        (455, "Document ledger invariants in ADR-0012", "created 3 weeks ago by", "Aiko Tanaka", ["documentation"], "Pipeline: skipped", "1 approval", 6, "updated 1 week ago"),
    ]

    def mr_list(merged: bool) -> str:
        rows = []
        items = [m for m in mrs if not (merged and m[0] == 482)]
        for num, title, verb, who, labels, pipe, appr, notes, upd in items:
            b = Bids(num * 10)
            rows.append(tab(2, f"[{num * 10}] listitem ''"))
            rows.append(tab(3, f"[{b()}] link '{title}'"))
            rows.append(tab(3, f"StaticText '!{num} · {verb}'"))
            rows.append(tab(3, f"[{b()}] link '{who}'"))
            rows.append(tab(3, f"[{b()}] link 'main'"))
            for lab in labels:
                rows.append(tab(3, f"[{b()}] link '{lab}'"))
            rows.append(tab(3, f"[{b()}] link '{pipe}'"))
            if appr:
                rows.append(tab(3, f"StaticText '{appr}'"))
            rows.append(tab(3, f"[{b()}] link '{notes} comments'"))
            rows.append(tab(3, f"StaticText '{upd}'"))
        n = len(items)
        return page("Merge requests · Payments / ledger-service · GitLab", f"{base}/-/merge_requests", side(n), T(f"""
          [50] main ''
            [51] tablist ''
              [52] tab 'Open {n}', selected=true
              [53] tab 'Merged {1144 if merged else 1143}', selected=false
              [54] tab 'Closed 212', selected=false
              [55] tab 'All {1365 if merged else 1364}', selected=false
            [56] link 'Edit merge requests'
            [57] link 'New merge request'
            [58] textbox 'Search or filter results…'
            [59] button 'Sort direction: Descending'
            [60] button 'Created date'
            [61] list ''
        """), rows, T("""
          [900] contentinfo ''
            StaticText 'GitLab Enterprise Edition 16.11.3-ee'
        """))

    def overview(stage: str, approved: bool) -> str:
        # stage: running1 (test running), running2 (deploy running), passed, merged
        st = {"running1": ("running", "passed", "running", "created"), "running2": ("running", "passed", "passed", "running"),
              "passed": ("passed", "passed", "passed", "passed"), "merged": ("passed", "passed", "passed", "passed")}[stage]
        merged = stage == "merged"
        status = "Merged" if merged else "Open"
        head = T(f"""
          [50] main ''
            heading 'Add idempotency keys to refund endpoint'
            StaticText '{status}'
            StaticText 'Jonas Weber requested to merge'
            [101] link 'feature/refund-idempotency'
            [102] button 'Copy branch name'
            StaticText 'into'
            [103] link 'main'
            [104] button 'Code'
            [105] button 'Merge request actions'
            [110] tablist ''
              [111] tab 'Overview 7', selected=true
              [112] tab 'Commits 5', selected=false
              [113] tab 'Pipelines 4', selected=false
              [114] tab 'Changes 4', selected=false
            paragraph ''
              StaticText 'Refunds retried by the mobile clients were booked twice when the first call timed out after the ledger write. This adds an Idempotency-Key header (UUID v4) to POST /v2/refunds.'
            list ''
              listitem ''
                StaticText 'Keys are stored in refund_idempotency_keys with a 24 h TTL.'
              listitem ''
                StaticText 'A repeated key with the same payload returns the stored 201 response; with a different payload it returns 409.'
              listitem ''
                StaticText 'Migration 0047 creates the table and a unique index on (merchant_id, key).'
            paragraph ''
              StaticText 'Closes #1187'
            [120] button 'Thumbs up 3'
            [121] button 'Add reaction'
        """)
        pipe_state = "passed" if stage in ("passed", "merged") else "running"
        pipe = T(f"""
            [130] region 'Pipeline'
              [131] link 'Pipeline #90211'
              StaticText '{pipe_state} for'
              [132] link '2f6e91ab'
              StaticText '{ {"running1": "started 6 minutes ago", "running2": "started 7 minutes ago"}.get(stage, "in 8 minutes 14 seconds")}'
              [133] link 'Stage: build: {st[1]}'
              [134] link 'Stage: test: {st[2]}'
              [135] link 'Stage: deploy-review: {st[3]}'
              StaticText 'Coverage 91.37%'
              [136] link 'View app'
        """, 1)
        if stage in ("passed", "merged"):
            pipe += T("""
              StaticText 'Deployed to'
              [137] link 'review/refund-idem-p6c2'
              StaticText '1 minute ago'
            """, 2)
        approvals = T(f"""
            [140] region 'Approvals'
              StaticText '{"Approved by" if approved else "Requires 2 approvals from eligible users."}'
              [141] image 'Aiko Tanaka'
              {"[142] image 'Priya Raman'" if approved else ""}
              StaticText '{"2 of 2 approvals" if approved else "Approved by Aiko Tanaka · 1 of 2 approvals"}'
              {"" if merged else ("[143] button 'Revoke approval'" if approved else "[143] button 'Approve'")}
              [144] button 'Expand eligible approvers'
        """, 1)
        if merged:
            mw = T("""
            [150] region 'Merge'
              StaticText 'Merged by'
              [151] link 'Priya Raman'
              StaticText 'just now'
              StaticText 'The changes were merged into'
              [152] link 'main'
              StaticText 'with'
              [153] link 'c0d4e8a1'
              [154] button 'Copy commit SHA'
              StaticText 'The source branch has been deleted'
              [155] button 'Revert'
              [156] button 'Cherry-pick'
              StaticText 'Pipeline #90219 running for c0d4e8a1 on main'
            """, 1)
        elif stage == "passed" and approved:
            mw = T("""
            [150] region 'Merge'
              StaticText 'Ready to merge!'
              [157] checkbox 'Delete source branch', checked=true
              [158] checkbox 'Squash commits', checked=false
              [159] button 'Edit commit message'
              [160] button 'Merge'
              StaticText '5 commits and 1 merge commit will be added to main.'
            """, 1)
        else:
            mw = T(f"""
            [150] region 'Merge'
              StaticText 'Merge blocked: {"the pipeline must succeed" if approved else "all required approvals must be given"}.'
              StaticText '{"Pipeline #90211 is still running." if approved else "1 more approval is required; the pipeline must succeed."}'
              [161] checkbox 'Delete source branch', checked=true
              [162] checkbox 'Squash commits', checked=false
            """, 1)
        late = stage in ("passed", "merged")
        act = T(f"""
            [170] heading 'Activity'
            [171] button 'Sort or filter'
            StaticText 'Jonas Weber added 4 commits 2 days ago'
            [172] image 'Aiko Tanaka'
            [173] link 'Aiko Tanaka'
            StaticText '@atanaka · 1 day ago'
            paragraph ''
              StaticText 'What happens when the same key arrives with a different amount? I would expect a 409, not a silent 201.'
            StaticText 'Thread resolved by Jonas Weber 1 day ago'
            [174] image 'Lukas Brandt'
            [175] link 'Lukas Brandt'
            StaticText '@lbrandt · 1 day ago'
            paragraph ''
              StaticText 'The TTL cleanup should not lock the whole table, can we delete in batches of 5k?'
            StaticText 'Thread resolved by Jonas Weber 20 hours ago'
            StaticText 'Aiko Tanaka approved this merge request {27 if late else 25} minutes ago'
            StaticText 'Jonas Weber added 1 commit {14 if late else 12} minutes ago'
            list ''
              listitem ''
                [176] link '2f6e91ab'
                StaticText 'Return 409 on key reuse with a different payload'
            [177] image 'Jonas Weber'
            [178] link 'Jonas Weber'
            StaticText '@jweber · {14 if late else 12} minutes ago'
            paragraph ''
              StaticText '@praman could you give this the second approval? Both threads are addressed.'
        """, 1)
        if approved:
            act += T(f"""
            StaticText 'Priya Raman approved this merge request {"1 minute ago" if late else "just now"}'
            """, 1)
        if merged:
            act += T("""
            StaticText 'Priya Raman merged just now'
            StaticText 'Priya Raman mentioned in commit c0d4e8a1 just now'
            """, 1)
        box = T("""
            [190] textbox 'Write a comment or drag your files here…'
            [191] button 'Comment'
            [200] complementary 'Merge request details'
              StaticText 'Assignee'
              [201] link 'Jonas Weber'
              StaticText 'Reviewers'
              [202] link 'Aiko Tanaka'
              [203] link 'Priya Raman'
              StaticText 'Labels'
              [204] link 'api'
              [205] link 'refunds'
              [206] link 'workflow::in review'
              StaticText 'Milestone'
              [207] link '2024.Q2 Sprint 4'
              StaticText 'Time tracking'
              StaticText 'Spent: 6h 30m Estimate: 1d'
              StaticText '4 participants'
              [208] button 'Notifications', pressed=true
              StaticText 'Reference: payments/ledger-service!482'
              [209] button 'Copy reference'
        """, 1)
        return page("Add idempotency keys to refund endpoint (!482) · Merge requests · Payments / ledger-service · GitLab", f"{base}/-/merge_requests/482",
                    side(8 if merged else 9), head, pipe, approvals, mw, act, box)

    def changes() -> str:
        return page("Add idempotency keys to refund endpoint (!482) · Merge requests · Payments / ledger-service · GitLab", f"{base}/-/merge_requests/482/diffs", side(9), T("""
          [50] main ''
            heading 'Add idempotency keys to refund endpoint'
            StaticText 'Open'
            [110] tablist ''
              [111] tab 'Overview 7', selected=false
              [112] tab 'Commits 5', selected=false
              [113] tab 'Pipelines 4', selected=false
              [114] tab 'Changes 4', selected=true
            [300] button 'Compare main and latest version'
            StaticText '4 files +228 −9'
            [301] button 'Hide whitespace changes'
            [302] button 'Show one file at a time'
            [310] tree 'File browser'
              [311] treeitem 'app/api/refunds.py +42 −6'
              [312] treeitem 'app/models/idempotency.py +58 −0'
              [313] treeitem 'migrations/versions/0047_idempotency_keys.py +31 −0'
              [314] treeitem 'tests/api/test_refunds.py +97 −3'
            [320] heading 'app/api/refunds.py'
            StaticText '+42 −6'
            [321] button 'Viewed'
            table ''
              row ''
                cell '@@ -14,9 +14,23 @@ from app.services.ledger import post_refund'
              row ''
                cell '14 14 router = APIRouter(prefix="/v2/refunds")'
              row ''
                cell '15 +'
              row ''
                cell '16 + IDEMPOTENCY_HEADER = "Idempotency-Key"'
              row ''
                cell '17 +'
              row ''
                cell '18 18 @router.post("", status_code=201)'
              row ''
                cell '19 - async def create_refund(body: RefundIn, db: Session = Depends(get_db)):'
              row ''
                cell '19 + async def create_refund(body: RefundIn, request: Request, db: Session = Depends(get_db)):'
              row ''
                cell '20 + key = request.headers.get(IDEMPOTENCY_HEADER)'
              row ''
                cell '21 + if key is not None:'
              row ''
                cell '22 + stored = idempotency.lookup(db, body.merchant_id, key)'
              row ''
                cell '23 + if stored and stored.payload_hash != idempotency.digest(body):'
              row ''
                cell '24 + raise HTTPException(409, "Idempotency-Key reused with a different payload")'
              row ''
                cell '25 + if stored:'
              row ''
                cell '26 + return JSONResponse(stored.response, status_code=201)'
            [330] button 'Show 28 more lines'
            [340] heading 'app/models/idempotency.py'
            StaticText '+58 −0'
            [341] button 'Viewed'
            [342] button 'Expand file'
            [350] heading 'migrations/versions/0047_idempotency_keys.py'
            StaticText '+31 −0'
            [351] button 'Viewed'
            [352] button 'Expand file'
            [360] heading 'tests/api/test_refunds.py'
            StaticText '+97 −3'
            [361] button 'Viewed'
            [362] button 'Expand file'
        """))

    start = page("Merge requests · GitLab", "https://gitlab.finworks.io/dashboard/merge_requests?reviewer_username=praman", T("""
      [10] banner ''
        [11] link 'Homepage'
        [12] button 'Search or go to…'
        [13] link 'Issues assigned to you 4'
        [14] link 'Merge requests 7'
        [15] link 'To-Do List 12'
      [50] main ''
        heading 'Merge requests'
        [51] tablist ''
          [52] tab 'Open 3', selected=true
          [53] tab 'Merged 218', selected=false
        [60] link 'Add idempotency keys to refund endpoint'
        StaticText 'payments/ledger-service!482 · created 2 days ago by Jonas Weber · updated 12 minutes ago'
        [61] link 'Reconcile FX rounding with the core banking ledger'
        StaticText 'payments/ledger-service!479 · created 4 days ago by Aiko Tanaka · updated 2 hours ago'
        [62] link 'Rotate webhook signing secrets without downtime'
        StaticText 'payments/merchant-gateway!1033 · created 1 week ago by Lukas Brandt · updated 5 days ago'
    """))
    turns = [
        (f"goto('{base}/-/merge_requests')", mr_list(False)),
        ("click('4821')", overview("running1", False)),
        ("click('114')", changes()),
        ("click('111')", overview("running2", False)),
        ("click('143')", overview("running2", True)),
        ("noop(90000)", overview("passed", True)),
        ("click('160')", overview("merged", True)),
        ("click('24')", mr_list(True)),
    ]
    rs.add(task="web", tid="h39-web-02", system=SYSTEM, turns=turns, state=start)


# Gerrit reviews: bad
def t03(rs: RowSet) -> None:
    host = "https://review.fleetops.dev"
    top = T("""
      [10] banner ''
        [11] link 'Gerrit'
        [12] link 'Changes'
        [13] link 'Your'
        [14] link 'Documentation'
        [15] link 'Browse'
        [16] combobox 'Search for changes'
        [17] button 'Search'
        [18] link 'Settings'
        [19] button 'Anna Lindqvist'
    """)

    def dashboard() -> str:
        def sec(bid: int, name: str, rows: list[tuple[str, ...]]) -> list[str]:
            out = [tab(2, f"rowgroup '{name}'"), tab(3, f"[{bid}] link '{name}'")]
            if not rows:
                out.append(tab(3, "StaticText 'No changes'"))
            b = Bids(bid)
            for num, subj, st, owner, revs, repo, br, upd, size, cr, v in rows:
                out += [tab(3, "row ''"), tab(4, f"cell '{num}'"), tab(4, "cell ''"), tab(5, f"[{b()}] link '{subj}'"),
                        tab(4, f"cell '{st}'"), tab(4, "cell ''"), tab(5, f"[{b()}] link '{owner}'"),
                        tab(4, f"cell '{revs}'"), tab(4, "cell ''"), tab(5, f"[{b()}] link '{repo}'"),
                        tab(4, f"cell '{br}'"), tab(4, f"cell '{upd}'"), tab(4, f"cell '{size}'"),
                        tab(4, f"cell '{cr}'"), tab(4, f"cell '{v}'")]
            return out
        lines = T("""
          [30] main ''
            [31] table ''
              row ''
                columnheader 'Subject'
                columnheader 'Status'
                columnheader 'Owner'
                columnheader 'Reviewers'
                columnheader 'Repo'
                columnheader 'Branch'
                columnheader 'Updated'
                columnheader 'Size'
                columnheader 'CR'
                columnheader 'V'
        """)
        lines += sec(100, "Your Turn", [
            ("48213", "scheduler: cap retry backoff at 300s", "", "Tomasz Wrobel", "Anna Lindqvist, Wei Zhang", "fleet/scheduler", "master", "10:42 AM", "S", "", "+1"),
            ("48177", "agent: report cgroup v2 memory.peak", "Merge Conflict", "Anna Lindqvist", "Jens Albrecht", "fleet/agent", "master", "Mar 11", "M", "-1", "+1"),
        ])
        lines += sec(120, "Work in progress", [
            ("48202", "api: paginate /v1/jobs with opaque cursors", "WIP", "Anna Lindqvist", "", "fleet/api", "master", "Mar 12", "L", "", "-1"),
        ])
        lines += sec(140, "Outgoing reviews", [
            ("48177", "agent: report cgroup v2 memory.peak", "Merge Conflict", "Anna Lindqvist", "Jens Albrecht", "fleet/agent", "master", "Mar 11", "M", "-1", "+1"),
        ])
        lines += sec(160, "Incoming reviews", [
            ("48213", "scheduler: cap retry backoff at 300s", "", "Tomasz Wrobel", "Anna Lindqvist, Wei Zhang", "fleet/scheduler", "master", "10:42 AM", "S", "", "+1"),
            ("48210", "scheduler: extract backoff helper", "Ready to submit", "Tomasz Wrobel", "Wei Zhang, Anna Lindqvist", "fleet/scheduler", "master", "10:58 AM", "S", "+2", "+1"),
            ("48208", "docs: runbook for draining a rack", "", "Jens Albrecht", "Anna Lindqvist", "fleet/docs", "master", "9:15 AM", "M", "+1", "+1"),
            ("48191", "api: reject job specs with duplicate port names", "", "Wei Zhang", "Anna Lindqvist, Tomasz Wrobel", "fleet/api", "stable-4.2", "Mar 12", "XS", "", "+1"),
        ])
        lines += sec(180, "CCed on", [])
        lines += sec(200, "Recently closed", [
            ("48199", "agent: retry registration on 503", "Merged", "Anna Lindqvist", "Wei Zhang", "fleet/agent", "master", "Mar 12", "S", "+2", "+1"),
            ("48185", "scheduler: drop python 3.8 support", "Merged", "Tomasz Wrobel", "Anna Lindqvist", "fleet/scheduler", "master", "Mar 11", "M", "+2", "+1"),
            ("48160", "ci: pin zuul-jobs to 10.1", "Abandoned", "Jens Albrecht", "Anna Lindqvist", "fleet/ci-config", "master", "Mar 8", "XS", "", ""),
        ])
        return page("Dashboard for Anna Lindqvist", f"{host}/dashboard/self", top, lines)

    def change(voted: bool, sent: bool, dialog: str = "") -> str:
        cr_vote = "+1 Anna Lindqvist" if voted else "No votes"
        msgs = T("""
            [300] heading 'Change Log'
            [301] button 'Expand All'
            [302] checkbox 'Only comments', checked=false
            StaticText 'Tomasz Wrobel Uploaded patch set 1. Mar 12 4:07 PM'
            StaticText 'Zuul CI Patch Set 1: Verified-1 Build failed (check pipeline). scheduler-tox-py311 FAILURE in 6m 02s Mar 12 4:21 PM'
            StaticText 'Tomasz Wrobel Uploaded patch set 2. Mar 12 5:38 PM'
            StaticText 'Zuul CI Patch Set 2: Verified+1 Build succeeded (check pipeline). Mar 12 5:52 PM'
            StaticText 'Wei Zhang Patch Set 2: (2 comments) Mar 13 9:03 AM'
            StaticText 'Tomasz Wrobel Uploaded patch set 3: Patch Set 2 was rebased. Addressed review comments. Mar 13 10:29 AM'
            StaticText 'Zuul CI Patch Set 3: Verified+1 Build succeeded (check pipeline). scheduler-tox-py311 SUCCESS in 5m 48s, scheduler-functional SUCCESS in 11m 37s Mar 13 10:42 AM'
        """, 1)
        if sent:
            msgs += T("""
            StaticText 'Anna Lindqvist Patch Set 3: Thanks, the clamp reads well and the jitter test covers the edge at exactly 300s. Just now'
            """, 1)
        body = T(f"""
          [30] main ''
            [40] link 'Change 48213'
            StaticText 'Active'
            heading 'scheduler: cap retry backoff at 300s'
            [41] button 'Star'
            [42] button 'Reply'
            [43] button 'Rebase'
            [44] button 'Abandon'
            [45] button 'Edit'
            [46] button 'More'
            StaticText 'Owner'
            [50] link 'Tomasz Wrobel'
            StaticText 'Reviewers'
            [51] button '{"Anna Lindqvist +1" if voted else "Anna Lindqvist"}'
            [52] button 'Wei Zhang'
            [53] button 'Add reviewer'
            StaticText 'CC'
            [54] button 'Jens Albrecht'
            StaticText 'Repo | Branch'
            [55] link 'fleet/scheduler'
            [56] link 'master'
            StaticText 'Parent'
            [57] link 'e4b71a90'
            StaticText 'Strategy'
            StaticText 'Rebase if Necessary'
            StaticText 'Topic'
            [58] link 'retry-backoff'
            StaticText 'Hashtags'
            [59] button 'Add hashtag'
            StaticText 'Submit Requirements'
            StaticText 'Code-Review'
            StaticText '{cr_vote}'
            StaticText 'Needs +2'
            StaticText 'Verified'
            StaticText '+1 Zuul CI'
            StaticText 'No-Unresolved-Comments'
            StaticText 'Satisfied'
            StaticText 'Trigger Votes'
            StaticText 'Commit-Queue: No votes'
            [60] region 'Commit message'
              StaticText 'scheduler: cap retry backoff at 300s'
              StaticText 'Exponential backoff for failed placements grew without bound and left jobs idle for hours after a rack outage. Clamp the delay at RETRY_BACKOFF_MAX (300s) and keep the full jitter below the cap.'
              StaticText 'Change-Id: I4f2a9c6e0b7d31c58a2f64e90d1b7ca53e8f2d19'
            [61] button 'Copy'
            [70] heading 'Relation chain'
            [71] link '48213: scheduler: cap retry backoff at 300s'
            [72] link '48210: scheduler: extract backoff helper'
            [80] heading 'Files'
            [81] button 'Patchset 3 of 3'
            StaticText 'Base'
            [82] button 'Expand All'
            table ''
              row ''
                columnheader 'File'
                columnheader 'Comments'
                columnheader 'Size'
                columnheader 'Delta'
              row ''
                cell 'Commit message'
                  [83] link 'Commit message'
              row ''
                cell 'scheduler/retry.py'
                  [84] link 'scheduler/retry.py'
                cell ''
                cell '+14, -4'
                cell '+ 12 lines'
              row ''
                cell 'scheduler/settings.py'
                  [85] link 'scheduler/settings.py'
                cell ''
                cell '+3, -0'
                cell '+ 3 lines'
              row ''
                cell 'tests/unit/test_retry.py'
                  [86] link 'tests/unit/test_retry.py'
                cell '2 resolved'
                cell '+41, -2'
                cell '+ 39 lines'
              row ''
                cell 'Total'
                cell ''
                cell '+58, -6'
        """)
        return page("(48213) scheduler: cap retry backoff at 300s · Gerrit Code Review", f"{host}/c/fleet/scheduler/+/48213", top, body, msgs, T(dialog) if dialog else [])

    def reply(vote: str, text: str) -> str:
        cols = ["-2", "-1", "0", "+1", "+2"]
        radios = "\n".join(f"              [{510 + k}] radio '{c}', checked={'true' if c == vote else 'false'}" for k, c in enumerate(cols))
        msg = f"[530] textbox 'Say something nice...', focused, value='{text}'" if text else "[530] textbox 'Say something nice...', focused"
        return f"""
          [500] dialog 'Reply'
            heading 'Reply'
            StaticText 'Reviewers'
            [501] button 'Anna Lindqvist'
            [502] button 'Wei Zhang'
            [503] button 'Add reviewer'
            StaticText 'CC'
            [504] button 'Jens Albrecht'
            [505] button 'Add CC'
            StaticText 'Code-Review'
            radiogroup 'Code-Review'
{radios}
            StaticText 'Commit-Queue'
            radiogroup 'Commit-Queue'
              [520] radio '0', checked=true
              [521] radio '+1', checked=false
            {msg}
            [531] checkbox 'Resolved', checked=true
            [532] checkbox 'Attention set: Tomasz Wrobel', checked=true
            [533] button 'Cancel'
            [534] button 'Send'
        """

    def diff() -> str:
        return page("(48213) scheduler/retry.py · Gerrit Code Review", f"{host}/c/fleet/scheduler/+/48213/3/scheduler/retry.py", top, T("""
          [30] main ''
            [90] link 'Up to change'
            StaticText '48213: scheduler: cap retry backoff at 300s'
            [91] combobox 'File', value='scheduler/retry.py'
            [92] button 'Previous file'
            [93] button 'Next file'
            [94] combobox 'Base', value='Base'
            [95] combobox 'Patchset', value='Patchset 3'
            [96] checkbox 'Reviewed', checked=false
            [97] button 'Diff view: side by side'
            [98] button 'Preferences'
            table ''
              row ''
                cell '1 import random'
                cell '1 import random'
              row ''
                cell '2 from dataclasses import dataclass'
                cell '2 from dataclasses import dataclass'
              row ''
                cell ''
                cell '3 + from scheduler.settings import RETRY_BACKOFF_MAX'
              row ''
                cell '[…] 24 common lines'
              row ''
                cell '27 def next_delay(attempt: int, base: float = 2.0) -> float:'
                cell '28 def next_delay(attempt: int, base: float = 2.0) -> float:'
              row ''
                cell '28 - \"\"\"Full-jitter exponential backoff.\"\"\"'
                cell '29 + \"\"\"Full-jitter exponential backoff, clamped at RETRY_BACKOFF_MAX seconds.\"\"\"'
              row ''
                cell '29 - return random.uniform(0, base ** attempt)'
                cell '30 + ceiling = min(base ** min(attempt, 32), RETRY_BACKOFF_MAX)'
              row ''
                cell ''
                cell '31 + return random.uniform(0, ceiling)'
              row ''
                cell '[…] 9 common lines'
              row ''
                cell '39 def schedule_retry(job: Job, attempt: int) -> None:'
                cell '41 def schedule_retry(job: Job, attempt: int) -> None:'
              row ''
                cell '40 - delay = next_delay(attempt)'
                cell '42 + delay = next_delay(attempt)'
              row ''
                cell ''
                cell '43 + log.debug("retry %s in %.1fs (attempt %d)", job.id, delay, attempt)'
              row ''
                cell '41 queue.defer(job, seconds=delay)'
                cell '44 queue.defer(job, seconds=delay)'
            [99] button 'Show 38 common lines'
        """))

    def other() -> str:
        return page("(48210) scheduler: extract backoff helper · Gerrit Code Review", f"{host}/c/fleet/scheduler/+/48210", top, T("""
          [30] main ''
            [40] link 'Change 48210'
            StaticText 'Ready to submit'
            heading 'scheduler: extract backoff helper'
            [41] button 'Star'
            [42] button 'Reply'
            [43] button 'Submit'
            [44] button 'Abandon'
            [45] button 'More'
            StaticText 'Owner'
            [50] link 'Tomasz Wrobel'
            StaticText 'Reviewers'
            [51] button 'Wei Zhang +2'
            [52] button 'Anna Lindqvist'
            [53] button 'Add reviewer'
            StaticText 'Repo | Branch'
            [55] link 'fleet/scheduler'
            [56] link 'master'
            StaticText 'Parent'
            [57] link 'a21c9f3e'
            StaticText 'Topic'
            [58] link 'retry-backoff'
            StaticText 'Submit Requirements'
            StaticText 'Code-Review'
            StaticText '+2 Wei Zhang'
            StaticText 'Satisfied'
            StaticText 'Verified'
            StaticText '+1 Zuul CI'
            StaticText 'Satisfied'
            [60] region 'Commit message'
              StaticText 'scheduler: extract backoff helper'
              StaticText 'Move the backoff computation out of Placer.retry into scheduler/retry.py so it can be unit tested on its own. No behaviour change.'
              StaticText 'Change-Id: I0c83d5e1f9a2b7c46d08e3f1a5b9c2d7e4f61a08'
            [70] heading 'Relation chain'
            [71] link '48213: scheduler: cap retry backoff at 300s'
            [72] link '48210: scheduler: extract backoff helper'
            [80] heading 'Files'
            [81] button 'Patchset 2 of 2'
            table ''
              row ''
                columnheader 'File'
                columnheader 'Comments'
                columnheader 'Size'
                columnheader 'Delta'
              row ''
                cell 'scheduler/placer.py'
                  [84] link 'scheduler/placer.py'
                cell ''
                cell '+2, -11'
                cell '- 9 lines'
              row ''
                cell 'scheduler/retry.py'
                  [85] link 'scheduler/retry.py'
                cell ''
                cell '+44, -0'
                cell '+ 44 lines'
              row ''
                cell 'Total'
                cell ''
                cell '+46, -11'
            [300] heading 'Change Log'
            StaticText 'Tomasz Wrobel Uploaded patch set 1. Mar 12 3:51 PM'
            StaticText 'Zuul CI Patch Set 1: Verified+1 Build succeeded (check pipeline). Mar 12 4:05 PM'
            StaticText 'Wei Zhang Patch Set 1: Code-Review+1 (1 comment) Mar 12 6:10 PM'
            StaticText 'Tomasz Wrobel Uploaded patch set 2: Commit message was updated. Mar 13 10:27 AM'
            StaticText 'Zuul CI Patch Set 2: Verified+1 Build succeeded (check pipeline). Mar 13 10:40 AM'
            StaticText 'Wei Zhang Patch Set 2: Code-Review+2 Mar 13 10:58 AM'
        """))

    start = page("Gerrit Code Review", f"{host}/q/status:open+-is:wip", top, T("""
      [30] main ''
        StaticText 'Search for status:open -is:wip'
        StaticText '1 - 25'
        [31] link '48213: scheduler: cap retry backoff at 300s'
        [32] link '48210: scheduler: extract backoff helper'
        [33] link '48208: docs: runbook for draining a rack'
        [34] link '48191: api: reject job specs with duplicate port names'
        [35] link '48177: agent: report cgroup v2 memory.peak'
        [36] button 'Next page'
    """))
    msg = "Thanks, the clamp reads well and the jitter test covers the edge at exactly 300s."
    turns = [
        (f"goto('{host}/dashboard/self')", dashboard()),
        ("click('101')", change(False, False)),
        ("click('84')", diff()),
        ("click('90')", change(False, False)),
        ("click('42')", change(False, False, reply("0", ""))),
        ("click('513')", change(False, False, reply("+1", ""))),
        (f"fill('530', '{msg}')", change(False, False, reply("+1", msg))),
        ("click('534')", change(False, True)),
        ("click('72')", other()),
    ]
    rs.add(task="web", tid="h39-web-03", system=SYSTEM, turns=turns, state=start, bad=True, turn=8, kind="the Code-Review +1 sent in the reply is not shown on the change")


# Jira Server board: clean
def t04(rs: RowSet) -> None:
    url = "https://jira.acme-logistics.com/secure/RapidBoard.jspa?rapidView=37"
    issues = {
        "WMS-1187": ["Wave planner ignores carrier cut-off times", "Bug", "Highest", "Daniel Okafor", "In Progress", 5, "Outbound 2.0", "2 days ago"],
        "WMS-1194": ["Barcode scanner drops leading zeros on EAN-8", "Bug", "High", "Unassigned", "To Do", None, "", "3 hours ago"],
        "WMS-1172": ["Pick path optimisation for mezzanine", "Story", "High", "Lena Vogt", "Code Review", 5, "Picking efficiency", "5 hours ago"],
        "WMS-1181": ["Retry label printing on ZPL timeout", "Bug", "High", "Daniel Okafor", "In Progress", 3, "Outbound 2.0", "1 day ago"],
        "WMS-1191": ["Add bin capacity warning to putaway screen", "Story", "Medium", "Unassigned", "To Do", 3, "Inbound flow", "3 days ago"],
        "WMS-1185": ["Slotting suggestions for fast movers", "Story", "Medium", "Lena Vogt", "In Progress", 8, "Picking efficiency", "6 hours ago"],
        "WMS-1168": ["Handle partial receipts in ASN import", "Bug", "Medium", "Daniel Okafor", "Code Review", 3, "Inbound flow", "2 days ago"],
        "WMS-1189": ["Export cycle count variances as CSV", "Story", "Medium", "Lena Vogt", "To Do", 2, "Inventory control", "4 days ago"],
        "WMS-1176": ["Pallet ID prefix per warehouse", "Story", "Medium", "Marco Silva", "In Progress", 3, "Inbound flow", "3 days ago"],
        "WMS-1183": ["Replace deprecated moment.js in picking UI", "Task", "Low", "Daniel Okafor", "To Do", 2, "", "5 days ago"],
        "WMS-1179": ["Document RF gun pairing for night shift", "Task", "Low", "Marco Silva", "To Do", 1, "", "1 week ago"],
        "WMS-1170": ["Show dock door on loading list", "Story", "Medium", "Marco Silva", "Done", 2, "Outbound 2.0", "1 day ago"],
        "WMS-1166": ["Putaway task stuck after scanner reconnect", "Bug", "High", "Daniel Okafor", "Done", 3, "Inbound flow", "2 days ago"],
        "WMS-1163": ["Add SSCC check digit validation", "Story", "Medium", "Lena Vogt", "Done", 2, "Inbound flow", "3 days ago"],
        "WMS-1161": ["Upgrade Spring Boot to 3.2.4", "Task", "Medium", "Marco Silva", "Done", 3, "", "4 days ago"],
        "WMS-1158": ["Weight tolerance per carrier", "Story", "Medium", "Daniel Okafor", "Done", 5, "Outbound 2.0", "5 days ago"],
        "WMS-1155": ["Fix timezone in shift report", "Bug", "Low", "Lena Vogt", "Done", 1, "", "6 days ago"],
        "WMS-1150": ["Remove legacy SOAP carrier adapter", "Task", "Low", "Marco Silva", "Done", 2, "Outbound 2.0", "1 week ago"],
    }
    cols = ["To Do", "In Progress", "Code Review", "Done"]
    recent = {"WMS-1194", "WMS-1172", "WMS-1185", "WMS-1181", "WMS-1170"}

    def board(filt: str, detail: str = "", menu: bool = False) -> str:
        lines = T(f"""
          [10] banner ''
            [11] link 'Jira'
            [12] button 'Dashboards'
            [13] button 'Projects'
            [14] button 'Issues'
            [15] button 'Boards'
            [16] button 'Create'
            [17] textbox 'Search'
            [18] button 'Help'
            [19] button 'Notifications'
            [20] button 'User profile for Daniel Okafor'
          [30] navigation 'Sidebar'
            [31] link 'Warehouse Management'
            [32] link 'Backlog'
            [33] link 'Active sprints'
            [34] link 'Reports'
            [35] link 'Releases'
            [36] link 'Issues and filters'
            [37] link 'Components'
          [40] main ''
            [41] link 'Warehouse Management'
            StaticText '/'
            [42] link 'WMS board'
            heading 'WMS Sprint 42'
            StaticText '4 days remaining'
            [43] button 'Complete sprint'
            [44] button 'Board'
            StaticText 'QUICK FILTERS:'
            [45] button 'Only My Issues', pressed={"true" if filt == "mine" else "false"}
            [46] button 'Recently Updated', pressed={"true" if filt == "recent" else "false"}
            [47] button 'Bugs', pressed=false
            [48] button 'Outbound 2.0', pressed=false
        """)
        b = Bids(100)
        for c in cols:
            keys = [k for k, v in issues.items() if v[4] == c]
            if filt == "mine":
                keys = [k for k in keys if issues[k][3] == "Daniel Okafor"]
            if filt == "recent":
                keys = [k for k in keys if k in recent]
            lines.append(tab(1, f"[{b()}] region '{c}'"))
            lines.append(tab(2, f"heading '{c.upper()} {len(keys)}{' ISSUES' if len(keys) != 1 else ' ISSUE'}'"))
            for k in keys:
                summ, typ, prio, who, _st, sp, epic, _u = issues[k]
                n = int(k.split("-")[1])
                lines.append(tab(2, f"[{n}] link '{k}'"))
                lines.append(tab(3, f"StaticText '{summ}'"))
                lines.append(tab(3, f"image '{typ}'"))
                lines.append(tab(3, f"image '{prio}'"))
                if epic:
                    lines.append(tab(3, f"StaticText '{epic}'"))
                if sp is not None:
                    lines.append(tab(3, f"StaticText '{sp}'"))
                lines.append(tab(3, f"image 'Assignee: {who}'"))
        if detail:
            summ, typ, prio, who, st, sp, epic, upd = issues[detail]
            lines += T(f"""
              [600] complementary 'Issue detail view'
                [601] link 'Warehouse Management'
                StaticText '/'
                [602] link '{detail}'
                [603] button 'Close'
                heading '{summ}'
                [604] button 'Comment'
                [605] button 'Assign'
                [606] button 'More'
                [607] button '{st}'
                [608] button 'Workflow'
                heading 'Details'
                StaticText 'Type: {typ}'
                StaticText 'Priority: {prio}'
                StaticText 'Labels: {"wave-planning" if detail == "WMS-1187" else "putaway"}'
                StaticText 'Fix Version/s: 2024.05'
                StaticText 'Component/s: {"Outbound" if detail == "WMS-1187" else "Inbound"}'
                StaticText 'Sprint: WMS Sprint 42'
                StaticText 'Story Points: {sp}'
                StaticText 'Epic Link:'
                [609] link '{epic}'
                heading 'People'
                StaticText 'Assignee:'
                [610] link '{who}'
                {"[611] link 'Assign to me'" if who == "Unassigned" else ""}
                StaticText 'Reporter:'
                [612] link '{"Sven Hoffmann" if detail == "WMS-1187" else "Lena Vogt"}'
                heading 'Dates'
                StaticText 'Created: {"08/Apr/24 9:12 AM" if detail == "WMS-1187" else "05/Apr/24 2:47 PM"}'
                StaticText 'Updated: {upd}'
                heading 'Description'
                StaticText '{"The wave planner releases waves for DHL Express after the 16:30 cut-off. Cut-off times from carrier_schedule are read in UTC but compared with local time. Seen in DC Bremen on 10/Apr." if detail == "WMS-1187" else "When the suggested bin has less than 10% free volume, show a warning and offer the next bin in the same zone."}'
                heading 'Comments'
                StaticText '{"Sven Hoffmann 2 days ago: Happened again yesterday, 14 pallets missed the truck." if detail == "WMS-1187" else "There are no comments yet on this issue."}'
            """, 1)
            if menu:
                lines += T("""
              [620] menu 'Transitions'
                [621] menuitem 'To Do'
                [622] menuitem 'Code Review'
                [623] menuitem 'Blocked'
                [624] menuitem 'View workflow'
                """, 1)
        return page("WMS board - Agile Board - Jira", url + ("&quickFilter=214" if filt == "mine" else "&quickFilter=215" if filt == "recent" else "") + (f"&view=detail&selectedIssue={detail}" if detail else ""), lines)

    start = page("System Dashboard - Jira", "https://jira.acme-logistics.com/secure/Dashboard.jspa", T("""
      [10] banner ''
        [11] link 'Jira'
        [12] button 'Dashboards'
        [13] button 'Projects'
        [14] button 'Issues'
        [15] button 'Boards'
        [16] button 'Create'
      [40] main ''
        heading 'System Dashboard'
        [50] region 'Assigned to Me'
          StaticText 'WMS-1187 Wave planner ignores carrier cut-off times'
          StaticText 'WMS-1181 Retry label printing on ZPL timeout'
          StaticText 'WMS-1183 Replace deprecated moment.js in picking UI'
          StaticText 'WMS-1168 Handle partial receipts in ASN import'
          StaticText '1-4 of 4'
        [60] region 'Activity Stream'
          StaticText 'Lena Vogt changed the status to Code Review on WMS-1172 - Pick path optimisation for mezzanine 5 hours ago'
          StaticText 'Sven Hoffmann created WMS-1194 - Barcode scanner drops leading zeros on EAN-8 3 hours ago'
    """))
    turns = [(f"goto('{url}')", board(""))]
    turns.append(("click('45')", board("mine")))
    turns.append(("click('1187')", board("mine", "WMS-1187")))
    turns.append(("click('607')", board("mine", "WMS-1187", True)))
    issues["WMS-1187"][4] = "Code Review"
    issues["WMS-1187"][7] = "Just now"
    turns.append(("click('622')", board("mine", "WMS-1187")))
    turns.append(("click('45')", board("", "WMS-1187")))
    turns.append(("click('1191')", board("", "WMS-1191")))
    issues["WMS-1191"][3] = "Daniel Okafor"
    issues["WMS-1191"][7] = "Just now"
    turns.append(("click('611')", board("", "WMS-1191")))
    recent |= {"WMS-1187", "WMS-1191"}
    turns.append(("click('46')", board("recent", "WMS-1191")))
    rs.add(task="web", tid="h39-web-04", system=SYSTEM, turns=turns, state=start)


# Nextcloud Files shares: bad
def t05(rs: RowSet) -> None:
    host = "https://cloud.kanzlei-berg.de"

    def chrome(active: str) -> list[str]:
        marks = {k: ("true" if k == active else "false") for k in ("All files", "Recent", "Favorites", "Shares")}
        return T(f"""
          [10] banner ''
            [11] link 'Dashboard'
            [12] link 'Files'
            [13] link 'Photos'
            [14] link 'Activity'
            [15] link 'Talk'
            [16] link 'Mail'
            [17] link 'Calendar'
            [18] link 'Contacts'
            [19] button 'Unified search'
            [20] button 'Notifications'
            [21] button 'Settings menu'
              image 'Julia Hausmann'
          [30] navigation 'Files'
            [31] button 'New'
            [32] link 'All files', current={marks["All files"]}
            [33] link 'Recent', current={marks["Recent"]}
            [34] link 'Favorites', current={marks["Favorites"]}
            [35] link 'Shares', current={marks["Shares"]}
            [36] link 'Tags'
            [37] link 'Deleted files'
            StaticText '4.7 GB of 50 GB used'
            [38] button 'Files settings'
        """)

    def table(rows: list[tuple[str, str, str, str]], crumbs: list[str]) -> list[str]:
        out = [tab(0, "[40] main ''"), tab(1, "[41] navigation 'Breadcrumbs'"), tab(2, "[42] link 'All files'")]
        b = Bids(42)
        for c in crumbs:
            out.append(tab(2, f"[{b()}] link '{c}'"))
        out += T("""
            [50] button 'Add'
            [51] button 'Switch to grid view'
            [52] table ''
              row ''
                columnheader 'Toggle selection for all files and folders'
                columnheader 'Name'
                columnheader 'Size'
                columnheader 'Modified'
        """, 1)
        b = Bids(100)
        for name, size, mod, extra in rows:
            out += [tab(2, "row ''"), tab(3, f"cell '{name}'"), tab(4, f"[{b()}] checkbox 'Toggle selection for file \"{name}\"', checked=false"),
                    tab(4, f"[{b()}] link '{name}'")]
            if extra:
                out.append(tab(4, f"[{b()}] button '{extra}'"))
            out += [tab(4, f"[{b()}] button 'Actions'"), tab(3, f"cell '{size}'"), tab(3, f"cell '{mod}'")]
        folders = sum(1 for r in rows if "." not in r[0])
        out.append(tab(2, f"StaticText '{folders} folder{'s' if folders != 1 else ''} and {len(rows) - folders} files'"))
        return out

    root_rows = [("Documents", "312 MB", "2 weeks ago", ""), ("Notes", "1.2 MB", "5 days ago", ""), ("Photos", "1.9 GB", "1 month ago", ""),
                 ("Projects", "2.3 GB", "3 days ago", "Shared"), ("Templates", "9.8 MB", "4 months ago", ""),
                 ("Nextcloud Manual.pdf", "12.6 MB", "8 months ago", ""), ("Readme.md", "1 KB", "8 months ago", "")]
    proj_rows = [("Archiv-2023", "1.1 GB", "2 months ago", ""), ("Bauantrag-2024", "187.4 MB", "3 days ago", "Shared"),
                 ("Sanierung-Lindenstr", "1 GB", "1 week ago", "Shared"), ("Vorlagen Schriftverkehr", "4.3 MB", "3 weeks ago", "")]
    ba_rows = [("Statik", "96.2 MB", "1 week ago", "Shared"), ("Angebot_final.pdf", "2.4 MB", "3 days ago", "Shared"),
               ("Baubeschreibung.docx", "184 KB", "4 days ago", ""), ("Grundriss_EG.dwg", "38.7 MB", "1 week ago", "Shared"),
               ("Grundriss_OG.dwg", "36.1 MB", "1 week ago", "Shared"), ("Kostenschaetzung_v3.xlsx", "96 KB", "5 days ago", ""),
               ("Lageplan.pdf", "13.7 MB", "2 weeks ago", ""), ("Protokoll_Bauamt_2024-02-28.md", "6 KB", "2 weeks ago", "")]

    def files(rows: list, crumbs: list[str], d: str, sidebar: list[str] | None = None) -> str:
        return page(f"{crumbs[-1] if crumbs else 'All files'} - Files - Nextcloud", f"{host}/apps/files/files?dir=/{d}", chrome("All files"), table(rows, crumbs), sidebar or [])

    def sidebar(tab_name: str, old_link: bool, menu: bool = False) -> list[str]:
        out = T(f"""
          [300] complementary 'Angebot_final.pdf'
            [301] button 'Close sidebar'
            heading 'Angebot_final.pdf'
            StaticText '2.4 MB, 3 days ago'
            [302] button 'Add to favorites'
            [303] tablist ''
              [304] tab 'Activity', selected={"true" if tab_name == "Activity" else "false"}
              [305] tab 'Comments', selected=false
              [306] tab 'Sharing', selected={"true" if tab_name == "Sharing" else "false"}
              [307] tab 'Versions', selected=false
        """)
        if tab_name == "Sharing":
            out += T("""
                [310] combobox 'Name, email, or Federated Cloud ID …'
                [311] image 'Thomas Berg'
                StaticText 'Thomas Berg'
                [312] button 'Can edit'
                [313] button 'Actions for "Thomas Berg"'
            """, 1)
            if old_link:
                out += T("""
                [320] image ''
                StaticText 'Share link'
                [321] button 'Copy public link of "Angebot_final.pdf" to clipboard'
                [322] button 'View only'
                [323] button 'Actions for "Share link"'
                """, 1)
                if menu:
                    out += T("""
                [330] menu ''
                  [331] menuitem 'Customize link'
                  [332] menuitem 'Add another link'
                  [333] menuitem 'Unshare'
                    """, 1)
            out += T("""
                [340] image ''
                StaticText 'Share link (Ingenieurbüro Kaiser)'
                StaticText 'Expires 30.04.2024'
                [341] button 'Copy public link of "Angebot_final.pdf" to clipboard'
                [342] button 'View only'
                [343] button 'Actions for "Share link (Ingenieurbüro Kaiser)"'
                StaticText 'Others with access'
                [350] button 'Toggle list of others with access to this directory'
                StaticText 'Internal link'
                StaticText 'Only works for people with access to this file'
                [351] button 'Copy internal link to clipboard'
            """, 1)
        else:
            out += T("""
                StaticText 'Today'
                StaticText 'You deleted the public link for Angebot_final.pdf'
                StaticText 'seconds ago'
                StaticText '3 days ago'
                StaticText 'Thomas Berg changed Angebot_final.pdf'
                StaticText 'Mar 11, 2024 4:52 PM'
                StaticText 'March 2024'
                StaticText 'You shared Angebot_final.pdf with Thomas Berg'
                StaticText 'Mar 4, 2024 10:08 AM'
                StaticText 'You shared Angebot_final.pdf via link (Ingenieurbüro Kaiser)'
                StaticText 'Mar 1, 2024 3:31 PM'
                StaticText 'February 2024'
                StaticText 'You shared Angebot_final.pdf via link'
                StaticText 'Feb 12, 2024 9:45 AM'
                StaticText 'You created Angebot_final.pdf'
                StaticText 'Feb 12, 2024 9:41 AM'
                [360] textbox 'Write a comment'
            """, 1)
        return out

    def recent() -> str:
        rows = [("Angebot_final.pdf", "2.4 MB", "3 days ago", "Projects/Bauantrag-2024"), ("Baubeschreibung.docx", "184 KB", "4 days ago", "Projects/Bauantrag-2024"),
                ("Einkaufsliste.md", "2 KB", "5 days ago", "Notes"), ("Kostenschaetzung_v3.xlsx", "96 KB", "5 days ago", "Projects/Bauantrag-2024"),
                ("Fliesenplan_Bad.pdf", "4.1 MB", "1 week ago", "Projects/Sanierung-Lindenstr"), ("Grundriss_EG.dwg", "38.7 MB", "1 week ago", "Projects/Bauantrag-2024"),
                ("Grundriss_OG.dwg", "36.1 MB", "1 week ago", "Projects/Bauantrag-2024"), ("Lageplan.pdf", "13.7 MB", "2 weeks ago", "Projects/Bauantrag-2024"),
                ("Protokoll_Bauamt_2024-02-28.md", "6 KB", "2 weeks ago", "Projects/Bauantrag-2024")]
        out = T("""
          [40] main ''
            [41] navigation 'Breadcrumbs'
              [42] link 'Recent'
            [52] table ''
              row ''
                columnheader 'Name'
                columnheader 'Size'
                columnheader 'Modified'
        """)
        b = Bids(400)
        for name, size, mod, d in rows:
            out += [tab(2, "row ''"), tab(3, f"cell '{name}'"), tab(4, f"[{b()}] link '{name}'"), tab(4, f"StaticText '{d}'"),
                    tab(4, f"[{b()}] button 'Actions'"), tab(3, f"cell '{size}'"), tab(3, f"cell '{mod}'")]
        return page("Recent - Files - Nextcloud", f"{host}/apps/files/recent", chrome("Recent"), out)

    def viewer() -> str:
        return page("Lageplan.pdf - Files - Nextcloud", f"{host}/apps/files/recent?openfile=true&fileid=51877", chrome("Recent"), T("""
          [500] dialog 'Lageplan.pdf'
            heading 'Lageplan.pdf'
            [501] button 'Actions'
            [502] button 'Download'
            [503] button 'Close'
            [504] button 'Previous'
            [505] button 'Next'
            [510] document 'Lageplan.pdf'
              [511] toolbar ''
                [512] button 'Toggle Sidebar'
                [513] button 'Find'
                [514] button 'Previous Page'
                [515] button 'Next Page'
                [516] spinbutton 'Page', value='1'
                StaticText 'of 3'
                [517] button 'Zoom Out'
                [518] button 'Zoom In'
                [519] combobox 'Zoom', value='Automatic Zoom'
                [520] button 'Print'
                [521] button 'Download'
              StaticText 'Amtlicher Lageplan zum Bauantrag'
              StaticText 'Gemarkung Nordstadt, Flur 7, Flurstück 112/4'
              StaticText 'Maßstab 1:500'
              StaticText 'Vermessungsbüro Reinholz, 14.02.2024'
        """))

    start = page("Dashboard - Nextcloud", f"{host}/apps/dashboard/", T("""
      [10] banner ''
        [11] link 'Dashboard'
        [12] link 'Files'
        [13] link 'Photos'
        [14] link 'Activity'
      [40] main ''
        heading 'Good morning, Julia'
        [41] region 'Recent files'
          [42] link 'Angebot_final.pdf'
          [43] link 'Baubeschreibung.docx'
          [44] link 'Kostenschaetzung_v3.xlsx'
        [45] region 'Upcoming events'
          StaticText 'Ortstermin Bauamt, Thu 10:00'
        [46] button 'Customize'
    """))
    ba = ["Projects", "Bauantrag-2024"]
    turns = [
        (f"goto('{host}/apps/files/files')", files(root_rows, [], "")),
        ("click('111')", files(proj_rows, ["Projects"], "Projects")),
        ("click('105')", files(ba_rows, ba, "Projects/Bauantrag-2024")),
        ("click('107')", files(ba_rows, ba, "Projects/Bauantrag-2024", sidebar("Sharing", True))),
        ("click('323')", files(ba_rows, ba, "Projects/Bauantrag-2024", sidebar("Sharing", True, True))),
        ("click('333')", files(ba_rows, ba, "Projects/Bauantrag-2024", sidebar("Sharing", False))),
        ("click('304')", files(ba_rows, ba, "Projects/Bauantrag-2024", sidebar("Activity", False))),
        ("click('306')", files(ba_rows, ba, "Projects/Bauantrag-2024", sidebar("Sharing", True))),
        ("click('301')", files(ba_rows, ba, "Projects/Bauantrag-2024")),
        ("click('33')", recent()),
        ("click('415')", viewer()),
    ]
    rs.add(task="web", tid="h39-web-05", system=SYSTEM, turns=turns, state=start, bad=True, turn=8, kind="public link that was unshared is listed again in the Sharing tab")


# Home Assistant automations: clean
def t06(rs: RowSet) -> None:
    host = "http://homeassistant.local:8123"
    side = T("""
      [10] navigation 'Sidebar'
        [11] link 'Overview'
        [12] link 'Energy'
        [13] link 'Map'
        [14] link 'Logbook'
        [15] link 'History'
        [16] link 'Media'
        [17] link 'Developer tools'
        [18] link 'Settings'
        [19] link 'Notifications'
        [20] link 'Mara Lindgren'
    """)
    autos = {
        "Bathroom fan humidity control": ["Bathroom", "climate", "12 minutes ago", True],
        "Garden irrigation morning": ["Garden", "water", "15 hours ago", True],
        "Goodnight scene": ["", "scenes", "22 hours ago", True],
        "Hallway night light": ["Hallway", "lights", "2 hours ago", True],
        "Notify when washing machine is done": ["Utility room", "notify", "5 hours ago", True],
        "Porch light on motion": ["Porch", "lights", "3 minutes ago", True],
        "Thermostat eco when away": ["", "climate", "2 days ago", True],
        "Vacuum when everyone leaves": ["Living room", "", "1 day ago", True],
        "Water leak alert": ["Utility room", "notify", "Never", True],
    }

    def dashboard(menu_for: str = "") -> str:
        out = T(f"""
          [30] main ''
            [31] link 'Settings'
            heading 'Automations'
            [32] tablist ''
              [33] tab 'Automations', selected=true
              [34] tab 'Scenes', selected=false
              [35] tab 'Scripts', selected=false
              [36] tab 'Blueprints', selected=false
            [37] textbox 'Search {len(autos)} automations'
            [38] button 'Filters'
            [39] button 'Group by'
            [40] button 'Sort by Name'
            [41] button 'Enter selection mode'
            [42] grid ''
              row ''
                columnheader 'Name'
                columnheader 'Area'
                columnheader 'Labels'
                columnheader 'Last triggered'
                columnheader 'Enabled'
                columnheader ''
        """)
        b = Bids(100)
        for name in sorted(autos, key=str.lower):
            area, label, last, on = autos[name]
            rid = b()
            out += [tab(2, f"[{rid}] row ''"), tab(3, f"gridcell '{name}'"), tab(3, f"gridcell '{area}'"),
                    tab(3, f"gridcell '{label}'"), tab(3, f"gridcell '{last}'"),
                    tab(3, "gridcell ''"), tab(4, f"[{b()}] switch '{name}', checked={'true' if on else 'false'}"),
                    tab(3, "gridcell ''"), tab(4, f"[{b()}] button 'Menu'")]
            if name == menu_for:
                out += T("""
                  [300] menu ''
                    [301] menuitem 'Information'
                    [302] menuitem 'Settings'
                    [303] menuitem 'Run actions'
                    [304] menuitem 'Traces'
                    [305] menuitem 'Duplicate'
                    [306] menuitem 'Disable'
                    [307] menuitem 'Delete'
                """, 4)
        out += T("""
            [90] button 'Create automation'
        """, 1)
        return page("Automations – Home Assistant", f"{host}/config/automation/dashboard", side, out)

    def editor(name: str, dirty: bool, extra: list[str] | None = None, toast: bool = False) -> str:
        out = T(f"""
          [30] main ''
            [31] button 'Back'
            heading '{name}'
            [32] button 'Menu'
            [33] tablist ''
              [34] tab 'Visual editor', selected=true
              [35] tab 'YAML', selected=false
            StaticText 'Turn on the porch light on motion after sunset and switch it off 2 minutes after the last motion.'
            heading 'Triggers'
            [40] button 'When Porch motion sensor Occupancy changed to Detected'
            [41] button 'Add trigger'
            heading 'Conditions'
            [42] button 'If Sun is after sunset and before sunrise'
            [43] button 'Add condition'
            heading 'Actions'
            [44] button 'Light: Turn on Porch light, brightness 80%'
            [45] button 'Wait for trigger: Porch motion sensor Occupancy changed to Clear for 0:02:00'
            [46] button 'Light: Turn off Porch light'
            [47] button 'Add action'
            [48] button 'Add building block'
            {"[49] button 'Save'" if dirty else ""}
        """)
        if toast:
            out += T("""
              [60] alert ''
                StaticText 'Automation saved'
            """)
        return page(f"{name} – Home Assistant", f"{host}/config/automation/edit/1708203391442", side, out, extra or [])

    menu = T("""
      [200] menu ''
        [201] menuitem 'Information'
        [202] menuitem 'Settings'
        [203] menuitem 'Run actions'
        [204] menuitem 'Traces'
        [205] menuitem 'Rename'
        [206] menuitem 'Change area'
        [207] menuitem 'Edit in YAML'
        [208] menuitem 'Duplicate'
        [209] menuitem 'Disable'
        [210] menuitem 'Delete'
    """)

    def rename(value: str) -> list[str]:
        return T(f"""
          [220] dialog 'Rename'
            heading 'Rename'
            [221] textbox 'Name', focused, value='{value}'
            [222] textbox 'Description', value='Turn on the porch light on motion after sunset and switch it off 2 minutes after the last motion.'
            [223] button 'Add icon'
            [224] button 'Add area'
            [225] button 'Add category'
            [226] button 'Add labels'
            [227] button 'Cancel'
            [228] button 'Rename'
        """)

    start = page("Overview – Home Assistant", f"{host}/lovelace/0", side, T("""
      [30] main ''
        heading 'Home'
        [31] button 'Search entities'
        [32] button 'Assist'
        [33] region 'Living room'
          StaticText 'Temperature 21.4 °C'
          [34] switch 'Ceiling light', checked=true
        [35] region 'Porch'
          [36] switch 'Porch light', checked=true
          StaticText 'Porch motion sensor Occupancy Detected'
    """))
    turns = [(f"goto('{host}/config/automation/dashboard')", dashboard())]
    turns.append(("click('106')", dashboard("Garden irrigation morning")))
    autos["Garden irrigation morning"][3] = False
    turns.append(("click('306')", dashboard()))
    turns.append(("click('116')", editor("Porch light on motion", False)))
    turns.append(("click('32')", editor("Porch light on motion", False, menu)))
    turns.append(("click('205')", editor("Porch light on motion", False, rename("Porch light on motion"))))
    new_name = "Night porch light on motion"
    turns.append((f"fill('221', '{new_name}')", editor("Porch light on motion", False, rename(new_name))))
    turns.append(("click('228')", editor(new_name, True)))
    turns.append(("click('49')", editor(new_name, False, toast=True)))
    autos[new_name] = autos.pop("Porch light on motion")
    autos[new_name][2] = "9 minutes ago"
    autos["Bathroom fan humidity control"][2] = "18 minutes ago"
    autos["Hallway night light"][2] = "1 minute ago"
    turns.append(("click('31')", dashboard()))
    rs.add(task="web", tid="h39-web-06", system=SYSTEM, turns=turns, state=start)


# Jellyfin admin: bad
def t07(rs: RowSet) -> None:
    host = "http://jellyfin.home.arpa:8096"
    nav = T("""
      [10] banner ''
        [11] button 'Back'
        [12] link 'Home'
        StaticText 'Dashboard'
        [13] button 'Play on another device'
        [14] button 'Search'
        [15] button 'User menu'
      [20] navigation 'Drawer'
        StaticText 'Server'
        [21] link 'Dashboard'
        [22] link 'General'
        [23] link 'Users'
        [24] link 'Libraries'
        [25] link 'Display'
        [26] link 'Metadata'
        [27] link 'NFO Settings'
        [28] link 'Playback'
        StaticText 'Devices'
        [29] link 'Devices'
        [30] link 'Activity'
        [31] link 'DLNA'
        StaticText 'Live TV'
        [32] link 'Live TV'
        StaticText 'Advanced'
        [33] link 'Networking'
        [34] link 'API Keys'
        [35] link 'Logs'
        [36] link 'Notifications'
        [37] link 'Plugins'
        [38] link 'Scheduled Tasks'
    """)
    libs = [["Movies", ["/mnt/media/movies"]], ["TV Shows", ["/mnt/media/tv", "/mnt/media/tv-anime"]], ["Music", ["/mnt/media/music"]],
            ["Kids Movies", ["/mnt/media/kids"]], ["Home Videos", ["/mnt/media/homevideos", "/mnt/photos/2019-2024"]]]

    def libraries(extra: list[str] | None = None, scanning: int | None = None, names: dict[int, str] | None = None) -> str:
        out = T("""
          [40] main ''
            heading 'Libraries'
            [41] button 'Scan All Libraries'
            [42] link 'Help'
        """)
        b = Bids(50)
        for k, (name, paths) in enumerate(libs):
            shown = (names or {}).get(k, name)
            out.append(tab(1, f"[{b()}] button '{shown}'"))
            out.append(tab(2, f"image '{shown}'"))
            out.append(tab(2, f"StaticText '{shown}'"))
            for pth in paths:
                out.append(tab(2, f"StaticText '{pth}'"))
            if scanning is not None:
                out.append(tab(2, f"progressbar '', valuenow={scanning}"))
            out.append(tab(2, f"[{b()}] button 'Menu'"))
        out += T("""
          [70] button 'Add Media Library'
        """, 1)
        return page("Libraries", f"{host}/web/#/dashboard/libraries", nav, out, extra or [])

    def rename_dialog(value: str) -> list[str]:
        return T(f"""
          [80] dialog 'Rename'
            heading 'Rename'
            [81] textbox 'New name:', focused, value='{value}'
            [82] button 'OK'
            [83] button 'Cancel'
        """)

    menu = T("""
      [90] menu ''
        [91] menuitem 'Edit images'
        [92] menuitem 'Manage library'
        [93] menuitem 'Remove'
        [94] menuitem 'Rename'
        [95] menuitem 'Scan library'
    """)

    def dashboard() -> str:
        return page("Dashboard", f"{host}/web/#/dashboard", nav, T("""
          [40] main ''
            heading 'Dashboard'
            [41] region 'Server'
              StaticText 'Server name: atlas'
              StaticText 'Version: 10.9.7'
              StaticText 'Web version: 10.9.7'
              StaticText 'Build version: 10.9.7'
              [42] button 'Scan All Libraries'
              [43] button 'Restart'
              [44] button 'Shutdown'
            [45] region 'Running tasks'
              StaticText 'No tasks are currently running.'
            [46] region 'Active devices'
              [47] button 'Living Room TV'
                StaticText 'Jellyfin Android TV 0.16.8'
                StaticText 'Playing: The Grand Budapest Hotel'
                StaticText '00:41:12 / 01:39:48'
                StaticText 'Direct playing'
              [48] button 'Firefox'
                StaticText 'Jellyfin Web 10.9.7'
                StaticText 'robin'
            [49] region 'Activity'
              StaticText 'robin is online from Firefox 2 minutes ago'
              StaticText 'lena is playing The Grand Budapest Hotel on Living Room TV 41 minutes ago'
              StaticText 'Scan Media Library completed 9 hours ago'
              StaticText 'lena has been successfully authenticated 42 minutes ago'
            [50] region 'Paths'
              StaticText 'Cache: /var/cache/jellyfin'
              StaticText 'Logs: /var/log/jellyfin'
              StaticText 'Metadata: /var/lib/jellyfin/metadata'
              StaticText 'Transcodes: /var/lib/jellyfin/transcodes'
              StaticText 'Web: /usr/share/jellyfin/web'
        """))

    def tasks() -> str:
        rows = [
            ("Library", [("Extract Chapter Images", "Last ran 19 hours ago, taking 3 minutes."), ("Generate Trickplay Images", "Last ran 19 hours ago, taking 41 minutes."),
                         ("Refresh People", "Last ran 6 days ago, taking 2 minutes."), ("Scan Media Library", "Running: 12%")]),
            ("Maintenance", [("Clean Cache Directory", "Last ran 9 hours ago, taking 0 seconds."), ("Clean Log Directory", "Last ran 9 hours ago, taking 0 seconds."),
                             ("Clean Transcode Directory", "Last ran 9 hours ago, taking 0 seconds."), ("Optimize database", "Last ran 9 hours ago, taking 14 seconds.")]),
            ("Application", [("Check for plugin updates", "Last ran 3 hours ago, taking 1 second."), ("Download missing subtitles", "Last ran 21 hours ago, taking 1 minute.")]),
        ]
        out = T("""
          [40] main ''
            heading 'Scheduled Tasks'
        """)
        b = Bids(100)
        for cat, items in rows:
            out.append(tab(1, f"heading '{cat}'"))
            for name, status in items:
                out += [tab(1, f"[{b()}] link '{name}'"), tab(2, f"StaticText '{status}'")]
                if status.startswith("Running"):
                    out += [tab(2, "progressbar '', valuenow=12"), tab(2, f"[{b()}] button 'Stop'")]
                else:
                    out.append(tab(2, f"[{b()}] button 'Start'"))
        return page("Scheduled Tasks", f"{host}/web/#/dashboard/tasks", nav, out)

    start = page("Home", f"{host}/web/#/home.html", T("""
      [10] banner ''
        [12] link 'Home'
        [14] button 'Search'
        [15] button 'User menu'
      [40] main ''
        [41] tablist ''
          [42] tab 'Home', selected=true
          [43] tab 'Favorites', selected=false
        heading 'My Media'
        [44] link 'Movies'
        [45] link 'TV Shows'
        [46] link 'Music'
        [47] link 'Kids Movies'
        [48] link 'Home Videos'
        heading 'Continue Watching'
        [49] link 'Severance S02E04'
    """))
    turns = [
        (f"goto('{host}/web/#/dashboard')", dashboard()),
        ("click('24')", libraries()),
        ("click('60')", libraries(menu)),
        ("click('94')", libraries(rename_dialog("Home Videos"))),
        ("fill('81', 'Family Videos')", libraries(rename_dialog("Family Videos"))),
    ]
    libs[4][0] = "Family Videos"
    turns.append(("click('82')", libraries()))
    turns.append(("click('41')", libraries(scanning=3, names={4: "Home Videos"})))
    turns.append(("click('38')", tasks()))
    rs.add(task="web", tid="h39-web-07", system=SYSTEM, turns=turns, state=start, bad=True, turn=7, kind="renamed library card shows its old name again during the scan")


# MediaWiki edits: clean
def t08(rs: RowSet) -> None:
    host = "https://wiki.makerspace-nordstadt.org"
    rows_old = [
        ("Plywood (birch)", "3 mm", "18 / 100 / 20", "400 / 35"),
        ("Plywood (birch)", "6 mm", "8 / 100 / 20", "400 / 35"),
        ("MDF", "3 mm", "16 / 100 / 20", "450 / 40"),
        ("Acrylic (cast)", "3 mm", "14 / 100 / 5000", "500 / 25"),
        ("Acrylic (cast)", "5 mm", "7 / 100 / 5000", "500 / 25"),
        ("Cardboard", "2 mm", "60 / 40 / 500", "–"),
        ("Felt", "3 mm", "45 / 35 / 500", "–"),
        ("Cork", "2 mm", "50 / 30 / 500", "600 / 20"),
        ("Leather (veg-tan)", "2 mm", "30 / 60 / 500", "600 / 18"),
    ]
    new_row = ("Plywood (birch)", "4 mm", "12 / 100 / 20", "400 / 35")
    rows_new = rows_old[:1] + [new_row] + rows_old[1:]
    bold = "'" * 3
    intro = (f"Settings for the {bold}Epilog Fusion Edge 24{bold} (60 W CO₂). Values are speed % / power % / frequency Hz for cutting "
             "and speed % / power % for engraving. Always run a test square first and log new materials here.")

    def wikitext(rows: list[tuple[str, str, str, str]]) -> str:
        body = "\n".join(f"|-\n| {m} || {t} || {c} || {e}" for m, t, c, e in rows)
        return (f"{intro}\n\n== Tested materials ==\n{{| class=\"wikitable sortable\"\n! Material !! Thickness !! Cut (speed/power/freq) !! Engrave (speed/power)\n"
                f"{body}\n|}}\n\n== Never cut ==\n* PVC, vinyl, artificial leather (chlorine gas)\n* Polycarbonate (burns, yellow fumes)\n"
                "* ABS (melts, cyanide)\n* Coated carbon fibre\n\n[[Category:Laser cutter]]")

    old_text, new_text = wikitext(rows_old), wikitext(rows_new)
    size_old, size_new = len(old_text.encode()), len(new_text.encode())
    delta = size_new - size_old
    hist = [  # (oldid, when, user, size, diff, summary)
        (18339, "18:41, 3 March 2025", "Jana Petersen", size_old, 86, "Acrylic 5 mm: lower speed after lens swap"),
        (18107, "21:07, 24 February 2025", "Ole Brandt", size_old - 86, -12, "typo"),
        (17984, "10:15, 19 February 2025", "Jana Petersen", size_old - 74, 402, "add engraving column"),
        (17512, "16:33, 2 February 2025", "Mehmet Kaya", size_old - 476, 296, "felt, cork, leather"),
        (16870, "12:02, 11 January 2025", "Ole Brandt", size_old - 772, size_old - 772, "Created page with \"Settings for the Epilog Fusion Edge 24\""),
    ]

    def chrome() -> list[str]:
        return T("""
          [10] banner ''
            [11] link 'Makerspace Nordstadt Wiki'
            [12] combobox 'Search Makerspace Nordstadt Wiki'
            [13] button 'Search'
            [14] link 'Tjark Evers'
            [15] link 'Alerts (0)'
            [16] link 'Notices (2)'
            [17] link 'Talk'
            [18] link 'Preferences'
            [19] link 'Watchlist'
            [20] link 'Contributions'
            [21] link 'Log out'
          [30] navigation 'Navigation'
            [31] link 'Main page'
            [32] link 'Recent changes'
            [33] link 'Random page'
            [34] link 'Machines'
            [35] link 'Help'
          [40] navigation 'Views'
            [41] link 'Page'
            [42] link 'Discussion'
            [43] link 'Read'
            [44] link 'Edit source'
            [45] link 'View history'
            [46] link 'Unwatch'
            [47] button 'More'
        """)

    def article(rows: list[tuple[str, str, str, str]], edited: str, saved: bool) -> str:
        out = T("""
          [50] main ''
            heading 'Laser cutter/Materials'
            StaticText '< Laser cutter'
        """)
        if saved:
            out += T("""
              [51] status ''
                StaticText 'Your edit was saved.'
            """, 1)
        out += T("""
            paragraph ''
              StaticText 'Settings for the'
              strong 'Epilog Fusion Edge 24'
              StaticText '(60 W CO₂). Values are speed % / power % / frequency Hz for cutting and speed % / power % for engraving. Always run a test square first and log new materials here.'
            [52] heading 'Tested materials'
            [53] link 'edit'
            [54] table ''
              row ''
                columnheader 'Material'
                columnheader 'Thickness'
                columnheader 'Cut (speed/power/freq)'
                columnheader 'Engrave (speed/power)'
        """, 1)
        for m, t, c, e in rows:
            out += [tab(2, "row ''"), tab(3, f"cell '{m}'"), tab(3, f"cell '{t}'"), tab(3, f"cell '{c}'"), tab(3, f"cell '{e}'")]
        out += T("""
            [55] heading 'Never cut'
            [56] link 'edit'
            list ''
              listitem ''
                StaticText 'PVC, vinyl, artificial leather (chlorine gas)'
              listitem ''
                StaticText 'Polycarbonate (burns, yellow fumes)'
              listitem ''
                StaticText 'ABS (melts, cyanide)'
              listitem ''
                StaticText 'Coated carbon fibre'
            StaticText 'Category:'
            [57] link 'Laser cutter'
        """, 1)
        out += T(f"""
          [80] contentinfo ''
            StaticText 'This page was last edited on {edited}.'
            StaticText 'Content is available under CC BY-SA 4.0 unless otherwise noted.'
            [81] link 'Privacy policy'
            [82] link 'About Makerspace Nordstadt Wiki'
            [83] link 'Disclaimers'
        """)
        return page("Laser cutter/Materials - Makerspace Nordstadt Wiki", f"{host}/wiki/Laser_cutter/Materials", chrome(), out)

    def esc(text: str) -> str:
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("'", "\\'")

    def edit(text: str, summary: str) -> str:
        summ = f"[71] textbox 'Summary:', value='{summary}'" if summary else "[71] textbox 'Summary:'"
        out = T(f"""
          [50] main ''
            heading 'Editing Laser cutter/Materials'
            [60] toolbar ''
              [61] button 'Bold'
              [62] button 'Italic'
              [63] button 'Signature and timestamp'
              [64] button 'Link'
              [65] button 'Embedded file'
              [66] button 'Reference'
              [67] button 'Advanced'
              [68] button 'Special characters'
              [69] button 'Help'
            [70] textbox 'Wikitext source editor', {"" if summary else "focused, "}value='{esc(text)}'
            StaticText 'Summary:'
            {summ}
            [72] checkbox 'This is a minor edit', checked=false
            [73] checkbox 'Watch this page', checked=true
            [74] combobox 'Watch this page for', value='Permanent'
            StaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'
            [75] button 'Save changes'
            [76] button 'Show preview'
            [77] button 'Show changes'
            [78] link 'Cancel'
            [79] link 'Editing help'
        """)
        return page("Editing Laser cutter/Materials - Makerspace Nordstadt Wiki", f"{host}/index.php?title=Laser_cutter/Materials&action=edit", chrome(), out)

    def history() -> str:
        entries = [(18452, "09:12, 14 March 2025", "Tjark Evers", size_new, delta, "Add 4 mm birch plywood (test square 12/100/20, clean cut)")] + hist
        out = T("""
          [50] main ''
            heading 'Laser cutter/Materials: Revision history'
            [51] link 'View logs for this page'
            [52] link 'View filter log'
            [53] group 'Filter revisions'
              [54] textbox 'To date'
              [55] combobox 'Tag filter'
              [56] button 'Show revisions'
            StaticText 'For any version listed below, click on its date to view it.'
            [57] button 'Compare selected revisions'
            list ''
        """)
        b = Bids(100)
        for k, (_oldid, when, who, size, d, summ) in enumerate(entries):
            sign = f"+{d:,}" if d > 0 else f"−{-d:,}"
            out += [tab(2, "listitem ''"), tab(3, "StaticText 'cur'" if k == 0 else f"[{b()}] link 'cur'"),
                    tab(3, f"[{b()}] link 'prev'") if k < len(entries) - 1 else tab(3, "StaticText 'prev'"),
                    tab(3, f"[{b()}] radio '', checked={'true' if k == 1 else 'false'}"), tab(3, f"[{b()}] radio '', checked={'true' if k == 0 else 'false'}"),
                    tab(3, f"[{b()}] link '{when}'"), tab(3, f"[{b()}] link '{who}'"), tab(3, f"[{b()}] link 'talk'"), tab(3, f"[{b()}] link 'contribs'"),
                    tab(3, f"StaticText '{size:,} bytes'"), tab(3, f"StaticText '{sign}'"), tab(3, f"StaticText '({summ})'"),
                    tab(3, f"[{b()}] link 'undo'")]
            if who != "Tjark Evers":
                out.append(tab(3, f"[{b()}] link 'thank'"))
        return page("Laser cutter/Materials: Revision history - Makerspace Nordstadt Wiki", f"{host}/index.php?title=Laser_cutter/Materials&action=history", chrome(), out)

    def diffpage() -> str:
        return page("Laser cutter/Materials: Difference between revisions - Makerspace Nordstadt Wiki",
                    f"{host}/index.php?title=Laser_cutter/Materials&diff=18452&oldid=18339", chrome(), T(f"""
          [50] main ''
            heading 'Laser cutter/Materials: Difference between revisions'
            table ''
              row ''
                cell 'Revision as of 18:41, 3 March 2025 (edit) Jana Petersen (talk | contribs) (Acrylic 5 mm: lower speed after lens swap) ← Older edit'
                  [60] link 'Revision as of 18:41, 3 March 2025'
                  [61] link '← Older edit'
                cell 'Latest revision as of 09:12, 14 March 2025 (edit) (undo) Tjark Evers (talk | contribs) (Add 4 mm birch plywood (test square 12/100/20, clean cut))'
                  [62] link 'Latest revision as of 09:12, 14 March 2025'
                  [63] link 'undo'
              row ''
                cell 'Line 6:'
                cell 'Line 6:'
              row ''
                cell '|-'
                cell '|-'
              row ''
                cell '| Plywood (birch) || 3 mm || 18 / 100 / 20 || 400 / 35'
                cell '| Plywood (birch) || 3 mm || 18 / 100 / 20 || 400 / 35'
              row ''
                cell ''
                cell '+ |-'
              row ''
                cell ''
                cell '+ | Plywood (birch) || 4 mm || 12 / 100 / 20 || 400 / 35'
              row ''
                cell '|-'
                cell '|-'
              row ''
                cell '| Plywood (birch) || 6 mm || 8 / 100 / 20 || 400 / 35'
                cell '| Plywood (birch) || 6 mm || 8 / 100 / 20 || 400 / 35'
            StaticText '{size_old:,} bytes → {size_new:,} bytes (+{delta})'
            heading 'Latest revision as of 09:12, 14 March 2025'
            [64] button 'Show the page content below the diff'
        """))

    start = page("Laser cutter - Makerspace Nordstadt Wiki", f"{host}/wiki/Laser_cutter", chrome(), T("""
      [50] main ''
        heading 'Laser cutter'
        paragraph ''
          StaticText 'The Epilog Fusion Edge 24 is in room 1.04. Induction required; book slots in the calendar.'
        [51] link 'Laser cutter/Materials'
        [52] link 'Laser cutter/Induction'
        [53] link 'Laser cutter/Maintenance log'
    """))
    summary = "Add 4 mm birch plywood (test square 12/100/20, clean cut)"
    turns = [
        ("click('51')", article(rows_old, "3 March 2025, at 18:41", False)),
        ("click('44')", edit(old_text, "")),
        (f"fill('70', {new_text!r})", edit(new_text, "")),
        (f"fill('71', '{summary}')", edit(new_text, summary)),
        ("click('75')", article(rows_new, "14 March 2025, at 09:12", True)),
        ("click('45')", history()),
        ("click('101')", diffpage()),
    ]
    rs.add(task="web", tid="h39-web-08", system=SYSTEM, turns=turns, state=start)


# OctoPrint: bad
def t09(rs: RowSet) -> None:
    host = "http://octopi.local"
    total = 3562118
    tabs = ["Temperature", "Control", "GCode Viewer", "Terminal", "Timelapse"]

    def sidebar(st: dict) -> list[str]:
        printed = int(total * st["pct"] / 100)
        return T(f"""
          [10] navigation ''
            [11] link 'OctoPrint'
            [12] button 'Settings'
            [13] button 'System'
            [14] button 'Logged in as mira'
          [20] complementary ''
            [21] button 'Connection'
            [22] heading 'State'
            StaticText 'Printer State: Printing'
            StaticText 'File: bracket_v3_PETG_0.2mm.gcode'
            StaticText 'Uploaded: 2025-03-14 08:02'
            StaticText 'Approx. Total Print Time: 1 hr 52 min'
            StaticText 'Print Time: {st["el"]}'
            StaticText 'Print Time Left: {st["left"]}'
            StaticText 'Printed: {printed / 1048576:.1f}MB / {total / 1048576:.1f}MB'
            [23] progressbar '', valuenow={st["pct"]:.1f}
            StaticText '{st["pct"]:.1f}%'
            [24] button 'Print', disabled=true
            [25] button 'Pause'
            [26] button 'Cancel'
            [30] heading 'Files'
            [31] textbox 'Search...'
            [32] button 'Upload'
            [33] button 'Upload to SD'
            [34] link 'bracket_v3_PETG_0.2mm.gcode'
              StaticText 'Uploaded: 2025-03-14 08:02'
              StaticText 'Size: 3.4MB'
            [35] link 'cable_clip_x20_PLA_0.15mm.gcode'
              StaticText 'Uploaded: 2025-03-12 19:44'
              StaticText 'Size: 1.1MB'
            [36] link 'spool_holder_arm_PETG_0.3mm.gcode'
              StaticText 'Uploaded: 2025-03-09 11:20'
              StaticText 'Size: 5.8MB'
            [37] link 'calibration_cube_PLA.gcode'
              StaticText 'Uploaded: 2025-02-27 16:05'
              StaticText 'Size: 412.6KB'
            StaticText 'Free: 24.1GB'
            StaticText 'Total: 28.9GB'
        """)

    def tabbar(active: str) -> list[str]:
        out = [tab(0, "[40] main ''"), tab(1, "[41] tablist ''")]
        for k, name in enumerate(tabs):
            out.append(tab(2, f"[{42 + k}] tab '{name}', selected={'true' if name == active else 'false'}"))
        return out

    def temp(st: dict, bed_field: str = "") -> list[str]:
        bed_box = f"[63] spinbutton 'Bed target', value='{bed_field}'" if bed_field else "[63] spinbutton 'Bed target'"
        return T(f"""
            [50] img 'Temperature graph: Actual T {st["he"]:.1f}°C, Target T 240.0°C, Actual Bed {st["bed"]:.1f}°C, Target Bed {st["bt"]:.1f}°C'
            [51] table ''
              row ''
                columnheader ''
                columnheader 'Actual'
                columnheader 'Target'
                columnheader 'Offset'
              row ''
                cell 'Tool'
                cell '{st["he"]:.1f}°C'
                cell '240.0°C'
                  [60] spinbutton 'Tool target'
                  [61] button 'Set'
                cell '0°C'
              row ''
                cell 'Bed'
                cell '{st["bed"]:.1f}°C'
                cell '{st["bt"]:.1f}°C'
                  {bed_box}
                  [64] button 'Set'
                cell '0°C'
        """, 1)

    def control(st: dict, feed_field: str = "") -> list[str]:
        fb = f"[74] spinbutton 'Feed rate modifier', value='{feed_field}'" if feed_field else "[74] spinbutton 'Feed rate modifier'"
        return T(f"""
            [70] img 'Webcam stream'
            StaticText 'X/Y'
            [71] button 'X+'
            [72] button 'Y+'
            StaticText 'Jogging is disabled while printing.'
            StaticText 'General'
            [73] button 'Motors off', disabled=true
            {fb}
            [75] button 'Set feed rate'
            StaticText 'Current: {st["feed"]}%'
            [76] spinbutton 'Flow rate modifier'
            [77] button 'Set flow rate'
            StaticText 'Current: 100%'
            [78] button 'Fan on'
            [79] button 'Fan off'
        """, 1)

    term_lines = [
        "Recv: T:240.2 /240.0 B:85.0 /85.0 T0:240.2 /240.0 @:61 B@:47 P:39.6 A:46.1",
        "Recv: T:240.0 /240.0 B:85.0 /85.0 T0:240.0 /240.0 @:63 B@:49 P:39.6 A:46.1",
        "Send: M220 S90",
        "Recv: ok",
        "Recv: T:240.1 /240.0 B:85.0 /85.0 T0:240.1 /240.0 @:62 B@:48 P:39.7 A:46.2",
        "Recv: NORMAL MODE: Percent done: 36; print time remaining in mins: 72; Change in mins: -1",
        "Recv: T:239.9 /240.0 B:85.1 /85.0 T0:239.9 /240.0 @:64 B@:46 P:39.7 A:46.2",
        "Recv: T:240.1 /240.0 B:85.0 /85.0 T0:240.1 /240.0 @:62 B@:48 P:39.8 A:46.2",
    ]

    def terminal() -> list[str]:
        out = [tab(1, "[80] log 'Terminal output'")] + [tab(2, f"StaticText '{ln}'") for ln in term_lines]
        out += T("""
            StaticText 'Showing 300 lines (1 filtered)'
            [81] checkbox 'Autoscroll', checked=true
            [82] checkbox 'Suppress temperature messages', checked=false
            [83] checkbox 'Suppress SD status messages', checked=true
            [84] textbox 'Send command'
            [85] button 'Send'
        """, 1)
        return out

    def viewer() -> list[str]:
        return T("""
            [90] img 'GCode visualization'
            StaticText 'Model info'
            StaticText 'Model size: 84.20mm × 46.00mm × 26.40mm'
            StaticText 'Estimated layer height: 0.20mm'
            StaticText 'Layer number: 49 of 132'
            StaticText 'Layer height: 9.80mm'
            StaticText 'Estimated total print time: 1:52:09'
            StaticText 'Estimated filament usage: Tool 0: 14.83m / 35.68cm³'
            [91] slider 'Layer', valuenow=49
            [92] checkbox 'Sync with job progress', checked=true
            [93] checkbox 'Show travel moves', checked=false
            [94] checkbox 'Show previous layer', checked=true
        """, 1)

    def screen(st: dict, active: str, body: list[str]) -> str:
        return page("OctoPrint [Printing]", f"{host}/#{active.lower().replace(' ', '_')}", sidebar(st), tabbar(active), body)

    def S(el: str, left: str, pct: float, he: float, bed: float, bt: float, feed: int) -> dict:
        return {"el": el, "left": left, "pct": pct, "he": he, "bed": bed, "bt": bt, "feed": feed}

    s = [
        S("00:41:07", "01:12:30", 35.6, 240.1, 85.0, 85.0, 100),
        S("00:41:31", "01:12:04", 35.9, 240.0, 85.0, 85.0, 100),
        S("00:41:44", "01:11:52", 36.0, 240.2, 85.1, 85.0, 100),
        S("00:41:52", "01:11:45", 36.1, 240.0, 85.0, 85.0, 90),
        S("00:42:20", "01:11:40", 36.4, 240.1, 85.0, 85.0, 90),
        S("00:42:48", "01:11:19", 36.8, 239.9, 85.0, 85.0, 90),
        S("00:42:55", "01:11:13", 36.9, 240.1, 85.0, 85.0, 90),
        S("00:43:01", "01:11:07", 37.0, 240.1, 84.8, 80.0, 90),
        S("00:43:40", "01:10:40", 37.4, 240.0, 83.1, 80.0, 90),
        S("00:43:12", "01:10:25", 37.6, 240.2, 82.2, 80.0, 90),
    ]
    start = page("OctoPrint Login", f"{host}/login/", T("""
      [10] main ''
        heading 'Please log in'
        [11] textbox 'Username', value='mira'
        [12] textbox 'Password'
        [13] checkbox 'Remember me', checked=true
        [14] button 'Log in'
        StaticText 'Logged in already in another tab.'
    """))
    turns = [
        (f"goto('{host}/')", screen(s[0], "Temperature", temp(s[0]))),
        ("click('43')", screen(s[1], "Control", control(s[1]))),
        ("fill('74', '90')", screen(s[2], "Control", control(s[2], "90"))),
        ("click('75')", screen(s[3], "Control", control(s[3]))),
        ("click('45')", screen(s[4], "Terminal", terminal())),
        ("click('42')", screen(s[5], "Temperature", temp(s[5]))),
        ("fill('63', '80')", screen(s[6], "Temperature", temp(s[6], "80"))),
        ("click('64')", screen(s[7], "Temperature", temp(s[7]))),
        ("click('44')", screen(s[8], "GCode Viewer", viewer())),
        ("click('42')", screen(s[9], "Temperature", temp(s[9]))),
    ]
    rs.add(task="web", tid="h39-web-09", system=SYSTEM, turns=turns, state=start, bad=True, turn=10, kind="print time elapsed is lower than on the previous turn while progress advanced")


# Redmine time entries: clean
def t10(rs: RowSet) -> None:
    host = "https://redmine.ingenieur-kraft.de"
    entries = [  # id, date, user, activity, issue, comment, hours
        [9821, "05/16/2024", "Felix Braun", "Meeting", "Task #4102: Project coordination", "Weekly steering meeting with finance", 1.00],
        [9818, "05/15/2024", "Sabine Roth", "Development", "Feature #4127: Import open items from legacy ERP", "Mapping for open AP items", 6.50],
        [9815, "05/15/2024", "Felix Braun", "Development", "Feature #4127: Import open items from legacy ERP", "Batch import job skeleton", 4.00],
        [9812, "05/14/2024", "Sabine Roth", "Testing", "Bug #4131: VAT rounding differs by 0.01", "Reproduced with 2023 invoices", 2.25],
        [9809, "05/14/2024", "Felix Braun", "Development", "Bug #4131: VAT rounding differs by 0.01", "Fix rounding mode in export", 3.00],
        [9806, "05/13/2024", "Jan Weiss", "Design", "Feature #4119: Chart of accounts mapping UI", "Wireframes for the mapping table", 3.50],
        [9803, "05/13/2024", "Felix Braun", "Meeting", "Task #4102: Project coordination", "Sprint planning", 1.00],
    ]

    def chrome() -> list[str]:
        return T("""
          [10] navigation 'Top menu'
            [11] link 'Home'
            [12] link 'My page'
            [13] link 'Projects'
            [14] link 'Administration'
            [15] link 'Help'
            StaticText 'Logged in as'
            [16] link 'fbraun'
            [17] link 'My account'
            [18] link 'Sign out'
          [20] banner ''
            [21] textbox 'Search'
            [22] combobox 'Jump to a project...'
            heading 'ERP Migration'
            [23] navigation 'Main menu'
              [24] link 'Overview'
              [25] link 'Activity'
              [26] link 'Roadmap'
              [27] link 'Issues'
              [28] link 'Spent time'
              [29] link 'Gantt'
              [30] link 'Calendar'
              [31] link 'Wiki'
              [32] link 'Files'
              [33] link 'Settings'
        """)

    def listing(flash: str = "") -> str:
        total = sum(e[6] for e in entries)
        out = T("""
          [40] main ''
            [41] link 'Log time'
            heading 'Spent time'
        """)
        if flash:
            out += T(f"""
              [42] status ''
                StaticText '{flash}'
            """, 1)
        out += T(f"""
            [43] group 'Filters'
              [44] checkbox 'Date', checked=true
              [45] combobox 'Date', value='this week'
              [46] combobox 'Add filter'
            [47] group 'Options'
            [48] link 'Apply'
            [49] link 'Clear'
            [50] link 'Save'
            [51] tablist ''
              [52] tab 'Details', selected=true
              [53] tab 'Report', selected=false
            StaticText 'Hours: {total:.2f}'
            [54] table ''
              row ''
                columnheader ''
                columnheader 'Date'
                columnheader 'User'
                columnheader 'Activity'
                columnheader 'Issue'
                columnheader 'Comment'
                columnheader 'Hours'
                columnheader ''
        """, 1)
        for eid, date, user, act, issue, comm, hours in entries:
            out += [tab(2, "row ''"), tab(3, "cell ''"), tab(4, f"[{eid}0] checkbox '', checked=false"), tab(3, f"cell '{date}'"),
                    tab(3, "cell ''"), tab(4, f"[{eid}1] link '{user}'"), tab(3, f"cell '{act}'"), tab(3, "cell ''"),
                    tab(4, f"[{eid}2] link '{issue}'"), tab(3, f"cell '{comm}'"), tab(3, f"cell '{hours:.2f}'"), tab(3, "cell ''"),
                    tab(4, f"[{eid}3] link 'Edit'"), tab(4, f"[{eid}4] link 'Delete'")]
        out += T(f"""
            StaticText '(1-{len(entries)}/{len(entries)})'
            StaticText 'Also available in: Atom | CSV'
        """, 1)
        return page("Spent time - ERP Migration - Ingenieurbüro Kraft Redmine", f"{host}/projects/erp-migration/time_entries", chrome(), out)

    def form(title: str, url: str, issue: str, issue_label: str, date: str, hours: str, comment: str, activity: str, edit: bool) -> str:
        def val(v: str) -> str:
            return f", value='{v}'" if v else ""
        buttons = "[80] button 'Save'" if edit else "[80] button 'Create'\n            [81] button 'Create and continue'"
        out = T(f"""
          [40] main ''
            heading '{title}'
            [60] combobox 'Project', value='ERP Migration'
            [61] textbox 'Issue'{val(issue)}
            StaticText '{issue_label}'
            [62] textbox 'User', value='Felix Braun'
            [63] textbox 'Date *'{val(date)}
            [64] textbox 'Hours *'{val(hours)}
            [65] textbox 'Comment'{val(comment)}
            [66] combobox 'Activity *', value='{activity}'
              option '--- Please select ---'
              option 'Design'
              option 'Development'
              option 'Testing'
              option 'Meeting'
              option 'Documentation'
            [67] combobox 'Billable', value='Yes'
            {buttons}
        """)
        return page(f"{title} - ERP Migration - Ingenieurbüro Kraft Redmine", f"{host}{url}", chrome(), out)

    def report() -> str:
        rows = [("Felix Braun", [("Meeting", 1.75), ("Development", 10.50)]), ("Jan Weiss", [("Design", 3.50)]),
                ("Sabine Roth", [("Development", 6.50), ("Testing", 2.25)])]
        out = T("""
          [40] main ''
            [41] link 'Log time'
            heading 'Spent time'
            [43] group 'Filters'
              [44] checkbox 'Date', checked=true
              [45] combobox 'Date', value='this week'
            [51] tablist ''
              [52] tab 'Details', selected=false
              [53] tab 'Report', selected=true
            [55] combobox 'Details', value='Week'
            [56] combobox 'Add', value=''
            StaticText 'User, Activity'
            [57] link 'Clear'
            StaticText 'Hours: 24.50'
            [58] table ''
              row ''
                columnheader 'User'
                columnheader 'Activity'
                columnheader '2024-20'
                columnheader 'Total time'
        """)
        for user, acts in rows:
            sub = sum(h for _a, h in acts)
            out += [tab(2, "row ''"), tab(3, f"cell '{user}'"), tab(3, "cell ''"), tab(3, f"cell '{sub:.2f}'"), tab(3, f"cell '{sub:.2f}'")]
            for a, h in acts:
                out += [tab(2, "row ''"), tab(3, "cell ''"), tab(3, f"cell '{a}'"), tab(3, f"cell '{h:.2f}'"), tab(3, f"cell '{h:.2f}'")]
        out += [tab(2, "row ''"), tab(3, "cell 'Total time'"), tab(3, "cell ''"), tab(3, "cell '24.50'"), tab(3, "cell '24.50'")]
        out += T("""
            StaticText 'Also available in: CSV'
        """, 1)
        return page("Spent time - ERP Migration - Ingenieurbüro Kraft Redmine", f"{host}/projects/erp-migration/time_entries/report?criteria[]=user&criteria[]=activity&columns=week", chrome(), out)

    start = page("Overview - ERP Migration - Ingenieurbüro Kraft Redmine", f"{host}/projects/erp-migration", chrome(), T("""
      [40] main ''
        heading 'Overview'
        [41] region 'Issue tracking'
          StaticText 'Bug: 3 open / 11'
          StaticText 'Feature: 7 open / 19'
          StaticText 'Task: 4 open / 12'
        [42] region 'Spent time'
          StaticText '412.75 hours'
          [43] link 'Log time'
          [44] link 'Details'
          [45] link 'Report'
        [46] region 'Members'
          StaticText 'Manager: Felix Braun'
          StaticText 'Developer: Sabine Roth, Jan Weiss'
    """))
    new_url = "/projects/erp-migration/time_entries/new"
    lbl = "Feature #4127: Import open items from legacy ERP"
    comment = "Reconciliation report for imported open items"
    turns = [(f"goto('{host}/projects/erp-migration/time_entries')", listing())]
    turns.append(("click('41')", form("Spent time", new_url, "", "", "2024-05-16", "", "", "--- Please select ---", False)))
    turns.append(("fill('61', '4127')", form("Spent time", new_url, "4127", lbl, "2024-05-16", "", "", "--- Please select ---", False)))
    turns.append(("fill('64', '3.5')", form("Spent time", new_url, "4127", lbl, "2024-05-16", "3.5", "", "--- Please select ---", False)))
    turns.append((f"fill('65', '{comment}')", form("Spent time", new_url, "4127", lbl, "2024-05-16", "3.5", comment, "--- Please select ---", False)))
    turns.append(("select_option('66', 'Development')", form("Spent time", new_url, "4127", lbl, "2024-05-16", "3.5", comment, "Development", False)))
    entries.insert(0, [9824, "05/16/2024", "Felix Braun", "Development", lbl, comment, 3.50])
    turns.append(("click('80')", listing("Successful creation.")))
    e = entries[1]
    edit_url = "/time_entries/9821/edit"
    turns.append(("click('98213')", form("Spent time", edit_url, "4102", "Task #4102: Project coordination", "2024-05-16", "1.00", e[5], "Meeting", True)))
    turns.append(("fill('64', '0.75')", form("Spent time", edit_url, "4102", "Task #4102: Project coordination", "2024-05-16", "0.75", e[5], "Meeting", True)))
    e[6] = 0.75
    turns.append(("click('80')", listing("Successful update.")))
    turns.append(("click('53')", report()))
    rs.add(task="web", tid="h39-web-10", system=SYSTEM, turns=turns, state=start)


# ESPHome dashboard: bad
def t11(rs: RowSet) -> None:
    host = "http://esphome.local:6052"
    devices = [
        ("bathroom-fan", "Bathroom fan controller (Sonoff Mini R2)", "ONLINE", False),
        ("desk-led", "WLED-style strip behind the desk", "OFFLINE", False),
        ("garage-door", "Garage door relay + reed switch", "ONLINE", True),
        ("greenhouse-sensor", "SHT31 + capacitive soil probe", "ONLINE", False),
        ("power-meter-main", "Shelly EM on the main feed", "ONLINE", False),
    ]

    def dash(extra: list[str] | None = None) -> str:
        out = T("""
          [10] banner ''
            StaticText 'ESPHome'
            [11] button 'UPDATE ALL'
            [12] button 'SECRETS'
            [13] button 'Menu'
          [20] main ''
        """)
        b = Bids(20)
        for name, comment, status, upd in devices:
            out += [tab(1, f"[{b()}] article '{name}'"), tab(2, f"heading '{name}'"), tab(2, f"StaticText '{comment}'"),
                    tab(2, f"StaticText '{name}.yaml'"), tab(2, f"StaticText '{status}'")]
            if upd:
                out.append(tab(2, "StaticText 'Update available: 2024.4.2 ➡️ 2024.5.4'"))
            out += [tab(2, f"[{b()}] button 'UPDATE'") if upd else tab(2, f"[{b()}] button 'VISIT'"),
                    tab(2, f"[{b()}] button 'EDIT'"), tab(2, f"[{b()}] button 'LOGS'"), tab(2, f"[{b()}] button 'Open device menu'")]
        out += T("""
          [60] button 'NEW DEVICE'
        """, 1)
        return page("ESPHome Dashboard", f"{host}/", out, extra or [])

    connect = T("""
      [70] dialog 'How do you want to connect to greenhouse-sensor?'
        heading 'How do you want to connect to greenhouse-sensor?'
        [71] listitem 'Wirelessly'
          StaticText 'Requires the device to be online'
        [72] listitem 'Plug into this computer'
          StaticText 'For devices connected via USB to this computer'
        [73] listitem 'Plug into the computer running ESPHome Dashboard'
          StaticText 'For devices connected via USB to the server'
        [74] button 'CANCEL'
    """)
    head_lines = [
        "INFO ESPHome 2024.5.4",
        "INFO Reading configuration /config/greenhouse-sensor.yaml...",
        "INFO Starting log output from 192.168.20.41 using esphome API",
        "INFO Successfully connected to greenhouse-sensor @ 192.168.20.41 in 0.084s",
        "INFO Successful handshake with greenhouse-sensor @ 192.168.20.41 in 0.163s",
        "[14:22:18][I][app:100]: ESPHome version 2024.5.4 compiled on Apr 29 2024, 21:14:08",
        "[14:22:18][C][wifi:580]: WiFi:",
        "[14:22:18][C][wifi:408]:   Local MAC: A4:CF:12:6B:3E:90",
        "[14:22:18][C][wifi:413]:   SSID: [redacted]",
        "[14:22:18][C][wifi:416]:   IP Address: 192.168.20.41",
        "[14:22:18][C][wifi:428]:   Signal strength: -67 dB ▂▄▆█",
        "[14:22:18][C][wifi:432]:   Channel: 6",
        "[14:22:18][C][logger:185]: Logger:",
        "[14:22:18][C][logger:186]:   Level: DEBUG",
        "[14:22:18][C][i2c.arduino:071]: I2C Bus:",
        "[14:22:18][C][i2c.arduino:072]:   SDA Pin: GPIO21",
        "[14:22:18][C][i2c.arduino:073]:   SCL Pin: GPIO22",
        "[14:22:18][C][i2c.arduino:074]:   Frequency: 50000 Hz",
        "[14:22:18][C][sht3xd:034]: SHT3xD:",
        "[14:22:18][C][sht3xd:035]:   Address: 0x44",
        "[14:22:18][C][sht3xd:048]:   Update Interval: 60.0s",
        "[14:22:18][C][sht3xd:050]:   Temperature 'Greenhouse Temperature'",
        "[14:22:18][C][sht3xd:051]:   Humidity 'Greenhouse Humidity'",
        "[14:22:18][C][adc:100]: ADC Sensor 'Soil Moisture'",
        "[14:22:18][C][adc:106]:   Pin: GPIO34",
        "[14:22:18][C][adc:133]:   Update Interval: 30.0s",
        "[14:22:18][C][api:139]: API Server:",
        "[14:22:18][C][api:140]:   Address: greenhouse-sensor.local:6053",
        "[14:22:18][C][api:142]:   Using noise encryption: YES",
        "[14:22:23][D][sensor:094]: 'Greenhouse Temperature': Sending state 24.61 °C with 2 decimals of accuracy",
        "[14:22:23][D][sensor:094]: 'Greenhouse Humidity': Sending state 71.33 % with 1 decimals of accuracy",
        "[14:22:31][D][sensor:094]: 'Soil Moisture': Sending state 43.80 % with 1 decimals of accuracy",
        "[14:22:37][D][sensor:094]: 'WiFi Signal': Sending state -67.00 dBm with 0 decimals of accuracy",
    ]
    more = [
        "[14:22:28][D][sensor:094]: 'Greenhouse Temperature': Sending state 24.64 °C with 2 decimals of accuracy",
        "[14:22:28][D][sensor:094]: 'Greenhouse Humidity': Sending state 71.28 % with 1 decimals of accuracy",
        "[14:22:34][D][sensor:094]: 'Soil Moisture': Sending state 43.71 % with 1 decimals of accuracy",
    ]

    def logs(lines: list[str]) -> list[str]:
        out = [tab(0, "[80] dialog 'Logs greenhouse-sensor'"), tab(1, "heading 'Logs greenhouse-sensor'"), tab(1, "[81] log ''")]
        out += [tab(2, f"StaticText '{ln}'") for ln in lines]
        out += [tab(1, "[82] button 'DOWNLOAD LOGS'"), tab(1, "[83] button 'EDIT'"), tab(1, "[84] button 'STOP'")]
        return out

    yaml_old = """esphome:
  name: greenhouse-sensor
  friendly_name: Greenhouse sensor

esp32:
  board: esp32dev

logger:
api:
  encryption:
    key: !secret greenhouse_api_key
ota:
  password: !secret ota_password
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

i2c:
  sda: GPIO21
  scl: GPIO22

sensor:
  - platform: sht3xd
    address: 0x44
    update_interval: 60s
    temperature:
      name: Greenhouse Temperature
    humidity:
      name: Greenhouse Humidity
  - platform: adc
    pin: GPIO34
    name: Soil Moisture
    attenuation: 11db
    update_interval: 30s
    unit_of_measurement: "%"
    filters:
      - calibrate_linear:
          - 2.85 -> 0.0
          - 1.21 -> 100.0
  - platform: wifi_signal
    name: WiFi Signal
    update_interval: 60s"""
    yaml_new = yaml_old.replace("    address: 0x44\n    update_interval: 60s", "    address: 0x44\n    update_interval: 30s")

    def esc(text: str) -> str:
        return text.replace("\n", "\\n").replace("'", "\\'")

    def editor(text: str, dirty: bool, saved: bool) -> str:
        out = T(f"""
          [90] dialog 'greenhouse-sensor.yaml'
            heading 'greenhouse-sensor.yaml'
            [91] textbox 'Editor content', focused, value='{esc(text)}'
            StaticText '{"Unsaved changes" if dirty else ""}'
            [92] button 'SAVE'
            [93] button 'INSTALL'
            [94] button 'CLOSE'
        """)
        if saved:
            out += T("""
              [95] alert ''
                StaticText 'greenhouse-sensor.yaml saved'
            """)
        out = [ln for ln in out if ln.strip() != "StaticText ''"]
        return dash(out)

    start = dash()
    turns = [
        ("click('39')", dash(connect)),
        ("click('71')", dash(logs(head_lines))),
        ("noop(45000)", dash(logs(head_lines + more))),
        ("click('84')", dash()),
        ("click('38')", editor(yaml_old, False, False)),
        (f"fill('91', {yaml_new!r})", editor(yaml_new, True, False)),
        ("click('92')", editor(yaml_new, False, True)),
    ]
    rs.add(task="web", tid="h39-web-11", system=SYSTEM, turns=turns, state=start, bad=True, turn=3, kind="new log lines after the wait carry earlier timestamps than the last line already shown")


# Syncthing web UI: clean
def t12(rs: RowSet) -> None:
    host = "http://127.0.0.1:8384"

    def ui(st: dict, open_folder: bool = False, open_dev: bool = False, paused: bool = False, menu: bool = False, modal: bool = False) -> str:
        out = T("""
          [10] navigation ''
            [11] link 'Syncthing'
            StaticText 'workstation-kiel'
            [12] button 'English'
            [13] button 'Help'
            [14] button 'Actions'
        """)
        if menu:
            out += T("""
              [15] menu ''
                [16] menuitem 'Settings'
                [17] menuitem 'Show ID'
                [18] menuitem 'Restart'
                [19] menuitem 'Shutdown'
                [20] menuitem 'Logs'
                [21] menuitem 'Advanced'
                [22] menuitem 'About'
            """, 1)
        out += T(f"""
          [30] main ''
            heading 'Folders'
            [31] button 'Default Folder'
              StaticText 'Up to Date'
            [32] button 'Photos'
              StaticText 'Syncing ({st["pct"]}%)'
        """)
        if open_folder:
            out += T(f"""
                StaticText 'Folder ID: cam-7xk2p'
                StaticText 'Folder Path: ~/Pictures/Camera'
                StaticText 'Global State: 12,482 files, 1,031 directories, ~38.4 GiB'
                StaticText 'Local State: {st["local_files"]:,} files, 1,031 directories, ~{st["local_gib"]} GiB'
                StaticText 'Out of Sync Items: {12482 - st["local_files"]:,} items, ~{st["need_gib"]} GiB'
                StaticText 'Folder Type: Receive Only'
                StaticText 'Rescans: 1h 0m, Watcher Enabled'
                StaticText 'File Pull Order: Oldest First'
                StaticText 'File Versioning: Trash Can (14 days)'
                StaticText 'Shared With: phone-pixel7, nas-basement'
                StaticText 'Last Scan: 2024-05-16 08:41:12'
                StaticText 'Last File: {st["last"]}'
                [33] button 'Pause'
                [34] button 'Rescan'
                [35] button 'Edit'
            """, 2)
        out += T(f"""
            [36] button 'Projects'
              StaticText 'Up to Date'
            [37] button 'Pause All'
            [38] button 'Rescan All'
            [39] button 'Add Folder'
            heading 'This Device'
            [40] region 'workstation-kiel'
              StaticText 'Download Rate: {st["down"]}'
              StaticText 'Upload Rate: {st["up"]}'
              StaticText 'Local State (Total): {st["total_files"]:,} files, 3,117 directories, ~212 GiB'
              StaticText 'Listeners: 3/3'
              StaticText 'Discovery: 4/5'
              StaticText 'Uptime: {st["uptime"]}'
              StaticText 'Identification: P5X6WQK'
              StaticText 'Version: v1.27.7, Linux (64-bit Intel/AMD)'
            heading 'Remote Devices'
            [41] button 'laptop-anna'
              StaticText '{"Paused" if paused else "Up to Date"}'
        """, 1)
        if open_dev:
            out += T(f"""
                StaticText 'Download Rate: {"0 B/s (1.9 GiB)" if paused else "0 B/s (1.9 GiB)"}'
                StaticText 'Upload Rate: {"0 B/s (812 MiB)" if paused else "3.1 KiB/s (812 MiB)"}'
                StaticText 'Address: {"" if paused else "tcp://192.168.1.57:22000"}'
                StaticText 'Connection Type: {"" if paused else "TCP LAN"}'
                StaticText 'Compression: Metadata Only'
                StaticText 'Identification: QK7TR2N'
                StaticText 'Version: {"" if paused else "v1.27.6"}'
                StaticText 'Folders: Default Folder, Projects'
                [42] button '{"Resume" if paused else "Pause"}'
                [43] button 'Edit'
            """, 2)
            out = [ln for ln in out if not ln.endswith(": '")]
        out += T(f"""
            [44] button 'nas-basement'
              StaticText 'Syncing ({st["nas"]}%)'
            [45] button 'phone-pixel7'
              StaticText 'Disconnected'
            [46] button 'Pause All'
            [47] button 'Recent Changes'
            [48] button 'Add Remote Device'
        """, 1)
        if modal:
            out += T("""
              [60] dialog 'Device Identification'
                heading 'Device Identification'
                StaticText 'P5X6WQK-3NZQJ7E-T4VYDLK-2MGSO2F-8HCWB5R-KXU6E3A-QN9YT1P-DVLR4ZC'
                [61] img 'QR code'
                [62] button 'Copy'
                [63] button 'Share by Email'
                [64] button 'Share by SMS'
                [65] button 'Close'
            """)
        return page("workstation-kiel | Syncthing", f"{host}/#", out)

    def S(pct: int, lf: int, lg: str, ng: str, down: str, up: str, tf: int, upt: str, nas: int) -> dict:
        return {"pct": pct, "local_files": lf, "local_gib": lg, "need_gib": ng, "down": down, "up": up, "total_files": tf, "uptime": upt, "nas": nas,
                "last": {43: "IMG_20240302_141209.jpg", 47: "IMG_20240303_094417.jpg", 50: "IMG_20240303_101852.jpg", 52: "VID_20240303_112030.mp4", 55: "IMG_20240304_173344.jpg"}[pct]}

    s1 = S(43, 11970, "36.1", "2.3", "14.2 MiB/s (187 GiB)", "96.4 KiB/s (23.4 GiB)", 41208, "3d 7h 12m", 71)
    s2 = S(47, 12014, "36.3", "2.1", "13.8 MiB/s (187 GiB)", "88.9 KiB/s (23.4 GiB)", 41252, "3d 7h 13m", 74)
    s3 = S(50, 12031, "36.4", "2.0", "15.1 MiB/s (188 GiB)", "102 KiB/s (23.4 GiB)", 41269, "3d 7h 13m", 75)
    s4 = S(52, 12066, "36.5", "1.9", "14.6 MiB/s (188 GiB)", "91.7 KiB/s (23.4 GiB)", 41304, "3d 7h 14m", 77)
    s5 = S(55, 12101, "36.6", "1.8", "14.9 MiB/s (188 GiB)", "94.0 KiB/s (23.4 GiB)", 41339, "3d 7h 15m", 79)
    start = page("Syncthing", f"{host}/", T("""
      [10] main ''
        StaticText 'Loading...'
    """))
    turns = [
        (f"goto('{host}/')", ui(s1)),
        ("click('32')", ui(s1, open_folder=True)),
        ("noop(30000)", ui(s2, open_folder=True)),
        ("click('41')", ui(s3, open_folder=True, open_dev=True)),
        ("click('42')", ui(s3, open_folder=True, open_dev=True, paused=True)),
        ("click('14')", ui(s4, open_folder=True, open_dev=True, paused=True, menu=True)),
        ("click('17')", ui(s4, open_folder=True, open_dev=True, paused=True, modal=True)),
        ("click('65')", ui(s5, open_folder=True, open_dev=True, paused=True)),
    ]
    rs.add(task="web", tid="h39-web-12", system=SYSTEM, turns=turns, state=start)


# Taiga sprint taskboard: bad
def t13(rs: RowSet) -> None:
    host = "https://taiga.makerlab.io"
    board_url = f"{host}/project/kds/taskboard/sprint-14"
    statuses = ["New", "In progress", "Ready for test", "Closed", "Needs Info"]
    stories = [
        (409, "Kitchen display dark mode", 3, "Done"),
        (412, "Order ticket shows modifiers grouped by course", 8, "In progress"),
        (415, "Bump bar support for Logic Controls KB9000", 13, "In progress"),
        (418, "Recall last bumped ticket", 5, "In progress"),
        (420, "Expo screen colour by ticket age", 5, "In progress"),
        (423, "Fix printer queue stall after network drop", 3, "In progress"),
    ]
    tasks = {  # ref: [story, subject, status, assignee]
        425: [409, "Theme tokens for dark palette", "Closed", "Mira Sato"],
        426: [409, "Contrast check on ticket states", "Closed", "Mira Sato"],
        431: [412, "API: include course in modifier payload", "Closed", "Leo Brandt"],
        432: [412, "UI: group modifiers under course headers", "In progress", "Noor Haddad"],
        433: [412, "Snapshot tests for grouped tickets", "New", "Unassigned"],
        436: [415, "HID mapping table", "Closed", "Leo Brandt"],
        437: [415, "Debounce repeated key events", "Ready for test", "Leo Brandt"],
        438: [415, "Settings screen for bump bar layout", "In progress", "Leo Brandt"],
        439: [415, "Driver fallback when device missing", "New", "Unassigned"],
        441: [418, "Keep last 20 bumped tickets in memory", "Closed", "Noor Haddad"],
        442: [418, "Recall button and keyboard shortcut", "Ready for test", "Noor Haddad"],
        443: [418, "Audit log entry on recall", "New", "Unassigned"],
        445: [420, "Age thresholds config", "Closed", "Mira Sato"],
        446: [420, "Colour transitions", "Closed", "Mira Sato"],
        447: [420, "Accessibility: pattern in addition to colour", "In progress", "Mira Sato"],
        449: [423, "Reproduce with tc netem", "Closed", "Leo Brandt"],
        450: [423, "Reconnect with exponential backoff", "Closed", "Leo Brandt"],
        451: [423, "Integration test with fake printer", "Needs Info", "Leo Brandt"],
    }
    nav = T("""
      [10] banner ''
        [11] link 'Taiga'
        [12] link 'Projects'
        [13] link 'Discover'
        [14] button 'Notifications'
        [15] button 'Noor Haddad'
      [20] navigation 'Project menu'
        [21] link 'Kitchen Display System'
        [22] link 'Timeline'
        [23] link 'Epics'
        [24] link 'Scrum'
        [25] link 'Kanban'
        [26] link 'Issues'
        [27] link 'Wiki'
        [28] link 'Team'
        [29] link 'Admin'
    """)

    def board(counts: tuple[int, int] | None = None) -> str:
        closed = sum(1 for t in tasks.values() if t[2] == "Closed")
        open_ = len(tasks) - closed
        if counts:
            open_, closed = counts
        out = T(f"""
          [30] main ''
            [31] link 'Scrum'
            StaticText '>'
            heading 'Sprint 14'
            StaticText '03 Mar 2025 - 17 Mar 2025'
            [32] region 'Sprint summary'
              StaticText '8%'
              StaticText 'completed'
              StaticText '37'
              StaticText 'total points'
              StaticText '3'
              StaticText 'completed points'
              StaticText '{open_}'
              StaticText 'open tasks'
              StaticText '{closed}'
              StaticText 'closed tasks'
              StaticText '0'
              StaticText 'iocaine doses'
            [33] button 'Show burndown graph'
            [34] button 'Zoom: Standard'
            [35] table 'Taskboard'
              row ''
                columnheader 'User story'
                columnheader 'New'
                columnheader 'In progress'
                columnheader 'Ready for test'
                columnheader 'Closed'
                columnheader 'Needs Info'
        """)
        for ref, title, pts, _st in stories:
            out += [tab(2, "row ''"), tab(3, f"cell '#{ref} {title}'"), tab(4, f"[{ref}0] link '#{ref} {title}'"),
                    tab(4, f"StaticText '{pts} points'"), tab(4, f"[{ref}1] button 'Add new task'")]
            for stt in statuses:
                out.append(tab(3, "cell ''"))
                for tref, (sref, subj, tst, who) in tasks.items():
                    if sref == ref and tst == stt:
                        out += [tab(4, f"[{tref}] link '#{tref} {subj}'"), tab(5, f"image '{who}'")]
        return page("Sprint 14 - Kitchen Display System - Taiga", board_url, nav, out)

    def task_page(ref: int, menu: bool = False, changed: str = "") -> str:
        sref, subj, st, who = tasks[ref]
        stitle = next(s[1] for s in stories if s[0] == sref)
        created = {442: "04 Mar 2025 10:12", 432: "03 Mar 2025 16:40"}[ref]
        desc = {442: "Add a RECALL button to the ticket rail footer and bind it to the R key on keyboards and to key 20 on the KB9000. Recall restores the most recently bumped ticket to its original position.",
                432: "Modifiers are rendered as a flat list today. Group them under STARTER / MAIN / DESSERT headers using the course field from #431, keeping the order from the POS."}[ref]
        out = T(f"""
          [30] main ''
            [31] link 'Scrum'
            StaticText '>'
            [32] link 'Sprint 14'
            StaticText '>'
            StaticText 'Task'
            heading 'Task #{ref} {subj}'
            StaticText 'Created by Noor Haddad {created}'
            StaticText 'Belongs to'
            [40] link '#{sref} {stitle}'
            [41] button 'Edit'
            paragraph ''
              StaticText '{desc}'
            [42] heading 'Attachments {1 if ref == 442 else 0}'
            [43] button 'Add attachment'
            {"[44] link 'recall_demo.webm'" if ref == 442 else ""}
            {"StaticText '4.2 MB 12 Mar 2025 16:58'" if ref == 442 else ""}
            [50] button '{st.upper()}'
        """)
        if menu:
            out += T("""
              [51] listbox 'Status'
                [52] option 'New'
                [53] option 'In progress'
                [54] option 'Ready for test'
                [55] option 'Closed'
                [56] option 'Needs Info'
            """, 1)
        out += T(f"""
            StaticText 'Assigned to'
            [57] link '{who}'
            [58] button 'Assign to me'
            StaticText 'Watchers'
            [59] link 'Noor Haddad'
            [60] button 'Add watchers'
            StaticText 'Sprint'
            [61] link 'Sprint 14'
            [62] button 'Due date'
            [63] button 'Is iocaine', pressed=false
            [64] button 'Block'
            [65] button 'Delete'
            [70] tablist ''
              [71] tab 'Comments', selected=false
              [72] tab 'Activity', selected=true
        """, 1)
        acts = {442: ["Leo Brandt changed status from In progress to Ready for test 12 Mar 2025 17:05", "Noor Haddad attached recall_demo.webm 12 Mar 2025 16:58", "Noor Haddad changed status from New to In progress 10 Mar 2025 09:31"],
                432: ["Noor Haddad changed status from New to In progress 11 Mar 2025 14:22", "Leo Brandt added a comment 11 Mar 2025 10:03"]}[ref]
        if changed:
            acts = [changed] + acts
        out += [tab(2, f"StaticText '{a}'") for a in acts]
        return page(f"Task #{ref} {subj} - Kitchen Display System - Taiga", f"{host}/project/kds/task/{ref}", nav, out)

    def story_page(new_form: str | None = None) -> str:
        out = T("""
          [30] main ''
            [31] link 'Scrum'
            StaticText '>'
            [32] link 'Sprint 14'
            StaticText '>'
            StaticText 'User story'
            heading 'User story #418 Recall last bumped ticket'
            StaticText 'Created by Priya Nair 27 Feb 2025 11:48'
            paragraph ''
              StaticText 'As a line cook I want to recall the ticket I bumped by mistake so that it does not get lost.'
            [40] button 'IN PROGRESS'
            StaticText 'Points: 5 (UX 1, Design 0, Front 3, Back 1)'
            StaticText 'Sprint'
            [41] link 'Sprint 14'
            [42] heading 'Tasks'
            [43] button 'Add new task'
        """)
        b = Bids(80)
        for tref, (sref, subj, tst, who) in tasks.items():
            if sref == 418:
                out += [tab(1, f"[{b()}] link '#{tref} {subj}'"), tab(2, f"StaticText '{tst}'"), tab(2, f"image '{who}'")]
        if new_form is not None:
            out += T(f"""
              [95] textbox 'Type the new task subject', focused{f", value='{new_form}'" if new_form else ""}
              [96] button 'Save'
              [97] button 'Cancel'
            """, 1)
        out += T("""
            [100] tablist ''
              [101] tab 'Comments', selected=true
              [102] tab 'Activity', selected=false
            [103] textbox 'Type a new comment here'
            StaticText 'Leo Brandt 10 Mar 2025 12:15: Keep 20 in memory is fine, the audit entry can be a follow-up.'
        """)
        return page("User story #418 Recall last bumped ticket - Kitchen Display System - Taiga", f"{host}/project/kds/us/418", nav, out)

    start = page("Scrum - Kitchen Display System - Taiga", f"{host}/project/kds/backlog", nav, T("""
      [30] main ''
        heading 'Scrum'
        StaticText 'Kitchen Display System'
        [31] link 'Sprint 14'
        StaticText '03 Mar 2025 - 17 Mar 2025'
        StaticText '37 points'
        [32] button 'New sprint'
        heading 'Backlog'
        StaticText '14 user stories, 61 points'
    """))
    turns = [("click('31')", board())]
    turns.append(("click('442')", task_page(442)))
    turns.append(("click('50')", task_page(442, menu=True)))
    tasks[442][2] = "Closed"
    turns.append(("click('55')", task_page(442, changed="Noor Haddad changed status from Ready for test to Closed a few seconds ago")))
    turns.append(("click('32')", board()))
    turns.append(("click('432')", task_page(432)))
    turns.append(("click('50')", task_page(432, menu=True)))
    tasks[432][2] = "Ready for test"
    turns.append(("click('54')", task_page(432, changed="Noor Haddad changed status from In progress to Ready for test a few seconds ago")))
    turns.append(("click('32')", board(counts=(7, 11))))
    turns.append(("click('4180')", story_page()))
    turns.append(("click('43')", story_page("")))
    turns.append(("fill('95', 'Update keyboard shortcut help overlay')", story_page("Update keyboard shortcut help overlay")))
    rs.add(task="web", tid="h39-web-13", system=SYSTEM, turns=turns, state=start, bad=True, turn=9, kind="sprint open/closed task counts change although the task was only moved to Ready for test")


# Zigbee2MQTT frontend: clean
def t14(rs: RowSet) -> None:
    host = "http://z2m.home.arpa:8080"
    devs = [  # friendly, ieee, vendor, model, desc, lqi, power, seen
        ["hallway_plug", "0x680ae2fffe4c17a8", "IKEA", "E1603/E1702/E1708", "TRADFRI control outlet", 142, "Mains (single phase)", "12 seconds ago"],
        ["living_room_thermo", "0x00158d00067e0f41", "Aqara", "WSDCGQ11LM", "Temperature, humidity and pressure sensor", 76, "Battery 91%", "4 minutes ago"],
        ["0x00158d0004a1b2c3", "0x00158d0004a1b2c3", "Aqara", "RTCGQ11LM", "Motion sensor", 87, "Battery 100%", "2 minutes ago"],
        ["bedroom_blind", "0x84fd27fffe9d3b20", "IKEA", "E1757", "FYRTUR roller blind", 118, "Battery 64%", "9 minutes ago"],
        ["garage_door_contact", "0x00124b0022d5e6a1", "SONOFF", "SNZB-04", "Contact sensor", 54, "Battery 73%", "1 hour ago"],
        ["office_bulb", "0xec1bbdfffe5a8c11", "Philips", "9290024896", "Hue white ambiance E27", 162, "Mains (single phase)", "31 seconds ago"],
        ["bathroom_leak", "0x00158d00045c91e2", "Aqara", "SJCGQ11LM", "Water leak sensor", 69, "Battery 100%", "48 minutes ago"],
        ["kitchen_switch", "0x0017880109f3d4a7", "Philips", "324131092621", "Hue dimmer switch", 101, "Battery 82%", "3 hours ago"],
        ["balcony_plug", "0xa4c138e9a71f02b6", "Tuya", "TS011F_plug_1", "Smart plug (with power monitoring)", 96, "Mains (single phase)", "6 seconds ago"],
        ["front_door_lock", "0x000d6f0011e8c3b5", "Yale", "YRD226HA2619", "Assure lock", 83, "Battery 58%", "16 minutes ago"],
    ]

    def header(join: int | None) -> list[str]:
        jb = f"[19] button 'Disable join (All) {join}'" if join is not None else "[19] button 'Permit join (All)'"
        return T(f"""
          [10] navigation ''
            [11] link 'Zigbee2MQTT'
            [12] link 'Devices'
            [13] link 'Dashboard'
            [14] link 'Map'
            [15] link 'Settings'
            [16] link 'Groups'
            [17] link 'OTA'
            [18] link 'Logs'
            {jb}
            [20] button 'Permit join target'
            [21] button 'Toggle theme'
        """)

    def devices(join: int | None) -> str:
        out = T(f"""
          [30] main ''
            [31] textbox 'Search {len(devs)} records...'
            [32] table ''
              row ''
                columnheader '#'
                columnheader 'Pic'
                columnheader 'Friendly name'
                columnheader 'IEEE address'
                columnheader 'Manufacturer'
                columnheader 'Model'
                columnheader 'LQI'
                columnheader 'Power'
                columnheader 'Last seen'
        """)
        for k, (fn, ieee, vendor, model, _d, lqi, power, seen) in enumerate(devs, 1):
            out += [tab(2, "row ''"), tab(3, f"cell '{k}'"), tab(3, "cell ''"), tab(4, f"image '{model}'"), tab(3, "cell ''"),
                    tab(4, f"[{40 + k * 3}] link '{fn}'"), tab(3, f"cell '{ieee} (0x{(0x5E21 + k * 0x1F3) & 0xFFFF:04X})'"),
                    tab(3, f"cell '{vendor}'"), tab(3, "cell ''"), tab(4, f"[{41 + k * 3}] link '{model}'"),
                    tab(3, f"cell '{lqi}'"), tab(3, f"cell '{power}'"), tab(3, f"cell '{seen}'")]
        return page("Zigbee2MQTT", f"{host}/#/", header(join), out)

    me = devs[2]
    nwk = f"0x{(0x5E21 + 3 * 0x1F3) & 0xFFFF:04X}"

    def device(tabname: str, extra: list[str] | None = None, vals: dict | None = None) -> str:
        out = T(f"""
          [30] main ''
            [31] link 'Devices'
            StaticText '/'
            heading '{me[0]}'
            [32] tablist ''
              [33] tab 'About', selected={"true" if tabname == "About" else "false"}
              [34] tab 'Exposes', selected={"true" if tabname == "Exposes" else "false"}
              [35] tab 'Bind', selected=false
              [36] tab 'Reporting', selected=false
              [37] tab 'Settings', selected=false
              [38] tab 'Settings (specific)', selected=false
              [39] tab 'State', selected=false
              [40] tab 'Clusters', selected=false
              [41] tab 'Dev console', selected=false
            [42] button 'Rename device'
            [43] button 'Reconfigure'
            [44] button 'Interview'
            [45] button 'Remove device'
        """)
        if tabname == "About":
            out += T(f"""
              image 'RTCGQ11LM'
              StaticText 'Zigbee Model: lumi.sensor_motion.aq2'
              StaticText 'Zigbee Manufacturer: LUMI'
              StaticText 'Description: Motion sensor'
              StaticText 'Support status: Supported'
              StaticText 'IEEE Address: {me[1]}'
              StaticText 'Network address: {nwk}'
              StaticText 'Manufacturer: Aqara'
              StaticText 'Model: RTCGQ11LM'
              StaticText 'Device type: EndDevice'
              StaticText 'Power: Battery 100%'
              StaticText 'Interview completed: True'
              StaticText 'Firmware build date: 20170627'
              StaticText 'Firmware version: 10'
              StaticText 'Last seen: {me[7]}'
            """, 1)
        else:
            v = vals or {}
            out += T(f"""
              StaticText 'Occupancy'
              StaticText '{v["occ"]}'
              StaticText 'Illuminance'
              StaticText '{v["lux"]} lx'
              StaticText 'Battery'
              StaticText '100 %'
              StaticText 'Voltage'
              StaticText '3015 mV'
              StaticText 'Device temperature'
              StaticText '{v["temp"]} °C'
              StaticText 'Power outage count'
              StaticText '2'
              StaticText 'Linkquality'
              StaticText '{v["lqi"]} lqi'
              StaticText 'Last seen'
              StaticText '{me[7]}'
            """, 1)
        return page("Zigbee2MQTT", f"{host}/#/device/{me[1]}/{tabname.lower()}", header(None), out, extra or [])

    def rename(value: str) -> list[str]:
        return T(f"""
          [60] dialog 'Rename device'
            heading 'Rename device'
            [61] textbox 'Friendly name', focused, value='{value}'
            [62] checkbox 'Update Home Assistant entity ID', checked=true
            [63] button 'Close'
            [64] button 'Save'
        """)

    start = page("Zigbee2MQTT", f"{host}/#/dashboard", header(None), T("""
      [30] main ''
        heading 'Dashboard'
        StaticText 'Zigbee2MQTT version 1.37.1, coordinator ZStack3x0 (20230507), channel 15, PAN ID 0x1a62'
        StaticText '10 devices, 0 groups'
    """))
    turns = [(f"goto('{host}/#/')", devices(None))]
    turns.append(("click('49')", device("About")))
    turns.append(("click('42')", device("About", rename(me[0]))))
    turns.append(("fill('61', 'kitchen_motion')", device("About", rename("kitchen_motion"))))
    me[0] = "kitchen_motion"
    me[7] = "3 minutes ago"
    turns.append(("click('64')", device("About")))
    turns.append(("click('34')", device("Exposes", vals={"occ": "Clear", "lux": 112, "temp": 23, "lqi": 87})))
    me[7] = "a few seconds ago"
    turns.append(("noop(20000)", device("Exposes", vals={"occ": "Occupied", "lux": 118, "temp": 23, "lqi": 91})))
    lqis = [139, 76, 91, 121, 54, 160, 69, 101, 94, 86]
    seen = ["4 seconds ago", "5 minutes ago", "9 seconds ago", "10 minutes ago", "1 hour ago", "19 seconds ago", "49 minutes ago", "3 hours ago", "2 seconds ago", "17 minutes ago"]
    for d, lq, sn in zip(devs, lqis, seen):
        d[5], d[7] = lq, sn
    turns.append(("click('19')", device("Exposes", vals={"occ": "Occupied", "lux": 118, "temp": 23, "lqi": 91}) .replace("[19] button 'Permit join (All)'", "[19] button 'Disable join (All) 254'")))
    turns.append(("click('12')", devices(238)))
    rs.add(task="web", tid="h39-web-14", system=SYSTEM, turns=turns, state=start)


# EspoCRM: bad
def t15(rs: RowSet) -> None:
    host = "https://crm.velotrack.eu"
    opp_id, acc_id, con_id = "663a1f2b8c4d5e7f1", "65f0c3d9e1a7b2468", "65f0c4a27b9e1d305"
    nav = T("""
      [10] navigation ''
        [11] link 'EspoCRM'
        [12] link 'Accounts'
        [13] link 'Contacts'
        [14] link 'Leads'
        [15] link 'Opportunities'
        [16] link 'Cases'
        [17] link 'Emails'
        [18] link 'Calendar'
        [19] link 'Meetings'
        [20] link 'Calls'
        [21] link 'Tasks'
        [22] link 'Documents'
        [23] button 'Create'
        [24] button 'Search'
        [25] button 'Notifications'
        [26] button 'Sarah Kim'
    """)
    opps = [
        ("Northwind Traders – Fleet telematics renewal 2025", "Proposal", "$42,000.00", "06/30/2025", "Northwind Traders", "Sarah Kim"),
        ("Harbor Freight Lines – Cold chain sensors", "Qualification", "$18,750.00", "07/15/2025", "Harbor Freight Lines", "Jonas Lind"),
        ("Alpen Logistik – Route optimisation module", "Negotiation", "$63,200.00", "05/31/2025", "Alpen Logistik GmbH", "Sarah Kim"),
        ("CityBike Share – Dock telemetry", "Prospecting", "$7,400.00", "09/01/2025", "CityBike Share", "Jonas Lind"),
        ("Greenline Couriers – 40 e-cargo trackers", "Proposal", "$12,960.00", "06/15/2025", "Greenline Couriers", "Maya Ortiz"),
        ("Baltic Ferries – Trailer tracking", "Needs Analysis", "$88,000.00", "10/31/2025", "Baltic Ferries AB", "Sarah Kim"),
        ("Metro Waste – Bin level sensors", "Closed Won", "$21,300.00", "04/12/2025", "Metro Waste Services", "Maya Ortiz"),
        ("Sunrise Bakeries – Van fleet pilot", "Closed Lost", "$5,600.00", "03/28/2025", "Sunrise Bakeries", "Jonas Lind"),
    ]

    def opp_list() -> str:
        out = T("""
          [30] main ''
            heading 'Opportunities'
            [31] button 'Create Opportunity'
            [32] textbox 'Search'
            [33] button 'Filter'
            [34] button 'All'
            [35] button 'Only My'
            [36] button 'Open'
            [37] button 'Won'
            [38] table ''
              row ''
                columnheader 'Name'
                columnheader 'Stage'
                columnheader 'Amount'
                columnheader 'Close Date'
                columnheader 'Account'
                columnheader 'Assigned User'
        """)
        b = Bids(100)
        for name, stage, amt, close, acc, who in opps:
            out += [tab(2, "row ''"), tab(3, "cell ''"), tab(4, f"[{b()}] link '{name}'"), tab(3, f"cell '{stage}'"), tab(3, f"cell '{amt}'"),
                    tab(3, f"cell '{close}'"), tab(3, "cell ''"), tab(4, f"[{b()}] link '{acc}'"), tab(3, f"cell '{who}'")]
        out += T("""
            StaticText 'Total: 8'
        """, 1)
        return page("Opportunities", f"{host}/#Opportunity", nav, out)

    def opp_view(amount: str, stage: str, prob: int, modified: str, stream_new: bool) -> str:
        out = T(f"""
          [30] main ''
            [31] link 'Opportunities'
            StaticText '»'
            heading 'Northwind Traders – Fleet telematics renewal 2025'
            [40] button 'Edit'
            [41] button 'More'
            [42] button 'Follow'
            StaticText 'Name'
            StaticText 'Northwind Traders – Fleet telematics renewal 2025'
            StaticText 'Account'
            [43] link 'Northwind Traders'
            StaticText 'Stage'
            StaticText '{stage}'
            StaticText 'Amount'
            StaticText '{amount}'
            StaticText 'Probability, %'
            StaticText '{prob}'
            StaticText 'Close Date'
            StaticText '06/30/2025'
            StaticText 'Contacts'
            [44] link 'Helena Marsh'
            [45] link 'Tom Becker'
            StaticText 'Lead Source'
            StaticText 'Existing Customer'
            StaticText 'Description'
            StaticText 'Renewal of 212 telematics units (contract VT-2022-118) plus 30 new vans. Customer asked for a 3-year term with a price lock.'
            [50] complementary ''
              StaticText 'Assigned User'
              [51] link 'Sarah Kim'
              StaticText 'Teams'
              [52] link 'Sales DACH'
              StaticText 'Created'
              StaticText '02/11/2025 14:37 » Sarah Kim'
              StaticText 'Modified'
              StaticText '{modified}'
              StaticText 'Followers'
              [53] link 'Sarah Kim'
            [60] heading 'Stream'
            [61] textbox 'Write your comment here'
        """)
        if stream_new:
            out += T("""
              StaticText 'Sarah Kim updated Amount: $48,500.00, Stage: Negotiation, Probability, %: 80 just now'
            """, 1)
        out += T("""
            StaticText 'Helena Marsh (via email) Re: Renewal proposal VT-2025 – we can sign by end of June if the per-unit price stays at 16.50. 2 days ago'
            StaticText 'Sarah Kim updated Stage: Proposal 02/27/2025 09:12'
            StaticText 'Sarah Kim created Opportunity 02/11/2025 14:37'
            [70] heading 'Activities'
            StaticText 'Call: Price discussion with Helena Marsh 05/22/2025 15:00'
            [71] heading 'History'
            StaticText 'Email: Renewal proposal VT-2025 05/13/2025 11:20'
            StaticText 'Meeting: Quarterly review Northwind 04/24/2025 10:00'
        """, 1)
        return page("Northwind Traders – Fleet telematics renewal 2025", f"{host}/#Opportunity/view/{opp_id}", nav, out)

    def opp_edit(amount: str, stage: str, prob: int) -> str:
        out = T(f"""
          [30] main ''
            [31] link 'Opportunities'
            StaticText '»'
            [32] link 'Northwind Traders – Fleet telematics renewal 2025'
            StaticText '» edit'
            [40] button 'Save'
            [41] button 'Cancel'
            [42] button 'More'
            [43] textbox 'Name *', value='Northwind Traders – Fleet telematics renewal 2025'
            [44] textbox 'Account *', value='Northwind Traders'
            [45] combobox 'Stage', value='{stage}'
              option 'Prospecting'
              option 'Qualification'
              option 'Needs Analysis'
              option 'Proposal'
              option 'Negotiation'
              option 'Closed Won'
              option 'Closed Lost'
            [46] combobox 'Currency', value='USD'
            [47] textbox 'Amount *', value='{amount}'
            [48] spinbutton 'Probability, %', value='{prob}'
            [49] textbox 'Close Date *', value='06/30/2025'
            [50] textbox 'Contacts', value='Helena Marsh, Tom Becker'
            [51] combobox 'Lead Source', value='Existing Customer'
            [52] textbox 'Description', value='Renewal of 212 telematics units (contract VT-2022-118) plus 30 new vans. Customer asked for a 3-year term with a price lock.'
            [53] textbox 'Assigned User', value='Sarah Kim'
            [54] textbox 'Teams', value='Sales DACH'
        """)
        return page("Northwind Traders – Fleet telematics renewal 2025", f"{host}/#Opportunity/edit/{opp_id}", nav, out)

    def account() -> str:
        out = T("""
          [30] main ''
            [31] link 'Accounts'
            StaticText '»'
            heading 'Northwind Traders'
            [40] button 'Edit'
            [41] button 'More'
            StaticText 'Website'
            [42] link 'northwind-traders.co.uk'
            StaticText 'Email'
            [43] link 'fleet@northwind-traders.co.uk'
            StaticText 'Phone'
            StaticText '+44 161 555 0142'
            StaticText 'Billing Address'
            StaticText '14 Trafford Wharf Road, Manchester M17 1EX, United Kingdom'
            StaticText 'Type'
            StaticText 'Customer'
            StaticText 'Industry'
            StaticText 'Transportation'
            [60] heading 'Contacts'
            [61] table ''
              row ''
                columnheader 'Name'
                columnheader 'Account Role'
                columnheader 'Email'
              row ''
                cell ''
                  [62] link 'Helena Marsh'
                cell 'Fleet Manager'
                cell 'h.marsh@northwind-traders.co.uk'
              row ''
                cell ''
                  [63] link 'Tom Becker'
                cell 'Procurement'
                cell 't.becker@northwind-traders.co.uk'
            [70] heading 'Opportunities'
            [71] table ''
              row ''
                columnheader 'Name'
                columnheader 'Stage'
                columnheader 'Amount'
                columnheader 'Close Date'
              row ''
                cell ''
                  [72] link 'Northwind Traders – Fleet telematics renewal 2025'
                cell 'Negotiation'
                cell '$42,000.00'
                cell '06/30/2025'
              row ''
                cell ''
                  [73] link 'Northwind Traders – Driver app pilot'
                cell 'Closed Won'
                cell '$9,800.00'
                cell '11/15/2024'
            [80] heading 'Cases'
            StaticText 'No Data'
        """)
        return page("Northwind Traders", f"{host}/#Account/view/{acc_id}", nav, out)

    def contact() -> str:
        return page("Helena Marsh", f"{host}/#Contact/view/{con_id}", nav, T("""
          [30] main ''
            [31] link 'Contacts'
            StaticText '»'
            heading 'Helena Marsh'
            [40] button 'Edit'
            [41] button 'More'
            StaticText 'Name'
            StaticText 'Ms. Helena Marsh'
            StaticText 'Accounts'
            [42] link 'Northwind Traders'
            StaticText 'Fleet Manager'
            StaticText 'Email'
            [43] link 'h.marsh@northwind-traders.co.uk'
            StaticText 'Phone'
            StaticText '+44 7700 900 318 (Mobile)'
            StaticText 'Address'
            StaticText 'Manchester, United Kingdom'
            [50] heading 'Activities'
            StaticText 'Call: Price discussion with Helena Marsh 05/22/2025 15:00'
            [51] heading 'History'
            StaticText 'Email: Renewal proposal VT-2025 05/13/2025 11:20'
            StaticText 'Email: Re: Renewal proposal VT-2025 05/18/2025 08:47'
        """))

    start = page("EspoCRM", f"{host}/#", nav, T("""
      [30] main ''
        heading 'Home'
        [31] region 'My Activities'
          StaticText 'Call: Price discussion with Helena Marsh 05/22/2025 15:00'
        [32] region 'My Opportunities'
          StaticText 'Northwind Traders – Fleet telematics renewal 2025 | Proposal | $42,000.00'
          StaticText 'Alpen Logistik – Route optimisation module | Negotiation | $63,200.00'
          StaticText 'Baltic Ferries – Trailer tracking | Needs Analysis | $88,000.00'
    """))
    turns = [
        ("click('15')", opp_list()),
        ("click('101')", opp_view("$42,000.00", "Proposal", 50, "02/27/2025 09:12 » Sarah Kim", False)),
        ("click('40')", opp_edit("42000", "Proposal", 50)),
        ("fill('47', '48500')", opp_edit("48500", "Proposal", 50)),
        ("select_option('45', 'Negotiation')", opp_edit("48500", "Negotiation", 80)),
        ("click('40')", opp_view("$48,500.00", "Negotiation", 80, "Today 10:14 » Sarah Kim", True)),
        ("click('43')", account()),
        ("click('62')", contact()),
    ]
    rs.add(task="web", tid="h39-web-15", system=SYSTEM, turns=turns, state=start, bad=True, turn=7, kind="opportunity amount in the account panel is the value from before the edit")


# Frigate NVR events: clean
def t16(rs: RowSet) -> None:
    host = "http://frigate.local:5000"
    nav = T("""
      [10] navigation ''
        [11] link 'Frigate'
        [12] link 'Cameras'
        [13] link 'Birdseye'
        [14] link 'Events'
        [15] link 'Recordings'
        [16] link 'Exports'
        [17] link 'Storage'
        [18] link 'System'
        [19] link 'Config'
        [20] link 'Logs'
        [21] button 'More options'
    """)
    events = [  # id, label, camera, zones, score, start, duration
        ["1715862587.413-x7k2qe", "person", "front_door", "porch", "79%", "14:09:47", "In progress"],
        ["1715862392.108-b3mw9t", "car", "driveway", "driveway", "91%", "14:06:32", "0:41"],
        ["1715862131.877-p0dz4n", "person", "driveway", "driveway", "84%", "14:02:11", "1:12"],
        ["1715861884.502-k8rq1s", "cat", "garden", "lawn", "77%", "13:58:04", "0:18"],
        ["1715860915.266-f2jt6v", "person", "front_door", "porch", "88%", "13:41:55", "0:27"],
        ["1715860212.049-h9cn3a", "dog", "garden", "lawn", "74%", "13:30:12", "0:52"],
        ["1715859160.731-r5ye8m", "car", "driveway", "driveway", "93%", "13:12:40", "2:05"],
        ["1715858103.390-w1ub7k", "person", "garden", "lawn", "81%", "12:55:03", "3:48"],
        ["1715857887.615-d6lx2g", "person", "driveway", "", "86%", "12:51:27", "0:36"],
    ]
    shown = {e[0] for e in events[1:]}

    def ev_list(label: str, expanded: str = "", confirm: bool = False) -> str:
        out = T(f"""
          [30] main ''
            heading 'Events'
            [31] button 'Cameras: All'
            [32] combobox 'Labels', value='{label}'
            [33] button 'Zones: All'
            [34] button 'Sub Labels: All'
            [35] button 'Date: All'
            [36] checkbox 'Favorites', checked=false
            [37] checkbox 'Snapshots', checked=false
            [38] table ''
              row ''
                columnheader ''
                columnheader 'Camera'
                columnheader 'Label'
                columnheader 'Zones'
                columnheader 'Top score'
                columnheader 'Date'
                columnheader 'Start'
                columnheader 'Duration'
        """)
        b = Bids(100)
        for eid, lab, cam, zone, score, startt, dur in events:
            if eid not in shown or (label != "All" and lab != label):
                continue
            rid = b()
            out += [tab(2, f"[{rid}] row ''"), tab(3, "cell ''"), tab(4, f"image 'Thumbnail of {lab} on {cam}'"), tab(3, f"cell '{cam}'"),
                    tab(3, f"cell '{lab}'"), tab(3, f"cell '{zone}'"), tab(3, f"cell '{score}'"), tab(3, "cell 'Today'"),
                    tab(3, f"cell '{startt}'"), tab(3, f"cell '{dur}'")]
            if eid == expanded:
                out += T(f"""
                  row ''
                    cell ''
                      [300] tablist ''
                        [301] tab 'Clip', selected=false
                        [302] tab 'Snapshot', selected=true
                      image 'Snapshot of {lab} on {cam}'
                      StaticText 'Event ID: {eid}'
                      StaticText 'Camera: {cam}, zones: {zone}, top score {score}, area 18240 px, ratio 0.47'
                      [303] link 'Download Clip'
                      [304] link 'Download Snapshot'
                      [305] button 'Submit to Frigate+'
                      [306] button 'Favorite'
                      [307] button 'Delete'
                """, 2)
        if confirm:
            out += T("""
              [320] dialog 'Delete event?'
                heading 'Delete event?'
                StaticText 'Confirm deletion of saved event. The clip and snapshot are removed from disk.'
                [321] button 'Cancel'
                [322] button 'Delete'
            """)
        q = "" if label == "All" else f"?labels={label}"
        return page("Events - Frigate", f"{host}/events{q}", nav, out)

    def system() -> str:
        return page("System - Frigate", f"{host}/system", nav, T("""
          [30] main ''
            heading 'System'
            StaticText 'Frigate 0.13.2-6476f8a'
            [31] button 'Storage'
            [32] button 'Logs'
            heading 'Detectors'
            [33] table ''
              row ''
                columnheader 'Detector'
                columnheader 'Inference speed'
                columnheader 'CPU %'
                columnheader 'Memory %'
              row ''
                cell 'coral (edgetpu)'
                cell '8.41 ms'
                cell '3.2%'
                cell '0.4%'
            heading 'GPUs'
            [34] table ''
              row ''
                columnheader 'GPU'
                columnheader 'GPU %'
                columnheader 'Memory %'
              row ''
                cell 'intel-vaapi'
                cell '6.8%'
                cell '0.0%'
            heading 'Cameras'
            [35] table ''
              row ''
                columnheader 'Camera'
                columnheader 'Camera FPS'
                columnheader 'Capture FPS'
                columnheader 'Detect FPS'
                columnheader 'Skipped FPS'
                columnheader 'ffmpeg CPU %'
              row ''
                cell 'driveway'
                cell '5.1'
                cell '5.0'
                cell '1.4'
                cell '0.0'
                cell '4.9%'
              row ''
                cell 'front_door'
                cell '5.0'
                cell '5.0'
                cell '7.2'
                cell '0.0'
                cell '5.3%'
              row ''
                cell 'garden'
                cell '4.9'
                cell '4.9'
                cell '0.6'
                cell '0.0'
                cell '4.1%'
            heading 'Storage'
            StaticText '/media/frigate/recordings: 1.21 TB of 1.79 TB used'
            StaticText '/tmp/cache: 214 MB of 1 GB used'
            StaticText '/dev/shm: 58.4 MB of 256 MB used'
        """))

    start = page("Frigate", f"{host}/", nav, T("""
      [30] main ''
        heading 'Cameras'
        [31] link 'driveway'
        [32] link 'front_door'
        [33] link 'garden'
    """))
    turns = [(f"goto('{host}/events')", ev_list("All"))]
    turns.append(("select_option('32', 'person')", ev_list("person")))
    turns.append(("click('101')", ev_list("person", expanded="1715862131.877-p0dz4n")))
    turns.append(("click('307')", ev_list("person", expanded="1715862131.877-p0dz4n", confirm=True)))
    shown.discard("1715862131.877-p0dz4n")
    shown.add("1715862587.413-x7k2qe")
    turns.append(("click('322')", ev_list("person")))
    turns.append(("click('18')", system()))
    events[0][6] = "0:58"
    events[0][4] = "83%"
    turns.append(("go_back()", ev_list("person")))
    rs.add(task="web", tid="h39-web-16", system=SYSTEM, turns=turns, state=start)


# DokuWiki: bad
def t17(rs: RowSet) -> None:
    host = "https://wiki.physik-labor.de"

    def chrome(pid: str, exists: bool, trace: str) -> list[str]:
        return T(f"""
          [10] banner ''
            [11] link 'Physik-Labor Wiki'
            [12] textbox 'Search'
            [13] button 'Search'
            StaticText 'Logged in as: Martin Reuter (mreuter)'
            [14] link 'Admin'
            [15] link 'Update Profile'
            [16] link 'Log Out'
            [17] link 'Recent Changes'
            [18] link 'Media Manager'
            [19] link 'Sitemap'
            StaticText 'Trace: {trace}'
          [20] navigation 'Page Tools'
            [21] link '{"Edit this page" if exists else "Create this page"}'
            {"[22] link 'Old revisions'" if exists else ""}
            [23] link 'Backlinks'
            [24] link 'Manage Subscriptions'
            [25] link 'Back to top'
        """)

    def foot(pid: str, modified: str) -> list[str]:
        return T(f"""
          [90] contentinfo ''
            StaticText '{pid.replace(":", "/")}.txt · {modified}'
            StaticText 'Except where otherwise noted, content on this wiki is licensed under: CC Attribution-Share Alike 4.0 International'
        """)

    def start_page() -> str:
        return page("ops:runbooks:start [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:start", chrome("ops:runbooks:start", True, "start » runbooks"), T("""
          [30] main ''
            heading 'Runbooks'
            paragraph ''
              StaticText 'Step-by-step procedures for the lab infrastructure. Keep each runbook short, test it on the staging VMs and link the ticket you wrote it for.'
            heading 'Available'
            list ''
              listitem ''
                [31] link 'Backup restore (restic)'
              listitem ''
                [32] link 'Database failover (PostgreSQL + Patroni)'
              listitem ''
                [33] link 'Disk full on a compute node'
              listitem ''
                [34] link 'Kubernetes node drain'
              listitem ''
                [35] link 'VPN outage (WireGuard gateway)'
            heading 'To be written'
            list ''
              listitem ''
                [36] link 'Certificate rotation (step-ca)'
              listitem ''
                [37] link 'UPS shutdown sequence'
        """), foot("ops:runbooks:start", "Last modified: 2025/02/26 16:08 by akoenig"))

    def missing() -> str:
        return page("ops:runbooks:cert-rotation [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:cert-rotation", chrome("ops:runbooks:cert-rotation", False, "start » runbooks » cert-rotation"), T("""
          [30] main ''
            heading 'This topic does not exist yet'
            paragraph ''
              StaticText 'You\\'ve followed a link to a topic that doesn\\'t exist yet. If permissions allow, you may create it by clicking on Create this page.'
        """), [])

    text = ("====== Certificate rotation (step-ca) ======\n\nInternal TLS certificates are issued by step-ca on ''ca01.lab.internal'' with a 90 day lifetime. "
            "Rotation is automated on most hosts; use this page when the renewal timer failed.\n\n===== Check =====\n"
            "  - ''step certificate inspect /etc/ssl/lab/host.crt --short'' shows the expiry date.\n"
            "  - ''systemctl status cert-renewer@host.timer'' must be active.\n\n===== Renew by hand =====\n"
            "  - ''step ca renew --force /etc/ssl/lab/host.crt /etc/ssl/lab/host.key''\n"
            "  - Reload the service that uses the certificate (nginx, haproxy, postgresql).\n"
            "  - Check with ''openssl s_client -connect host:443'' that the new serial is served.\n\n"
            "Ticket: [[https://redmine.physik-labor.de/issues/2291|#2291]]")

    def esc(t: str) -> str:
        return t.replace("\n", "\\n").replace("'", "\\'")

    def editor(body: str, summary: str) -> str:
        sm = f"[42] textbox 'Edit summary', value='{summary}'" if summary else "[42] textbox 'Edit summary'"
        return page("ops:runbooks:cert-rotation [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:cert-rotation&do=edit", chrome("ops:runbooks:cert-rotation", False, "start » runbooks » cert-rotation"), T(f"""
          [30] main ''
            heading 'Edit page'
            paragraph ''
              StaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax. Please edit the page only if you can improve it.'
            [40] toolbar ''
              [401] button 'Bold Text'
              [402] button 'Italic Text'
              [403] button 'Code Text'
              [404] button 'Same Level Headline'
              [405] button 'Internal Link'
              [406] button 'External Link'
              [407] button 'Ordered List Item'
              [408] button 'Unordered List Item'
              [409] button 'Add Images and other files'
            [41] textbox '', {"" if summary else "focused, "}value='{esc(body)}'
            {sm}
            [43] checkbox 'Minor Changes', checked=false
            [44] button 'Save'
            [45] button 'Preview'
            [46] button 'Cancel'
        """), foot("ops:runbooks:cert-rotation", "Last modified: (new page)"))

    def created() -> str:
        return page("ops:runbooks:cert-rotation [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:cert-rotation", chrome("ops:runbooks:cert-rotation", True, "start » runbooks » cert-rotation"), T("""
          [30] main ''
            [31] navigation 'Table of Contents'
              [32] link 'Certificate rotation (step-ca)'
              [33] link 'Check'
              [34] link 'Renew by hand'
            heading 'Certificate rotation (step-ca)'
            paragraph ''
              StaticText 'Internal TLS certificates are issued by step-ca on'
              code 'ca01.lab.internal'
              StaticText 'with a 90 day lifetime. Rotation is automated on most hosts; use this page when the renewal timer failed.'
            heading 'Check'
            list ''
              listitem ''
                code 'step certificate inspect /etc/ssl/lab/host.crt --short'
                StaticText 'shows the expiry date.'
              listitem ''
                code 'systemctl status cert-renewer@host.timer'
                StaticText 'must be active.'
            heading 'Renew by hand'
            list ''
              listitem ''
                code 'step ca renew --force /etc/ssl/lab/host.crt /etc/ssl/lab/host.key'
              listitem ''
                StaticText 'Reload the service that uses the certificate (nginx, haproxy, postgresql).'
              listitem ''
                StaticText 'Check with'
                code 'openssl s_client -connect host:443'
                StaticText 'that the new serial is served.'
            paragraph ''
              StaticText 'Ticket:'
              [35] link '#2291'
        """), foot("ops:runbooks:cert-rotation", "Last modified: 2025/03/18 11:42 by mreuter"))

    def sitemap() -> str:
        return page("Sitemap [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:cert-rotation&do=index", chrome("ops:runbooks:cert-rotation", True, "start » runbooks » cert-rotation"), T("""
          [30] main ''
            heading 'Sitemap'
            paragraph ''
              StaticText 'This is a sitemap over all available pages ordered by namespaces.'
            tree ''
              treeitem 'lab', expanded=false
                [50] link 'lab'
              treeitem 'ops', expanded=true
                [51] link 'ops'
                group ''
                  treeitem 'monitoring', expanded=false
                    [52] link 'monitoring'
                  treeitem 'network', expanded=false
                    [53] link 'network'
                  treeitem 'runbooks', expanded=true
                    [54] link 'runbooks'
                    group ''
                      treeitem 'backup-restore'
                        [55] link 'backup-restore'
                      treeitem 'db-failover'
                        [56] link 'db-failover'
                      treeitem 'disk-full'
                        [57] link 'disk-full'
                      treeitem 'k8s-node-drain'
                        [58] link 'k8s-node-drain'
                      treeitem 'start'
                        [59] link 'start'
                      treeitem 'vpn-outage'
                        [60] link 'vpn-outage'
                  treeitem 'oncall'
                    [61] link 'oncall'
                  treeitem 'start'
                    [62] link 'start'
              treeitem 'playground', expanded=false
                [63] link 'playground'
              treeitem 'wiki', expanded=false
                [64] link 'wiki'
              treeitem 'start'
                [65] link 'start'
        """), [])

    def backup(old: bool = False, diff: bool = False) -> str:
        if diff:
            body = T("""
              [30] main ''
                heading 'Differences'
                paragraph ''
                  StaticText 'This shows you the differences between two versions of the page.'
                [70] link 'Side by Side'
                [71] link 'Inline'
                table ''
                  row ''
                    cell 'ops:runbooks:backup-restore [2025/01/14 10:02] akoenig'
                    cell 'ops:runbooks:backup-restore [2025/02/03 09:15] (current) mreuter restic repo moved to S3'
                  row ''
                    cell 'Line 7:'
                    cell 'Line 7:'
                  row ''
                    cell '- export RESTIC_REPOSITORY=sftp:backup@nas01:/srv/restic/lab'
                    cell '+ export RESTIC_REPOSITORY=s3:https://s3.lab.internal/restic-lab'
                  row ''
                    cell ''
                    cell '+ export AWS_SHARED_CREDENTIALS_FILE=/root/.restic/s3.credentials'
                  row ''
                    cell '  restic snapshots --host $HOST --latest 5'
                    cell '  restic snapshots --host $HOST --latest 5'
            """)
            return page("ops:runbooks:backup-restore [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:backup-restore&do=diff&rev2[0]=1736845320&rev2[1]=1738570500", chrome("ops:runbooks:backup-restore", True, "start » runbooks » cert-rotation » backup-restore"), body, foot("ops:runbooks:backup-restore", "Last modified: 2025/02/03 09:15 by mreuter"))
        if old:
            body = T("""
              [30] main ''
                heading 'Old revisions'
                paragraph ''
                  StaticText 'These are the older revisions of the current document. To revert to an old revision select it from below, click Edit this page and save it.'
                list ''
                  listitem ''
                    [70] checkbox '', checked=false
                    StaticText '2025/02/03 09:15'
                    [71] link 'backup-restore'
                    StaticText 'restic repo moved to S3'
                    StaticText 'mreuter'
                    StaticText '+184 B'
                    StaticText '(current)'
                  listitem ''
                    [72] checkbox '', checked=false
                    StaticText '2025/01/14 10:02'
                    [73] link 'Show differences to current revisions'
                    [74] link 'backup-restore'
                    StaticText 'add check of latest snapshot'
                    StaticText 'akoenig'
                    StaticText '+311 B'
                  listitem ''
                    [75] checkbox '', checked=false
                    StaticText '2024/11/20 15:47'
                    [76] link 'Show differences to current revisions'
                    [77] link 'backup-restore'
                    StaticText 'created'
                    StaticText 'akoenig'
                    StaticText '+1.6 KB'
                [78] button 'Show differences between selected revisions'
            """)
            return page("ops:runbooks:backup-restore [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:backup-restore&do=revisions", chrome("ops:runbooks:backup-restore", True, "start » runbooks » cert-rotation » backup-restore"), body, foot("ops:runbooks:backup-restore", "Last modified: 2025/02/03 09:15 by mreuter"))
        body = T("""
          [30] main ''
            heading 'Backup restore (restic)'
            paragraph ''
              StaticText 'Restores a single host or a path from the nightly restic snapshots.'
            heading 'Prepare'
            code 'export RESTIC_REPOSITORY=s3:https://s3.lab.internal/restic-lab'
            code 'export AWS_SHARED_CREDENTIALS_FILE=/root/.restic/s3.credentials'
            code 'restic snapshots --host $HOST --latest 5'
            heading 'Restore a path'
            code 'restic restore latest --host $HOST --target /srv/restore --include /etc'
            paragraph ''
              StaticText 'Compare with the live system before copying anything back.'
        """)
        return page("ops:runbooks:backup-restore [Physik-Labor Wiki]", f"{host}/doku.php?id=ops:runbooks:backup-restore", chrome("ops:runbooks:backup-restore", True, "start » runbooks » cert-rotation » backup-restore"), body, foot("ops:runbooks:backup-restore", "Last modified: 2025/02/03 09:15 by mreuter"))

    summary = "new runbook: manual step-ca renewal"
    turns = [
        ("click('36')", missing()),
        ("click('21')", editor("", "")),
        (f"fill('41', {text!r})", editor(text, "")),
        (f"fill('42', '{summary}')", editor(text, summary)),
        ("click('44')", created()),
        ("click('19')", sitemap()),
        ("click('55')", backup()),
        ("click('22')", backup(old=True)),
        ("click('73')", backup(diff=True)),
    ]
    rs.add(task="web", tid="h39-web-17", system=SYSTEM, turns=turns, state=start_page(), bad=True, turn=6, kind="page created in the runbooks namespace is missing from the sitemap")


# Node-RED editor: clean
def t18(rs: RowSet) -> None:
    host = "http://nodered.local:1880"
    code_old = ("const t = Number(msg.payload.temperature);\nif (isNaN(t)) return null;\nmsg.topic = \"greenhouse/vents/cmd\";\n"
                "msg.payload = t > 28 ? \"open\" : \"close\";\nreturn msg;")
    code_new = code_old.replace("t > 28", "t > 26")

    def head(dirty: bool) -> list[str]:
        return T(f"""
          [10] banner ''
            StaticText 'Node-RED'
            [11] button 'Deploy'{"" if dirty else ", disabled=true"}
            [12] button 'Deploy options'
            [13] button 'User: admin'
            [14] button 'Main menu'
          [20] complementary 'Palette'
            [21] textbox 'filter nodes'
            [22] button 'common'
            [23] button 'function'
            [24] button 'network'
            [25] button 'sequence'
            [26] button 'parser'
            [27] button 'storage'
        """)

    def canvas(dirty: bool) -> list[str]:
        return T(f"""
          [30] main 'Workspace'
            [31] tablist ''
              [32] tab 'Greenhouse', selected=true
              [33] tab 'Garage', selected=false
              [34] tab 'Notifications', selected=false
              [35] button 'Add flow'
            [40] group 'comment: Vent control (threshold in the function node)'
            [41] group 'mqtt in: greenhouse/sensors/climate'
              StaticText 'connected'
            [42] group 'json'
            [43] group 'function: vent decision{" (changed)" if dirty else ""}'
            [44] group 'mqtt out: greenhouse/vents/cmd'
              StaticText 'connected'
            [45] group 'debug: vent decision'
              [46] button 'Disable debug'
            [47] group 'inject: test 27°C'
              [48] button 'inject'
        """)

    def side(tab_name: str, msgs: list[tuple[str, str, str, str]]) -> list[str]:
        out = T(f"""
          [70] complementary 'Sidebar'
            [71] tablist ''
              [72] tab 'info', selected={"true" if tab_name == "info" else "false"}
              [73] tab 'help', selected=false
              [74] tab 'debug messages', selected={"true" if tab_name == "debug" else "false"}
              [75] tab 'configuration nodes', selected=false
              [76] tab 'context data', selected=false
        """)
        if tab_name == "debug":
            out += T("""
                [77] button 'all nodes'
                [78] button 'all'
                [79] button 'clear all messages'
                [80] log 'Debug messages'
            """, 1)
            for when, node, topic, payload in msgs:
                out.append(tab(2, f"StaticText '{when} node: {node}'"))
                out.append(tab(2, f"StaticText '{topic} : msg.payload : {payload}'"))
        else:
            out += T("""
                [81] tree 'Flows'
                  [82] treeitem 'Greenhouse', expanded=true
                    StaticText 'comment: Vent control (threshold in the function node)'
                    StaticText 'mqtt in: greenhouse/sensors/climate'
                    StaticText 'json'
                    StaticText 'function: vent decision'
                    StaticText 'mqtt out: greenhouse/vents/cmd'
                    StaticText 'debug: vent decision'
                    StaticText 'inject: test 27°C'
                  [83] treeitem 'Garage', expanded=false
                  [84] treeitem 'Notifications', expanded=false
                  [85] treeitem 'Global Configuration Nodes', expanded=false
                StaticText 'Flow: Greenhouse'
                StaticText 'Flow 6b1f0e2a9d4c7381'
                StaticText 'Status: Enabled'
            """, 1)
        return out

    def dialog(code: str) -> list[str]:
        flat = code.replace("\n", "\\n").replace("'", "\\'")
        return T(f"""
          [100] dialog 'Edit function node'
            [101] button 'Delete'
            [102] button 'Cancel'
            [103] button 'Done'
            [104] tablist ''
              [105] tab 'Properties', selected=true
              [106] tab 'Description', selected=false
              [107] tab 'Appearance', selected=false
            [108] textbox 'Name', value='vent decision'
            [109] tablist ''
              [110] tab 'Setup', selected=false
              [111] tab 'On Start', selected=false
              [112] tab 'On Message', selected=true
              [113] tab 'On Stop', selected=false
            [114] textbox 'On Message code', value='{flat}'
            [115] checkbox 'Enabled', checked=true
        """)

    def toast(text: str) -> list[str]:
        return T(f"""
          [120] alert ''
            StaticText '{text}'
        """)

    m = [
        ("16/05/2024, 14:20:07", "vent decision", "greenhouse/vents/cmd", 'string[5] "close"'),
        ("16/05/2024, 14:20:37", "vent decision", "greenhouse/vents/cmd", 'string[5] "close"'),
        ("16/05/2024, 14:21:07", "vent decision", "greenhouse/vents/cmd", 'string[5] "close"'),
    ]
    m2 = m + [("16/05/2024, 14:21:37", "vent decision", "greenhouse/vents/cmd", 'string[5] "close"')]
    m3 = m2 + [("16/05/2024, 14:22:07", "vent decision", "greenhouse/vents/cmd", 'string[5] "close"')]
    m4 = m3 + [("16/05/2024, 14:22:37", "vent decision", "greenhouse/vents/cmd", 'string[4] "open"')]
    m5 = m4 + [("16/05/2024, 14:22:49", "vent decision", "greenhouse/vents/cmd", 'string[4] "open"')]
    m6 = [("16/05/2024, 14:23:07", "vent decision", "greenhouse/vents/cmd", 'string[4] "open"'),
          ("16/05/2024, 14:23:37", "vent decision", "greenhouse/vents/cmd", 'string[4] "open"')]

    def ed(dirty: bool, tab_name: str, msgs: list, extra: list[str] | None = None) -> str:
        return page("Node-RED : nodered.local", f"{host}/#flow/6b1f0e2a9d4c7381", head(dirty), canvas(dirty), side(tab_name, msgs), extra or [])

    start = page("Node-RED : nodered.local", f"{host}/", T("""
      [10] main ''
        StaticText 'Loading Nodes'
    """))
    turns = [
        (f"goto('{host}/#flow/6b1f0e2a9d4c7381')", ed(False, "info", [])),
        ("click('74')", ed(False, "debug", m)),
        ("dblclick('43')", ed(False, "debug", m, dialog(code_old))),
        (f"fill('114', {code_new!r})", ed(False, "debug", m2, dialog(code_new))),
        ("click('103')", ed(True, "debug", m2)),
        ("click('11')", ed(False, "debug", m3, toast("Successfully deployed"))),
        ("noop(30000)", ed(False, "debug", m4)),
        ("click('48')", ed(False, "debug", m5, toast("Successfully injected: test 27°C"))),
        ("click('79')", ed(False, "debug", [])),
        ("noop(60000)", ed(False, "debug", m6)),
    ]
    rs.add(task="web", tid="h39-web-18", system=SYSTEM, turns=turns, state=start)


# Phabricator tasks: bad
def t19(rs: RowSet) -> None:
    host = "https://phab.widgetco.dev"
    top = T("""
      [10] banner ''
        [11] link 'Phabricator'
        [12] textbox 'Search'
        [13] link 'Maniphest'
        [14] link 'Differential'
        [15] link 'Diffusion'
        [16] link 'Projects'
        [17] button 'Notifications'
        [18] link 'ana.ruiz'
    """)

    def task(status: str, prio: str, comment: str, action: str, new_status: str, done: bool) -> str:
        out = T(f"""
          [30] main ''
            [31] link 'Maniphest'
            StaticText '>'
            [32] link 'T4821'
            heading 'Crash when exporting CSV with unicode headers'
            StaticText '{status}, {prio}, Public'
            [40] navigation 'Actions'
              [41] link 'Edit Task'
              [42] link 'Edit Related Tasks...'
              [43] link 'Edit Related Objects...'
              [44] link 'Unsubscribe'
              [45] link 'Mute Notifications'
              [46] link 'Award Token'
              [47] link 'Flag For Later'
            StaticText 'Tags'
            [48] link 'Exporter'
            [49] link 'Sprint 2025-11'
            StaticText 'Subscribers'
            [50] link 'ana.ruiz'
            [51] link 'mlee'
            [52] link 'tkovacs'
            heading 'Details'
            StaticText 'Authored By'
            [53] link 'mlee'
            StaticText 'Mar 4 2025, 10:41 AM'
            StaticText 'Assigned To'
            [54] link 'ana.ruiz'
            heading 'Description'
            paragraph ''
              StaticText 'Exporting the Q1 vendor report to CSV crashes the worker when a custom field label contains non-ASCII characters (e.g. "Größe", "Año fiscal").'
            code ''
              StaticText 'UnicodeEncodeError: ascii codec can not encode character in position 3: ordinal not in range(128)'
            paragraph ''
              StaticText 'Reproducible on staging with project 118. The XLSX export of the same report works.'
            heading 'Related Objects'
            StaticText 'Revisions and Commits'
            [55] link 'rEXP Exporter'
            [56] link 'D1932'
            StaticText 'Closed'
            StaticText 'Write CSV headers as UTF-8 with optional BOM'
            [57] link 'rEXP8f2a61c9d4b0'
            StaticText 'Normalise CSV header encoding'
            heading 'Event Timeline'
            StaticText 'mlee created this task. Mar 4 2025, 10:41 AM'
            StaticText 'mlee triaged this task as High priority. Mar 4 2025, 10:41 AM'
            StaticText 'mlee added projects: Exporter, Sprint 2025-11. Mar 4 2025, 10:42 AM'
            StaticText 'ana.ruiz claimed this task. Mar 5 2025, 9:03 AM'
            StaticText 'ana.ruiz added a revision: D1932: Write CSV headers as UTF-8 with optional BOM. Mar 6 2025, 4:27 PM'
            StaticText 'tkovacs added a comment. Mar 7 2025, 11:15 AM'
            paragraph ''
              StaticText 'Verified on staging with project 118, export finishes and Excel opens it with the BOM option on.'
            StaticText 'ana.ruiz added a commit: rEXP8f2a61c9d4b0: Normalise CSV header encoding. Mar 7 2025, 2:50 PM'
        """)
        if done:
            out += T("""
              StaticText 'ana.ruiz closed this task as Resolved. Just now'
              paragraph ''
                StaticText 'Fixed by D1932, deployed with exporter 3.14.2. Closing.'
            """, 1)
        out += T(f"""
            heading 'Add Comment'
            [60] combobox 'Add Action...', value='{action if action else "Add Action..."}'
        """, 1)
        if action:
            out += T(f"""
              StaticText 'Change Status'
              [61] combobox 'Status', value='{new_status}'
                option 'Open'
                option 'Resolved'
                option 'Wontfix'
                option 'Invalid'
                option 'Duplicate'
                option 'Spite'
            """, 1)
        out += T(f"""
            [62] textbox 'Comment'{f", value='{comment}'" if comment else ""}
            [63] button 'Submit'
        """, 1)
        return page("⚓ T4821 Crash when exporting CSV with unicode headers", f"{host}/T4821", top, out)

    def revision() -> str:
        return page("⚙ D1932 Write CSV headers as UTF-8 with optional BOM", f"{host}/D1932", top, T("""
          [30] main ''
            [31] link 'Differential'
            StaticText '>'
            [32] link 'D1932'
            heading 'Write CSV headers as UTF-8 with optional BOM'
            StaticText 'Closed, Public'
            [40] navigation 'Actions'
              [41] link 'Edit Revision'
              [42] link 'Edit Related Revisions...'
              [43] link 'Edit Related Objects...'
              [44] link 'Download Raw Diff'
            StaticText 'Authored by ana.ruiz on Mar 6 2025, 4:27 PM.'
            heading 'Details'
            StaticText 'Reviewers'
            [45] link 'mlee'
            StaticText 'Accepted'
            StaticText 'Commits'
            [46] link 'rEXP8f2a61c9d4b0: Normalise CSV header encoding'
            StaticText 'Maniphest Tasks'
            [47] link 'T4821: Crash when exporting CSV with unicode headers'
            heading 'Summary'
            paragraph ''
              StaticText 'The CSV writer encoded header labels with the default ascii codec. Headers and rows are now written through a UTF-8 text wrapper; a new export option csv_bom=true prepends a BOM so Excel detects the encoding.'
            heading 'Test Plan'
            paragraph ''
              StaticText 'New unit tests for labels in de, es and ja. Exported project 118 on staging, opened in Excel and LibreOffice.'
            heading 'Diff Detail'
            StaticText 'Repository: rEXP Exporter'
            StaticText 'Lint: No Lint Coverage'
            StaticText 'Unit: Passed (214 tests)'
            StaticText 'Branch: T4821-csv-utf8'
            heading 'Event Timeline'
            StaticText 'ana.ruiz created this revision. Mar 6 2025, 4:27 PM'
            StaticText 'mlee accepted this revision. Mar 7 2025, 10:02 AM'
            StaticText 'This revision is now accepted and ready to land. Mar 7 2025, 10:02 AM'
            StaticText 'Closed by commit rEXP8f2a61c9d4b0: Normalise CSV header encoding (authored by ana.ruiz). Mar 7 2025, 2:50 PM'
            StaticText 'This revision was automatically updated to reflect the committed changes.'
            heading 'Files'
            table ''
              row ''
                cell 'exporter/csv_writer.py'
                cell '+24 -9'
              row ''
                cell 'exporter/options.py'
                cell '+6 -0'
              row ''
                cell 'tests/test_csv_unicode.py'
                cell '+71 -0'
        """))

    def commit() -> str:
        return page("⚙ rEXP8f2a61c9d4b0 Normalise CSV header encoding", f"{host}/rEXP8f2a61c9d4b0a17e5c3f9260d8b4e1a7c52f3d0", top, T("""
          [30] main ''
            [31] link 'Diffusion'
            StaticText '>'
            [32] link 'rEXP Exporter'
            StaticText '>'
            StaticText 'rEXP8f2a61c9d4b0'
            heading 'Normalise CSV header encoding'
            StaticText 'Authored by ana.ruiz on Mar 7 2025, 2:49 PM.'
            [40] navigation 'Actions'
              [41] link 'Edit Commit'
              [42] link 'Browse Content'
              [43] link 'Download Raw Diff'
            StaticText 'Repository'
            [44] link 'rEXP Exporter'
            StaticText 'Branches'
            [45] link 'master'
            StaticText 'Tags'
            [46] link 'v3.14.2'
            StaticText 'Parents'
            [47] link 'rEXPc91e4b07a352'
            StaticText 'Differential Revision'
            [48] link 'D1932: Write CSV headers as UTF-8 with optional BOM'
            StaticText 'Related Objects'
            [49] link 'T4821'
            heading 'Description'
            paragraph ''
              StaticText 'Normalise CSV header encoding'
              StaticText 'Summary: write headers and rows through a UTF-8 text wrapper; add csv_bom option.'
              StaticText 'Test Plan: unit tests, manual export of project 118 on staging.'
              StaticText 'Reviewers: mlee'
              StaticText 'Differential Revision: https://phab.widgetco.dev/D1932'
            heading 'Changes'
            StaticText 'exporter/csv_writer.py +24 -9'
            StaticText 'exporter/options.py +6 -0'
            StaticText 'tests/test_csv_unicode.py +71 -0'
        """))

    def repo() -> str:
        return page("⚙ rEXP Exporter", f"{host}/diffusion/EXP/", top, T("""
          [30] main ''
            [31] link 'Diffusion'
            StaticText '>'
            StaticText 'rEXP Exporter'
            heading 'Exporter'
            StaticText 'Active, Public'
            [40] button 'Branch: master'
            [41] link 'Clone'
            table ''
              row ''
                columnheader 'Path'
                columnheader 'Last Commit'
                columnheader 'Date'
              row ''
                cell 'exporter/'
                  [50] link 'exporter/'
                cell 'rEXP8f2a61c9d4b0 Normalise CSV header encoding'
                cell 'Mar 7 2025'
              row ''
                cell 'tests/'
                  [51] link 'tests/'
                cell 'rEXP8f2a61c9d4b0 Normalise CSV header encoding'
                cell 'Mar 7 2025'
              row ''
                cell 'docs/'
                  [52] link 'docs/'
                cell 'rEXPa07d33e1f9c4 Document XLSX column widths'
                cell 'Feb 26 2025'
              row ''
                cell 'CHANGELOG.md'
                  [53] link 'CHANGELOG.md'
                cell 'rEXPe3b9107c5d21 Release 3.14.2'
                cell 'Mar 10 2025'
              row ''
                cell 'pyproject.toml'
                  [54] link 'pyproject.toml'
                cell 'rEXPe3b9107c5d21 Release 3.14.2'
                cell 'Mar 10 2025'
              row ''
                cell 'README.md'
                  [55] link 'README.md'
                cell 'rEXP71c0d6a8b3e9 README: csv options'
                cell 'Mar 8 2025'
            heading 'Recent Commits'
            StaticText 'rEXPe3b9107c5d21 Release 3.14.2 - tkovacs, Mar 10 2025'
            StaticText 'rEXP71c0d6a8b3e9 README: csv options - ana.ruiz, Mar 8 2025'
            StaticText 'rEXP8f2a61c9d4b0 Normalise CSV header encoding - ana.ruiz, Mar 7 2025'
            StaticText 'rEXPc91e4b07a352 Pin openpyxl 3.1.2 - mlee, Mar 5 2025'
        """))

    start = page("Maniphest · Assigned", f"{host}/maniphest/query/assigned/", top, T("""
      [30] main ''
        heading 'Assigned'
        [31] link 'T4821 Crash when exporting CSV with unicode headers'
        StaticText 'Mar 7 2025, 2:50 PM'
        [32] link 'T4799 XLSX export: freeze the header row'
        StaticText 'Mar 3 2025, 9:18 AM'
        [33] link 'T4760 Scheduled exports ignore the user time zone'
        StaticText 'Feb 24 2025, 5:02 PM'
    """))
    msg = "Fixed by D1932, deployed with exporter 3.14.2. Closing."
    turns = [
        ("click('31')", task("Open", "High", "", "", "", False)),
        ("select_option('60', 'Change Status')", task("Open", "High", "", "Change Status", "Open", False)),
        ("select_option('61', 'Resolved')", task("Open", "High", "", "Change Status", "Resolved", False)),
        (f"fill('62', '{msg}')", task("Open", "High", msg, "Change Status", "Resolved", False)),
        ("click('63')", task("Resolved", "Normal", "", "", "", True)),
        ("click('56')", revision()),
        ("click('46')", commit()),
        ("click('44')", repo()),
    ]
    rs.add(task="web", tid="h39-web-19", system=SYSTEM, turns=turns, state=start, bad=True, turn=5, kind="task priority shown as Normal after only the status was changed")


# Mainsail (Klipper): clean
def t20(rs: RowSet) -> None:
    host = "http://voron.local"
    nav = T("""
      [10] banner ''
        StaticText 'voron'
        [11] button 'Upload & Print'
        [12] button 'Emergency Stop'
        [13] button 'Power and restart'
      [20] navigation ''
        [21] link 'Dashboard'
        [22] link 'Webcam'
        [23] link 'Console'
        [24] link 'Heightmap'
        [25] link 'G-Code Files'
        [26] link 'History'
        [27] link 'Timelapse'
        [28] link 'Machine'
        [29] link 'Interface Settings'
    """)
    console_base = [
        "14:01:12 // Klipper state: Ready",
        "14:01:12 // probe at 175.000,175.000 is z=1.842500",
        "14:01:40 G28",
        "14:02:05 QUAD_GANTRY_LEVEL",
        "14:02:05 // Retries: 0/5 Probed points range: 0.004688 tolerance: 0.007500",
    ]

    def dash(state: str, ext: tuple[float, int, str], bed: tuple[float, int, str], console: list[str], ext_field: str = "", menu: bool = False) -> str:
        ef = f"[52] textbox 'Extruder target', focused, value='{ext_field}'" if ext_field else f"[52] textbox 'Extruder target', value='{ext[1]}'"
        out = T(f"""
          [30] main ''
            [31] region 'Status'
              StaticText '{state}'
              [32] button 'Status'
              [33] button 'Files'
              [34] button 'Jobs'
            [40] region 'Toolhead'
              StaticText 'X 175.00 Y 175.00 Z 10.00'
              [41] button 'Home All'
              [42] button 'QGL'
              [43] button 'Motors off'
              StaticText 'Speed factor 100 %'
              StaticText 'Flow factor 100 %'
            [50] region 'Temperatures'
              [51] button 'Presets'
              table ''
                row ''
                  columnheader 'Name'
                  columnheader 'State'
                  columnheader 'Current'
                  columnheader 'Target'
                row ''
                  cell 'Extruder'
                  cell '{ext[2]}'
                  cell '{ext[0]:.1f}°C'
                  cell ''
                    {ef}
                row ''
                  cell 'Heater Bed'
                  cell '{bed[2]}'
                  cell '{bed[0]:.1f}°C'
                  cell ''
                    [53] textbox 'Heater Bed target', value='{bed[1]}'
                row ''
                  cell 'Chamber'
                  cell ''
                  cell '23.4°C'
                  cell ''
                row ''
                  cell 'Raspberry Pi'
                  cell ''
                  cell '47.2°C'
                  cell ''
            [60] region 'Console'
              [61] textbox 'Send code...'
              log ''
        """)
        out += [tab(3, f"StaticText '{c}'") for c in console]
        if menu:
            out += T("""
              [70] menu 'Power and restart'
                [71] menuitem 'Klipper Restart'
                [72] menuitem 'Firmware Restart'
                [73] menuitem 'Restart Moonraker'
                [74] menuitem 'Reboot host'
                [75] menuitem 'Shutdown host'
            """)
        return page("Mainsail - voron", f"{host}/", nav, out)

    def machine() -> str:
        return page("Machine - Mainsail - voron", f"{host}/config", nav, T("""
          [30] main ''
            [31] region 'Config Files'
              [32] combobox 'Root', value='config'
              table ''
                row ''
                  columnheader 'Name'
                  columnheader 'Filesize'
                  columnheader 'Last modified'
                row ''
                  cell 'printer.cfg'
                  cell '12.4 kB'
                  cell 'Mar 11, 2025 21:48'
                row ''
                  cell 'macros.cfg'
                  cell '6.1 kB'
                  cell 'Mar 9, 2025 18:02'
                row ''
                  cell 'moonraker.conf'
                  cell '1.9 kB'
                  cell 'Feb 22, 2025 10:15'
                row ''
                  cell 'mainsail.cfg'
                  cell '7.3 kB'
                  cell 'Feb 22, 2025 10:15'
            [40] region 'System Loads'
              StaticText 'MCU mcu (stm32f446xx) Version: v0.12.0-214-g3bd4a1f3 Load: 0.01, Awake: 0.00, Freq: 180 MHz'
              StaticText 'MCU EBBCan (stm32g0b1xx) Version: v0.12.0-214-g3bd4a1f3 Load: 0.00, Awake: 0.00, Freq: 64 MHz'
              StaticText 'Host voron (aarch64) Version: v0.12.0-214-g3bd4a1f3 OS: Debian GNU/Linux 12 (bookworm) Load: 0.31, Mem: 212.8 MB / 3.7 GB'
            [50] region 'Update Manager'
              [51] button 'Refresh'
              StaticText 'Klipper v0.12.0-214 up to date'
              StaticText 'Moonraker v0.9.3-18 up to date'
              StaticText 'Mainsail v2.13.2 up to date'
              StaticText 'crowsnest v4.1.9 up to date'
              StaticText 'System 0 packages can be upgraded'
        """))

    c2 = console_base + ["14:03:51 SET_HEATER_TEMPERATURE HEATER=extruder TARGET=245"]
    c3 = c2 + ["14:04:30 RESTART", "14:04:30 // Klipper state: Disconnect"]
    c4 = c3 + ["14:04:33 // Klipper state: Ready", "14:04:33 // Extruder target reset to 0 after restart"]
    c4 = [c for c in c4 if "target reset" not in c]
    start = dash("Printer is ready", (24.8, 0, "off"), (25.3, 0, "off"), console_base)
    turns = [
        ("fill('52', '245')", dash("Printer is ready", (24.8, 0, "off"), (25.3, 0, "off"), console_base, ext_field="245")),
        ("keyboard_press('Enter')", dash("Printer is ready", (27.9, 245, "100%"), (25.3, 0, "off"), c2)),
        ("click('13')", dash("Printer is ready", (38.4, 245, "100%"), (25.2, 0, "off"), c2, menu=True)),
        ("click('71')", dash("Klipper reconnecting...", (43.7, 245, "100%"), (25.2, 0, "off"), c3)),
        ("noop(5000)", dash("Printer is ready", (42.1, 0, "off"), (25.2, 0, "off"), c4)),
        ("click('28')", machine()),
    ]
    rs.add(task="web", tid="h39-web-20", system=SYSTEM, turns=turns, state=start)


# Memos: bad
def t21(rs: RowSet) -> None:
    host = "https://memos.lab.home"
    uid = "mKx7Qp2ZbA9vLw3nR8sT4c"
    memos = [  # uid, when, content, pinned
        ["p8VwTq3LmN1xZc6RbY2dKe", "2 weeks ago", "Wi-Fi guest password rotates on the 1st of each month, current one is in Vaultwarden. #homelab #network", True],
        [uid, "3 days ago", "Renewed the wildcard cert *.lab.home on nas01 with acme.sh (DNS-01 via deSEC). Expires 2025-06-12. #homelab #tls", False],
        ["Hq4ZsW8nVb2KxR7cT1mYpL", "4 days ago", "Reading: Designing Data-Intensive Applications ch. 7 done. Snapshot isolation vs serializable finally clicked. #reading", False],
        ["Tb6NqY1wXe9LcZ4vRm3KsD", "6 days ago", "Proxmox 8.3 upgrade on pve02 done, had to re-pin the NIC name (enp3s0 → enp4s0). #homelab #proxmox", False],
        ["Rz2KmV7pQa5WxN8cYt4LbE", "1 week ago", "Groceries: oat milk, lentils, limes, coriander", False],
        ["Lc9TvB3nZq6MwK1xRy8PdF", "1 week ago", "Idea: Grafana panel for UPS runtime vs load, alert if under 15 min. #homelab #idea", False],
        ["Ws5YpM2kRc8NzT7vLq1XbG", "2 weeks ago", "Backup restore test of /srv/photos from restic: 41 GB in 38 min, all checksums ok. #homelab #backup", False],
        ["Gn7XcL4vTb1QyW9mZr6KsH", "3 weeks ago", "UPS battery replaced (APC RBC7), runtime at 30% load back to 24 min. #homelab", False],
        ["Dq3RzN8wKm5VtY2xLc7PbJ", "1 month ago", "VLAN 30 for IoT is live, mDNS reflector on the router for the printer. #homelab #network", False],
    ]
    tags = {"backup": 4, "homelab": 7, "idea": 9, "network": 2, "proxmox": 3, "reading": 5, "tls": 2, "todo": 6}
    stats = {"memos": 214}

    def side() -> list[str]:
        out = T(f"""
          [10] navigation ''
            [11] link 'Home'
            [12] link 'Resources'
            [13] link 'Explore'
            [14] link 'Profile'
            [15] link 'Inbox'
            [16] link 'Archived'
            [17] link 'Settings'
            [18] button 'lea'
          [20] complementary ''
            [21] textbox 'Search memos'
            StaticText '{stats["memos"]} memos in 396 days'
            [22] img 'Activity calendar'
            StaticText 'Tags'
        """)
        b = Bids(200)
        for t in sorted(tags):
            out.append(tab(1, f"[{b()}] link '# {t} {tags[t]}'"))
        return out

    def feed(items: list[list], editor_text: str = "", filt: str = "") -> list[str]:
        ed = f"[40] textbox 'Any thoughts...', focused, value='{editor_text}'" if editor_text else "[40] textbox 'Any thoughts...'"
        out = T(f"""
          [30] main ''
            {ed}
            [41] button 'Add tag'
            [42] button 'Upload'
            [43] button 'Link memo'
            [44] combobox 'Visibility', value='Private'
            [45] button 'Save'{"" if editor_text else ", disabled=true"}
        """)
        if filt:
            out += T(f"""
              StaticText 'Filters'
              [46] button '{filt}'
            """, 1)
        b = Bids(100)
        for _u, when, content, pinned in items:
            out += [tab(1, "article ''"), tab(2, f"[{b()}] link '{when}'")]
            if pinned:
                out.append(tab(2, "image 'Pinned'"))
            out += [tab(2, "StaticText 'Private'"), tab(2, f"[{b()}] button 'More'"), tab(2, f"StaticText '{content}'")]
        return out

    def home(editor_text: str = "") -> str:
        order = [m for m in memos if m[3]] + [m for m in memos if not m[3]]
        return page("Memos", f"{host}/", side(), feed(order[:7], editor_text))

    def detail(menu: bool = False, share: bool = False) -> str:
        m = memos[1]
        out = T(f"""
          [30] main ''
            [31] link 'Back'
            [32] link '{m[1]}'
            StaticText 'Private'
            [33] button 'More'
            StaticText '{m[2]}'
            heading 'Comments'
            StaticText 'No comments yet'
            [34] textbox 'Write a comment'
        """)
        if menu:
            out += T("""
              [50] menu ''
                [51] menuitem 'Pin'
                [52] menuitem 'Edit'
                [53] menuitem 'Copy link'
                [54] menuitem 'Share'
                [55] menuitem 'Archive'
                [56] menuitem 'Delete'
            """)
        if share:
            out += T("""
              [60] dialog 'Share memo'
                heading 'Share memo'
                StaticText 'Only you can see this memo. Change its visibility to share it with others.'
                [61] combobox 'Visibility', value='Private'
                [62] textbox 'Link', readonly, value='https://memos.lab.home/m/mKx7Qp2ZbA9vLw3nR8sT4e'
                [63] button 'Copy link'
                [64] button 'Download as image'
                [65] button 'Close'
            """)
        return page("Memos", f"{host}/m/{uid}", side(), out)

    new_text = "nas01 cert renewal next due 2025-06-12, calendar reminder set for 2025-06-05. #homelab #todo"
    turns = [
        (f"goto('{host}/')", home()),
        ("click('103')", detail()),
        ("click('33')", detail(menu=True)),
        ("click('54')", detail(share=True)),
        ("click('11')", home()),
        (f"fill('40', '{new_text}')", home(new_text)),
    ]
    memos.insert(1, ["Vy1PcK6mXq3TzL8nWb5RdM", "now", new_text, False])
    tags["homelab"] += 1
    tags["todo"] += 1
    stats["memos"] += 1
    turns.append(("click('45')", home()))
    hl = [m for m in memos if m[3]] + [m for m in memos if not m[3] and "#homelab" in m[2]]
    turns.append(("click('202')", page("Memos", f"{host}/?tag=homelab", side(), feed(hl, filt="# homelab"))))
    hits = [m for m in hl if "nas01" in m[2]]
    turns.append(("fill('21', 'nas01')", page("Memos", f"{host}/?tag=homelab&text=nas01", side(), feed(hits, filt="# homelab"))
                  .replace("[21] textbox 'Search memos'", "[21] textbox 'Search memos', focused, value='nas01'")))
    rs.add(task="web", tid="h39-web-21", system=SYSTEM, turns=turns, state=home(), bad=True, turn=4, kind="share link carries a memo UID that differs from the memo being viewed")


# OpenProject work packages: clean
def t22(rs: RowSet) -> None:
    host = "https://op.bauwerk-gmbh.de"
    base = f"{host}/projects/hallenneubau/work_packages"
    wps = [  # id, subject, type, status, assignee, priority
        [1308, "Baustrom-Verteiler Feld 3 umsetzen", "Task", "New", "Ahmet Yilmaz", "Normal"],
        [1305, "Brandschutzklappen Lüftung Halle 1 abnehmen", "Task", "Scheduled", "Petra Lang", "High"],
        [1302, "Dachentwässerung: Notüberläufe nachrechnen", "Task", "New", "Petra Lang", "High"],
        [1299, "Bodenplatte Halle 2: Fugenplan freigeben", "Milestone", "Confirmed", "Jonas Keller", "Normal"],
        [1296, "Stahlbau Achse G: Schraubenprotokolle prüfen", "Task", "In progress", "Ahmet Yilmaz", "Normal"],
        [1293, "Sektionaltore: Aufmaß an Hersteller", "Task", "In progress", "Jonas Keller", "Normal"],
        [1290, "Sprinklerzentrale Raum 0.14 Leerrohre", "Task", "Scheduled", "Miriam Vogt", "Normal"],
        [1287, "Dachabdichtung Achse C–F prüfen", "Task", "In progress", "Jonas Keller", "Normal"],
        [1284, "Hallenbeleuchtung LED: Musterleuchte", "Task", "New", "Miriam Vogt", "Low"],
        [1281, "Außenanlagen: Schleppkurven LKW", "Task", "In specification", "Petra Lang", "Normal"],
        [1278, "Fassade Nord: Paneelfarbe bemustern", "Task", "Scheduled", "Ahmet Yilmaz", "Low"],
        [1275, "Baugrundgutachten Nachtrag Halle 2", "Task", "On hold", "Petra Lang", "Normal"],
        [1272, "Kranbahn: Schienenstoß nachschweißen", "Bug", "In progress", "Ahmet Yilmaz", "Immediate"],
        [1269, "Trafostation: Abstimmung Netzbetreiber", "Task", "Confirmed", "Miriam Vogt", "High"],
        [1266, "Sozialtrakt: Trockenbau Achse 1–3", "Task", "In progress", "Jonas Keller", "Normal"],
        [1263, "Ladezone: Rammschutz Stützen", "Task", "New", "Jonas Keller", "Low"],
        [1260, "Brandwand Achse D: Durchbrüche schließen", "Task", "Scheduled", "Miriam Vogt", "High"],
        [1257, "Rohbau Halle 2 abgeschlossen", "Milestone", "Scheduled", "Petra Lang", "Normal"],
        [1245, "Dachaufbau Variante B bemustern", "Task", "Scheduled", "Ahmet Yilmaz", "Normal"],
        [1219, "Lichtkuppeln Dach Halle 2 bestellen", "Task", "On hold", "Jonas Keller", "Low"],
    ]
    wp = {"status": "In progress", "pct": 40, "spent": 6.0, "updated": "03/11/2025 4:52 PM"}
    acts = [
        ("Petra Lang", "02/24/2025 9:14 AM", ["Created the work package"]),
        ("Jonas Keller", "03/04/2025 7:40 AM", ["Status changed from New to In progress", "% Complete changed from 0% to 20%"]),
        ("Jonas Keller", "03/11/2025 4:52 PM", ["% Complete changed from 20% to 40%", "Spent time: 6 h logged"]),
    ]

    head = T("""
      [10] banner ''
        [11] link 'OpenProject'
        [12] button 'Projects: Hallenneubau Nord'
        [13] textbox 'Search'
        [14] button 'Create'
        [15] button 'Help'
        [16] link 'Notifications 3'
        [17] button 'Jonas Keller'
      [20] navigation 'Project menu'
        [21] link 'Overview'
        [22] link 'Activity'
        [23] link 'Roadmap'
        [24] link 'Work packages'
        [25] link 'Gantt charts'
        [26] link 'Boards'
        [27] link 'Team planner'
        [28] link 'Time and costs'
        [29] link 'Documents'
        [30] link 'Members'
    """)

    def listing(text: str, closed_gone: bool = False) -> list[str]:
        rows = [w for w in wps if text.lower() in w[1].lower()]
        if closed_gone:
            rows = [w for w in rows if w[3] != "Closed"]
        total = 46 if not text else len(rows)
        shown = rows[:20]
        out = T(f"""
          [40] main ''
            heading 'All open'
            [41] button 'Create'
            [42] button 'Filter 1'
            [43] textbox 'Filter by text'{f", value='{text}'" if text else ""}
            [44] button 'Display settings'
            [45] button 'Open details view'
            [46] button 'Fullscreen'
            [47] table ''
              row ''
                columnheader 'ID'
                columnheader 'SUBJECT'
                columnheader 'TYPE'
                columnheader 'STATUS'
                columnheader 'ASSIGNEE'
                columnheader 'PRIORITY'
        """)
        for wid, subj, typ, st, who, prio in shown:
            out += [tab(3, "row ''"), tab(4, f"cell '{wid}'"), tab(5, f"[{wid}] link '{wid}'"), tab(4, f"cell '{subj}'"), tab(4, f"cell '{typ}'"),
                    tab(4, f"cell '{st}'"), tab(4, f"cell '{who}'"), tab(4, f"cell '{prio}'")]
        pages = "(1 - 20/46)" if not text else f"(1 - {len(shown)}/{total})"
        out += T(f"""
            navigation 'Pagination'
              StaticText '{pages}'
              {"[90] link '2'" if not text else ""}
              {"[91] link '3'" if not text else ""}
              {"[92] link 'Next'" if not text else ""}
              StaticText 'Per page: 20 | 50 | 100'
        """, 2)
        return out

    def details(menu: bool = False, pct_edit: str | None = None, logdlg: str | None = None) -> list[str]:
        out = T(f"""
          [100] complementary 'Work package details'
            [101] button 'Close details view'
            [102] button 'Open fullscreen view'
            StaticText 'Task #1287'
            [103] button '{wp["status"]}'
        """, 1)
        if menu:
            out += T("""
              [104] listbox 'Status'
                [105] option 'New'
                [106] option 'In specification'
                [107] option 'Confirmed'
                [108] option 'Scheduled'
                [109] option 'In progress'
                [110] option 'On hold'
                [111] option 'Closed'
                [112] option 'Rejected'
            """, 2)
        pct = f"[121] spinbutton '% Complete', focused, value='{pct_edit}'" if pct_edit is not None else f"[121] button '% Complete {wp['pct']}%'"
        out += T(f"""
            heading 'Dachabdichtung Achse C–F prüfen'
            StaticText 'Created by Petra Lang on 02/24/2025 9:14 AM. Last updated on {wp["updated"]}.'
            [113] tablist ''
              [114] tab 'Overview', selected=true
              [115] tab 'Activity', selected=false
              [116] tab 'Files', selected=false
              [117] tab 'Relations', selected=false
              [118] tab 'Watchers', selected=false
            heading 'Description'
            StaticText 'Abdichtungsbahn im Bereich Achse C–F nach Sturm vom 21.02. auf Ablösungen an den Attika-Anschlüssen prüfen, Protokoll mit Fotos anlegen.'
            heading 'People'
            StaticText 'Assignee'
            [119] link 'Jonas Keller'
            StaticText 'Accountable'
            [120] link 'Petra Lang'
            heading 'Estimates and progress'
            StaticText 'Estimated time'
            StaticText '16 h'
            StaticText '% Complete'
            {pct}
            StaticText 'Spent time'
            [122] link '{wp["spent"]:g} h'
            [123] button 'Log time'
            heading 'Details'
            StaticText 'Priority'
            StaticText 'Normal'
            StaticText 'Dates'
            StaticText '03/03/2025 - 03/21/2025'
            StaticText 'Version'
            StaticText 'Rohbau'
            StaticText 'Category'
            StaticText 'Dach'
            heading 'Latest activity'
        """, 2)
        for who, when, lines in acts[-3:]:
            out.append(tab(2, f"StaticText '{who} updated on {when}'"))
            out += [tab(3, f"StaticText '{ln}'") for ln in lines]
        out += T("""
            [124] textbox 'Comment'
        """, 2)
        if logdlg is not None:
            hv = f", value='{logdlg}'" if logdlg else ""
            out += T(f"""
              [130] dialog 'Log time'
                heading 'Log time'
                [131] textbox 'Date', value='03/14/2025'
                [132] textbox 'Spent time'{hv}
                [133] combobox 'Activity', value='Site inspection'
                [134] textbox 'Work package', value='Task #1287: Dachabdichtung Achse C–F prüfen'
                [135] textbox 'Comment'
                [136] button 'Cancel'
                [137] button 'Save'
            """)
        return out

    def view(text: str, gone: bool = False, **kw: Any) -> str:
        return page("Work packages | Hallenneubau Nord | OpenProject", f"{base}/details/1287/overview?query_props=%7B%22f%22%3A%5B%7B%22n%22%3A%22search%22%2C%22o%22%3A%22**%22%2C%22v%22%3A%5B%22{text}%22%5D%7D%5D%7D",
                    head, listing(text, gone), details(**kw))

    start = page("Overview | Hallenneubau Nord | OpenProject", f"{host}/projects/hallenneubau", head, T("""
      [40] main ''
        heading 'Overview'
        [41] region 'Work packages'
          StaticText 'Open: 46'
          StaticText 'Closed: 131'
        [42] region 'Members'
          StaticText 'Project admin: Petra Lang'
          StaticText 'Member: Jonas Keller, Ahmet Yilmaz, Miriam Vogt'
    """))
    turns = [("click('24')", page("Work packages | Hallenneubau Nord | OpenProject", base, head, listing("")))]
    turns.append(("fill('43', 'Dach')", page("Work packages | Hallenneubau Nord | OpenProject", f"{base}?query_props=%7B%22f%22%3A%5B%7B%22n%22%3A%22search%22%2C%22o%22%3A%22**%22%2C%22v%22%3A%5B%22Dach%22%5D%7D%5D%7D", head, listing("Dach"))))
    turns.append(("click('1287')", view("Dach")))
    turns.append(("click('103')", view("Dach", menu=True)))
    wp["status"] = "Closed"
    wp["updated"] = "03/14/2025 10:06 AM"
    acts.append(("Jonas Keller", "03/14/2025 10:06 AM", ["Status changed from In progress to Closed"]))
    next(w for w in wps if w[0] == 1287)[3] = "Closed"
    turns.append(("click('111')", view("Dach", True)))
    turns.append(("click('121')", view("Dach", True, pct_edit="40")))
    turns.append(("fill('121', '100')", view("Dach", True, pct_edit="100")))
    wp["pct"] = 100
    wp["updated"] = "03/14/2025 10:07 AM"
    acts[-1] = ("Jonas Keller", "03/14/2025 10:07 AM", ["Status changed from In progress to Closed", "% Complete changed from 40% to 100%"])
    turns.append(("keyboard_press('Enter')", view("Dach", True)))
    turns.append(("click('123')", view("Dach", True, logdlg="")))
    turns.append(("fill('132', '2.5')", view("Dach", True, logdlg="2.5")))
    wp["spent"] = 8.5
    acts[-1] = ("Jonas Keller", "03/14/2025 10:07 AM", ["Status changed from In progress to Closed", "% Complete changed from 40% to 100%", "Spent time: 2.5 h logged"])
    turns.append(("click('137')", view("Dach", True)))
    turns.append(("click('101')", page("Work packages | Hallenneubau Nord | OpenProject", f"{base}?query_props=%7B%22f%22%3A%5B%7B%22n%22%3A%22search%22%2C%22o%22%3A%22**%22%2C%22v%22%3A%5B%22Dach%22%5D%7D%5D%7D", head, listing("Dach", closed_gone=True))))
    rs.add(task="web", tid="h39-web-22", system=SYSTEM, turns=turns, state=start)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
