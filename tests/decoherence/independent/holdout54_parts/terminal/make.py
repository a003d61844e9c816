# ruff: noqa: E501
"""Held-out set h54, domain ``terminal``: 22 shell sessions in a tmux pane on developer tools.

Eleven trajectories hold exactly one contradiction (an observation that conflicts with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes (edits, rebuilds, restarts with new process ids, moving clocks, filtered views).
Running this module writes ``terminal_test.jsonl`` and ``labels.json`` beside it.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after the given keystrokes are executed. Be as faithful as possible to real terminal behavior while keeping the whole interaction consistent and logically correct.

## Task Definition

Given:
1. **Historical Context**: the previous turns of this terminal session
2. **Current Terminal State**: the visible screen, including the prompt and prior output
3. **User Action**: a sequence of keystrokes sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

## State and Consistency

- Track the working directory (shown in the prompt), environment variables, the file system, installed packages and tool versions, background jobs and running processes across turns.
- File operations must agree with earlier commands (e.g. `cat file.txt` after `rm file.txt` must fail); directory listings reflect every accumulated change.
- The prompt format must match the pattern established by the initial state; interactive programs (gdb, REPLs, editors, y/n questions) show their own prompts until they exit.
- No conflicts with previously established state: ids, versions, sizes, counts and timestamps stay what they were unless an action changed them.

## Action Format

Actions are a JSON array of objects:

```json
[
  {"keystrokes": "ls -la\\n", "duration": 0.1}
]
```

- `keystrokes` is raw terminal input, verbatim. A command executes only when it ends with `\\n`.
- Control keys use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear). `\\u001b` is ESC.
- Empty keystrokes (`""`) with a duration mean: wait, then show what appeared on the screen meanwhile.
- An empty array (`[]`) signals task completion.

## Time and Blocking

| Duration | Expected behavior |
|----------|-------------------|
| 0.1 s | Instant commands complete, full output |
| 1.0-5.0 s | Normal commands complete, full output |
| 10.0-60.0 s and more | Long-running commands may still be running: show partial output and no new prompt |

## Output Requirements

1. **Command echo**: the command as typed, on the prompt line
2. **Command output**: all stdout and stderr, in execution order
3. **New prompt**: when the command has completed
4. **Exact formatting**: whitespace, line breaks and special characters as a real terminal shows them. The pane shows about 40 lines; older output scrolls off.

Use plausible paths, permissions, sizes, ids and timestamps and realistic error messages and exit behavior. Reply with the predicted screen after **Environment Observation:**."""


def wait(screen: str, duration: float) -> tuple[str, str]:
    """A wait action (empty keystrokes) and the screen it shows."""
    return jblock([{"keystrokes": "", "duration": duration}]), clip(screen)


def clip(screen: str, limit: int = 40) -> str:
    lines = screen.split("\n")
    return "\n".join(lines[-limit:])


class EnvPane(Pane):
    """A pane whose prompt carries an environment prefix, as venv and conda print it."""

    def __init__(self, user: str, host: str, cwd: str, env: str, style: str = "debian") -> None:
        super().__init__(user, host, cwd, style)
        self.env = env

    @property
    def prompt(self) -> str:
        base = super().prompt
        return f"({self.env}) {base}" if self.env else base


class Job:
    """A long-running command whose screen grows over several turns."""

    def __init__(self, pane: Pane, cmd: str) -> None:
        self.pane, self.cmd = pane, cmd
        self.head = f"{pane.prompt} {cmd}"

    def start(self, partial: str, duration: float) -> tuple[str, str]:
        return keys(self.cmd, duration), clip(self.head + ("\n" + partial.rstrip("\n") if partial else ""))

    def more(self, partial: str, duration: float) -> tuple[str, str]:
        return wait(self.head + "\n" + partial.rstrip("\n"), duration)

    def done(self, full: str, duration: float) -> tuple[str, str]:
        return wait(self.head + "\n" + full.rstrip("\n") + "\n" + self.pane.prompt, duration)


def run_clipped(pane: Pane, cmd: str, out: str, duration: float = 1.0) -> tuple[str, str]:
    action, text = pane.run(cmd, out, duration=duration)
    return action, clip(text)


def ctable(rows: list[tuple[str, float, int, int]], strace: bool = False) -> str:
    """An ltrace -c / strace -c summary table: (name, seconds, calls, errors), sorted by time."""
    rows = sorted(rows, key=lambda r: -r[1])
    tot = sum(r[1] for r in rows)
    calls = sum(r[2] for r in rows)
    errs = sum(r[3] for r in rows)
    if strace:
        out = ["% time     seconds  usecs/call     calls    errors syscall",
               "------ ----------- ----------- --------- --------- ----------------"]
    else:
        out = ["% time     seconds  usecs/call     calls      function",
               "------ ----------- ----------- --------- --------------------"]
    for name, sec, n, e in rows:
        pct = 100.0 * sec / tot
        usec = int(sec * 1e6 / n)
        if strace:
            out.append(f"{pct:6.2f} {sec:11.6f} {usec:11d} {n:9d} {(str(e) if e else ''):>9} {name}")
        else:
            out.append(f"{pct:6.2f} {sec:11.6f} {usec:11d} {n:9d} {name}")
    out.append(out[1])
    if strace:
        out.append(f"100.00 {tot:11.6f} {int(tot * 1e6 / calls):11d} {calls:9d} {errs:9d} total")
    else:
        out.append(f"100.00 {tot:11.6f}             {calls:9d} total")
    return "\n".join(out)


def perf_stat(label: str, cycles: int, instr: int, misses: int, elapsed: str, user: str, sys_: str) -> str:
    ipc = instr / cycles
    return (f"\n Performance counter stats for '{label}':\n\n"
            f"{cycles:>18,}      cycles\n"
            f"{instr:>18,}      instructions                     #    {ipc:.2f}  insn per cycle\n"
            f"{misses:>18,}      cache-misses\n\n"
            f"{elapsed:>20} seconds time elapsed\n\n"
            f"{user:>20} seconds user\n"
            f"{sys_:>20} seconds sys\n")


def size_table(rows: list[tuple[int, int, int, str]]) -> str:
    out = ["   text\t   data\t    bss\t    dec\t    hex\tfilename"]
    for text, data, bss, name in rows:
        dec = text + data + bss
        out.append(f"{text:7d}\t{data:7d}\t{bss:7d}\t{dec:7d}\t{dec:7x}\t{name}")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------
# 01 git: submodules, worktrees, bisect (clean)

def t01(rs: RowSet) -> None:
    p = Pane("lena", "ws-lena", "/home/lena/src/mapforge")
    state = p.prompt
    t = []
    t.append(p.run("git status -sb", "## main...origin/main\n M src/render/raster.cc\n M third_party/sqlite-amalgamation\n?? notes/bisect.txt", duration=0.5))
    t.append(p.run("git submodule status",
                   " 4f1c2a9e3b7d80c6a5e1f2d3c4b5a69788e0d1f2 third_party/protozero (v1.7.1)\n"
                   "+9a0b3c5d7e1f2a4b6c8d0e2f4a6b8c0d2e4f6a81 third_party/sqlite-amalgamation (3.45.1-2-g9a0b3c5)\n"
                   " e2d4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0 third_party/vtzero (v1.1.0-7-ge2d4f6a)", duration=0.5))
    t.append(p.run("git submodule update --init third_party/sqlite-amalgamation",
                   "Submodule path 'third_party/sqlite-amalgamation': checked out '3c7e91d04a5b6f2e8d1c0a9b7f6e5d4c3b2a1908'", duration=2.0))
    t.append(p.run("git submodule status",
                   " 4f1c2a9e3b7d80c6a5e1f2d3c4b5a69788e0d1f2 third_party/protozero (v1.7.1)\n"
                   " 3c7e91d04a5b6f2e8d1c0a9b7f6e5d4c3b2a1908 third_party/sqlite-amalgamation (3.45.1)\n"
                   " e2d4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0 third_party/vtzero (v1.1.0-7-ge2d4f6a)", duration=0.5))
    t.append(p.run("git worktree add ../mapforge-bisect HEAD",
                   "Preparing worktree (detached HEAD 7d21c3e)\nHEAD is now at 7d21c3e render: clamp zoom before computing tile bounds", duration=2.0))
    t.append(p.run("git worktree list",
                   "/home/lena/src/mapforge         7d21c3e [main]\n/home/lena/src/mapforge-bisect  7d21c3e (detached HEAD)", duration=0.5))
    t.append(p.run("cd ../mapforge-bisect && git submodule update --init --quiet && git bisect start HEAD v2.3.0",
                   "Bisecting: 23 revisions left to test after this (roughly 5 steps)\n"
                   "[b4e8a1790c3d5e2f6a8b1c4d7e9f0a2b3c5d6e8f] tiles: share edge cache between neighbouring workers",
                   cd="/home/lena/src/mapforge-bisect", duration=15.0))
    t.append(p.run("make -s -j8 tilecheck && ./build/tilecheck --seams fixtures/z14.mbtiles",
                   "tilecheck: reading 4096 tiles from fixtures/z14.mbtiles (zoom 14, 64x64 block)\n"
                   "checked 4096 tiles in 3.41s: 0 seam mismatches", duration=60.0))
    t.append(p.run("git bisect good",
                   "Bisecting: 11 revisions left to test after this (roughly 4 steps)\n"
                   "[1f09d6c2a4b8e7f13d5c9a0b6e2f4d8c1a3b5e79] render: reuse scratch buffers across raster passes", duration=1.0))
    t.append(p.run("make -s -j8 tilecheck && ./build/tilecheck --seams fixtures/z14.mbtiles",
                   "tilecheck: reading 4096 tiles from fixtures/z14.mbtiles (zoom 14, 64x64 block)\n"
                   "checked 4096 tiles in 3.12s: 37 seam mismatches (first at 14/8514/5504, max delta 41)", duration=60.0))
    t.append(p.run("git bisect bad",
                   "Bisecting: 5 revisions left to test after this (roughly 3 steps)\n"
                   "[c3a5f8e2d1b04a9c7e6f3d2b1a0c9e8f7d6b5a43] tiles: drop duplicate edge pixels when stitching", duration=1.0))
    t.append(p.run("git worktree list",
                   "/home/lena/src/mapforge         7d21c3e [main]\n/home/lena/src/mapforge-bisect  c3a5f8e (detached HEAD)", duration=0.5))
    rs.add("terminal", "h54-terminal-01", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 02 ccache (contradiction: the max_size set with -M 8G reads back as the 5.0G default)

def ccache_stats(cacheable: int, total: int, hits: int, direct: int, pre: int, size: str, pct: str) -> str:
    unc = total - cacheable
    miss = cacheable - hits

    def frac(a: int, b: int) -> str:
        v = 100.0 * a / b if b else 0.0
        return "(100.0%)" if v >= 99.995 else f"({v:5.2f}%)"
    return (f"Cacheable calls:   {cacheable:4d} / {total:4d} {frac(cacheable, total)}\n"
            f"  Hits:            {hits:4d} / {cacheable:4d} {frac(hits, cacheable)}\n"
            f"    Direct:        {direct:4d} / {hits:4d} {frac(direct, hits)}\n"
            f"    Preprocessed:  {pre:4d} / {hits:4d} {frac(pre, hits)}\n"
            f"  Misses:          {miss:4d} / {cacheable:4d} {frac(miss, cacheable)}\n"
            f"Uncacheable calls: {unc:4d} / {total:4d} {frac(unc, total)}\n"
            f"Local storage:\n"
            f"  Cache size (GB): {size} ({pct})\n"
            f"  Hits:            {hits:4d} / {cacheable:4d} {frac(hits, cacheable)}\n"
            f"  Misses:          {miss:4d} / {cacheable:4d} {frac(miss, cacheable)}")


def t02(rs: RowSet) -> None:
    p = Pane("build", "ci-runner-07", "/home/build/work/netq")
    state = p.prompt
    t = []
    t.append(p.run("ccache --version | head -1", "ccache version 4.9.1", duration=0.3))
    t.append(p.run("ccache -M 8G && ccache -o compression_level=3", "Set cache size limit to 8.0 GB", duration=0.3))
    t.append(p.run("ccache -z && make -j16 >/dev/null && ccache -s",
                   "Statistics zeroed\n" + ccache_stats(412, 431, 0, 0, 0, "0.4 / 8.0", " 5.13%"), duration=90.0))
    t.append(p.run("make clean >/dev/null && ccache -z && time make -j16 >/dev/null && ccache -s",
                   "Statistics zeroed\n\nreal\t0m7.842s\nuser\t0m21.305s\nsys\t0m9.118s\n"
                   + ccache_stats(412, 431, 412, 409, 3, "0.4 / 8.0", " 5.13%"), duration=20.0))
    t.append(p.run("ccache -p | grep -E 'cache_dir|compression|max_size'",
                   "(default) cache_dir = /home/build/.cache/ccache\n"
                   "(default) compression = true\n"
                   "(/home/build/.config/ccache/ccache.conf) compression_level = 3\n"
                   "(default) max_size = 5.0G", duration=0.3))
    t.append(p.run("touch src/core/ring_buffer.c && make -j16 2>&1 | tail -3",
                   "  CC       src/core/ring_buffer.o\n  AR       libnetq.a\n  LD       netqd", duration=5.0))
    t.append(p.run("ccache -s", ccache_stats(413, 433, 413, 410, 3, "0.4 / 8.0", " 5.13%"), duration=0.3))
    t.append(p.run("du -sh ~/.cache/ccache", "392M\t/home/build/.cache/ccache", duration=0.5))
    rs.add("terminal", "h54-terminal-02", SYSTEM, t, state=state, bad=True, turn=5,
           kind="ccache -p reports max_size = 5.0G (default) although ccache -M 8G set the limit to 8.0 GB and the stats showed / 8.0")


# ---------------------------------------------------------------------------------------------------
# 03 terraform (contradiction: the id of aws_instance.web[1] in state show differs from the one created)

TF_PLAN_TAIL = """      + vpc_security_group_ids               = (known after apply)
    }

  # aws_instance.web[1] will be created
  + resource "aws_instance" "web" {
      + ami                                  = "ami-0a1b2c3d4e5f67890"
      + arn                                  = (known after apply)
      + id                                   = (known after apply)
      + instance_type                        = "t3.small"
      + private_ip                           = (known after apply)
      + subnet_id                            = "subnet-0d93a4c1e7b25f860"
      + tags                                 = {
          + "Env"  = "staging"
          + "Name" = "web-staging-1"
        }
      + vpc_security_group_ids               = (known after apply)
    }

  # aws_security_group.web will be created
  + resource "aws_security_group" "web" {
      + arn                                  = (known after apply)
      + id                                   = (known after apply)
      + name                                 = "web-staging"
      + vpc_id                               = "vpc-05e2c7d9a3b1f4860"
    }

Plan: 4 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + instance_ids      = [
      + (known after apply),
      + (known after apply),
    ]
  + public_ip         = (known after apply)
  + security_group_id = (known after apply)

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\""""


def t03(rs: RowSet) -> None:
    p = Pane("ops", "bastion-eu1", "/home/ops/infra/envs/staging")
    state = p.prompt
    t = []
    t.append(p.run("terraform version", "Terraform v1.7.5\non linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.41.0", duration=1.0))
    t.append(p.run("terraform plan -out=tfplan -no-color | tail -40", TF_PLAN_TAIL, duration=15.0))
    job = Job(p, "terraform apply -no-color tfplan")
    part = ("aws_security_group.web: Creating...\n"
            "aws_security_group.web: Creation complete after 3s [id=sg-0c5e1f7a9b3d2e481]\n"
            "aws_instance.web[1]: Creating...\n"
            "aws_instance.web[0]: Creating...")
    full = (part + "\n"
            "aws_instance.web[0]: Still creating... [10s elapsed]\n"
            "aws_instance.web[1]: Still creating... [10s elapsed]\n"
            "aws_instance.web[1]: Creation complete after 13s [id=i-07f3c2a9d1e84b65c]\n"
            "aws_instance.web[0]: Creation complete after 14s [id=i-0b8d41e6a2c97f305]\n"
            "aws_eip.web: Creating...\n"
            "aws_eip.web: Creation complete after 2s [id=eipalloc-0e6a93b1f47c2d058]\n\n"
            "Apply complete! Resources: 4 added, 0 changed, 0 destroyed.\n\n"
            "Outputs:\n\n"
            "instance_ids = [\n  \"i-0b8d41e6a2c97f305\",\n  \"i-07f3c2a9d1e84b65c\",\n]\n"
            "public_ip = \"3.122.47.219\"\n"
            "security_group_id = \"sg-0c5e1f7a9b3d2e481\"")
    t.append(job.start(part, 8.0))
    t.append(job.done(full, 20.0))
    t.append(p.run("terraform state list", "aws_eip.web\naws_instance.web[0]\naws_instance.web[1]\naws_security_group.web", duration=2.0))
    t.append(p.run("sed -i 's/instance_type = \"t3.small\"/instance_type = \"t3.medium\"/' main.tf && terraform plan -no-color | grep -E 'Refreshing|^\\s+[~#]|^Plan:'",
                   "aws_security_group.web: Refreshing state... [id=sg-0c5e1f7a9b3d2e481]\n"
                   "aws_instance.web[1]: Refreshing state... [id=i-07f3c2a9d1e84b65c]\n"
                   "aws_instance.web[0]: Refreshing state... [id=i-0b8d41e6a2c97f305]\n"
                   "aws_eip.web: Refreshing state... [id=eipalloc-0e6a93b1f47c2d058]\n"
                   "  # aws_instance.web[0] will be updated in-place\n"
                   "  ~ resource \"aws_instance\" \"web\" {\n"
                   "      ~ instance_type                        = \"t3.small\" -> \"t3.medium\"\n"
                   "        # (30 unchanged attributes hidden)\n"
                   "        # (8 unchanged blocks hidden)\n"
                   "  # aws_instance.web[1] will be updated in-place\n"
                   "  ~ resource \"aws_instance\" \"web\" {\n"
                   "      ~ instance_type                        = \"t3.small\" -> \"t3.medium\"\n"
                   "        # (30 unchanged attributes hidden)\n"
                   "        # (8 unchanged blocks hidden)\n"
                   "Plan: 0 to add, 2 to change, 0 to destroy.", duration=15.0))
    t.append(p.run("terraform state show 'aws_instance.web[1]' | grep -E '^\\s+(arn|id|instance_type|private_ip|subnet_id) '",
                   "    arn                                  = \"arn:aws:ec2:eu-central-1:418227306511:instance/i-07f3c2a9d1e84b56c\"\n"
                   "    id                                   = \"i-07f3c2a9d1e84b56c\"\n"
                   "    instance_type                        = \"t3.small\"\n"
                   "    private_ip                           = \"10.40.2.117\"\n"
                   "    subnet_id                            = \"subnet-0d93a4c1e7b25f860\"", duration=2.0))
    t.append(p.run("terraform apply -auto-approve -no-color | grep -E 'Modif|Apply'",
                   "aws_instance.web[0]: Modifying... [id=i-0b8d41e6a2c97f305]\n"
                   "aws_instance.web[1]: Modifying... [id=i-07f3c2a9d1e84b65c]\n"
                   "aws_instance.web[1]: Modifications complete after 1m4s [id=i-07f3c2a9d1e84b65c]\n"
                   "aws_instance.web[0]: Modifications complete after 1m2s [id=i-0b8d41e6a2c97f305]\n"
                   "Apply complete! Resources: 0 added, 2 changed, 0 destroyed.", duration=90.0))
    t.append(p.run("terraform output -json instance_ids", "[\"i-0b8d41e6a2c97f305\",\"i-07f3c2a9d1e84b65c\"]", duration=2.0))
    rs.add("terminal", "h54-terminal-03", SYSTEM, t, state=state, bad=True, turn=7,
           kind="state show gives aws_instance.web[1] the id i-07f3c2a9d1e84b56c, but apply and the refresh created and listed it as i-07f3c2a9d1e84b65c")


# ---------------------------------------------------------------------------------------------------
# 04 ltrace (clean)

def confgen_rows(n: int, scale: float, with_file: bool) -> list[tuple[str, float, int, int]]:
    base = [("snprintf", 0.018734, 4), ("strlen", 0.004211, 4), ("fputs", 0.006930, 1),
            ("malloc", 0.002874, 1), ("free", 0.002306, 1)]
    rows = [(name, round(sec * scale, 6), k * n, 0) for name, sec, k in base]
    rows += [("getenv", 0.000191, 3, 0), ("setlocale", 0.000412, 1, 0), ("fflush", 0.000088, 1, 0)]
    if with_file:
        rows += [("fopen", 0.000231, 1, 0), ("fclose", 0.000164, 1, 0)]
    return rows


def t04(rs: RowSet) -> None:
    p = Pane("dev", "fedora-ws", "/home/dev/bugs/confgen", style="rhel")
    state = p.prompt
    t = []
    t.append(p.run("ltrace -c ./confgen -n 100 > /dev/null", ctable(confgen_rows(100, 1.0, False)), duration=2.0))
    t.append(p.run("ltrace -c ./confgen -n 1000 > /dev/null", ctable(confgen_rows(1000, 9.87, False)), duration=5.0))
    t.append(p.run("ltrace -e getenv ./confgen -n 1",
                   "confgen->getenv(\"CONFGEN_TEMPLATE\")                                   = nil\n"
                   "confgen->getenv(\"HOME\")                                               = \"/home/dev\"\n"
                   "confgen->getenv(\"CONFGEN_SEED\")                                       = nil\n"
                   "node-0001 port=40213 token=9f3a1c\n"
                   "+++ exited (status 0) +++", duration=1.0))
    t.append(p.run("CONFGEN_SEED=42 ltrace -e getenv ./confgen -n 1",
                   "confgen->getenv(\"CONFGEN_TEMPLATE\")                                   = nil\n"
                   "confgen->getenv(\"HOME\")                                               = \"/home/dev\"\n"
                   "confgen->getenv(\"CONFGEN_SEED\")                                       = \"42\"\n"
                   "node-0001 port=31877 token=a04e6b\n"
                   "+++ exited (status 0) +++", duration=1.0))
    t.append(p.run("ltrace -tt -e fopen+fclose ./confgen -n 3 -o out.conf",
                   "14:22:07.418233 confgen->fopen(\"out.conf\", \"w\")                      = 0x1c6f2a0\n"
                   "14:22:07.419015 confgen->fclose(0x1c6f2a0)                            = 0\n"
                   "14:22:07.419204 +++ exited (status 0) +++", duration=1.0))
    body = "node-0001 port=52144 token=1be07d\nnode-0002 port=47309 token=e81c44\nnode-0003 port=38862 token=07a9f2\n"
    t.append(p.run("ls -l out.conf && cat out.conf",
                   f"-rw-r--r--. 1 dev dev {len(body)} Jun 11 14:22 out.conf\n" + body, duration=0.3))
    t.append(p.run("ltrace -c ./confgen -n 100 -o out.conf", ctable(confgen_rows(100, 1.04, True)), duration=2.0))
    rs.add("terminal", "h54-terminal-04", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 05 cargo (clean)

CARGO_DEPS = ["memchr v2.7.2", "utf8parse v0.2.1", "anstyle v1.0.7", "colorchoice v1.0.1", "is_terminal_polyfill v1.70.0",
              "anstyle-query v1.0.3", "regex-syntax v0.8.3", "strsim v0.11.1", "clap_lex v0.7.0", "anstyle-parse v0.2.4",
              "anstream v0.6.14", "aho-corasick v1.1.3", "clap_builder v4.5.2", "regex-automata v0.4.6", "clap v4.5.4",
              "regex v1.10.4"]
SERDE_DEPS = ["proc-macro2 v1.0.85", "unicode-ident v1.0.12", "serde v1.0.203", "quote v1.0.36", "syn v2.0.66",
              "serde_derive v1.0.203"]
LOGSLICE_TESTS = ["filter::tests::empty_pattern_matches_all", "filter::tests::invert_match", "filter::tests::level_threshold",
                  "parse::tests::iso8601_with_offset", "parse::tests::journald_short_precise", "parse::tests::rejects_garbage",
                  "parse::tests::syslog_rfc3164", "range::tests::open_ended_since", "range::tests::relative_minutes",
                  "range::tests::slow_large_file_scan", "range::tests::slow_many_ranges", "range::tests::until_before_since_is_error"]


def comp(names: list[str]) -> str:
    return "\n".join(f"   Compiling {n}" for n in names)


def cargo_test(skip_slow: bool, compiled: bool, secs: str) -> str:
    names = [n for n in LOGSLICE_TESTS if not (skip_slow and ".slow_" in n)]
    head = "   Compiling logslice v0.3.1 (/home/dev/code/logslice)\n" if compiled else ""
    filtered = len(LOGSLICE_TESTS) - len(names)
    return (head + f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}\n"
            "     Running unittests src/main.rs (target/debug/deps/logslice-3f9c0e1a7b2d5e84)\n\n"
            f"running {len(names)} tests\n" + "\n".join(f"test {n} ... ok" for n in names) + "\n\n"
            f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; {filtered} filtered out; finished in "
            + ("0.41s" if not skip_slow else "0.03s") + "\n")


def t05(rs: RowSet) -> None:
    p = Pane("dev", "thinkpad", "/home/dev/code/logslice")
    state = p.prompt
    t = []
    t.append(p.run("cargo build", comp(CARGO_DEPS + ["logslice v0.3.1 (/home/dev/code/logslice)"])
                   + "\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.82s", duration=20.0))
    t.append(p.run("cargo test", cargo_test(False, True, "1.96s"), duration=10.0))
    t.append(p.run("cargo add serde --features derive",
                   "    Updating crates.io index\n"
                   "      Adding serde v1.0.203 to dependencies\n"
                   "             Features:\n"
                   "             + derive\n"
                   "             + serde_derive\n"
                   "             + std\n"
                   "             - alloc\n"
                   "             - rc\n"
                   "             - unstable\n"
                   "    Updating crates.io index\n"
                   "     Locking 6 packages to latest compatible versions\n"
                   "      Adding proc-macro2 v1.0.85\n"
                   "      Adding quote v1.0.36\n"
                   "      Adding serde v1.0.203\n"
                   "      Adding serde_derive v1.0.203\n"
                   "      Adding syn v2.0.66\n"
                   "      Adding unicode-ident v1.0.12", duration=5.0))
    t.append(p.run("grep -A5 '^\\[dependencies\\]' Cargo.toml",
                   "[dependencies]\nclap = \"4.5.4\"\nregex = \"1.10.4\"\nserde = { version = \"1.0.203\", features = [\"derive\"] }\n\n[dev-dependencies]", duration=0.3))
    t.append(p.run("cargo build", comp(SERDE_DEPS + ["logslice v0.3.1 (/home/dev/code/logslice)"])
                   + "\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.37s", duration=15.0))
    t.append(p.run("cargo test -- --skip slow", cargo_test(True, True, "1.71s"), duration=10.0))
    t.append(p.run("cargo tree --depth 1",
                   "logslice v0.3.1 (/home/dev/code/logslice)\n├── clap v4.5.4\n├── regex v1.10.4\n└── serde v1.0.203", duration=1.0))
    t.append(p.run("cargo build --release && ls -lh target/debug/logslice target/release/logslice",
                   comp(CARGO_DEPS[:7] + SERDE_DEPS[:2] + CARGO_DEPS[7:12] + SERDE_DEPS[2:] + CARGO_DEPS[12:]
                        + ["logslice v0.3.1 (/home/dev/code/logslice)"])
                   + "\n    Finished `release` profile [optimized] target(s) in 31.05s\n"
                   "-rwxr-xr-x 2 dev dev  12M Jun 11 15:07 target/debug/logslice\n"
                   "-rwxr-xr-x 2 dev dev 2.1M Jun 11 15:09 target/release/logslice", duration=45.0))
    rs.add("terminal", "h54-terminal-05", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 06 ansible-playbook (contradiction: app_port echoes as 8080 though group_vars and the rendered vhost say 8081)

STARS = "*" * 80


def banner(title: str) -> str:
    return (title + " " + STARS)[:80] if len(title) < 79 else title + " ***"


def recap(rows: list[tuple[str, int, int]]) -> str:
    out = [banner("PLAY RECAP")]
    for host, ok, changed in rows:
        out.append(f"{host:<27}: ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0   ")
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    p = Pane("deploy", "ctl01", "/home/deploy/ansible/site")
    state = p.prompt
    inv = "-i inventories/prod/hosts.ini"
    t = []
    t.append(p.run(f"ansible-inventory {inv} --graph",
                   "@all:\n  |--@ungrouped:\n  |--@web:\n  |  |--web-01.prod.lan\n  |  |--web-02.prod.lan\n  |--@db:\n  |  |--db-01.prod.lan", duration=2.0))
    t.append(p.run("cat group_vars/web.yml",
                   "---\nnginx_worker_processes: auto\nnginx_worker_connections: 2048\nnginx_client_max_body_size: 25m\n"
                   "app_release: \"2024.06.3\"\napp_port: 8081", duration=0.3))
    check = "\n".join([
        banner("PLAY [web]"), "",
        banner("TASK [Gathering Facts]"), "ok: [web-01.prod.lan]", "",
        banner("TASK [nginx : install nginx]"), "ok: [web-01.prod.lan]", "",
        banner("TASK [nginx : render nginx.conf]"),
        "--- before: /etc/nginx/nginx.conf",
        "+++ after: /home/deploy/.ansible/tmp/ansible-local-52117x8c1k2f3/tmpq4n0z7ur/nginx.conf.j2",
        "@@ -6,7 +6,7 @@",
        " include /etc/nginx/modules-enabled/*.conf;",
        " ",
        " events {",
        "-    worker_connections 1024;",
        "+    worker_connections 2048;",
        "     multi_accept on;",
        " }",
        " ", "",
        "changed: [web-01.prod.lan]", "",
        banner("TASK [nginx : render app vhost]"),
        "--- before: /etc/nginx/sites-available/app.conf",
        "+++ after: /home/deploy/.ansible/tmp/ansible-local-52117x8c1k2f3/tmp9d1wq3ex/app.conf.j2",
        "@@ -1,7 +1,7 @@",
        " server {",
        "     listen 80 default_server;",
        "     server_name _;",
        "-    client_max_body_size 10m;",
        "+    client_max_body_size 25m;",
        " ",
        "     location / {",
        "         proxy_pass http://127.0.0.1:8081;", "",
        "changed: [web-01.prod.lan]", "",
        banner("TASK [nginx : ensure nginx is enabled and running]"), "ok: [web-01.prod.lan]", "",
        banner("RUNNING HANDLER [nginx : reload nginx]"), "changed: [web-01.prod.lan]", "",
        recap([("web-01.prod.lan", 6, 3)]), ""])
    t.append(p.run(f"ansible-playbook {inv} web.yml --check --diff --limit web-01.prod.lan", check, duration=30.0))
    t.append(p.run(f"ansible {inv} web -m debug -a \"msg='release {{{{ app_release }}}} on port {{{{ app_port }}}}'\"",
                   "web-01.prod.lan | SUCCESS => {\n    \"msg\": \"release 2024.06.3 on port 8080\"\n}\n"
                   "web-02.prod.lan | SUCCESS => {\n    \"msg\": \"release 2024.06.3 on port 8080\"\n}", duration=3.0))
    job = Job(p, f"ansible-playbook {inv} web.yml --limit web")
    part = "\n".join([banner("PLAY [web]"), "",
                      banner("TASK [Gathering Facts]"), "ok: [web-02.prod.lan]", "ok: [web-01.prod.lan]", "",
                      banner("TASK [nginx : install nginx]"), "ok: [web-01.prod.lan]", "ok: [web-02.prod.lan]", "",
                      banner("TASK [nginx : render nginx.conf]")])
    full = "\n".join([part, "changed: [web-02.prod.lan]", "changed: [web-01.prod.lan]", "",
                      banner("TASK [nginx : render app vhost]"), "changed: [web-01.prod.lan]", "changed: [web-02.prod.lan]", "",
                      banner("TASK [nginx : ensure nginx is enabled and running]"), "ok: [web-02.prod.lan]", "ok: [web-01.prod.lan]", "",
                      banner("RUNNING HANDLER [nginx : reload nginx]"), "changed: [web-01.prod.lan]", "changed: [web-02.prod.lan]", "",
                      recap([("web-01.prod.lan", 6, 3), ("web-02.prod.lan", 6, 3)]), ""])
    t.append(job.start(part, 10.0))
    t.append(job.done(full, 15.0))
    t.append(p.run(f"ansible {inv} web -m shell -a 'grep -h -E \"worker_connections|client_max|proxy_pass\" /etc/nginx/nginx.conf /etc/nginx/sites-available/app.conf'",
                   "web-02.prod.lan | CHANGED | rc=0 >>\n    worker_connections 2048;\n    client_max_body_size 25m;\n        proxy_pass http://127.0.0.1:8081;\n"
                   "web-01.prod.lan | CHANGED | rc=0 >>\n    worker_connections 2048;\n    client_max_body_size 25m;\n        proxy_pass http://127.0.0.1:8081;", duration=4.0))
    t.append(p.run(f"ansible-playbook {inv} web.yml --limit web | tail -4",
                   recap([("web-01.prod.lan", 5, 0), ("web-02.prod.lan", 5, 0)]) + "\n", duration=25.0))
    rs.add("terminal", "h54-terminal-06", SYSTEM, t, state=state, bad=True, turn=4,
           kind="debug prints app_port as 8080 for both web hosts, but group_vars/web.yml sets app_port: 8081 and the check run rendered proxy_pass to 127.0.0.1:8081")


# ---------------------------------------------------------------------------------------------------
# 07 go modules (contradiction: github.com/pkg/errors, removed by go mod tidy, is back in go.mod)

GO_MOD = """module github.com/acme/shortlink

go 1.22

require (
\tgithub.com/go-chi/chi/v5 v5.0.12
\tgithub.com/jackc/pgx/v5 v5.5.5
\tgithub.com/pkg/errors v0.9.1
\tgithub.com/rs/zerolog v1.32.0
)

require (
\tgithub.com/jackc/pgpassfile v1.0.0 // indirect
\tgithub.com/jackc/pgservicefile v0.0.0-20231201235250-de7065d80cb9 // indirect
\tgithub.com/jackc/puddle/v2 v2.2.1 // indirect
\tgithub.com/mattn/go-colorable v0.1.13 // indirect
\tgithub.com/mattn/go-isatty v0.0.20 // indirect
\tgolang.org/x/crypto v0.22.0 // indirect
\tgolang.org/x/sync v0.7.0 // indirect
\tgolang.org/x/sys v0.19.0 // indirect
\tgolang.org/x/text v0.14.0 // indirect
)"""


def t07(rs: RowSet) -> None:
    p = Pane("gopher", "devvm", "/home/gopher/src/shortlink")
    state = p.prompt
    t = []
    t.append(p.run("cat go.mod", GO_MOD, duration=0.3))
    t.append(p.run("grep -rn 'pkg/errors' --include='*.go' . ; echo \"exit=$?\"", "exit=1", duration=0.5))
    t.append(p.run("go get github.com/go-chi/chi/v5@v5.1.0",
                   "go: downloading github.com/go-chi/chi/v5 v5.1.0\ngo: upgraded github.com/go-chi/chi/v5 v5.0.12 => v5.1.0", duration=5.0))
    t.append(p.run("go mod tidy", "", duration=5.0))
    t.append(p.run("git diff --stat && git diff go.mod",
                   " go.mod | 3 +--\n go.sum | 5 ++---\n 2 files changed, 3 insertions(+), 5 deletions(-)\n"
                   "diff --git a/go.mod b/go.mod\nindex 3f1a9c2..8b0d7e4 100644\n--- a/go.mod\n+++ b/go.mod\n"
                   "@@ -3,9 +3,8 @@ module github.com/acme/shortlink\n go 1.22\n \n require (\n"
                   "-\tgithub.com/go-chi/chi/v5 v5.0.12\n+\tgithub.com/go-chi/chi/v5 v5.1.0\n"
                   " \tgithub.com/jackc/pgx/v5 v5.5.5\n-\tgithub.com/pkg/errors v0.9.1\n \tgithub.com/rs/zerolog v1.32.0\n )\n ", duration=0.5))
    t.append(p.run("go build ./... && go vet ./...", "", duration=20.0))
    t.append(p.run("grep -n -e chi -e errors -e zerolog go.mod",
                   "6:\tgithub.com/go-chi/chi/v5 v5.1.0\n8:\tgithub.com/pkg/errors v0.9.1\n9:\tgithub.com/rs/zerolog v1.32.0", duration=0.3))
    t.append(p.run("go test ./...",
                   "?   \tgithub.com/acme/shortlink/cmd/shortlink\t[no test files]\n"
                   "ok  \tgithub.com/acme/shortlink/internal/api\t0.087s\n"
                   "ok  \tgithub.com/acme/shortlink/internal/codec\t(cached)\n"
                   "ok  \tgithub.com/acme/shortlink/internal/store\t0.412s", duration=20.0))
    t.append(p.run("go build -o shortlink ./cmd/shortlink && go version -m ./shortlink | grep -E 'path|dep'",
                   "\tpath\tgithub.com/acme/shortlink/cmd/shortlink\n"
                   "\tdep\tgithub.com/go-chi/chi/v5\tv5.1.0\th1:acVI1TYaD+hhedDJ3r54HyA6sExp3HfXq7QWEEY/xMw=\n"
                   "\tdep\tgithub.com/jackc/pgpassfile\tv1.0.0\th1:/6Hmqy13Ss2zCq62VdyExMpYAlEmIuWlDLY2aQfq6TA=\n"
                   "\tdep\tgithub.com/jackc/pgservicefile\tv0.0.0-20231201235250-de7065d80cb9\th1:L0QtFUgDarD7Fpv9jeVMgy/+Ec0mtnmYuImjTz6dtDA=\n"
                   "\tdep\tgithub.com/jackc/pgx/v5\tv5.5.5\th1:amxmrnN3aZbFGe+8VPuSELf1BWUQM5kKCKtPuHqbK7k=\n"
                   "\tdep\tgithub.com/jackc/puddle/v2\tv2.2.1\th1:RhxXJtFG022u4ibrCSMSiu5aOq1i77R3OHKNJj77OAk=\n"
                   "\tdep\tgithub.com/mattn/go-colorable\tv0.1.13\th1:fFA4WZxdEF4tXPZVKMLwD8oUnCTTo08duU7wxecdEvA=\n"
                   "\tdep\tgithub.com/mattn/go-isatty\tv0.0.20\th1:xfD0iDuEKnDkl03q4limB+vH+GxLEtL/jb4xVJSWWEY=\n"
                   "\tdep\tgithub.com/rs/zerolog\tv1.32.0\th1:keLypqrlIjaFsbmJOBdB/qvyF8KEtCWHwobLp5l/mQ0=\n"
                   "\tdep\tgolang.org/x/crypto\tv0.22.0\th1:g1v0xeRhjcugydODzvb3mEM9SQ0HGp9s/nh3COQ/C30=\n"
                   "\tdep\tgolang.org/x/sync\tv0.7.0\th1:YsImfSBoP9QPYL0xyKJPq0gcaJdG3rInoqxTWbfQu9M=\n"
                   "\tdep\tgolang.org/x/sys\tv0.19.0\th1:q5f1RH2jigJ1MoAWp2KTp3gm5zAGFUTarQZ5U386+4o=\n"
                   "\tdep\tgolang.org/x/text\tv0.14.0\th1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=", duration=20.0))
    t.append(p.run("git add go.mod go.sum && git commit -q -m 'deps: bump chi to v5.1.0, drop pkg/errors' && git log --oneline -1 --stat",
                   "4c2e9a1 (HEAD -> main) deps: bump chi to v5.1.0, drop pkg/errors\n go.mod | 3 +--\n go.sum | 5 ++---\n 2 files changed, 3 insertions(+), 5 deletions(-)", duration=1.0))
    rs.add("terminal", "h54-terminal-07", SYSTEM, t, state=state, bad=True, turn=7,
           kind="go.mod again lists github.com/pkg/errors v0.9.1 at line 8, though go mod tidy removed that require line (git diff showed it deleted)")


# ---------------------------------------------------------------------------------------------------
# 08 packer (clean)

PK = "amazon-ebs.ubuntu"


def t08(rs: RowSet) -> None:
    p = Pane("ops", "imgbuild", "/home/ops/images/ubuntu-base")
    state = p.prompt
    t = []
    t.append(p.run("packer version", "Packer v1.10.3", duration=0.5))
    t.append(p.run("packer init .",
                   "Installed plugin github.com/hashicorp/amazon v1.3.2 in \"/home/ops/.config/packer/plugins/github.com/hashicorp/amazon/packer-plugin-amazon_v1.3.2_x5.0_linux_amd64\"", duration=8.0))
    t.append(p.run("packer validate -var-file=prod.pkrvars.hcl .", "The configuration is valid.", duration=2.0))
    job = Job(p, "packer build -var-file=prod.pkrvars.hcl .")
    a = "\n".join([
        f"{PK}: output will be in this color.", "",
        f"==> {PK}: Prevalidating any provided VPC information",
        f"==> {PK}: Prevalidating AMI Name: ubuntu-base-22.04-20240611-0912",
        f"    {PK}: Found Image ID: ami-0e872aee57663ae2d",
        f"==> {PK}: Creating temporary keypair: packer_6668150c-8a2f-41e3-bd1c-3f0a8c2d9b47",
        f"==> {PK}: Creating temporary security group for this instance: packer_6668150e-2b7d-4c19-9e05-7a61d3f2c8e0",
        f"==> {PK}: Authorizing access to port 22 from [0.0.0.0/0] in the temporary security groups...",
        f"==> {PK}: Launching a source AWS instance...",
        f"    {PK}: Instance ID: i-0f2b7e1c93a4d6e58",
        f"==> {PK}: Waiting for instance (i-0f2b7e1c93a4d6e58) to become ready..."])
    b = "\n".join([
        a,
        f"==> {PK}: Using SSH communicator to connect: 3.70.158.22",
        f"==> {PK}: Waiting for SSH to become available...",
        f"==> {PK}: Connected to SSH!",
        f"==> {PK}: Provisioning with shell script: scripts/base.sh",
        f"    {PK}: Hit:1 http://eu-central-1.ec2.archive.ubuntu.com/ubuntu jammy InRelease",
        f"    {PK}: Get:2 http://eu-central-1.ec2.archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]",
        f"    {PK}: Fetched 33.9 MB in 6s (5,482 kB/s)",
        f"    {PK}: 41 upgraded, 3 newly installed, 0 to remove and 0 not upgraded.",
        f"    {PK}: Setting up chrony (4.2-2ubuntu2) ...",
        f"    {PK}: Created symlink /etc/systemd/system/multi-user.target.wants/chrony.service -> /lib/systemd/system/chrony.service.",
        f"    {PK}: base.sh: cleaned apt cache, removed 412 MB",
        f"==> {PK}: Stopping the source instance...",
        f"    {PK}: Stopping instance",
        f"==> {PK}: Waiting for the instance to stop...",
        f"==> {PK}: Creating AMI ubuntu-base-22.04-20240611-0912 from instance i-0f2b7e1c93a4d6e58",
        f"    {PK}: AMI: ami-04c1d7b2e9f3a6805",
        f"==> {PK}: Waiting for AMI to become ready..."])
    c = "\n".join([
        b,
        f"==> {PK}: Skipping Enable AMI deprecation...",
        f"==> {PK}: Adding tags to AMI (ami-04c1d7b2e9f3a6805)...",
        f"==> {PK}: Tagging snapshot: snap-09b3e6d2f1a7c4850",
        f"==> {PK}: Creating AMI tags",
        f"    {PK}: Adding tag: \"Name\": \"ubuntu-base-22.04\"",
        f"    {PK}: Adding tag: \"BuiltBy\": \"packer\"",
        f"==> {PK}: Creating snapshot tags",
        f"==> {PK}: Terminating the source AWS instance...",
        f"==> {PK}: Cleaning up any extra volumes...",
        f"==> {PK}: No volumes to clean up, skipping",
        f"==> {PK}: Deleting temporary security group...",
        f"==> {PK}: Deleting temporary keypair...",
        f"==> {PK}: Running post-processor:  (type manifest)",
        f"Build '{PK}' finished after 7 minutes 41 seconds.", "",
        "==> Wait completed after 7 minutes 41 seconds", "",
        "==> Builds finished. The artifacts of successful builds are:",
        f"--> {PK}: AMIs were created:",
        "eu-central-1: ami-04c1d7b2e9f3a6805"])
    t.append(job.start(a, 60.0))
    t.append(job.more(b, 240.0))
    t.append(job.done(c, 180.0))
    t.append(p.run("jq '.builds[-1] | {name, builder_type, build_time, artifact_id, custom_data}' packer-manifest.json",
                   "{\n  \"name\": \"ubuntu\",\n  \"builder_type\": \"amazon-ebs\",\n  \"build_time\": 1718097625,\n"
                   "  \"artifact_id\": \"eu-central-1:ami-04c1d7b2e9f3a6805\",\n  \"custom_data\": {\n"
                   "    \"source_ami\": \"ami-0e872aee57663ae2d\",\n    \"ubuntu_release\": \"22.04\"\n  }\n}", duration=0.5))
    rs.add("terminal", "h54-terminal-08", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 09 make + gcc (contradiction: the archive member log.o shows up in nm as logger.o)

CC = "cc -O2 -g -Wall -Wextra -Iinclude -MMD -MP"


def t09(rs: RowSet) -> None:
    p = Pane("dev", "buildhost", "/home/dev/proj/tinyhttpd")
    state = p.prompt
    t = []
    t.append(p.run("make -j4", "\n".join([
        "mkdir -p build",
        f"{CC} -c src/main.c -o build/main.o",
        f"{CC} -c src/server.c -o build/server.o",
        f"{CC} -c lib/strbuf.c -o build/strbuf.o",
        f"{CC} -c lib/hashmap.c -o build/hashmap.o",
        "src/server.c: In function ‘handle_client’:",
        "src/server.c:214:13: warning: unused variable ‘n’ [-Wunused-variable]",
        "  214 |     ssize_t n;",
        "      |             ^",
        f"{CC} -c lib/log.c -o build/log.o",
        "ar rcs build/libutil.a build/strbuf.o build/hashmap.o build/log.o",
        "cc -o build/tinyhttpd build/main.o build/server.o build/libutil.a -lpthread"]), duration=5.0))
    t.append(p.run("ar tv build/libutil.a",
                   "rw-r--r-- 0/0  11832 Jan  1 00:00 1970 strbuf.o\nrw-r--r-- 0/0  19456 Jan  1 00:00 1970 hashmap.o\nrw-r--r-- 0/0   9216 Jan  1 00:00 1970 log.o", duration=0.3))
    t.append(p.run("make", "make: Nothing to be done for 'all'.", duration=0.5))
    t.append(p.run("sed -i 's/#define LOG_BUF 512/#define LOG_BUF 1024/' lib/log.c && make",
                   f"{CC} -c lib/log.c -o build/log.o\n"
                   "ar rcs build/libutil.a build/strbuf.o build/hashmap.o build/log.o\n"
                   "cc -o build/tinyhttpd build/main.o build/server.o build/libutil.a -lpthread", duration=3.0))
    t.append(p.run("size build/*.o", size_table([(3418, 8, 0, "build/hashmap.o"), (1874, 16, 1032, "build/log.o"),
                                                   (2291, 0, 8, "build/main.o"), (6713, 24, 16, "build/server.o"),
                                                   (1602, 0, 0, "build/strbuf.o")]), duration=0.3))
    t.append(p.run("nm -A build/libutil.a | grep ' T '", "\n".join([
        "build/libutil.a:strbuf.o:0000000000000000 T sb_init",
        "build/libutil.a:strbuf.o:0000000000000060 T sb_append",
        "build/libutil.a:strbuf.o:0000000000000140 T sb_appendf",
        "build/libutil.a:strbuf.o:0000000000000250 T sb_free",
        "build/libutil.a:hashmap.o:0000000000000000 T hm_new",
        "build/libutil.a:hashmap.o:00000000000000b0 T hm_get",
        "build/libutil.a:hashmap.o:0000000000000190 T hm_put",
        "build/libutil.a:hashmap.o:0000000000000370 T hm_del",
        "build/libutil.a:hashmap.o:0000000000000440 T hm_free",
        "build/libutil.a:logger.o:0000000000000000 T log_init",
        "build/libutil.a:logger.o:00000000000000a0 T log_write",
        "build/libutil.a:logger.o:0000000000000230 T log_flush"]), duration=0.3))
    t.append(p.run("./build/tinyhttpd --version", "tinyhttpd 0.9.2 (built Jun 11 2024 14:03:27)", duration=0.3))
    t.append(p.run("make clean && ls build", "rm -rf build\nls: cannot access 'build': No such file or directory", duration=0.5))
    rs.add("terminal", "h54-terminal-09", SYSTEM, t, state=state, bad=True, turn=6,
           kind="nm lists the third member of build/libutil.a as logger.o, but ar tv and every ar rcs line show it is log.o")


# ---------------------------------------------------------------------------------------------------
# 10 pnpm workspaces (clean)

def web_ls(deps: list[str]) -> str:
    return ("Legend: production dependency, optional only, dev only\n\n"
            "@dash/web@0.14.0 /home/web/work/dashboard/apps/web\n\n"
            "dependencies:\n" + "\n".join(deps) + "\n\n"
            "devDependencies:\n@types/react 18.3.3\n@vitejs/plugin-react 4.3.0\ntypescript 5.4.5\nvite 5.2.12")


def t10(rs: RowSet) -> None:
    p = Pane("web", "devbox", "/home/web/work/dashboard")
    state = p.prompt
    t = []
    t.append(p.run("pnpm -v", "9.1.4", duration=0.5))
    t.append(p.run("pnpm install",
                   "Scope: all 3 workspace projects\nLockfile is up to date, resolution step is skipped\nPackages: +612\n"
                   + "+" * 80 + "\n"
                   "Progress: resolved 612, reused 598, downloaded 14, added 612, done\n\n"
                   "devDependencies:\n+ eslint 8.57.0\n+ prettier 3.3.1\n+ turbo 1.13.3\n\n"
                   "Done in 6.4s", duration=15.0))
    t.append(p.run("pnpm --filter @dash/web add dayjs@1.11.11",
                   "Progress: resolved 613, reused 612, downloaded 1, added 1, done\n"
                   "apps/web                                 |   +1 +\n"
                   "Done in 2.3s", duration=5.0))
    t.append(p.run("pnpm --filter @dash/web ls --depth 0",
                   web_ls(["@dash/ui link:../../packages/ui", "dayjs 1.11.11", "react 18.3.1", "react-dom 18.3.1", "swr 2.2.5"]), duration=2.0))
    t.append(p.run("pnpm -r ls --depth 0 --prod",
                   "Legend: production dependency, optional only, dev only\n\n"
                   "@dash/web@0.14.0 /home/web/work/dashboard/apps/web\n\n"
                   "dependencies:\n@dash/ui link:../../packages/ui\ndayjs 1.11.11\nreact 18.3.1\nreact-dom 18.3.1\nswr 2.2.5\n\n"
                   "@dash/ui@0.6.2 /home/web/work/dashboard/packages/ui\n\n"
                   "dependencies:\nclsx 2.1.1\nreact 18.3.1", duration=2.0))
    t.append(p.run("pnpm --filter @dash/web remove swr",
                   "Packages: -3\n---\n"
                   "Progress: resolved 610, reused 610, downloaded 0, added 0, done\n"
                   "apps/web                                 |   -3 ---\n"
                   "Done in 1.8s", duration=5.0))
    t.append(p.run("pnpm store path", "/home/web/.local/share/pnpm/store/v3", duration=0.5))
    t.append(p.run("pnpm --filter @dash/web build",
                   "\n> @dash/web@0.14.0 build /home/web/work/dashboard/apps/web\n> tsc -b && vite build\n\n"
                   "vite v5.2.12 building for production...\n"
                   "transforming...\n"
                   "✓ 214 modules transformed.\n"
                   "rendering chunks...\n"
                   "computing gzip size...\n"
                   "dist/index.html                   0.46 kB │ gzip:  0.30 kB\n"
                   "dist/assets/index-BqK3f1xe.css    8.91 kB │ gzip:  2.37 kB\n"
                   "dist/assets/index-D7a2kP0c.js   171.42 kB │ gzip: 55.18 kB\n"
                   "✓ built in 2.87s", duration=15.0))
    t.append(p.run("pnpm --filter @dash/web ls --depth 0",
                   web_ls(["@dash/ui link:../../packages/ui", "dayjs 1.11.11", "react 18.3.1", "react-dom 18.3.1"]), duration=2.0))
    rs.add("terminal", "h54-terminal-10", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 11 gdb (clean)

def gdb(cmd: str, out: str, duration: float = 0.5) -> tuple[str, str]:
    return keys(cmd, duration), f"(gdb) {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + "(gdb) "


def t11(rs: RowSet) -> None:
    p = Pane("dev", "lab", "/home/dev/c/ringbuf")
    state = p.prompt
    t = []
    t.append((keys("gdb -q ./rbtest", 1.0), f"{p.prompt} gdb -q ./rbtest\nReading symbols from ./rbtest...\n(gdb) "))
    t.append(gdb("break ringbuf.c:42", "Breakpoint 1 at 0x13a9: file ringbuf.c, line 42."))
    t.append(gdb("run 16",
                 "Starting program: /home/dev/c/ringbuf/rbtest 16\n"
                 "[Thread debugging using libthread_db enabled]\n"
                 "Using host libthread_db library \"/lib/x86_64-linux-gnu/libthread_db.so.1\".\n\n"
                 "Breakpoint 1, rb_push (rb=0x5555555592a0, v=0) at ringbuf.c:42\n"
                 "42\t    rb->buf[rb->head++] = v;", 2.0))
    t.append(gdb("print *rb", "$1 = {buf = 0x5555555592d0, cap = 8, head = 0, tail = 0, count = 0}"))
    t.append(gdb("continue 7",
                 "Will ignore next 6 crossings of breakpoint 1.  Continuing.\n\n"
                 "Breakpoint 1, rb_push (rb=0x5555555592a0, v=7) at ringbuf.c:42\n"
                 "42\t    rb->buf[rb->head++] = v;", 1.0))
    t.append(gdb("print *rb", "$2 = {buf = 0x5555555592d0, cap = 8, head = 7, tail = 0, count = 7}"))
    t.append(gdb("print rb->buf[0]@8", "$3 = {0, 1, 2, 3, 4, 5, 6, 0}"))
    t.append((jblock([{"keystrokes": "delete 1\n", "duration": 0.3}, {"keystrokes": "continue\n", "duration": 2.0}]),
              "(gdb) delete 1\n(gdb) continue\nContinuing.\nmalloc(): corrupted top size\n\n"
              "Program received signal SIGABRT, Aborted.\n"
              "__pthread_kill_implementation (no_tid=0, signo=6, threadid=<optimized out>) at ./nptl/pthread_kill.c:44\n"
              "44\t./nptl/pthread_kill.c: No such file or directory.\n(gdb) "))
    t.append(gdb("bt", "\n".join([
        "#0  __pthread_kill_implementation (no_tid=0, signo=6, threadid=<optimized out>) at ./nptl/pthread_kill.c:44",
        "#1  __pthread_kill_internal (signo=6, threadid=<optimized out>) at ./nptl/pthread_kill.c:78",
        "#2  __GI___pthread_kill (threadid=<optimized out>, signo=signo@entry=6) at ./nptl/pthread_kill.c:89",
        "#3  0x00007ffff7c42476 in __GI_raise (sig=sig@entry=6) at ../sysdeps/posix/raise.c:26",
        "#4  0x00007ffff7c287f3 in __GI_abort () at ./stdlib/abort.c:79",
        "#5  0x00007ffff7c89676 in __libc_message (action=action@entry=do_abort, fmt=fmt@entry=0x7ffff7ddbb77 \"%s\\n\") at ../sysdeps/posix/libc_fatal.c:155",
        "#6  0x00007ffff7ca0cfc in malloc_printerr (str=str@entry=0x7ffff7dd9b5a \"malloc(): corrupted top size\") at ./malloc/malloc.c:5664",
        "#7  0x00007ffff7ca40f0 in _int_malloc (av=av@entry=0x7ffff7e19c80 <main_arena>, bytes=bytes@entry=1024) at ./malloc/malloc.c:4373",
        "#8  0x00007ffff7ca5139 in __GI___libc_malloc (bytes=1024) at ./malloc/malloc.c:3329",
        "#9  0x00007ffff7c7fba4 in __GI__IO_file_doallocate (fp=0x7ffff7e1a780 <_IO_2_1_stdout_>) at ./libio/filedoalloc.c:101",
        "#10 0x00007ffff7c8ece0 in __GI__IO_doallocbuf (fp=fp@entry=0x7ffff7e1a780 <_IO_2_1_stdout_>) at ./libio/genops.c:347",
        "#11 0x00007ffff7c8df60 in _IO_new_file_overflow (f=0x7ffff7e1a780 <_IO_2_1_stdout_>, ch=-1) at ./libio/fileops.c:745",
        "#12 0x00007ffff7c8c6d5 in _IO_new_file_xsputn (n=6, data=<optimized out>, f=<optimized out>) at ./libio/libioP.h:947",
        "#13 _IO_new_file_xsputn (f=0x7ffff7e1a780 <_IO_2_1_stdout_>, data=<optimized out>, n=6) at ./libio/fileops.c:1196",
        "#14 0x00007ffff7c60ca9 in __vfprintf_internal (s=0x7ffff7e1a780 <_IO_2_1_stdout_>, format=0x555555556004 \"count=%zu head=%zu tail=%zu\\n\", ap=ap@entry=0x7fffffffe1f0, mode_flags=mode_flags@entry=0) at ./stdio-common/vfprintf-internal.c:1233",
        "#15 0x00007ffff7c6079f in __printf (format=<optimized out>) at ./stdio-common/printf.c:33",
        "#16 0x00005555555553d4 in main (argc=2, argv=0x7fffffffe3b8) at rbtest.c:27"])))
    rs.add("terminal", "h54-terminal-11", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 12 sdkman + maven (contradiction: sdk current shows maven 3.9.8 after 3.9.6 was installed as the only maven)

def t12(rs: RowSet) -> None:
    p = Pane("dev", "devvm", "/home/dev/work/orders-api")
    state = p.prompt
    t = []
    t.append(p.run("sdk current", "\nUsing:\n\ngradle: 8.7\njava: 21.0.3-tem", duration=1.0))
    t.append(p.run("sdk list java | grep -E 'Vendor|tem'",
                   " Vendor        | Use | Version      | Dist    | Status     | Identifier\n"
                   " Temurin       |     | 22.0.1       | tem     |            | 22.0.1-tem\n"
                   "               | >>> | 21.0.3       | tem     | installed  | 21.0.3-tem\n"
                   "               |     | 17.0.11      | tem     |            | 17.0.11-tem\n"
                   "               |     | 11.0.23      | tem     |            | 11.0.23-tem\n"
                   "               |     | 8.0.412      | tem     |            | 8.0.412-tem", duration=3.0))
    cmd = "sdk install java 17.0.11-tem"
    out = ("\nDownloading: java 17.0.11-tem\n\nIn progress...\n\n" + "#" * 72 + " 100.0%\n\n"
           "Repackaging Java 17.0.11-tem...\n\nDone repackaging...\n\nInstalling: java 17.0.11-tem\nDone installing!\n\n"
           "Do you want java 17.0.11-tem to be set as default? (Y/n): ")
    head = f"{p.prompt} {cmd}\n{out}"
    t.append((keys(cmd, 40.0), head))
    t.append((keys("n", 0.5), head + "n\n" + p.prompt))
    t.append(p.run("sdk install maven 3.9.6",
                   "\nDownloading: maven 3.9.6\n\nIn progress...\n\n" + "#" * 72 + " 100.0%\n\n"
                   "Installing: maven 3.9.6\nDone installing!\n\n\nSetting maven 3.9.6 as default.", duration=20.0))
    t.append(p.run("sdk use java 17.0.11-tem", "\nUsing java version 17.0.11-tem in this shell.", duration=1.0))
    t.append(p.run("mvn -v",
                   "Apache Maven 3.9.6 (bc0240f3c744dd6b6ec2920b3cd08dcc295161ae)\n"
                   "Maven home: /home/dev/.sdkman/candidates/maven/current\n"
                   "Java version: 17.0.11, vendor: Eclipse Adoptium, runtime: /home/dev/.sdkman/candidates/java/17.0.11-tem\n"
                   "Default locale: en_US, platform encoding: UTF-8\n"
                   "OS name: \"linux\", version: \"6.5.0-35-generic\", arch: \"amd64\", family: \"unix\"", duration=2.0))
    t.append(p.run("sdk env init", ".sdkmanrc created.", duration=1.0))
    t.append(p.run("cat .sdkmanrc && sdk current",
                   "# Enable auto-env through the sdkman_auto_env config\n# Add key=value pairs of SDKs to use below\njava=17.0.11-tem\n"
                   "\nUsing:\n\ngradle: 8.7\njava: 17.0.11-tem\nmaven: 3.9.8", duration=1.0))
    rs.add("terminal", "h54-terminal-12", SYSTEM, t, state=state, bad=True, turn=9,
           kind="sdk current reports maven 3.9.8, but the only maven installed (and set as default, confirmed by mvn -v) is 3.9.6")


# ---------------------------------------------------------------------------------------------------
# 13 valgrind (contradiction: a rerun on the same binary and input leaks 1,201 blocks instead of 1,200)

CSV_OUT = ("rows: 1200  cols: 9\n"
           "column        min        max        mean\n"
           "qty           1          48         7.42\n"
           "unit_price    0.99       1249.00    86.17\n"
           "discount      0.00       0.35       0.06")


def vg_head(pid: int) -> str:
    return (f"=={pid}== Memcheck, a memory error detector\n"
            f"=={pid}== Copyright (C) 2002-2022, and GNU GPL'd, by Julian Seward et al.\n"
            f"=={pid}== Using Valgrind-3.22.0 and LibVEX; rerun with -h for copyright info\n"
            f"=={pid}== Command: ./csvstat data/orders.csv\n"
            f"=={pid}== ")


def t13(rs: RowSet) -> None:
    p = Pane("dev", "qa-01", "/home/dev/src/csvstat")
    state = p.prompt
    t = []
    t.append(p.run("make csvstat", "cc -g -O0 -Wall -o csvstat csvstat.c", duration=2.0))
    t.append(p.run("./csvstat data/orders.csv", CSV_OUT, duration=0.5))
    pid = 51734
    t.append(p.run("valgrind --leak-check=summary ./csvstat data/orders.csv", "\n".join([
        vg_head(pid), CSV_OUT, f"=={pid}== ",
        f"=={pid}== HEAP SUMMARY:",
        f"=={pid}==     in use at exit: 43,200 bytes in 1,200 blocks",
        f"=={pid}==   total heap usage: 2,407 allocs, 1,207 frees, 97,656 bytes allocated",
        f"=={pid}== ",
        f"=={pid}== LEAK SUMMARY:",
        f"=={pid}==    definitely lost: 43,200 bytes in 1,200 blocks",
        f"=={pid}==    indirectly lost: 0 bytes in 0 blocks",
        f"=={pid}==      possibly lost: 0 bytes in 0 blocks",
        f"=={pid}==    still reachable: 0 bytes in 0 blocks",
        f"=={pid}==         suppressed: 0 bytes in 0 blocks",
        f"=={pid}== Rerun with --leak-check=full to see details of leaked memory",
        f"=={pid}== ",
        f"=={pid}== For lists of detected and suppressed errors, rerun with: -s",
        f"=={pid}== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"]), duration=5.0))
    pid = 51802
    t.append(p.run("valgrind --leak-check=full ./csvstat data/orders.csv 2>&1 | grep -A8 'definitely lost in'", "\n".join([
        f"=={pid}== 43,200 bytes in 1,200 blocks are definitely lost in loss record 1 of 1",
        f"=={pid}==    at 0x4846828: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)",
        f"=={pid}==    by 0x1094F2: split_fields (csvstat.c:58)",
        f"=={pid}==    by 0x1097C1: main (csvstat.c:131)",
        f"=={pid}== ",
        f"=={pid}== LEAK SUMMARY:",
        f"=={pid}==    definitely lost: 43,200 bytes in 1,200 blocks",
        f"=={pid}==    indirectly lost: 0 bytes in 0 blocks",
        f"=={pid}==      possibly lost: 0 bytes in 0 blocks"]), duration=5.0))
    pid = 51861
    t.append(p.run("valgrind --leak-check=full --show-leak-kinds=all ./csvstat data/orders.csv 2>&1 | grep -E 'in use at exit|total heap usage|definitely lost:|ERROR SUMMARY'", "\n".join([
        f"=={pid}==     in use at exit: 43,236 bytes in 1,201 blocks",
        f"=={pid}==   total heap usage: 2,407 allocs, 1,206 frees, 97,656 bytes allocated",
        f"=={pid}==    definitely lost: 43,236 bytes in 1,201 blocks",
        f"=={pid}== ERROR SUMMARY: 1 errors from 1 contexts (suppressed: 0 from 0)"]), duration=5.0))
    t.append(p.run("grep -n '' csvstat.c | sed -n '125,136p'", "\n".join([
        "125:    while (fgets(line, sizeof line, fp)) {",
        "126:        if (skip_header) {",
        "127:            skip_header = 0;",
        "128:            continue;",
        "129:        }",
        "130:        line[strcspn(line, \"\\r\\n\")] = '\\0';",
        "131:        int *offs = split_fields(line, ncols);",
        "132:        for (size_t c = 0; c < ncols; c++)",
        "133:            col_add(&stats[c], atof(line + offs[c]));",
        "134:        nrows++;",
        "135:    }",
        "136:    fclose(fp);"]), duration=0.3))
    t.append(p.run("sed -i '134a\\        free(offs);' csvstat.c && make csvstat", "cc -g -O0 -Wall -o csvstat csvstat.c", duration=2.0))
    pid = 52390
    t.append(p.run("valgrind --leak-check=full ./csvstat data/orders.csv 2>&1 | grep -E 'in use at exit|total heap usage|All heap|definitely|ERROR SUMMARY'", "\n".join([
        f"=={pid}==     in use at exit: 0 bytes in 0 blocks",
        f"=={pid}==   total heap usage: 2,407 allocs, 2,407 frees, 97,656 bytes allocated",
        f"=={pid}== All heap blocks were freed -- no leaks are possible",
        f"=={pid}== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)"]), duration=5.0))
    t.append(p.run("./csvstat data/orders.csv | head -1", "rows: 1200  cols: 9", duration=0.5))
    rs.add("terminal", "h54-terminal-13", SYSTEM, t, state=state, bad=True, turn=5,
           kind="the rerun on the unchanged binary and input reports 43,236 bytes in 1,201 blocks lost (1,206 frees), while both earlier runs found 43,200 bytes in 1,200 blocks (1,207 frees)")


# ---------------------------------------------------------------------------------------------------
# 14 vagrant (clean)

VSTATUS_TAIL = ("\nThis environment represents multiple VMs. The VMs are all listed\n"
                "above with their current state. For more information about a specific\n"
                "VM, run `vagrant status NAME`.")


def vstatus(server: str) -> str:
    return ("Current machine states:\n\n"
            f"server                    {server} (libvirt)\n"
            "agent1                    not created (libvirt)\n"
            "agent2                    not created (libvirt)\n" + VSTATUS_TAIL)


def t14(rs: RowSet) -> None:
    p = Pane("dev", "nuc", "/home/dev/vms/k3s-lab")
    state = p.prompt
    S = "==> server:"
    t = []
    t.append(p.run("vagrant status", vstatus("not created"), duration=3.0))
    up = "\n".join([
        "Bringing machine 'server' up with 'libvirt' provider...",
        f"{S} Checking if box 'generic/ubuntu2204' version '4.3.12' is up to date...",
        f"{S} Creating image (snapshot of base box volume).",
        f"{S} Creating domain with the following settings...",
        f"{S}  -- Name:              k3s-lab_server",
        f"{S}  -- Domain type:       kvm",
        f"{S}  -- Cpus:              2",
        f"{S}  -- Memory:            2048M",
        f"{S}  -- Base box:          generic/ubuntu2204",
        f"{S}  -- Storage pool:      default",
        f"{S}  -- Image(vda):        /var/lib/libvirt/images/k3s-lab_server.img, virtio, 128G",
        f"{S} Creating shared folders metadata...",
        f"{S} Starting domain.",
        f"{S} Domain launching with graphics connection settings...",
        f"{S}  -- Graphics Port:      5900",
        f"{S}  -- Graphics IP:        127.0.0.1",
        f"{S} Waiting for domain to become \"running\"...",
        f"{S} Waiting for domain to get an IP address...",
        f"{S} Waiting for machine to boot. This may take a few minutes...",
        "    server: SSH address: 192.168.121.47:22",
        "    server: SSH username: vagrant",
        "    server: SSH auth method: private key",
        "    server: ",
        "    server: Vagrant insecure key detected. Vagrant will automatically replace",
        "    server: this with a newly generated keypair for better security.",
        "    server: ",
        "    server: Inserting generated public key within guest...",
        "    server: Removing insecure key from the guest if it's present...",
        "    server: Key inserted! Disconnecting and reconnecting using new SSH key...",
        f"{S} Machine booted and ready!",
        f"{S} Setting hostname...",
        f"{S} Configuring and enabling network interfaces...",
        f"{S} Running provisioner: shell...",
        "    server: Running: /tmp/vagrant-shell20240611-88213-1x9f0ab.sh",
        "    server: [INFO]  Finding release for channel stable",
        "    server: [INFO]  Using v1.29.5+k3s1 as release",
        "    server: [INFO]  Downloading hash https://github.com/k3s-io/k3s/releases/download/v1.29.5+k3s1/sha256sum-amd64.txt",
        "    server: [INFO]  Downloading binary https://github.com/k3s-io/k3s/releases/download/v1.29.5+k3s1/k3s",
        "    server: [INFO]  Verifying binary download",
        "    server: [INFO]  Installing k3s to /usr/local/bin/k3s",
        "    server: [INFO]  Creating /usr/local/bin/kubectl symlink to k3s",
        "    server: [INFO]  Creating killall script /usr/local/bin/k3s-killall.sh",
        "    server: [INFO]  systemd: Creating service file /etc/systemd/system/k3s.service",
        "    server: [INFO]  systemd: Enabling k3s unit",
        "    server: Created symlink /etc/systemd/system/multi-user.target.wants/k3s.service → /etc/systemd/system/k3s.service.",
        "    server: [INFO]  systemd: Starting k3s"])
    t.append(run_clipped(p, "vagrant up server", up, duration=240.0))
    t.append(p.run("vagrant status", vstatus("running"), duration=3.0))
    t.append(p.run("vagrant ssh server -c 'sudo k3s kubectl get nodes -o wide'",
                   "NAME         STATUS   ROLES                  AGE     VERSION        INTERNAL-IP      EXTERNAL-IP   OS-IMAGE             KERNEL-VERSION       CONTAINER-RUNTIME\n"
                   "k3s-server   Ready    control-plane,master   2m14s   v1.29.5+k3s1   192.168.121.47   <none>        Ubuntu 22.04.4 LTS   5.15.0-107-generic   containerd://1.7.15-k3s1\n"
                   "Connection to 192.168.121.47 closed.", duration=5.0))
    t.append(p.run("vagrant halt server", f"{S} Halting domain...", duration=20.0))
    t.append(p.run("vagrant global-status",
                   "id       name   provider state   directory                           \n"
                   "---------------------------------------------------------------------\n"
                   "3f9a21c  server libvirt  shutoff /home/dev/vms/k3s-lab               \n"
                   " \n"
                   "The above shows information about all known Vagrant environments\n"
                   "on this machine. This data is cached and may not be completely\n"
                   "up-to-date (use \"vagrant global-status --prune\" to prune invalid\n"
                   "entries). To interact with any of the machines, you can go to that\n"
                   "directory and run Vagrant, or you can use the ID directly with\n"
                   "Vagrant commands from any directory. For example:\n"
                   "\"vagrant destroy 1a2b3c4d\"", duration=3.0))
    t.append(p.run("vagrant up server", "\n".join([
        "Bringing machine 'server' up with 'libvirt' provider...",
        f"{S} Checking if box 'generic/ubuntu2204' version '4.3.12' is up to date...",
        f"{S} Starting domain.",
        f"{S} Domain launching with graphics connection settings...",
        f"{S}  -- Graphics Port:      5900",
        f"{S}  -- Graphics IP:        127.0.0.1",
        f"{S} Waiting for domain to become \"running\"...",
        f"{S} Waiting for domain to get an IP address...",
        f"{S} Waiting for machine to boot. This may take a few minutes...",
        "    server: SSH address: 192.168.121.47:22",
        "    server: SSH username: vagrant",
        "    server: SSH auth method: private key",
        f"{S} Machine booted and ready!",
        f"{S} Setting hostname...",
        f"{S} Configuring and enabling network interfaces...",
        f"{S} Machine already provisioned. Run `vagrant provision` or use the `--provision`",
        f"{S} flag to force provisioning. Provisioners marked to run always will still run."]), duration=60.0))
    t.append(p.run("vagrant ssh server -c 'uptime; sudo k3s kubectl get nodes'",
                   " 10:02:37 up 0 min,  0 users,  load average: 1.12, 0.31, 0.10\n"
                   "NAME         STATUS   ROLES                  AGE   VERSION\n"
                   "k3s-server   Ready    control-plane,master   11m   v1.29.5+k3s1\n"
                   "Connection to 192.168.121.47 closed.", duration=5.0))
    rs.add("terminal", "h54-terminal-14", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 15 npm (contradiction: npm run build prints the package under its old name after npm pkg set renamed it)

FUND_AUDIT = ("\n97 packages are looking for funding\n  run `npm fund` for details\n\n"
              "2 moderate severity vulnerabilities\n\nTo address all issues, run:\n  npm audit fix\n\n"
              "Run `npm audit` for details.")


def t15(rs: RowSet) -> None:
    p = Pane("dev", "ws-ari", "/home/dev/work/billing-ui")
    state = p.prompt
    t = []
    t.append(p.run("node -v && npm -v", "v20.14.0\n10.7.0", duration=1.0))
    t.append(p.run("npm ci",
                   "npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful.\n"
                   "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported\n\n"
                   "added 418 packages, and audited 419 packages in 11s\n" + FUND_AUDIT, duration=30.0))
    t.append(p.run("npm pkg get name version", "{\n  \"name\": \"billing-ui\",\n  \"version\": \"2.3.0\"\n}", duration=1.0))
    t.append(p.run("npm pkg set name=@acme/billing-ui", "", duration=1.0))
    t.append(p.run("npm uninstall moment", "\nremoved 1 package, and audited 418 packages in 2s\n" + FUND_AUDIT, duration=8.0))
    t.append(p.run("npm install dayjs@1.11.11", "\nadded 1 package, and audited 419 packages in 2s\n" + FUND_AUDIT, duration=8.0))
    t.append(p.run("npm ls --depth=0",
                   "@acme/billing-ui@2.3.0 /home/dev/work/billing-ui\n"
                   "├── @testing-library/react@15.0.7\n"
                   "├── @vitejs/plugin-react@4.3.0\n"
                   "├── dayjs@1.11.11\n"
                   "├── react@18.3.1\n"
                   "├── react-dom@18.3.1\n"
                   "├── typescript@5.4.5\n"
                   "├── vite@5.2.12\n"
                   "└── vitest@1.6.0", duration=2.0))
    t.append(p.run("npm run build",
                   "\n> billing-ui@2.3.0 build\n> tsc && vite build\n\n"
                   "vite v5.2.12 building for production...\n"
                   "transforming...\n"
                   "✓ 187 modules transformed.\n"
                   "rendering chunks...\n"
                   "computing gzip size...\n"
                   "dist/index.html                   0.48 kB │ gzip:  0.31 kB\n"
                   "dist/assets/index-C9xq3V1d.css   12.37 kB │ gzip:  3.02 kB\n"
                   "dist/assets/index-Bf2kT0aQ.js   214.86 kB │ gzip: 68.45 kB\n"
                   "✓ built in 3.41s", duration=15.0))
    t.append(p.run("npm version patch --no-git-tag-version", "v2.3.1", duration=1.0))
    t.append(p.run("npm pack --dry-run 2>&1 | tail -12",
                   "npm notice 1.4kB package.json\n"
                   "npm notice === Tarball Details ===\n"
                   "npm notice name:          @acme/billing-ui\n"
                   "npm notice version:       2.3.1\n"
                   "npm notice filename:      acme-billing-ui-2.3.1.tgz\n"
                   "npm notice package size:  71.8 kB\n"
                   "npm notice unpacked size: 236.4 kB\n"
                   "npm notice shasum:        5b1f0c2e97d4a8e36b2c7f1d0e9a4b83c6d57f21\n"
                   "npm notice integrity:     sha512-Qm8x2Lk7RzV0b[...]9cT1pWf3hYk4w==\n"
                   "npm notice total files:   7\n"
                   "npm notice \n"
                   "acme-billing-ui-2.3.1.tgz", duration=3.0))
    rs.add("terminal", "h54-terminal-15", SYSTEM, t, state=state, bad=True, turn=8,
           kind="npm run build prints the script header as billing-ui@2.3.0, but npm pkg set renamed the package to @acme/billing-ui (npm ls already showed the new name)")


# ---------------------------------------------------------------------------------------------------
# 16 perf (clean)

def perf_report(samples: str, events: int, rows: list[tuple[float, str, str]]) -> str:
    return ("# To display the perf.data header info, please use --header/--header-only options.\n#\n#\n"
            "# Total Lost Samples: 0\n#\n"
            f"# Samples: {samples} of event 'cycles:P'\n"
            f"# Event count (approx.): {events}\n#\n"
            "# Overhead  Symbol                                \n"
            "# ........  ......................................\n#\n"
            + "\n".join(f"{pct:9.2f}%  [{kind}] {sym}" for pct, kind, sym in rows))


def t16(rs: RowSet) -> None:
    p = Pane("root", "perfbox", "/srv/bench")
    state = p.prompt
    ev = "-e cycles,instructions,cache-misses"
    t = []
    t.append(p.run(f"perf stat {ev} ./matmul 512",
                   "matmul n=512: 0.412 s, 0.65 GFLOP/s\n"
                   + perf_stat("./matmul 512", 1523884210, 2145903117, 34118702, "0.415832947", "0.411203000", "0.003998000"), duration=3.0))
    t.append(p.run(f"perf stat {ev} ./matmul 1024",
                   "matmul n=1024: 6.91 s, 0.31 GFLOP/s\n"
                   + perf_stat("./matmul 1024", 25583117402, 17180902331, 1084552907, "6.915420117", "6.902114000", "0.011996000"), duration=15.0))
    t.append(p.run("perf record -g ./matmul 1024",
                   "matmul n=1024: 6.95 s, 0.31 GFLOP/s\n"
                   "[ perf record: Woken up 218 times to write data ]\n"
                   "[ perf record: Captured and wrote 6.847 MB perf.data (27782 samples) ]", duration=15.0))
    t.append(p.run("perf report --stdio --no-children -g none --sort symbol 2>/dev/null | head -20",
                   perf_report("27K", 25712345678, [(97.81, ".", "matmul_naive"), (0.94, "k", "clear_page_erms"),
                                                     (0.41, ".", "init_matrix"), (0.19, "k", "native_irq_return_iret"),
                                                     (0.11, "k", "__handle_mm_fault"), (0.08, ".", "checksum")]), duration=3.0))
    t.append(p.run(f"sed -i 's/matmul_naive(/matmul_tiled(/' main.c && make -s && perf stat {ev} ./matmul 1024",
                   "matmul n=1024: 0.981 s, 2.19 GFLOP/s\n"
                   + perf_stat("./matmul 1024", 3629512884, 11902117560, 21907334, "0.986205731", "0.975311000", "0.007992000"), duration=10.0))
    t.append(p.run("perf record -g ./matmul 1024",
                   "matmul n=1024: 0.984 s, 2.18 GFLOP/s\n"
                   "[ perf record: Woken up 31 times to write data ]\n"
                   "[ perf record: Captured and wrote 0.972 MB perf.data (3936 samples) ]", duration=5.0))
    t.append(p.run("ls -l perf.data*",
                   f"-rw------- 1 root root {round(0.972 * 1048576)} Jun 11 11:26 perf.data\n"
                   f"-rw------- 1 root root {round(6.847 * 1048576)} Jun 11 11:21 perf.data.old", duration=0.3))
    t.append(p.run("perf report --stdio --no-children -g none --sort symbol 2>/dev/null | grep -E '^# Samples|%'",
                   "# Samples: 3K of event 'cycles:P'\n"
                   "    89.62%  [.] matmul_tiled\n"
                   "     6.61%  [k] clear_page_erms\n"
                   "     2.87%  [.] init_matrix\n"
                   "     0.48%  [k] native_irq_return_iret\n"
                   "     0.21%  [k] __handle_mm_fault\n"
                   "     0.21%  [.] checksum", duration=2.0))
    rs.add("terminal", "h54-terminal-16", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 17 cmake + clang + ninja (clean)

NINJA_ALL = "\n".join([
    "[1/7] Building C object CMakeFiles/qoi.dir/src/qoi.c.o",
    "[2/7] Building C object CMakeFiles/qoi.dir/src/png_io.c.o",
    "[3/7] Building C object CMakeFiles/qoiconv.dir/tools/qoiconv.c.o",
    "[4/7] Building C object CMakeFiles/qoibench.dir/tools/qoibench.c.o",
    "[5/7] Linking C static library libqoi.a",
    "[6/7] Linking C executable qoibench",
    "[7/7] Linking C executable qoiconv"])


def cache_grep(build_type: str, sanitize: str) -> str:
    return (f"CMAKE_BUILD_TYPE:STRING={build_type}\nCMAKE_C_FLAGS_DEBUG:STRING=-g\n"
            f"CMAKE_C_FLAGS_RELEASE:STRING=-O3 -DNDEBUG\nQOI_SANITIZE:BOOL={sanitize}")


def t17(rs: RowSet) -> None:
    p = Pane("dev", "arch", "/home/dev/src/qoi-tools")
    state = p.prompt
    grep = "grep -E '^(CMAKE_BUILD_TYPE|CMAKE_C_FLAGS_(DEBUG|RELEASE)|QOI_SANITIZE):' build/CMakeCache.txt"
    t = []
    t.append(p.run("cmake -S . -B build -G Ninja -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug", "\n".join([
        "-- The C compiler identification is Clang 17.0.6",
        "-- Detecting C compiler ABI info",
        "-- Detecting C compiler ABI info - done",
        "-- Check for working C compiler: /usr/bin/clang - skipped",
        "-- Detecting C compile features",
        "-- Detecting C compile features - done",
        "-- Found ZLIB: /usr/lib/libz.so (found version \"1.3.1\")",
        "-- Found PNG: /usr/lib/libpng.so (found version \"1.6.43\")",
        "-- qoi-tools 0.4.0: build type Debug, sanitizers ON",
        "-- Configuring done (0.6s)",
        "-- Generating done (0.0s)",
        "-- Build files have been written to: /home/dev/src/qoi-tools/build"]), duration=3.0))
    t.append(p.run("cmake --build build", NINJA_ALL, duration=10.0))
    t.append(p.run(grep, cache_grep("Debug", "ON"), duration=0.3))
    t.append(p.run("./build/qoiconv samples/kodim23.png /tmp/k23.qoi && ls -l samples/kodim23.png /tmp/k23.qoi",
                   "kodim23.png: 768x512, 3 channels -> /tmp/k23.qoi (encoded in 41.8 ms, 9.41 MP/s)\n"
                   "-rw-r--r-- 1 dev dev 557342 Jun 11 16:04 /tmp/k23.qoi\n"
                   "-rw-r--r-- 1 dev dev 557658 Jun  3 10:12 samples/kodim23.png", duration=1.0))
    t.append(p.run("cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DQOI_SANITIZE=OFF",
                   "-- qoi-tools 0.4.0: build type Release, sanitizers OFF\n-- Configuring done (0.1s)\n-- Generating done (0.0s)\n"
                   "-- Build files have been written to: /home/dev/src/qoi-tools/build", duration=2.0))
    t.append(p.run(grep, cache_grep("Release", "OFF"), duration=0.3))
    t.append(p.run("cmake --build build", NINJA_ALL, duration=10.0))
    t.append(p.run("./build/qoiconv samples/kodim23.png /tmp/k23.qoi && ls -l /tmp/k23.qoi",
                   "kodim23.png: 768x512, 3 channels -> /tmp/k23.qoi (encoded in 3.2 ms, 122.88 MP/s)\n"
                   "-rw-r--r-- 1 dev dev 557342 Jun 11 16:07 /tmp/k23.qoi", duration=1.0))
    t.append(p.run("ctest --test-dir build", "\n".join([
        "Internal ctest changing into directory: /home/dev/src/qoi-tools/build",
        "Test project /home/dev/src/qoi-tools/build",
        "    Start 1: roundtrip_kodim23",
        "1/3 Test #1: roundtrip_kodim23 ................   Passed    0.02 sec",
        "    Start 2: roundtrip_alpha",
        "2/3 Test #2: roundtrip_alpha ..................   Passed    0.01 sec",
        "    Start 3: reject_truncated",
        "3/3 Test #3: reject_truncated .................   Passed    0.00 sec",
        "",
        "100% tests passed, 0 tests failed out of 3",
        "",
        "Total Test time (real) =   0.04 sec"]), duration=3.0))
    rs.add("terminal", "h54-terminal-17", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 18 pip-tools (contradiction: requirements-lock.txt, just written and counted by wc, is missing from ls)

PINS = ["annotated-types==0.7.0", "anyio==4.4.0", "certifi==2024.6.2", "click==8.1.7", "fastapi==0.110.3", "h11==0.14.0",
        "httpcore==1.0.5", "httptools==0.6.1", "httpx==0.27.0", "idna==3.7", "pydantic==2.7.3", "pydantic-core==2.18.4",
        "pydantic-settings==2.3.1", "python-dotenv==1.0.1", "pyyaml==6.0.1", "sniffio==1.3.1", "starlette==0.37.2",
        "typing-extensions==4.12.2", "uvicorn[standard]==0.30.1", "uvloop==0.19.0", "watchfiles==0.22.0", "websockets==12.0"]


def t18(rs: RowSet) -> None:
    p = EnvPane("dev", "ws-mira", "/home/dev/svc/ingest", ".venv")
    state = p.prompt
    t = []
    t.append(p.run("cat requirements.in", "fastapi>=0.110,<0.111\nuvicorn[standard]\nhttpx\npydantic-settings", duration=0.3))
    t.append(p.run("pip-compile -q requirements.in && grep -v '^ *#' requirements.txt", "\n".join(PINS), duration=15.0))
    t.append(p.run("pip-sync requirements.txt", "\n".join([
        "Found existing installation: charset-normalizer 3.3.2",
        "Uninstalling charset-normalizer-3.3.2:",
        "  Successfully uninstalled charset-normalizer-3.3.2",
        "Found existing installation: requests 2.31.0",
        "Uninstalling requests-2.31.0:",
        "  Successfully uninstalled requests-2.31.0",
        "Found existing installation: urllib3 2.2.1",
        "Uninstalling urllib3-2.2.1:",
        "  Successfully uninstalled urllib3-2.2.1",
        "Collecting httptools==0.6.1 (from -r /tmp/tmpq2c1v8k0 (line 8))",
        "  Using cached httptools-0.6.1-cp311-cp311-manylinux_2_5_x86_64.manylinux1_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (3.6 kB)",
        "Collecting uvloop==0.19.0 (from -r /tmp/tmpq2c1v8k0 (line 20))",
        "  Using cached uvloop-0.19.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (4.9 kB)",
        "Collecting watchfiles==0.22.0 (from -r /tmp/tmpq2c1v8k0 (line 21))",
        "  Using cached watchfiles-0.22.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (4.9 kB)",
        "Collecting websockets==12.0 (from -r /tmp/tmpq2c1v8k0 (line 22))",
        "  Using cached websockets-12.0-cp311-cp311-manylinux_2_5_x86_64.manylinux1_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.6 kB)",
        "Using cached httptools-0.6.1-cp311-cp311-manylinux_2_5_x86_64.manylinux1_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl (318 kB)",
        "Using cached uvloop-0.19.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.5 MB)",
        "Using cached watchfiles-0.22.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (1.2 MB)",
        "Using cached websockets-12.0-cp311-cp311-manylinux_2_5_x86_64.manylinux1_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl (130 kB)",
        "Installing collected packages: websockets, uvloop, httptools, watchfiles",
        "Successfully installed httptools-0.6.1 uvloop-0.19.0 watchfiles-0.22.0 websockets-12.0"]), duration=15.0))
    t.append(p.run("echo structlog >> requirements.in && pip-compile -q requirements.in && grep -B1 -A1 '^structlog' requirements.txt",
                   "    # via fastapi\nstructlog==24.2.0\n    # via -r requirements.in", duration=15.0))
    t.append(p.run("pip-compile -q --generate-hashes -o requirements-lock.txt requirements.in && wc -l requirements-lock.txt",
                   "131 requirements-lock.txt", duration=20.0))
    t.append(p.run("ls", "app  Dockerfile  pyproject.toml  README.md  requirements.in  requirements.txt  tests", duration=0.3))
    t.append(p.run("pip-sync requirements.txt", "\n".join([
        "Collecting structlog==24.2.0 (from -r /tmp/tmp7d3k1x0q (line 18))",
        "  Downloading structlog-24.2.0-py3-none-any.whl.metadata (6.9 kB)",
        "Downloading structlog-24.2.0-py3-none-any.whl (63 kB)",
        "   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 63.4/63.4 kB 4.1 MB/s eta 0:00:00",
        "Installing collected packages: structlog",
        "Successfully installed structlog-24.2.0"]), duration=10.0))
    rs.add("terminal", "h54-terminal-18", SYSTEM, t, state=state, bad=True, turn=6,
           kind="ls does not list requirements-lock.txt, which pip-compile -o had just written and wc -l counted at 131 lines")


# ---------------------------------------------------------------------------------------------------
# 19 strace (clean)

IMG_TIDS = [2291, 2292, 2293, 2294, 2295, 2296, 2297, 2299, 2300, 2303, 2304, 2311, 2312, 2340]
NEW_TIDS = [48930, 48931, 48932, 48933, 48934, 48935, 48937, 48938, 48941]


def attach(tids: list[int]) -> str:
    return (f"strace: Process {tids[0]} attached with {len(tids)} threads\n"
            + "\n".join(f"strace: Process {tid} detached" for tid in tids))


def imgproxy_status(since: str, ago: str, pid: int, tasks: int) -> str:
    return ("● imgproxy.service - imgproxy image resizing server\n"
            "     Loaded: loaded (/etc/systemd/system/imgproxy.service; enabled; preset: enabled)\n"
            f"     Active: active (running) since Tue 2024-06-11 {since} UTC; {ago} ago\n"
            f"   Main PID: {pid} (imgproxy)\n"
            f"      Tasks: {tasks} (limit: 9387)")


def t19(rs: RowSet) -> None:
    p = Pane("root", "edge-02", "/root")
    state = p.prompt
    t = []
    t.append(p.run("systemctl status imgproxy --no-pager | head -5", imgproxy_status("08:14:02", "1h 37min", 2291, 14), duration=0.5))
    busy = [("futex", 0.041622, 1932, 311), ("epoll_pwait", 0.021907, 1204, 0), ("nanosleep", 0.012113, 1417, 0),
            ("read", 0.009870, 688, 214), ("write", 0.008311, 402, 0), ("accept4", 0.004021, 118, 59),
            ("openat", 0.002914, 64, 0), ("close", 0.002201, 182, 0), ("newfstatat", 0.001409, 64, 0),
            ("getsockname", 0.001212, 59, 0), ("setsockopt", 0.000981, 118, 0)]
    t.append(p.run("timeout 10 strace -f -c -p 2291", attach(IMG_TIDS) + "\n" + ctable(busy, strace=True), duration=12.0))
    t.append(p.run("timeout 5 strace -f -tt -e trace=openat,connect -o /tmp/imgproxy.trace -p 2291", attach(IMG_TIDS), duration=7.0))
    t.append(p.run("grep -c openat /tmp/imgproxy.trace; grep connect /tmp/imgproxy.trace | head -3",
                   "29\n"
                   "2304  09:51:38.402117 connect(17, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr(\"52.219.170.38\")}, 16) = -1 EINPROGRESS (Operation now in progress)\n"
                   "2299  09:51:39.118804 connect(18, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr(\"52.219.170.38\")}, 16) = -1 EINPROGRESS (Operation now in progress)\n"
                   "2311  09:51:41.930551 connect(12, {sa_family=AF_INET, sin_port=htons(443), sin_addr=inet_addr(\"52.219.169.114\")}, 16) = -1 EINPROGRESS (Operation now in progress)", duration=0.3))
    t.append(p.run("systemctl restart imgproxy && systemctl status imgproxy --no-pager | head -5",
                   imgproxy_status("09:52:10", "2s", 48930, 9), duration=3.0))
    warm = [("futex", 0.018204, 611, 97), ("epoll_pwait", 0.009116, 402, 0), ("nanosleep", 0.006630, 795, 0),
            ("read", 0.004988, 301, 88), ("write", 0.003870, 176, 0), ("openat", 0.003311, 142, 12),
            ("newfstatat", 0.002107, 139, 9), ("close", 0.001975, 130, 0), ("accept4", 0.001604, 44, 22),
            ("mmap", 0.001227, 58, 0), ("setsockopt", 0.000410, 44, 0), ("getsockname", 0.000388, 22, 0)]
    t.append(p.run("timeout 10 strace -f -c -p 48930", attach(NEW_TIDS) + "\n" + ctable(warm, strace=True), duration=12.0))
    t.append(p.run("ls -l /tmp/imgproxy.trace", "-rw-r--r-- 1 root root 7342 Jun 11 09:51 /tmp/imgproxy.trace", duration=0.3))
    t.append(p.run("journalctl -u imgproxy --since '09:50' --no-pager | tail -7", "\n".join([
        "Jun 11 09:52:09 edge-02 systemd[1]: Stopping imgproxy.service - imgproxy image resizing server...",
        "Jun 11 09:52:09 edge-02 imgproxy[2291]: INFO    [2024-06-11T09:52:09Z] Shutting down the server...",
        "Jun 11 09:52:10 edge-02 systemd[1]: imgproxy.service: Deactivated successfully.",
        "Jun 11 09:52:10 edge-02 systemd[1]: Stopped imgproxy.service - imgproxy image resizing server.",
        "Jun 11 09:52:10 edge-02 systemd[1]: imgproxy.service: Consumed 6min 12.481s CPU time.",
        "Jun 11 09:52:10 edge-02 systemd[1]: Started imgproxy.service - imgproxy image resizing server.",
        "Jun 11 09:52:10 edge-02 imgproxy[48930]: INFO    [2024-06-11T09:52:10Z] Starting server at :8080"]), duration=0.5))
    rs.add("terminal", "h54-terminal-19", SYSTEM, t, state=state)


# ---------------------------------------------------------------------------------------------------
# 20 mamba / conda (contradiction: GDAL imports as 3.8.4 while the env lists gdal 3.8.5)

GEO_PKGS = [("geopandas-base", "0.14.4", "pyha770c72_0", 1024), ("geopandas", "0.14.4", "pyhd8ed1ab_0", 8),
            ("fiona", "1.9.6", "py311hf8e0aa6_0", 978), ("shapely", "2.0.4", "py311h2032efe_1", 570),
            ("pyproj", "3.6.1", "py311hb3a3e68_6", 528), ("pandas", "2.2.2", "py311h14de704_1", 15872),
            ("pytz", "2024.1", "pyhd8ed1ab_0", 189), ("python-tzdata", "2024.1", "pyhd8ed1ab_0", 144),
            ("mapclassify", "2.6.1", "pyhd8ed1ab_0", 56), ("networkx", "3.3", "pyhd8ed1ab_1", 1229),
            ("scikit-learn", "1.5.0", "py311he08f58d_1", 10138), ("joblib", "1.4.2", "pyhd8ed1ab_0", 215),
            ("threadpoolctl", "3.5.0", "pyhc1e730c_0", 23), ("xyzservices", "2024.6.0", "pyhd8ed1ab_0", 46)]
RULE = "─" * 77


def kb(n: int) -> str:
    return f"{n}kB" if n < 1000 else f"{round(n / 1024)}MB"


def mamba_install() -> str:
    rows = "\n".join(f"  + {name:<17}{ver:>9}  {build:<20}conda-forge{kb(size):>10}" for name, ver, build, size in GEO_PKGS)
    total = round(sum(s for *_, s in GEO_PKGS) / 1024)
    return ("\nLooking for: ['geopandas=0.14.4']\n\n"
            "conda-forge/linux-64                                        Using cache\n"
            "conda-forge/noarch                                          Using cache\n\n"
            "Pinned packages:\n  - python 3.11.*\n\n\n"
            "Transaction\n\n  Prefix: /home/ana/miniforge3/envs/geo\n\n  Updating specs:\n\n   - geopandas=0.14.4\n\n\n"
            "  Package               Version  Build               Channel           Size\n"
            f"{RULE}\n  Install:\n{RULE}\n\n{rows}\n\n"
            f"  Summary:\n\n  Install: {len(GEO_PKGS)} packages\n\n  Total download: {total}MB\n\n{RULE}\n\n\n"
            "Downloading and Extracting Packages:\n\n"
            "Preparing transaction: done\nVerifying transaction: done\nExecuting transaction: done")


def t20(rs: RowSet) -> None:
    p = EnvPane("ana", "gpu-ws", "/home/ana/projects/flood-maps", "base")
    state = p.prompt
    hdr = "#\n# Name                    Version                   Build  Channel\n"
    t = []
    t.append(p.run("mamba env list",
                   "# conda environments:\n#\n"
                   "base                  *  /home/ana/miniforge3\n"
                   "geo                      /home/ana/miniforge3/envs/geo\n"
                   "torch                    /home/ana/miniforge3/envs/torch\n", duration=1.0))
    t.append(p.run("mamba list -n geo '^(gdal|libgdal|numpy|python|rasterio)$'",
                   "# packages in environment at /home/ana/miniforge3/envs/geo:\n" + hdr +
                   "gdal                      3.8.5           py311h8be719e_2    conda-forge\n"
                   "libgdal                   3.8.5                hf9625ee_2    conda-forge\n"
                   "numpy                     1.26.4          py311h64a7726_0    conda-forge\n"
                   "python                    3.11.9          hb806964_0_cpython    conda-forge\n"
                   "rasterio                  1.3.10          py311h3aaf9c6_4    conda-forge", duration=2.0))
    cmd = "conda activate geo && python -c \"from osgeo import gdal; import rasterio; print(gdal.__version__, rasterio.__version__, rasterio.__gdal_version__)\""
    before = p.prompt
    p.env = "geo"
    t.append((keys(cmd, 3.0), f"{before} {cmd}\n3.8.4 1.3.10 3.8.4\n{p.prompt}"))
    t.append(run_clipped(p, "mamba install -y -n geo geopandas=0.14.4", mamba_install(), duration=60.0))
    t.append(p.run("mamba list geopandas",
                   "# packages in environment at /home/ana/miniforge3/envs/geo:\n" + hdr +
                   "geopandas                 0.14.4             pyhd8ed1ab_0    conda-forge\n"
                   "geopandas-base            0.14.4             pyha770c72_0    conda-forge", duration=2.0))
    t.append(p.run("python -c \"import geopandas, pyproj; print(geopandas.__version__, pyproj.__version__, pyproj.proj_version_str)\"",
                   "0.14.4 3.6.1 9.4.0", duration=3.0))
    rs.add("terminal", "h54-terminal-20", SYSTEM, t, state=state, bad=True, turn=3,
           kind="python in env geo reports GDAL 3.8.4 (also as rasterio's GDAL), but mamba list showed gdal and libgdal 3.8.5 installed there")


# ---------------------------------------------------------------------------------------------------
# 21 maven (contradiction: a later build's "Finished at" is earlier than the first build's)

MVN_HEAD = ("[INFO] Scanning for projects...\n[INFO] \n"
            "[INFO] -------------------< com.acme:inventory-service >--------------------\n"
            "[INFO] Building inventory-service {v}\n[INFO]   from pom.xml\n"
            "[INFO] --------------------------------[ jar ]---------------------------------\n[INFO] ")
MVN_LINE = "[INFO] " + "-" * 72


def mvn_tail(total: str, at: str) -> str:
    return f"{MVN_LINE}\n[INFO] BUILD SUCCESS\n{MVN_LINE}\n[INFO] Total time:  {total} s\n[INFO] Finished at: 2024-06-11T{at}+02:00\n{MVN_LINE}"


def t21(rs: RowSet) -> None:
    p = Pane("dev", "ci-box", "/home/dev/work/inventory-service")
    state = p.prompt
    W = "/home/dev/work/inventory-service"
    t = []
    t.append(p.run("mvn -q help:evaluate -Dexpression=project.version -DforceStdout; echo", "1.4.0-SNAPSHOT", duration=5.0))
    job = Job(p, "mvn -B clean package")
    part = "\n".join([
        MVN_HEAD.format(v="1.4.0-SNAPSHOT"),
        "[INFO] --- clean:3.3.2:clean (default-clean) @ inventory-service ---",
        f"[INFO] Deleting {W}/target",
        "[INFO] ",
        "[INFO] --- resources:3.3.1:resources (default-resources) @ inventory-service ---",
        "[INFO] Copying 3 resources from src/main/resources to target/classes",
        "[INFO] ",
        "[INFO] --- compiler:3.11.0:compile (default-compile) @ inventory-service ---",
        "[INFO] Changes detected - recompiling the module! :dependency",
        "[INFO] Compiling 47 source files with javac [debug release 17] to target/classes"])
    full = "\n".join([
        part,
        "[INFO] ",
        "[INFO] --- resources:3.3.1:testResources (default-testResources) @ inventory-service ---",
        "[INFO] Copying 2 resources from src/test/resources to target/test-classes",
        "[INFO] ",
        "[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ inventory-service ---",
        "[INFO] Changes detected - recompiling the module! :dependency",
        "[INFO] Compiling 19 source files with javac [debug release 17] to target/test-classes",
        "[INFO] ",
        "[INFO] --- surefire:3.1.2:test (default-test) @ inventory-service ---",
        "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider",
        "[INFO] ",
        "[INFO] -------------------------------------------------------",
        "[INFO]  T E S T S",
        "[INFO] -------------------------------------------------------",
        "[INFO] Running com.acme.inventory.StockServiceTest",
        "[INFO] Tests run: 21, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in com.acme.inventory.StockServiceTest",
        "[INFO] Running com.acme.inventory.api.StockControllerIT",
        "[WARNING] Tests run: 14, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 6.118 s -- in com.acme.inventory.api.StockControllerIT",
        "[INFO] Running com.acme.inventory.repo.StockRepositoryTest",
        "[INFO] Tests run: 23, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 9.874 s -- in com.acme.inventory.repo.StockRepositoryTest",
        "[INFO] ",
        "[INFO] Results:",
        "[INFO] ",
        "[WARNING] Tests run: 58, Failures: 0, Errors: 0, Skipped: 2",
        "[INFO] ",
        "[INFO] ",
        "[INFO] --- jar:3.3.0:jar (default-jar) @ inventory-service ---",
        f"[INFO] Building jar: {W}/target/inventory-service-1.4.0-SNAPSHOT.jar",
        "[INFO] ",
        "[INFO] --- spring-boot:3.2.5:repackage (repackage) @ inventory-service ---",
        f"[INFO] Replacing main artifact {W}/target/inventory-service-1.4.0-SNAPSHOT.jar with repackaged archive, adding nested dependencies in BOOT-INF/.",
        f"[INFO] The original artifact has been renamed to {W}/target/inventory-service-1.4.0-SNAPSHOT.jar.original",
        mvn_tail("41.227", "10:42:18")])
    t.append(job.start(part, 15.0))
    t.append(job.done(full, 40.0))
    t.append(p.run("ls -l target/*.jar", "-rw-r--r-- 1 dev dev 48213377 Jun 11 10:42 target/inventory-service-1.4.0-SNAPSHOT.jar", duration=0.3))
    t.append(p.run("mvn -B versions:set -DnewVersion=1.4.0 -DgenerateBackupPoms=false", "\n".join([
        MVN_HEAD.format(v="1.4.0-SNAPSHOT"),
        "[INFO] --- versions:2.16.2:set (default-cli) @ inventory-service ---",
        "[INFO] Searching for local aggregator root...",
        f"[INFO] Local aggregation root: {W}",
        "[INFO] Processing change of com.acme:inventory-service:1.4.0-SNAPSHOT -> 1.4.0",
        "[INFO] Processing com.acme:inventory-service",
        "[INFO]     Updating project com.acme:inventory-service",
        "[INFO]         from version 1.4.0-SNAPSHOT to 1.4.0",
        "[INFO] ",
        mvn_tail("1.904", "10:43:37")]), duration=8.0))
    t.append(p.run("git diff --stat", " pom.xml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", duration=0.3))
    t.append(p.run("mvn -B -q -DskipTests package && ls -l target/*.jar",
                   "-rw-r--r-- 1 dev dev 48213377 Jun 11 10:42 target/inventory-service-1.4.0-SNAPSHOT.jar\n"
                   "-rw-r--r-- 1 dev dev 48213391 Jun 11 10:44 target/inventory-service-1.4.0.jar", duration=25.0))
    t.append(p.run("mvn -B dependency:tree -Dincludes=org.postgresql", "\n".join([
        MVN_HEAD.format(v="1.4.0"),
        "[INFO] --- dependency:3.6.1:tree (default-cli) @ inventory-service ---",
        "[INFO] com.acme:inventory-service:jar:1.4.0",
        "[INFO] \\- org.postgresql:postgresql:jar:42.7.3:runtime",
        mvn_tail("1.318", "10:45:02")]), duration=8.0))
    t.append(p.run("mvn -B -o -DskipTests install | tail -8", "\n".join([
        f"[INFO] Installing {W}/pom.xml to /home/dev/.m2/repository/com/acme/inventory-service/1.4.0/inventory-service-1.4.0.pom",
        f"[INFO] Installing {W}/target/inventory-service-1.4.0.jar to /home/dev/.m2/repository/com/acme/inventory-service/1.4.0/inventory-service-1.4.0.jar",
        mvn_tail("6.812", "10:45:49")]), duration=20.0))
    t.append(p.run("mvn -B -o validate | tail -5", "\n".join(mvn_tail("0.287", "10:39:51").split("\n")[1:]), duration=5.0))
    t.append(p.run("ls ~/.m2/repository/com/acme/inventory-service/", "1.3.2  1.4.0  maven-metadata-local.xml", duration=0.3))
    rs.add("terminal", "h54-terminal-21", SYSTEM, t, state=state, bad=True, turn=10,
           kind="the validate run says Finished at 10:39:51, earlier than the clean package that finished at 10:42:18 and the later builds up to 10:45:49")


# ---------------------------------------------------------------------------------------------------
# 22 pyenv + nvm (clean)

NVM_ALIASES = ("default -> 20 (-> v20.14.0)\n"
               "iojs -> N/A (default)\n"
               "unstable -> N/A (default)\n"
               "node -> stable (-> v20.14.0) (default)\n"
               "stable -> 20.14 (-> v20.14.0) (default)\n"
               "lts/* -> lts/iron (-> v20.14.0)\n"
               "lts/argon -> v4.9.1 (-> N/A)\n"
               "lts/boron -> v6.17.1 (-> N/A)\n"
               "lts/carbon -> v8.17.0 (-> N/A)\n"
               "lts/dubnium -> v10.24.1 (-> N/A)\n"
               "lts/erbium -> v12.22.12 (-> N/A)\n"
               "lts/fermium -> v14.21.3 (-> N/A)\n"
               "lts/gallium -> v16.20.2 (-> N/A)\n"
               "lts/hydrogen -> v18.20.3\n"
               "lts/iron -> v20.14.0")


def t22(rs: RowSet) -> None:
    p = Pane("dev", "laptop", "/home/dev/work/site-gen")
    state = p.prompt
    t = []
    t.append(p.run("pyenv versions", "  system\n* 3.11.9 (set by /home/dev/.pyenv/version)\n  3.12.3", duration=0.5))
    job = Job(p, "pyenv install 3.10.14")
    part = ("Downloading Python-3.10.14.tar.xz...\n-> https://www.python.org/ftp/python/3.10.14/Python-3.10.14.tar.xz\n"
            "Installing Python-3.10.14...")
    t.append(job.start(part, 20.0))
    t.append(job.done(part + "\nInstalled Python-3.10.14 to /home/dev/.pyenv/versions/3.10.14", 180.0))
    t.append(p.run("pyenv local 3.10.14 && cat .python-version && python --version", "3.10.14\nPython 3.10.14", duration=0.5))
    t.append(p.run("pyenv versions",
                   "  system\n* 3.10.14 (set by /home/dev/work/site-gen/.python-version)\n  3.11.9\n  3.12.3", duration=0.5))
    t.append(p.run("nvm ls", "       v18.20.3\n->     v20.14.0\n" + NVM_ALIASES, duration=1.0))
    t.append(p.run("cat .nvmrc && nvm use",
                   "18\nFound '/home/dev/work/site-gen/.nvmrc' with version <18>\nNow using node v18.20.3 (npm v10.7.0)", duration=1.0))
    t.append(p.run("node -v && which node", "v18.20.3\n/home/dev/.nvm/versions/node/v18.20.3/bin/node", duration=0.3))
    t.append(p.run("nvm ls", "->     v18.20.3\n       v20.14.0\n" + NVM_ALIASES, duration=1.0))
    t.append(p.run("cd ~/work/other-tool && python --version && pyenv version",
                   "Python 3.11.9\n3.11.9 (set by /home/dev/.pyenv/version)", cd="/home/dev/work/other-tool", duration=0.5))
    t.append(p.run("node -v; cd - && python --version", "v18.20.3\n/home/dev/work/site-gen\nPython 3.10.14",
                   cd="/home/dev/work/site-gen", duration=0.5))
    rs.add("terminal", "h54-terminal-22", SYSTEM, t, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
