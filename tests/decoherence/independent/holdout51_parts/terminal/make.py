# ruff: noqa: E501
"""Held-out set h51, domain ``terminal``: 22 shell sessions in a tmux pane, written blind.

Each trajectory is about one research-computing or operations tool (Slurm, conda/mamba, R, Julia,
DuckDB, sqlite3, aws, gcloud, az, Terraform, Ansible, restic, borg, OpenSSL, certbot, cron, at,
systemd timers, Postfix, CUPS, user administration, LVM and quotas). Eleven hold exactly one
contradiction (an observation that conflicts with an earlier one with no action in between that could
explain it); the other eleven are clean but full of legitimate changes. Run with
``python3 -m tests.decoherence.independent.holdout51_parts.terminal.make``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model** - a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a tmux pane) after executing a given command or sequence of commands, as faithfully as possible to real terminal behavior and consistent with the whole interaction so far.

## Task Definition

Given the historical context (previous turns of this session), the current terminal state (the visible screen with its prompt) and a user action (keystrokes sent to the pane), predict the **exact next terminal state**.

# Environment Management

The terminal state consists of the visible screen, the prompt (user, host and working directory, e.g. `root@hostname:/path#`) and the implicit state: working directory, environment variables, file system, processes and services, inferred from history.

Track across turns: the working directory (changed by `cd`, reflected in the prompt), environment variables (`export`, `VAR=value`), files created, modified or deleted, background jobs, and the state of the programs and services the commands talk to.

- File operations must be consistent with prior commands (`cat file.txt` after `rm file.txt` must fail).
- Listings must reflect all accumulated changes.
- The prompt format must match the pattern of the initial state; interactive programs (REPLs, database shells) show their own prompt until they exit.

# Input Definitions & Action Space

Actions are a JSON array of objects `{"keystrokes": "...", "duration": seconds}`.

- `keystrokes` is raw terminal input; a command runs only when it ends with `\\n`.
- Control characters use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear).
- Empty keystrokes `""` with a duration mean: wait, then show what appeared meanwhile.
- `duration` is how long to wait before the screen is captured: short commands complete; long-running commands (downloads, builds, backups, deployments) may still be running, in which case show the partial output and no new prompt yet.

# Predicted Observation Requirements

Output the pane after the action, in order:
1. **Command Echo**: the prompt line with the command as typed
2. **Command Output**: all stdout and stderr, with exact spacing, alignment and line breaks
3. **New Prompt**: the prompt for the next command, if the command has completed

For several commands in one action, concatenate their echoes and outputs in execution order. Generate realistic errors (`command not found`, `No such file or directory`, `Permission denied`) where they would occur.

# Key Principles

- **Format**: prompt pattern, command echo and line breaks as a real terminal prints them.
- **Factuality**: command syntax, options and output formats as the real tools print them; no invented files or contents.
- **Consistency**: respect the working directory, file system changes, environment variables and every value established earlier in the session (ids, names, sizes, settings, timestamps).
- **Realism**: plausible sizes, timestamps, permissions, process ids and counters that move forward in time.
- **Quality**: complete output, no unreasonable truncation (the pane shows about 40 lines; older output scrolls off).

Give the observation after **Environment Observation:**."""


def _block(out: str) -> str:
    return out.rstrip("\n") + "\n" if out else ""


class Term:
    """A tmux pane: every observation is the prompt line with the command, its output and the next prompt."""

    def __init__(self, prompt: str) -> None:
        self.prompt = prompt
        self.pending = ""

    def run(self, cmd: str, out: str = "", dur: float = 1.0, then: str | None = None) -> tuple[str, str]:
        head = f"{self.prompt} {cmd}\n"
        if then is not None:
            self.prompt = then
        return keys(cmd, dur), head + _block(out) + self.prompt

    def multi(self, steps: list[tuple[str, str]], dur: float = 1.0) -> tuple[str, str]:
        """Several lines typed in one action, each run at the same prompt."""
        text = "".join(f"{self.prompt} {cmd}\n" + _block(out) for cmd, out in steps)
        return keys("\n".join(cmd for cmd, _ in steps), dur), text + self.prompt

    def start(self, cmd: str, out: str = "", dur: float = 1.0) -> tuple[str, str]:
        """A long command: the capture shows it still running (no new prompt)."""
        self.pending = f"{self.prompt} {cmd}\n" + _block(out)
        return keys(cmd, dur), self.pending.rstrip("\n")

    def wait(self, out: str = "", dur: float = 10.0, done: bool = True) -> tuple[str, str]:
        """An empty-keystroke wait: the screen so far plus what appeared meanwhile."""
        self.pending += _block(out)
        action = jblock([{"keystrokes": "", "duration": dur}])
        if not done:
            return action, self.pending.rstrip("\n")
        text, self.pending = self.pending + self.prompt, ""
        return action, text


# 01 Slurm: array job submitted, pending, running, completed; clean.
def t01(rs: RowSet) -> None:
    t = Term("[mkhan@login02 qc]$")
    state = "[mkhan@login02 qc]$"
    turns = [
        t.run("cat run_qc.sbatch", """#!/bin/bash
#SBATCH --job-name=fastqc_qc
#SBATCH --partition=short
#SBATCH --array=1-4
#SBATCH --cpus-per-task=4
#SBATCH --mem=8G
#SBATCH --time=00:30:00
#SBATCH --output=logs/%x_%A_%a.out

module load FastQC/0.12.1-Java-11
SAMPLE=$(sed -n "${SLURM_ARRAY_TASK_ID}p" samples.txt)
echo "[$(date '+%F %T')] task ${SLURM_ARRAY_TASK_ID} start: sample ${SAMPLE} on $(hostname)"
fastqc --threads ${SLURM_CPUS_PER_TASK} --outdir fastqc_out raw/${SAMPLE}_R1.fastq.gz raw/${SAMPLE}_R2.fastq.gz
echo "[$(date '+%F %T')] task ${SLURM_ARRAY_TASK_ID} finished: sample ${SAMPLE} (2 files, exit $?)\""""),
        t.run("sbatch run_qc.sbatch", "Submitted batch job 4817263"),
        t.run("squeue -u mkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
     4817263_[1-4]     short fastqc_q    mkhan PD       0:00      1 (Priority)
           4816990 interacti     bash    mkhan  R    2:13:07      1 cn0412"""),
        t.run("sleep 45; squeue -u mkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
     4817263_[3-4]     short fastqc_q    mkhan PD       0:00      1 (Resources)
         4817263_1     short fastqc_q    mkhan  R       0:38      1 cn0233
         4817263_2     short fastqc_q    mkhan  R       0:38      1 cn0234
           4816990 interacti     bash    mkhan  R    2:13:55      1 cn0412""", dur=50),
        t.run("scontrol show job 4817263_1", """JobId=4817264 ArrayJobId=4817263 ArrayTaskId=1 JobName=fastqc_qc
   UserId=mkhan(41207) GroupId=hpcusers(4100) MCS_label=N/A
   Priority=10843 Nice=0 Account=grp-genomics QOS=normal
   JobState=RUNNING Reason=None Dependency=(null)
   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:0
   RunTime=00:00:41 TimeLimit=00:30:00 TimeMin=N/A
   SubmitTime=2024-03-18T14:02:11 EligibleTime=2024-03-18T14:02:12
   AccrueTime=2024-03-18T14:02:12
   StartTime=2024-03-18T14:02:23 EndTime=2024-03-18T14:32:23 Deadline=N/A
   SuspendTime=None SecsPreSuspend=0 LastSchedEval=2024-03-18T14:02:23 Scheduler=Backfill
   Partition=short AllocNode:Sid=login02:218804
   ReqNodeList=(null) ExcNodeList=(null)
   NodeList=cn0233
   BatchHost=cn0233
   NumNodes=1 NumCPUs=4 NumTasks=1 CPUs/Task=4 ReqB:S:C:T=0:0:*:*
   ReqTRES=cpu=4,mem=8G,node=1,billing=4
   AllocTRES=cpu=4,mem=8G,node=1,billing=4
   Socks/Node=* NtasksPerN:B:S:C=0:0:*:* CoreSpec=*
   MinCPUsNode=4 MinMemoryNode=8G MinTmpDiskNode=0
   Features=(null) DelayBoot=00:00:00
   OverSubscribe=OK Contiguous=0 Licenses=(null) Network=(null)
   Command=/home/mkhan/qc/run_qc.sbatch
   WorkDir=/home/mkhan/qc
   StdErr=/home/mkhan/qc/logs/fastqc_qc_4817263_1.out
   StdIn=/dev/null
   StdOut=/home/mkhan/qc/logs/fastqc_qc_4817263_1.out
   Power="""),
        t.run("scancel 4816990"),
        t.run("sleep 60; squeue -u mkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
         4817263_4     short fastqc_q    mkhan PD       0:00      1 (Resources)
         4817263_1     short fastqc_q    mkhan  R       1:47      1 cn0233
         4817263_2     short fastqc_q    mkhan  R       1:47      1 cn0234
         4817263_3     short fastqc_q    mkhan  R       0:09      1 cn0412""", dur=65),
        t.run("sleep 90; sacct -j 4817263 --format=JobID,JobName%12,State,Elapsed,MaxRSS,ExitCode", """JobID             JobName      State    Elapsed     MaxRSS ExitCode
------------ ------------ ---------- ---------- ---------- --------
4817263_1       fastqc_qc  COMPLETED   00:02:58                0:0
4817263_1.b+        batch  COMPLETED   00:02:58   1843212K      0:0
4817263_1.e+       extern  COMPLETED   00:02:58      1036K      0:0
4817263_2       fastqc_qc  COMPLETED   00:03:04                0:0
4817263_2.b+        batch  COMPLETED   00:03:04   1861540K      0:0
4817263_2.e+       extern  COMPLETED   00:03:04      1040K      0:0
4817263_3       fastqc_qc    RUNNING   00:01:44                0:0
4817263_3.b+        batch    RUNNING   00:01:44                0:0
4817263_3.e+       extern    RUNNING   00:01:44                0:0
4817263_4       fastqc_qc    RUNNING   00:00:24                0:0
4817263_4.b+        batch    RUNNING   00:00:24                0:0
4817263_4.e+       extern    RUNNING   00:00:24                0:0""", dur=95),
        t.run("ls -l logs/", """total 24
-rw-r--r-- 1 mkhan hpcusers 6214 Mar 18 14:05 fastqc_qc_4817263_1.out
-rw-r--r-- 1 mkhan hpcusers 6198 Mar 18 14:05 fastqc_qc_4817263_2.out
-rw-r--r-- 1 mkhan hpcusers 3107 Mar 18 14:05 fastqc_qc_4817263_3.out
-rw-r--r-- 1 mkhan hpcusers  388 Mar 18 14:05 fastqc_qc_4817263_4.out"""),
        t.run("tail -n 4 logs/fastqc_qc_4817263_1.out", """Approx 90% complete for S01_R2.fastq.gz
Approx 95% complete for S01_R2.fastq.gz
Analysis complete for S01_R2.fastq.gz
[2024-03-18 14:05:20] task 1 finished: sample S01 (2 files, exit 0)"""),
    ]
    rs.add("terminal", "h51-terminal-01", SYSTEM, turns, state=state)


# 02 conda/mamba: numpy version differs in the export with nothing installed over it; bad at turn 6.
def t02(rs: RowSet) -> None:
    t = Term("(base) ana@ws-lab07:~/proj/specfit$")
    state = "(base) ana@ws-lab07:~/proj/specfit$"
    turns = [
        t.run("conda env list", """# conda environments:
#
base                  *  /home/ana/miniforge3
specfit                  /home/ana/miniforge3/envs/specfit
torch-cu121              /home/ana/miniforge3/envs/torch-cu121
"""),
        t.run("conda activate specfit", then="(specfit) ana@ws-lab07:~/proj/specfit$"),
        t.run("conda list | grep -E '^(numpy|scipy|astropy|matplotlib-base|python) '", """astropy                   6.0.1           py311h1f0f07a_0    conda-forge
matplotlib-base           3.8.4           py311ha4ca890_2    conda-forge
numpy                     1.26.4          py311h64a7726_0    conda-forge
python                    3.11.9          hb806964_0_cpython    conda-forge
scipy                     1.13.0          py311h517d4fd_1    conda-forge"""),
        t.run("mamba install -y -c conda-forge emcee=3.1.6 corner", """
Looking for: ['emcee=3.1.6', 'corner']

conda-forge/linux-64                                        Using cache
conda-forge/noarch                                          Using cache

Pinned packages:
  - python 3.11.*


Transaction

  Prefix: /home/ana/miniforge3/envs/specfit

  Updating specs:

   - emcee=3.1.6
   - corner
   - ca-certificates
   - openssl


  Package   Version  Build         Channel          Size
──────────────────────────────────────────────────────────
  Install:
──────────────────────────────────────────────────────────

  + corner    2.2.2  pyhd8ed1ab_0  conda-forge      19kB
  + emcee     3.1.6  pyhd8ed1ab_0  conda-forge      37kB

  Summary:

  Install: 2 packages

  Total download: 56kB

──────────────────────────────────────────────────────────


corner                                              18.6kB @ 241.9kB/s  0.1s
emcee                                               36.9kB @ 412.3kB/s  0.1s

Downloading and Extracting Packages:

Preparing transaction: done
Verifying transaction: done
Executing transaction: done""", dur=15),
        t.run('python -c "import emcee, numpy, corner; print(emcee.__version__, numpy.__version__, corner.__version__)"', "3.1.6 1.26.4 2.2.2", dur=3),
        t.run("conda env export --no-builds | grep -v '^prefix:' > environment.lock.yml && cat environment.lock.yml", """name: specfit
channels:
  - conda-forge
dependencies:
  - _libgcc_mutex=0.1
  - _openmp_mutex=4.5
  - astropy=6.0.1
  - astropy-iers-data=0.2024.5.6.0.30.52
  - brotli=1.1.0
  - bzip2=1.0.8
  - ca-certificates=2024.2.2
  - contourpy=1.2.1
  - corner=2.2.2
  - cycler=0.12.1
  - emcee=3.1.6
  - fonttools=4.51.0
  - freetype=2.12.1
  - kiwisolver=1.4.5
  - libblas=3.9.0
  - libcblas=3.9.0
  - libgfortran5=13.2.0
  - liblapack=3.9.0
  - libopenblas=0.3.27
  - libpng=1.6.43
  - matplotlib-base=3.8.4
  - numpy=1.26.2
  - openssl=3.3.0
  - packaging=24.0
  - pillow=10.3.0
  - pip=24.0
  - pyerfa=2.0.1.4
  - pyparsing=3.1.2
  - python=3.11.9
  - python-dateutil=2.9.0
  - python_abi=3.11
  - pyyaml=6.0.1
  - scipy=1.13.0
  - six=1.16.0
  - tk=8.6.13
  - tzdata=2024a
  - zlib=1.2.13""", dur=6),
        t.run("python fit_lines.py --walkers 64 --steps 2000 data/ngc4151_halpha.fits", """Loaded data/ngc4151_halpha.fits: 2048 pixels, 6480.2-6645.9 A
Initial guess: centre=6564.61 A, sigma=4.12 A, amplitude=3.18e-14
Running emcee with 64 walkers x 2000 steps (burn-in 500)
100%|██████████████████████████████████████████| 2000/2000 [00:41<00:00, 48.31it/s]
Mean acceptance fraction: 0.412
Autocorrelation time: [38.2 41.7 36.9 44.1]
centre    = 6564.583 +0.021 -0.020 A
sigma     = 4.087 +0.034 -0.033 A
amplitude = 3.204e-14 +2.1e-16 -2.0e-16 erg/s/cm2/A
Saved results/ngc4151_halpha_chain.npz and results/ngc4151_halpha_corner.png""", dur=50),
        t.run("ls -lh results/", """total 12M
-rw-r--r-- 1 ana ana 9.8M May 14 16:22 ngc4151_halpha_chain.npz
-rw-r--r-- 1 ana ana 1.3M May 14 16:22 ngc4151_halpha_corner.png
-rw-r--r-- 1 ana ana 4.2K May  9 11:07 README.md"""),
    ]
    rs.add("terminal", "h51-terminal-02", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="conda list and the import at turn 5 show numpy 1.26.4, but the environment export lists numpy=1.26.2 though nothing changed numpy.")


# 03 Rscript: summary for week12, then the script edited to week24 and rerun; clean.
def t03(rs: RowSet) -> None:
    t = Term("rstats@biostat-03:~/trial42$")
    state = "rstats@biostat-03:~/trial42$"
    turns = [
        t.run("head -n 4 data/visits.csv && wc -l data/visits.csv", """subject_id,arm,site,visit,visit_date,score_baseline,score,change
S0001,placebo,OSL,screening,2023-02-06,41,41,0
S0001,placebo,OSL,week12,2023-05-02,41,38,-3
1843 data/visits.csv"""),
        t.run("cat -n R/summarise.R", """     1\tsuppressPackageStartupMessages({
     2\t  library(dplyr)
     3\t  library(readr)
     4\t})
     5\t
     6\tvisit_id <- "week12"
     7\tvisits <- read_csv("data/visits.csv", show_col_types = FALSE)
     8\tmessage("Rows read: ", nrow(visits))
     9\tsel <- visits |>
    10\t  filter(visit == visit_id) |>
    11\t  mutate(arm = factor(arm, levels = c("placebo", "low_dose", "high_dose")))
    12\tmessage(visit_id, " rows: ", nrow(sel))
    13\tout <- sel |>
    14\t  group_by(arm) |>
    15\t  summarise(n = n(), mean_change = mean(change, na.rm = TRUE),
    16\t            sd_change = sd(change, na.rm = TRUE), n_missing = sum(is.na(change)))
    17\tprint(out)
    18\tdest <- file.path("out", paste0(visit_id, "_summary.csv"))
    19\twrite_csv(mutate(out, across(where(is.double), \\(x) round(x, 4))), dest)
    20\tmessage("Wrote ", dest)"""),
        t.run("Rscript R/summarise.R", """Rows read: 1842
week12 rows: 611
# A tibble: 3 × 5
  arm           n mean_change sd_change n_missing
  <fct>     <int>       <dbl>     <dbl>     <int>
1 placebo     204       -1.84      6.12         9
2 low_dose    203       -4.37      5.98        12
3 high_dose   204       -6.05      6.41         7
Wrote out/week12_summary.csv""", dur=4),
        t.run("sed -i 's/^visit_id <- \"week12\"/visit_id <- \"week24\"/' R/summarise.R && grep -n 'visit_id <-' R/summarise.R", '6:visit_id <- "week24"'),
        t.run("Rscript R/summarise.R", """Rows read: 1842
week24 rows: 587
# A tibble: 3 × 5
  arm           n mean_change sd_change n_missing
  <fct>     <int>       <dbl>     <dbl>     <int>
1 placebo     197       -2.11      6.30        14
2 low_dose    195       -5.02      6.07        11
3 high_dose   195       -7.48      6.55        16
Wrote out/week24_summary.csv""", dur=4),
        t.run("ls -l out/", """total 12
-rw-r--r-- 1 rstats rstats 214 Oct 30 17:52 baseline_summary.csv
-rw-r--r-- 1 rstats rstats 121 Nov  4 10:14 week12_summary.csv
-rw-r--r-- 1 rstats rstats 122 Nov  4 10:16 week24_summary.csv"""),
        t.run("cat out/week24_summary.csv", """arm,n,mean_change,sd_change,n_missing
placebo,197,-2.1134,6.3021,14
low_dose,195,-5.0186,6.0712,11
high_dose,195,-7.4794,6.5488,16"""),
    ]
    rs.add("terminal", "h51-terminal-03", SYSTEM, turns, state=state)


# 04 Julia: dedupe writes 46819 rows, but wc -l then counts a different number of lines; bad at turn 5.
def t04(rs: RowSet) -> None:
    t = Term("kai@dsbox:~/sensors$")
    state = "kai@dsbox:~/sensors$"
    turns = [
        t.run("wc -l raw/readings_2024-06.csv && head -n 3 raw/readings_2024-06.csv", """48217 raw/readings_2024-06.csv
sensor_id,ts,temp_c,rh_pct,co2_ppm,pm25,battery_v,rssi,fw
S-014,2024-06-01T00:00:00Z,18.42,61.3,512,4.1,3.71,-71,2.4.1"""),
        t.run("cat dedupe.jl", """using CSV, DataFrames

src = ARGS[1]
df = CSV.read(src, DataFrame)
println("read $(nrow(df)) rows, $(ncol(df)) columns")
n0 = nrow(df)
unique!(df, [:sensor_id, :ts])
println("duplicates removed: $(n0 - nrow(df))")
n1 = nrow(df)
dropmissing!(df, [:temp_c, :rh_pct, :co2_ppm])
println("rows with missing value dropped: $(n1 - nrow(df))")
dest = joinpath("clean", basename(src))
CSV.write(dest, df)
println("wrote $(nrow(df)) rows to $dest")"""),
        t.run("julia --project=. dedupe.jl raw/readings_2024-06.csv", """read 48216 rows, 9 columns
duplicates removed: 1184
rows with missing value dropped: 213
wrote 46819 rows to clean/readings_2024-06.csv""", dur=25),
        t.run("ls -l raw/ clean/", """clean/:
total 2900
-rw-r--r-- 1 kai kai 2967404 Jul  2 09:41 readings_2024-06.csv

raw/:
total 6100
-rw-r--r-- 1 kai kai 3058112 Jul  1 00:05 readings_2024-05.csv
-rw-r--r-- 1 kai kai 3183706 Jul  1 23:58 readings_2024-06.csv"""),
        t.run("wc -l raw/readings_2024-06.csv clean/readings_2024-06.csv", """  48217 raw/readings_2024-06.csv
  46832 clean/readings_2024-06.csv
  95049 total"""),
        t.run("julia --project=. plot_daily.jl clean/readings_2024-06.csv", """[ Info: 14 sensors, 30 days (2024-06-01 to 2024-06-30)
[ Info: daily mean temp_c range 16.84 .. 27.31, co2_ppm range 438 .. 1127
[ Info: saved figures/daily_means_2024-06.png (1800x1200)""", dur=40),
        t.run("ls -lh figures/", """total 412K
-rw-r--r-- 1 kai kai 197K Jun  3 14:20 daily_means_2024-05.png
-rw-r--r-- 1 kai kai 208K Jul  2 09:43 daily_means_2024-06.png"""),
    ]
    rs.add("terminal", "h51-terminal-04", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="dedupe.jl wrote 46819 rows plus a header, yet wc -l counts 46832 lines in the clean file with nothing written to it since.")


# 05 DuckDB: daily_totals created, queried, then missing from duckdb_tables(); bad at turn 9.
def t05(rs: RowSet) -> None:
    t = Term("lena@analytics-vm:~/tripdata$")
    state = "lena@analytics-vm:~/tripdata$"
    turns = [
        t.run("duckdb trips.duckdb", """v1.0.0 1f98600c2c
Enter ".help" for usage hints.""", then="D"),
        t.run("SHOW TABLES;", """┌──────────┐
│   name   │
│ varchar  │
├──────────┤
│ stations │
│ trips    │
└──────────┘"""),
        t.run("SELECT count(*) AS n, min(started_at) AS first, max(started_at) AS last FROM trips;", """┌─────────┬─────────────────────┬─────────────────────┐
│    n    │        first        │        last         │
│  int64  │      timestamp      │      timestamp      │
├─────────┼─────────────────────┼─────────────────────┤
│ 2184307 │ 2024-04-01 00:00:07 │ 2024-04-30 23:59:52 │
└─────────┴─────────────────────┴─────────────────────┘"""),
        t.run("CREATE TABLE daily_totals AS SELECT CAST(started_at AS DATE) AS day, count(*) AS rides, round(avg(duration_s) / 60, 1) AS avg_min FROM trips GROUP BY ALL ORDER BY day;", "", dur=2),
        t.run("SELECT * FROM daily_totals LIMIT 5;", """┌────────────┬───────┬─────────┐
│    day     │ rides │ avg_min │
│    date    │ int64 │ double  │
├────────────┼───────┼─────────┤
│ 2024-04-01 │ 61877 │    14.2 │
│ 2024-04-02 │ 66213 │    13.9 │
│ 2024-04-03 │ 70458 │    14.6 │
│ 2024-04-04 │ 58102 │    13.1 │
│ 2024-04-05 │ 73910 │    15.0 │
└────────────┴───────┴─────────┘"""),
        t.run("SELECT count(*) AS days, sum(rides) AS rides FROM daily_totals;", """┌───────┬─────────┐
│ days  │  rides  │
│ int64 │ int128  │
├───────┼─────────┤
│    30 │ 2184307 │
└───────┴─────────┘"""),
        t.multi([(".mode line", ""), ("SELECT * FROM daily_totals ORDER BY rides DESC LIMIT 2;", """    day = 2024-04-27
  rides = 94215
avg_min = 19.8

    day = 2024-04-20
  rides = 91764
avg_min = 18.7""")]),
        t.multi([(".mode duckbox", ""), ("DELETE FROM trips WHERE duration_s < 60;", """┌───────┐
│ Count │
│ int64 │
├───────┤
│ 18442 │
└───────┘""")], dur=2),
        t.run("SELECT table_name, estimated_size, column_count FROM duckdb_tables() ORDER BY table_name;", """┌────────────┬────────────────┬──────────────┐
│ table_name │ estimated_size │ column_count │
│  varchar   │     int64      │    int64     │
├────────────┼────────────────┼──────────────┤
│ stations   │           1682 │            6 │
│ trips      │        2165865 │           11 │
└────────────┴────────────────┴──────────────┘"""),
        t.run(".quit", then="lena@analytics-vm:~/tripdata$"),
    ]
    rs.add("terminal", "h51-terminal-05", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="The table daily_totals created at turn 4 (and queried at turns 5-7) is missing from duckdb_tables(), though it was never dropped.")


# 06 sqlite3: restock, a new order with two lines, stock updated and re-sorted; clean.
def t06(rs: RowSet) -> None:
    t = Term("dev@pos-terminal:~/shop$")
    state = "dev@pos-terminal:~/shop$"
    turns = [
        t.run("sqlite3 shop.db", """SQLite version 3.45.1 2024-01-30 16:01:20
Enter ".help" for usage hints.""", then="sqlite>"),
        t.run(".tables", "customers    order_items  orders       products   "),
        t.multi([(".mode box", ""), ("SELECT id, sku, name, price_cents, stock FROM products WHERE category = 'tea' ORDER BY id;", """┌────┬──────────┬──────────────────────┬─────────────┬───────┐
│ id │   sku    │         name         │ price_cents │ stock │
├────┼──────────┼──────────────────────┼─────────────┼───────┤
│ 12 │ TEA-0012 │ Assam Breakfast 250g │ 1150        │ 42    │
│ 13 │ TEA-0013 │ Darjeeling FF 100g   │ 1890        │ 17    │
│ 14 │ TEA-0014 │ Sencha Kyoto 100g    │ 1420        │ 0     │
│ 15 │ TEA-0015 │ Rooibos Vanilla 200g │ 980         │ 63    │
│ 16 │ TEA-0016 │ Genmaicha 200g       │ 1210        │ 25    │
└────┴──────────┴──────────────────────┴─────────────┴───────┘""")]),
        t.run("UPDATE products SET stock = stock + 40 WHERE sku = 'TEA-0014'; SELECT changes();", """┌───────────┐
│ changes() │
├───────────┤
│ 1         │
└───────────┘"""),
        t.run("INSERT INTO orders (customer_id, created_at, status) VALUES (318, '2024-09-02 10:41:05', 'paid'); SELECT last_insert_rowid();", """┌─────────────────────┐
│ last_insert_rowid() │
├─────────────────────┤
│ 2207                │
└─────────────────────┘"""),
        t.run("INSERT INTO order_items (order_id, product_id, qty, unit_cents) VALUES (2207, 13, 2, 1890), (2207, 16, 1, 1210); UPDATE products SET stock = stock - 2 WHERE id = 13; UPDATE products SET stock = stock - 1 WHERE id = 16;"),
        t.run("SELECT id, sku, name, stock FROM products WHERE category = 'tea' ORDER BY stock DESC;", """┌────┬──────────┬──────────────────────┬───────┐
│ id │   sku    │         name         │ stock │
├────┼──────────┼──────────────────────┼───────┤
│ 15 │ TEA-0015 │ Rooibos Vanilla 200g │ 63    │
│ 12 │ TEA-0012 │ Assam Breakfast 250g │ 42    │
│ 14 │ TEA-0014 │ Sencha Kyoto 100g    │ 40    │
│ 16 │ TEA-0016 │ Genmaicha 200g       │ 24    │
│ 13 │ TEA-0013 │ Darjeeling FF 100g   │ 15    │
└────┴──────────┴──────────────────────┴───────┘"""),
        t.run("SELECT o.id, o.status, count(*) AS lines, sum(i.qty * i.unit_cents) AS total_cents FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id IN (2206, 2207) GROUP BY o.id;", """┌──────┬─────────┬───────┬─────────────┐
│  id  │ status  │ lines │ total_cents │
├──────┼─────────┼───────┼─────────────┤
│ 2206 │ shipped │ 3     │ 4460        │
│ 2207 │ paid    │ 2     │ 4990        │
└──────┴─────────┴───────┴─────────────┘"""),
        t.run(".quit", then="dev@pos-terminal:~/shop$"),
    ]
    rs.add("terminal", "h51-terminal-06", SYSTEM, turns, state=state)


# 07 aws s3: upload a report, move the draft to archive, listing changes; clean.
def t07(rs: RowSet) -> None:
    t = Term("root@7f3c2a91be04:/app#")
    state = "root@7f3c2a91be04:/app#"
    turns = [
        t.run("aws sts get-caller-identity", """{
    "UserId": "AIDAXBQ7K3N2RZLJ4TW5E",
    "Account": "481736209554",
    "Arn": "arn:aws:iam::481736209554:user/ci-deployer"
}""", dur=2),
        t.run("aws s3 ls s3://acme-reports-prod/2024/ --recursive --human-readable --summarize", """2024-02-03 09:12:44  842.1 KiB 2024/01/report-2024-01.pdf
2024-03-02 09:10:17  901.6 KiB 2024/02/report-2024-02.pdf
2024-04-02 09:15:52    1.1 MiB 2024/03/report-2024-03.pdf
2024-05-03 09:11:09  997.4 KiB 2024/04/report-2024-04.pdf
2024-06-04 09:14:30    1.2 MiB 2024/05/report-2024-05.pdf
2024-07-01 16:48:02  318.9 KiB 2024/06/draft-2024-06.pdf

Total Objects: 6
   Total Size: 5.3 MiB""", dur=2),
        t.run("aws s3 cp ./out/report-2024-07.pdf s3://acme-reports-prod/2024/07/report-2024-07.pdf", "upload: out/report-2024-07.pdf to s3://acme-reports-prod/2024/07/report-2024-07.pdf", dur=3),
        t.run("aws s3 mv s3://acme-reports-prod/2024/06/draft-2024-06.pdf s3://acme-reports-prod/archive/draft-2024-06.pdf", "move: s3://acme-reports-prod/2024/06/draft-2024-06.pdf to s3://acme-reports-prod/archive/draft-2024-06.pdf", dur=3),
        t.run("aws s3 ls s3://acme-reports-prod/2024/ --recursive --human-readable --summarize", """2024-02-03 09:12:44  842.1 KiB 2024/01/report-2024-01.pdf
2024-03-02 09:10:17  901.6 KiB 2024/02/report-2024-02.pdf
2024-04-02 09:15:52    1.1 MiB 2024/03/report-2024-03.pdf
2024-05-03 09:11:09  997.4 KiB 2024/04/report-2024-04.pdf
2024-06-04 09:14:30    1.2 MiB 2024/05/report-2024-05.pdf
2024-08-05 10:22:31    1.3 MiB 2024/07/report-2024-07.pdf

Total Objects: 6
   Total Size: 6.3 MiB""", dur=2),
        t.run("aws s3api head-object --bucket acme-reports-prod --key 2024/07/report-2024-07.pdf", """{
    "AcceptRanges": "bytes",
    "LastModified": "2024-08-05T10:22:31+00:00",
    "ContentLength": 1384211,
    "ETag": "\\"6f1c0e2b9a7d44c3b1e5f08d27a9c310\\"",
    "ContentType": "application/pdf",
    "ServerSideEncryption": "AES256",
    "Metadata": {}
}""", dur=2),
        t.run("aws s3 ls s3://acme-reports-prod/archive/", """2023-12-29 11:02:40     276311 draft-2023-12.pdf
2024-08-05 10:22:49     326554 draft-2024-06.pdf
2024-01-15 08:31:12     102400 notes-q4.txt""", dur=2),
        t.run("aws s3 presign s3://acme-reports-prod/2024/07/report-2024-07.pdf --expires-in 3600", "https://acme-reports-prod.s3.amazonaws.com/2024/07/report-2024-07.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAXBQ7K3N2VYF6MC4D%2F20240805%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240805T102314Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=9be41c07d2f35a86e1c4b0f7a3d9e2c85176f04ab3e9d1c2f6a80b57e4c3d219"),
    ]
    rs.add("terminal", "h51-terminal-07", SYSTEM, turns, state=state)


# 08 gcloud: stop, resize and restart an instance (new ephemeral IP); clean.
def t08(rs: RowSet) -> None:
    t = Term("priya@cloudshell:~ (atlas-ml-prod)$")
    state = "priya@cloudshell:~ (atlas-ml-prod)$"
    url = "https://www.googleapis.com/compute/v1/projects/atlas-ml-prod/zones/us-central1-b/instances/train-a100-01"
    turns = [
        t.run("gcloud config list", """[accessibility]
screen_reader = False
[compute]
region = us-central1
zone = us-central1-b
[core]
account = priya.raman@atlas-ml.io
disable_usage_reporting = True
project = atlas-ml-prod

Your active configuration is: [cloudshell-21877]"""),
        t.run("gcloud compute instances list", """NAME           ZONE           MACHINE_TYPE    PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP    STATUS
batch-etl-02   us-central1-a  n2-standard-8                10.128.0.9                  TERMINATED
notebook-pr    us-central1-b  n1-standard-4                10.128.0.22  34.41.188.203  RUNNING
train-a100-01  us-central1-b  a2-highgpu-1g                10.128.0.14  35.224.19.87   RUNNING
train-a100-02  us-central1-b  a2-highgpu-1g   true         10.128.0.15  104.197.52.6   RUNNING""", dur=3),
        t.run("gcloud compute instances stop train-a100-01 --zone us-central1-b", f"""Stopping instance(s) train-a100-01...done.
Updated [{url}].""", dur=45),
        t.run("gcloud compute instances set-machine-type train-a100-01 --zone us-central1-b --machine-type a2-highgpu-2g", f"Updated [{url}].", dur=5),
        t.run("gcloud compute instances start train-a100-01 --zone us-central1-b", f"""Starting instance(s) train-a100-01...done.
Updated [{url}].
Instance internal IP is 10.128.0.14
Instance external IP is 34.70.211.58""", dur=40),
        t.run("gcloud compute instances list --filter=\"name~^train\" --format=\"table(name,machineType.basename(),status,networkInterfaces[0].accessConfigs[0].natIP)\"", """NAME           MACHINE_TYPE   STATUS   NAT_IP
train-a100-01  a2-highgpu-2g  RUNNING  34.70.211.58
train-a100-02  a2-highgpu-1g  RUNNING  104.197.52.6""", dur=3),
    ]
    rs.add("terminal", "h51-terminal-08", SYSTEM, turns, state=state)


# 09 az: resource group created in westeurope, listed as northeurope; bad at turn 4.
def t09(rs: RowSet) -> None:
    t = Term("devops@jump-az:~$")
    state = "devops@jump-az:~$"
    sub = "6b1e94c2-3f07-4d8a-9a51-2c7d0e8f41b3"
    rg = f"/subscriptions/{sub}/resourceGroups/rg-genomics-staging"
    turns = [
        t.run("az account show -o json", f"""{{
  "environmentName": "AzureCloud",
  "homeTenantId": "e4a0c7d2-91b8-4f3e-b6c5-7d02a9e1f384",
  "id": "{sub}",
  "isDefault": true,
  "managedByTenants": [],
  "name": "Contoso-Research-Prod",
  "state": "Enabled",
  "tenantId": "e4a0c7d2-91b8-4f3e-b6c5-7d02a9e1f384",
  "user": {{
    "name": "devops@contoso-research.org",
    "type": "user"
  }}
}}""", dur=2),
        t.run("az group create --name rg-genomics-staging --location westeurope --tags owner=hpc-team costcenter=4471", f"""{{
  "id": "{rg}",
  "location": "westeurope",
  "managedBy": null,
  "name": "rg-genomics-staging",
  "properties": {{
    "provisioningState": "Succeeded"
  }},
  "tags": {{
    "costcenter": "4471",
    "owner": "hpc-team"
  }},
  "type": "Microsoft.Resources/resourceGroups"
}}""", dur=4),
        t.run("az storage account create -n stgenomicsstg01 -g rg-genomics-staging -l westeurope --sku Standard_LRS --kind StorageV2 --min-tls-version TLS1_2 --query \"{name:name, location:location, sku:sku.name, kind:kind, state:provisioningState, blob:primaryEndpoints.blob}\" -o json", """{
  "blob": "https://stgenomicsstg01.blob.core.windows.net/",
  "kind": "StorageV2",
  "location": "westeurope",
  "name": "stgenomicsstg01",
  "sku": "Standard_LRS",
  "state": "Succeeded"
}""", dur=30),
        t.run("az group list -o table", """Name                 Location     Status
-------------------  -----------  ---------
NetworkWatcherRG     westeurope   Succeeded
rg-genomics-prod     westeurope   Succeeded
rg-shared-dns        northeurope  Succeeded
rg-genomics-staging  northeurope  Succeeded
rg-hpc-images        westeurope   Succeeded""", dur=3),
        t.run("az storage container create --name raw-reads --account-name stgenomicsstg01 --auth-mode login", """{
  "created": true
}""", dur=4),
        t.run("az storage blob upload --account-name stgenomicsstg01 --container-name raw-reads --name run-0412/S01_R1.fastq.gz --file ./S01_R1.fastq.gz --auth-mode login", """Finished[#############################################################]  100.0000%
{
  "client_request_id": "a3f1c8e2-5b7d-11ef-9c4a-000d3a2b8e61",
  "content_md5": "kX2mB0n3o9Ys1qTQW6vR4g==",
  "date": "2024-08-21T13:07:44+00:00",
  "encryption_key_sha256": null,
  "encryption_scope": null,
  "etag": "\\"0x8DCC1E4A27B9F3D\\"",
  "lastModified": "2024-08-21T13:07:44+00:00",
  "request_id": "5f0d2b71-901e-0047-2a3c-f4b1e8000000",
  "request_server_encrypted": true,
  "version": "2022-11-02",
  "version_id": null
}""", dur=20),
        t.run("az storage blob list --account-name stgenomicsstg01 --container-name raw-reads --auth-mode login -o table", """Name                      Blob Type    Blob Tier    Length     Content Type              Last Modified              Snapshot
------------------------  -----------  -----------  ---------  ------------------------  -------------------------  ----------
run-0412/S01_R1.fastq.gz  BlockBlob    Hot          412873216  application/octet-stream  2024-08-21T13:07:44+00:00""", dur=3),
        t.run("az resource list -g rg-genomics-staging -o table", """Name             ResourceGroup        Location    Type                               Status
---------------  -------------------  ----------  ---------------------------------  --------
stgenomicsstg01  rg-genomics-staging  westeurope  Microsoft.Storage/storageAccounts""", dur=3),
        t.run("az group update --name rg-genomics-staging --set tags.expires=2024-12-31 -o json", f"""{{
  "id": "{rg}",
  "location": "westeurope",
  "managedBy": null,
  "name": "rg-genomics-staging",
  "properties": {{
    "provisioningState": "Succeeded"
  }},
  "tags": {{
    "costcenter": "4471",
    "expires": "2024-12-31",
    "owner": "hpc-team"
  }},
  "type": "Microsoft.Resources/resourceGroups"
}}""", dur=4),
    ]
    rs.add("terminal", "h51-terminal-09", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="rg-genomics-staging was created in westeurope, but az group list shows it in northeurope with no move in between.")


# 10 Terraform: init, plan, apply, in-place change, state rename; clean.
def t10(rs: RowSet) -> None:
    t = Term("ops@tf-runner:~/infra/envs/staging$")
    state = "ops@tf-runner:~/infra/envs/staging$"
    q = "https://sqs.eu-central-1.amazonaws.com/590183726441/stg-ingest"
    b = "stg-ingest-logs-9f3a61c2"
    turns = [
        t.run("terraform init", """
Initializing the backend...

Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.

Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 5.40"...
- Finding hashicorp/random versions matching "~> 3.6"...
- Installing hashicorp/aws v5.46.0...
- Installed hashicorp/aws v5.46.0 (signed by HashiCorp)
- Installing hashicorp/random v3.6.1...
- Installed hashicorp/random v3.6.1 (signed by HashiCorp)

Terraform has created a lock file .terraform.lock.hcl to record the provider
selections it made above. Include this file in your version control repository
so that Terraform can guarantee to make the same selections by default when
you run "terraform init" in the future.

Terraform has been successfully initialized!

You may now begin working with Terraform. Try running "terraform plan" to see
any changes that are required for your infrastructure. All Terraform commands
should now work.

If you ever set or change modules or backend configuration for Terraform,
rerun this command to reinitialize your working directory. If you forget, other
commands will detect it and remind you to do so if necessary.""", dur=15),
        t.run("terraform plan -out=tfplan", """data.aws_caller_identity.current: Reading...
data.aws_caller_identity.current: Read complete after 0s [id=590183726441]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_s3_bucket.logs will be created
  + resource "aws_s3_bucket" "logs" {
      + acceleration_status         = (known after apply)
      + arn                         = (known after apply)
      + bucket                      = (known after apply)
      + bucket_domain_name          = (known after apply)
      + force_destroy               = false
      + id                          = (known after apply)
      + region                      = (known after apply)
      + tags                        = {
          + "env" = "staging"
        }
      + tags_all                    = {
          + "env"        = "staging"
          + "managed-by" = "terraform"
        }
    }

  # aws_s3_bucket_versioning.logs will be created
  + resource "aws_s3_bucket_versioning" "logs" {
      + bucket = (known after apply)
      + id     = (known after apply)

      + versioning_configuration {
          + mfa_delete = (known after apply)
          + status     = "Enabled"
        }
    }

  # aws_sqs_queue.ingest will be created
  + resource "aws_sqs_queue" "ingest" {
      + arn                               = (known after apply)
      + delay_seconds                     = 0
      + fifo_queue                        = false
      + id                                = (known after apply)
      + max_message_size                  = 262144
      + message_retention_seconds         = 345600
      + name                              = "stg-ingest"
      + receive_wait_time_seconds         = 20
      + sqs_managed_sse_enabled           = true
      + url                               = (known after apply)
      + visibility_timeout_seconds        = 30
    }

  # random_id.suffix will be created
  + resource "random_id" "suffix" {
      + b64_std     = (known after apply)
      + b64_url     = (known after apply)
      + byte_length = 4
      + dec         = (known after apply)
      + hex         = (known after apply)
      + id          = (known after apply)
    }

Plan: 4 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + bucket_name = (known after apply)
  + queue_url   = (known after apply)

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\"""", dur=10),
        t.start("terraform apply tfplan", f"""random_id.suffix: Creating...
random_id.suffix: Creation complete after 0s [id=nzphwg]
aws_sqs_queue.ingest: Creating...
aws_s3_bucket.logs: Creating...
aws_s3_bucket.logs: Creation complete after 2s [id={b}]
aws_s3_bucket_versioning.logs: Creating...
aws_s3_bucket_versioning.logs: Creation complete after 2s [id={b}]
aws_sqs_queue.ingest: Still creating... [10s elapsed]""", dur=12),
        t.wait(f"""aws_sqs_queue.ingest: Still creating... [20s elapsed]
aws_sqs_queue.ingest: Creation complete after 25s [id={q}]

Apply complete! Resources: 4 added, 0 changed, 0 destroyed.

Outputs:

bucket_name = "{b}"
queue_url = "{q}\"""", dur=20),
        t.run("terraform state list", """data.aws_caller_identity.current
aws_s3_bucket.logs
aws_s3_bucket_versioning.logs
aws_sqs_queue.ingest
random_id.suffix""", dur=3),
        t.run("sed -i 's/visibility_timeout_seconds = 30/visibility_timeout_seconds = 120/' sqs.tf && grep -n visibility sqs.tf", "6:  visibility_timeout_seconds = 120"),
        t.run("terraform plan", f"""random_id.suffix: Refreshing state... [id=nzphwg]
data.aws_caller_identity.current: Reading...
aws_sqs_queue.ingest: Refreshing state... [id={q}]
aws_s3_bucket.logs: Refreshing state... [id={b}]
data.aws_caller_identity.current: Read complete after 0s [id=590183726441]
aws_s3_bucket_versioning.logs: Refreshing state... [id={b}]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_sqs_queue.ingest will be updated in-place
  ~ resource "aws_sqs_queue" "ingest" {{
        id                                = "{q}"
        name                              = "stg-ingest"
        tags                              = {{
            "env" = "staging"
        }}
      ~ visibility_timeout_seconds        = 30 -> 120
        # (14 unchanged attributes hidden)
    }}

Plan: 0 to add, 1 to change, 0 to destroy.

─────────────────────────────────────────────────────────────────────────────

Note: You didn't use the -out option to save this plan, so Terraform can't
guarantee to take exactly these actions if you run "terraform apply" now.""", dur=10),
        t.run("terraform apply -auto-approve", f"""random_id.suffix: Refreshing state... [id=nzphwg]
data.aws_caller_identity.current: Reading...
aws_sqs_queue.ingest: Refreshing state... [id={q}]
aws_s3_bucket.logs: Refreshing state... [id={b}]
data.aws_caller_identity.current: Read complete after 0s [id=590183726441]
aws_s3_bucket_versioning.logs: Refreshing state... [id={b}]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_sqs_queue.ingest will be updated in-place
  ~ resource "aws_sqs_queue" "ingest" {{
        id                                = "{q}"
        name                              = "stg-ingest"
        tags                              = {{
            "env" = "staging"
        }}
      ~ visibility_timeout_seconds        = 30 -> 120
        # (14 unchanged attributes hidden)
    }}

Plan: 0 to add, 1 to change, 0 to destroy.
aws_sqs_queue.ingest: Modifying... [id={q}]
aws_sqs_queue.ingest: Modifications complete after 1s [id={q}]

Apply complete! Resources: 0 added, 1 changed, 0 destroyed.

Outputs:

bucket_name = "{b}"
queue_url = "{q}\"""", dur=15),
        t.run("terraform state show aws_sqs_queue.ingest", f"""# aws_sqs_queue.ingest:
resource "aws_sqs_queue" "ingest" {{
    arn                               = "arn:aws:sqs:eu-central-1:590183726441:stg-ingest"
    content_based_deduplication       = false
    delay_seconds                     = 0
    fifo_queue                        = false
    id                                = "{q}"
    kms_data_key_reuse_period_seconds = 300
    max_message_size                  = 262144
    message_retention_seconds         = 345600
    name                              = "stg-ingest"
    receive_wait_time_seconds         = 20
    sqs_managed_sse_enabled           = true
    tags                              = {{
        "env" = "staging"
    }}
    tags_all                          = {{
        "env"        = "staging"
        "managed-by" = "terraform"
    }}
    url                               = "{q}"
    visibility_timeout_seconds        = 120
}}""", dur=3),
        t.run("sed -i 's/\"aws_s3_bucket\" \"logs\"/\"aws_s3_bucket\" \"ingest_logs\"/; s/aws_s3_bucket\\.logs\\./aws_s3_bucket.ingest_logs./g' s3.tf outputs.tf && terraform state mv aws_s3_bucket.logs aws_s3_bucket.ingest_logs", """Move "aws_s3_bucket.logs" to "aws_s3_bucket.ingest_logs"
Successfully moved 1 object(s).""", dur=4),
        t.run("terraform state list", """data.aws_caller_identity.current
aws_s3_bucket.ingest_logs
aws_s3_bucket_versioning.logs
aws_sqs_queue.ingest
random_id.suffix""", dur=3),
        t.run("terraform plan -detailed-exitcode; echo \"exit=$?\"", f"""random_id.suffix: Refreshing state... [id=nzphwg]
data.aws_caller_identity.current: Reading...
aws_sqs_queue.ingest: Refreshing state... [id={q}]
aws_s3_bucket.ingest_logs: Refreshing state... [id={b}]
data.aws_caller_identity.current: Read complete after 0s [id=590183726441]
aws_s3_bucket_versioning.logs: Refreshing state... [id={b}]

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
exit=0""", dur=10),
    ]
    rs.add("terminal", "h51-terminal-10", SYSTEM, turns, state=state)


def _stars(title: str) -> str:
    """An ansible banner padded with stars to 80 columns."""
    return f"{title} " + "*" * (79 - len(title))


def _recap(host: str, ok: int, changed: int) -> str:
    return (f"{host:<27}: ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    "
            "skipped=0    rescued=0    ignored=0   ")


# 11 Ansible: db01's ansible_host in inventory.ini is 10.20.4.31, ansible-inventory reports 10.20.4.13; bad at turn 6.
def t11(rs: RowSet) -> None:
    t = Term("deploy@ctl-01:~/ansible$")
    state = "deploy@ctl-01:~/ansible$"
    play = "\n".join([
        _stars("PLAY [Web servers]"), "",
        _stars("TASK [Gathering Facts]"), "ok: [web02]", "ok: [web01]", "",
        _stars("TASK [nginx : Install nginx]"), "ok: [web01]", "ok: [web02]", "",
        _stars("TASK [nginx : Render nginx.conf]"), "changed: [web01]", "changed: [web02]", "",
        _stars("TASK [nginx : Validate configuration]"), "ok: [web01]", "ok: [web02]", "",
        _stars("RUNNING HANDLER [nginx : Reload nginx]"), "changed: [web02]", "changed: [web01]", "",
        _stars("PLAY [Database servers]"), "",
        _stars("TASK [Gathering Facts]"), "ok: [db02]", "ok: [db01]", "",
        _stars("TASK [postgres : Render pg_hba.conf]"), "ok: [db02]", "changed: [db01]", "",
        _stars("RUNNING HANDLER [postgres : Reload postgresql]"), "changed: [db01]", "",
        _stars("PLAY RECAP"),
        _recap("db01", 3, 2), _recap("db02", 2, 0), _recap("web01", 5, 2), _recap("web02", 5, 2), ""])
    turns = [
        t.run("ls && cat inventory.ini", """ansible.cfg  inventory.ini  roles  site.yml
[web]
web01 ansible_host=10.20.4.11
web02 ansible_host=10.20.4.12
web03 ansible_host=10.20.4.17

[db]
db01 ansible_host=10.20.4.31 postgres_version=16
db02 ansible_host=10.20.4.32 postgres_version=16

[all:vars]
ansible_user=deploy
ansible_python_interpreter=/usr/bin/python3"""),
        t.run("ansible all -i inventory.ini -m ping -o", """web02 | SUCCESS => {"changed": false,"ping": "pong"}
db01 | SUCCESS => {"changed": false,"ping": "pong"}
web01 | SUCCESS => {"changed": false,"ping": "pong"}
db02 | SUCCESS => {"changed": false,"ping": "pong"}
web03 | UNREACHABLE!: Failed to connect to the host via ssh: ssh: connect to host 10.20.4.17 port 22: No route to host""", dur=15),
        t.run("ansible-playbook -i inventory.ini site.yml --limit 'all:!web03' --tags nginx,pg_hba", play, dur=40),
        t.run("ansible web -i inventory.ini --limit '!web03' -m shell -a 'systemctl is-active nginx; nginx -v 2>&1'", """web02 | CHANGED | rc=0 >>
active
nginx version: nginx/1.24.0 (Ubuntu)
web01 | CHANGED | rc=0 >>
active
nginx version: nginx/1.24.0 (Ubuntu)""", dur=8),
        t.run("ansible-inventory -i inventory.ini --graph", """@all:
  |--@ungrouped:
  |--@web:
  |  |--web01
  |  |--web02
  |  |--web03
  |--@db:
  |  |--db01
  |  |--db02""", dur=2),
        t.run("ansible-inventory -i inventory.ini --host db01", """{
    "ansible_host": "10.20.4.13",
    "ansible_python_interpreter": "/usr/bin/python3",
    "ansible_user": "deploy",
    "postgres_version": 16
}""", dur=2),
    ]
    rs.add("terminal", "h51-terminal-11", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="inventory.ini (no host_vars or group_vars) sets db01 ansible_host=10.20.4.31, but ansible-inventory --host db01 reports 10.20.4.13.")


# 12 restic: backup saves snapshot 9c3e1f77; diff later resolves latest to 9c3e1f7a; bad at turn 7.
def t12(rs: RowSet) -> None:
    t = Term("root@bkp-01:~#")
    state = "root@bkp-01:~#"
    opened = "repository 5e2c9a1f opened (version 2, compression level auto)"
    sep = "-" * 67
    sep2 = "-" * 83
    pad = " " * 59
    pad2 = " " * 75

    def snap(sid: str, when: str, tags: str, wide: bool = False) -> str:
        if wide:
            return f"{sid}  {when}  bkp-01      {tags:<14}  daily snapshot  /etc\n{pad2}/srv/www"
        return f"{sid}  {when}  bkp-01      {tags:<14}  /etc\n{pad}/srv/www"

    head = "ID        Time                 Host        Tags            Paths"
    head2 = "ID        Time                 Host        Tags            Reasons         Paths"
    turns = [
        t.run("export RESTIC_REPOSITORY=sftp:restic@vault.lan:/srv/restic/hosts RESTIC_PASSWORD_FILE=/root/.restic-pass"),
        t.run("restic snapshots --host bkp-01", "\n".join([
            opened, head, sep,
            snap("a41f09c3", "2024-05-10 02:10:04", "nightly"),
            snap("7be2d416", "2024-05-11 02:10:05", "nightly"),
            snap("e58a0d71", "2024-05-12 02:10:03", "nightly"),
            snap("0c93e5b8", "2024-05-13 02:10:06", "nightly"),
            sep, "4 snapshots"]), dur=4),
        t.run("restic backup /etc /srv/www --tag nightly --tag manual", f"""{opened}
using parent snapshot 0c93e5b8
[0:00] 100.00%  4 / 4 index files loaded

Files:          37 new,   112 changed, 18406 unmodified
Dirs:            4 new,    41 changed,  2270 unmodified
Added to the repository: 86.412 MiB (31.027 MiB stored)

processed 18555 files, 4.711 GiB in 0:19
snapshot 9c3e1f77 saved""", dur=30),
        t.run("restic snapshots --host bkp-01 --tag manual", "\n".join([
            opened, head, sep,
            snap("9c3e1f77", "2024-05-13 14:36:52", "nightly,manual"),
            sep, "1 snapshots"]), dur=4),
        t.run("restic forget --keep-daily 3 --host bkp-01", "\n".join([
            opened, "Applying Policy: keep 3 daily snapshots",
            "snapshots for (host [bkp-01], paths [/etc, /srv/www]):",
            "keep 3 snapshots:", head2, sep2,
            snap("7be2d416", "2024-05-11 02:10:05", "nightly", True),
            snap("e58a0d71", "2024-05-12 02:10:03", "nightly", True),
            snap("9c3e1f77", "2024-05-13 14:36:52", "nightly,manual", True),
            sep2, "3 snapshots", "",
            "remove 2 snapshots:", head, sep,
            snap("a41f09c3", "2024-05-10 02:10:04", "nightly"),
            snap("0c93e5b8", "2024-05-13 02:10:06", "nightly"),
            sep, "2 snapshots", "",
            "[0:00] 100.00%  2 / 2 files deleted"]), dur=6),
        t.run("restic snapshots --host bkp-01", "\n".join([
            opened, head, sep,
            snap("7be2d416", "2024-05-11 02:10:05", "nightly"),
            snap("e58a0d71", "2024-05-12 02:10:03", "nightly"),
            snap("9c3e1f77", "2024-05-13 14:36:52", "nightly,manual"),
            sep, "3 snapshots"]), dur=4),
        t.run("restic diff e58a0d71 latest | sed -n '1,2p;/^Files:/,$p'", f"""{opened}
comparing snapshot e58a0d71 to 9c3e1f7a:
Files:          52 new,     3 removed,   167 changed
Dirs:            6 new,     1 removed
Others:          0 new,     0 removed
Data Blobs:    214 new,    96 removed
Tree Blobs:     58 new,    57 removed
  Added:   118.304 MiB
  Removed: 21.776 MiB""", dur=8),
        t.run("restic restore latest --target /tmp/restore-test --include /etc/nginx", f"""{opened}
[0:00] 100.00%  5 / 5 index files loaded
restoring <Snapshot 9c3e1f77 of [/etc /srv/www] at 2024-05-13 14:36:52.318842511 +0200 CEST by root@bkp-01> to /tmp/restore-test
Summary: Restored 43 files/dirs (61.204 KiB) in 0:00""", dur=6),
        t.run("find /tmp/restore-test -type f | sort | head -n 12", """/tmp/restore-test/etc/nginx/fastcgi.conf
/tmp/restore-test/etc/nginx/fastcgi_params
/tmp/restore-test/etc/nginx/koi-utf
/tmp/restore-test/etc/nginx/koi-win
/tmp/restore-test/etc/nginx/mime.types
/tmp/restore-test/etc/nginx/nginx.conf
/tmp/restore-test/etc/nginx/proxy_params
/tmp/restore-test/etc/nginx/scgi_params
/tmp/restore-test/etc/nginx/sites-available/default
/tmp/restore-test/etc/nginx/sites-available/shop.conf
/tmp/restore-test/etc/nginx/snippets/fastcgi-php.conf
/tmp/restore-test/etc/nginx/snippets/snakeoil.conf"""),
        t.run("restic check", f"""using temporary cache in /tmp/restic-check-cache-1870243127
{opened}
created new cache in /tmp/restic-check-cache-1870243127
create exclusive lock for repository
load indexes
[0:00] 100.00%  5 / 5 index files loaded
check all packs
check snapshots, trees and blobs
[0:03] 100.00%  3 / 3 snapshots
no errors were found""", dur=20),
        t.run("du -sh /tmp/restore-test", "236K\t/tmp/restore-test"),
    ]
    rs.add("terminal", "h51-terminal-12", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="The backup saved snapshot 9c3e1f77 (listed as the latest at turns 4-6), but restic diff resolves latest to 9c3e1f7a.")


def _bid(name: str) -> str:
    """A fixed 64-hex archive id derived from the archive name."""
    return hashlib.sha256(("files-02:" + name).encode()).hexdigest()


def _barch(name: str, when: str) -> str:
    return f"{name:<36} {when} [{_bid(name)}]"


# 13 borg: create, list, prune, compact, info; clean.
def t13(rs: RowSet) -> None:
    t = Term("root@files-02:~#")
    state = "root@files-02:~#"
    arch = [
        ("files-02-2024-10-01T03:00:02", "Tue, 2024-10-01 03:00:03"),
        ("files-02-2024-10-02T03:00:02", "Wed, 2024-10-02 03:00:03"),
        ("files-02-2024-10-03T03:00:01", "Thu, 2024-10-03 03:00:02"),
        ("files-02-2024-10-04T03:00:02", "Fri, 2024-10-04 03:00:03"),
        ("files-02-2024-10-05T03:00:01", "Sat, 2024-10-05 03:00:02"),
    ]
    manual = ("files-02-manual-2024-10-06", "Sun, 2024-10-06 15:20:11")
    line = "-" * 78
    keep = [manual, arch[4], arch[3], arch[2]]
    prune_out = [f"{'Keeping archive (rule: daily #%d):' % i:<41}{_barch(*a)}" for i, a in enumerate(keep, 1)]
    prune_out += [f"{'Pruning archive (%d/2):' % i:<41}{_barch(*a)}" for i, a in enumerate([arch[1], arch[0]], 1)]
    turns = [
        t.run("export BORG_REPO=ssh://borg@backup.example.net:2222/./files-02 BORG_PASSCOMMAND='cat /root/.borg-pass'"),
        t.run("borg list", "\n".join(_barch(*a) for a in arch), dur=5),
        t.run("borg create --stats --compression zstd,6 ::files-02-manual-2024-10-06 /srv/share /etc", f"""{line}
Repository: ssh://borg@backup.example.net:2222/./files-02
Archive name: files-02-manual-2024-10-06
Archive fingerprint: {_bid(manual[0])}
Time (start): Sun, 2024-10-06 15:20:11
Time (end):   Sun, 2024-10-06 15:21:04
Duration: 53.18 seconds
Number of files: 48213
Utilization of max. archive size: 0%
{line}
                       Original size      Compressed size    Deduplicated size
This archive:               61.84 GB             48.02 GB            211.37 MB
All archives:              370.11 GB            287.40 GB             52.96 GB

                       Unique chunks         Total chunks
Chunk index:                  198412              1347205
{line}""", dur=60),
        t.run("borg list", "\n".join(_barch(*a) for a in arch + [manual]), dur=5),
        t.run("borg prune -v --list --keep-daily=4", "\n".join(prune_out), dur=8),
        t.run("borg compact --verbose", "compaction freed about 3.41 GB repository space.", dur=25),
        t.run("borg list --short", "\n".join(a[0] for a in [arch[2], arch[3], arch[4], manual]), dur=5),
        t.run("borg info ::files-02-manual-2024-10-06", f"""Archive name: files-02-manual-2024-10-06
Archive fingerprint: {_bid(manual[0])}
Comment:
Hostname: files-02
Username: root
Time (start): Sun, 2024-10-06 15:20:11
Time (end): Sun, 2024-10-06 15:21:04
Duration: 53.18 seconds
Number of files: 48213
Command line: /usr/bin/borg create --stats --compression zstd,6 ::files-02-manual-2024-10-06 /srv/share /etc
Utilization of maximum supported archive size: 0%
{line}
                       Original size      Compressed size    Deduplicated size
This archive:               61.84 GB             48.02 GB            218.90 MB
All archives:              247.39 GB            192.09 GB             49.55 GB

                       Unique chunks         Total chunks
Chunk index:                  181736               898214""", dur=6),
        t.run("borg list ::files-02-manual-2024-10-06 etc/samba", """drwxr-xr-x root   root          0 Thu, 2024-08-22 11:04:51 etc/samba
-rw-r--r-- root   root        121 Mon, 2023-11-13 09:40:12 etc/samba/lmhosts
-rw-r--r-- root   root       8942 Thu, 2024-08-22 11:04:51 etc/samba/smb.conf
drwxr-xr-x root   root          0 Mon, 2023-11-13 09:40:12 etc/samba/tls""", dur=5),
    ]
    rs.add("terminal", "h51-terminal-13", SYSTEM, turns, state=state)


# 14 OpenSSL: notAfter Sep 12 in -dates, Oct 12 in -text of the same certificate; bad at turn 3.
def t14(rs: RowSet) -> None:
    t = Term("sec@pki-ws:~/certs$")
    state = "sec@pki-ws:~/certs$"
    turns = [
        t.run("openssl x509 -in shop.example.org.crt -noout -subject -issuer -dates -serial", """subject=CN = shop.example.org
issuer=C = US, O = Let's Encrypt, CN = R11
notBefore=Jun 14 07:12:40 2024 GMT
notAfter=Sep 12 07:12:39 2024 GMT
serial=04A91F6C2E7B0D53E8F1126C0A7D5B3E9F21"""),
        t.run("openssl x509 -in shop.example.org.crt -noout -fingerprint -sha256", "sha256 Fingerprint=3C:91:7E:0A:D4:58:B2:16:AF:63:E9:C0:27:4B:8D:F1:52:0E:A7:9B:C3:36:D8:41:6F:E2:05:B9:7A:1C:84:D0"),
        t.run("openssl x509 -in shop.example.org.crt -noout -text | head -n 22", """Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number:
            04:a9:1f:6c:2e:7b:0d:53:e8:f1:12:6c:0a:7d:5b:3e:9f:21
        Signature Algorithm: sha256WithRSAEncryption
        Issuer: C = US, O = Let's Encrypt, CN = R11
        Validity
            Not Before: Jun 14 07:12:40 2024 GMT
            Not After : Oct 12 07:12:39 2024 GMT
        Subject: CN = shop.example.org
        Subject Public Key Info:
            Public Key Algorithm: rsaEncryption
                Public-Key: (2048 bit)
                Modulus:
                    00:c3:5e:91:0b:7a:44:e2:d8:19:6f:a0:3c:58:b7:
                    2e:91:f4:06:dd:8a:53:c1:7e:20:9b:64:f3:18:a5:
                    0c:e7:4d:92:bb:36:71:08:fa:c5:2d:e9:60:13:4b:
                    87:d2:5a:3f:c0:9e:16:b8:e4:71:0d:a3:68:2c:f5:
                    59:b1:07:ec:43:9a:d6:21:7f:88:c2:35:e0:4e:9b:
                    13:a6:f8:5d:02:c9:74:1b:e5:38:a0:6d:d7:42:8e:
                    f9:20:b4:65:17:cc:8b:3e:51:06:af:d2:79:e3:0a:"""),
        t.run("openssl req -new -newkey rsa:3072 -nodes -keyout api.internal.key -out api.internal.csr -subj \"/CN=api.internal.example.org\" -addext \"subjectAltName=DNS:api.internal.example.org,DNS:api-int.example.org\"", """.+...+.....+++++++++++++++++++++++++++++++++++++++++++++*......+..+.........+...+....+...+.....+++++++++++++++++++++++++++++++++++++++++++++*..+.......+......+..........+..+....+......+...+.....+....+.....+.+........+......+
..+....+++++++++++++++++++++++++++++++++++++++++++++*..+.....+......+...+....+++++++++++++++++++++++++++++++++++++++++++++*.......+..+.........+...+.....+....+......+..+
-----""", dur=3),
        t.run("openssl req -in api.internal.csr -noout -subject -verify", """Certificate request self-signature verify OK
subject=CN = api.internal.example.org"""),
        t.run("openssl x509 -req -in api.internal.csr -CA lab-ca.crt -CAkey lab-ca.key -CAcreateserial -out api.internal.crt -days 397 -sha256 -copy_extensions copy", """Certificate request self-signature ok
subject=CN = api.internal.example.org"""),
        t.run("openssl x509 -in api.internal.crt -noout -subject -issuer -dates -ext subjectAltName && cat lab-ca.srl", """subject=CN = api.internal.example.org
issuer=CN = Example Lab Root CA, O = Example Research Lab
notBefore=Aug 20 09:41:27 2024 GMT
notAfter=Sep 21 09:41:27 2025 GMT
X509v3 Subject Alternative Name:
    DNS:api.internal.example.org, DNS:api-int.example.org
2F8B61D04C7A93E5B10D2C6F48E7A95D3B01C8E4"""),
        t.run("openssl verify -CAfile lab-ca.crt api.internal.crt && ls -l api.internal.*", """api.internal.crt: OK
-rw-r--r-- 1 sec sec 1456 Aug 20 09:41 api.internal.crt
-rw-r--r-- 1 sec sec 1098 Aug 20 09:40 api.internal.csr
-rw------- 1 sec sec 2484 Aug 20 09:40 api.internal.key"""),
    ]
    rs.add("terminal", "h51-terminal-14", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="openssl -dates gives notAfter=Sep 12 07:12:39 2024 for shop.example.org.crt, but -text of the same unchanged file shows Not After Oct 12 07:12:39 2024.")


DASH = "- " * 39 + "-"


# 15 certbot: forced renewal of one certificate, new expiry and serial, dry run; clean.
def t15(rs: RowSet) -> None:
    t = Term("root@web-07:~#")
    state = "root@web-07:~#"
    log = "Saving debug log to /var/log/letsencrypt/letsencrypt.log"

    def certs(blog_serial: str, blog_exp: str) -> str:
        return f"""{log}

{DASH}
Found the following certs:
  Certificate Name: blog.example.net
    Serial Number: {blog_serial}
    Key Type: ECDSA
    Domains: blog.example.net www.blog.example.net
    Expiry Date: {blog_exp}
    Certificate Path: /etc/letsencrypt/live/blog.example.net/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/blog.example.net/privkey.pem
  Certificate Name: shop.example.net
    Serial Number: 4a71c0e95d2b3f86a1e07c4d92b5f3e6a70
    Key Type: ECDSA
    Domains: shop.example.net
    Expiry Date: 2024-12-22 11:47:36+00:00 (VALID: 71 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.net/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.net/privkey.pem
{DASH}"""

    turns = [
        t.run("certbot certificates", certs("3f0b6a1d2c9e84f7051ab3e6d9c2f7a4e81", "2024-11-15 06:20:11+00:00 (VALID: 34 days)"), dur=3),
        t.run("certbot renew --cert-name blog.example.net --force-renewal", f"""{log}

{DASH}
Processing /etc/letsencrypt/renewal/blog.example.net.conf
{DASH}
Renewing an existing certificate for blog.example.net and www.blog.example.net
Reloading nginx server after certificate renewal

{DASH}
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/blog.example.net/fullchain.pem (success)
{DASH}""", dur=20),
        t.run("certbot certificates", certs("4c2e07b19a3f5d68e0b14a7c9d3e2f50b16", "2025-01-10 05:14:33+00:00 (VALID: 89 days)"), dur=3),
        t.run("ls -l /etc/letsencrypt/live/blog.example.net/", """total 4
-rw-r--r-- 1 root root 692 Jan  6  2024 README
lrwxrwxrwx 1 root root  40 Oct 12 06:14 cert.pem -> ../../archive/blog.example.net/cert4.pem
lrwxrwxrwx 1 root root  41 Oct 12 06:14 chain.pem -> ../../archive/blog.example.net/chain4.pem
lrwxrwxrwx 1 root root  45 Oct 12 06:14 fullchain.pem -> ../../archive/blog.example.net/fullchain4.pem
lrwxrwxrwx 1 root root  43 Oct 12 06:14 privkey.pem -> ../../archive/blog.example.net/privkey4.pem"""),
        t.run("openssl x509 -in /etc/letsencrypt/live/blog.example.net/cert.pem -noout -dates -serial", """notBefore=Oct 12 05:14:34 2024 GMT
notAfter=Jan 10 05:14:33 2025 GMT
serial=04C2E07B19A3F5D68E0B14A7C9D3E2F50B16"""),
        t.run("systemctl list-timers certbot.timer", """NEXT                        LEFT     LAST                        PASSED  UNIT          ACTIVATES
Sat 2024-10-12 17:38:51 UTC 11h left Fri 2024-10-11 23:02:17 UTC 7h ago  certbot.timer certbot.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""),
        t.run("certbot renew --dry-run", f"""{log}

{DASH}
Processing /etc/letsencrypt/renewal/blog.example.net.conf
{DASH}
Account registered.
Simulating renewal of an existing certificate for blog.example.net and www.blog.example.net

{DASH}
Processing /etc/letsencrypt/renewal/shop.example.net.conf
{DASH}
Simulating renewal of an existing certificate for shop.example.net

{DASH}
Congratulations, all simulated renewals succeeded:
  /etc/letsencrypt/live/blog.example.net/fullchain.pem (success)
  /etc/letsencrypt/live/shop.example.net/fullchain.pem (success)
{DASH}""", dur=30),
    ]
    rs.add("terminal", "h51-terminal-15", SYSTEM, turns, state=state)


# 16 cron: add a job, reschedule another, syslog and job log move forward; clean.
def t16(rs: RowSet) -> None:
    t = Term("svc-etl@etl-02:~$")
    state = "svc-etl@etl-02:~$"
    poll = "/opt/etl/bin/poll_inbox.sh >> /var/log/etl/poll.log 2>&1"
    base = f"""# m h  dom mon dow   command
MAILTO=etl-alerts@corp.example
*/5 * * * * {poll}
30 2 * * * /opt/etl/bin/nightly.sh >> /var/log/etl/nightly.log 2>&1
0 6 * * 1-5 /opt/etl/bin/send_digest.py --to ops@corp.example
@reboot /opt/etl/bin/cleanup_locks.sh"""
    vac = "15 4 * * 1 /opt/etl/bin/vacuum.sh >> /var/log/etl/vacuum.log 2>&1"
    turns = [
        t.run("crontab -l", base),
        t.run(f"(crontab -l; echo '{vac}') | crontab -"),
        t.run("crontab -l", base + "\n" + vac),
        t.run("crontab -l | sed 's#^30 2 \\* \\* \\* /opt/etl/bin/nightly.sh#45 2 * * * /opt/etl/bin/nightly.sh#' | crontab -"),
        t.run("crontab -l | grep -v '^#'", f"""MAILTO=etl-alerts@corp.example
*/5 * * * * {poll}
45 2 * * * /opt/etl/bin/nightly.sh >> /var/log/etl/nightly.log 2>&1
0 6 * * 1-5 /opt/etl/bin/send_digest.py --to ops@corp.example
@reboot /opt/etl/bin/cleanup_locks.sh
{vac}"""),
        t.run("grep -i cron /var/log/syslog | tail -n 8", """Jun 18 10:41:39 etl-02 crontab[413019]: (svc-etl) LIST (svc-etl)
Jun 18 10:41:39 etl-02 crontab[413021]: (svc-etl) REPLACE (svc-etl)
Jun 18 10:42:01 etl-02 cron[902]: (svc-etl) RELOAD (crontabs/svc-etl)
Jun 18 10:42:14 etl-02 crontab[413056]: (svc-etl) LIST (svc-etl)
Jun 18 10:42:40 etl-02 crontab[413071]: (svc-etl) LIST (svc-etl)
Jun 18 10:42:40 etl-02 crontab[413074]: (svc-etl) REPLACE (svc-etl)
Jun 18 10:42:52 etl-02 crontab[413082]: (svc-etl) LIST (svc-etl)
Jun 18 10:43:01 etl-02 cron[902]: (svc-etl) RELOAD (crontabs/svc-etl)"""),
        t.run("ls -l /var/spool/cron/crontabs/", "ls: cannot open directory '/var/spool/cron/crontabs/': Permission denied"),
        t.run("sleep 50; grep -i cron /var/log/syslog | tail -n 3", f"""Jun 18 10:42:52 etl-02 crontab[413082]: (svc-etl) LIST (svc-etl)
Jun 18 10:43:01 etl-02 cron[902]: (svc-etl) RELOAD (crontabs/svc-etl)
Jun 18 10:45:01 etl-02 CRON[413377]: (svc-etl) CMD ({poll})""", dur=55),
        t.run("tail -n 4 /var/log/etl/poll.log", """2024-06-18T10:30:02+02:00 poll_inbox: 0 new files
2024-06-18T10:35:02+02:00 poll_inbox: 3 new files in /srv/inbox/partner-a, queued batch 20240618-1035
2024-06-18T10:40:02+02:00 poll_inbox: 0 new files
2024-06-18T10:45:02+02:00 poll_inbox: 1 new file in /srv/inbox/partner-c, queued batch 20240618-1045"""),
    ]
    rs.add("terminal", "h51-terminal-16", SYSTEM, turns, state=state)


# 17 at: job 14 removed with atrm, then listed again by atq; bad at turn 8.
def t17(rs: RowSet) -> None:
    t = Term("mira@lab-gw:~$")
    state = "mira@lab-gw:~$"
    warn = "warning: commands will be executed using /bin/sh"
    j11 = "11\tThu Mar 21 18:00:00 2024 a mira"
    j12 = "12\tFri Mar 22 02:30:00 2024 b mira"
    j14 = "14\tWed Mar 20 23:15:00 2024 a mira"
    j15 = "15\tWed Mar 20 16:52:00 2024 c mira"
    turns = [
        t.run("atq", f"{j11}\n{j12}"),
        t.run("echo '/usr/local/bin/rotate-captures.sh --keep 7' | at 23:15", f"{warn}\njob 14 at Wed Mar 20 23:15:00 2024"),
        t.run("at -q c now + 2 hours <<< 'rsync -a /data/scope/ nas:/vol/scope/'", f"{warn}\njob 15 at Wed Mar 20 16:52:00 2024"),
        t.run("atq", f"{j15}\n{j11}\n{j14}\n{j12}"),
        t.run("at -c 14 | tail -n 7", """cd /home/mira || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}
${SHELL:-/bin/sh} << 'marcinDELIMITER4c1e9a07'
/usr/local/bin/rotate-captures.sh --keep 7
marcinDELIMITER4c1e9a07"""),
        t.run("atrm 14"),
        t.run("atq", f"{j15}\n{j11}\n{j12}"),
        t.run("atrm 12; atq", f"{j15}\n{j11}\n{j14}"),
        t.run("systemctl status atd --no-pager | head -n 5", """● atd.service - Deferred execution scheduler
     Loaded: loaded (/lib/systemd/system/atd.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-03-11 08:14:52 CET; 1 week 2 days ago
       Docs: man:atd(8)
   Main PID: 811 (atd)"""),
    ]
    rs.add("terminal", "h51-terminal-17", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="Job 14 was removed with atrm at turn 6 and absent from atq at turn 7, yet atq lists it again at turn 8.")


# 18 systemd timers: reschedule a timer, run its service by hand, restart another service; clean.
def t18(rs: RowSet) -> None:
    t = Term("root@app-03:~#")
    state = "root@app-03:~#"
    hdr = "NEXT                        LEFT          LAST                        PASSED       UNIT                         ACTIVATES"
    one = "NEXT                        LEFT       LAST                        PASSED       UNIT                ACTIVATES"
    svc = "report-export.service - Export daily reports to S3"
    turns = [
        t.run("systemctl list-timers --all", f"""{hdr}
Tue 2024-11-05 09:39:00 UTC 24min left    Tue 2024-11-05 09:09:01 UTC 5min ago     phpsessionclean.timer        phpsessionclean.service
Tue 2024-11-05 09:44:52 UTC 30min left    Mon 2024-11-04 09:44:52 UTC 23h ago      systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service
Tue 2024-11-05 12:41:17 UTC 3h 26min left Mon 2024-11-04 23:58:40 UTC 9h ago       apt-daily.timer              apt-daily.service
Wed 2024-11-06 00:00:00 UTC 14h left      Tue 2024-11-05 00:00:00 UTC 9h ago       logrotate.timer              logrotate.service
Wed 2024-11-06 06:00:00 UTC 20h left      Tue 2024-11-05 06:00:03 UTC 3h 14min ago report-export.timer          report-export.service
Wed 2024-11-06 06:27:44 UTC 21h left      Tue 2024-11-05 06:12:09 UTC 3h 2min ago  apt-daily-upgrade.timer      apt-daily-upgrade.service

6 timers listed."""),
        t.run("cat /etc/systemd/system/report-export.timer", """[Unit]
Description=Daily report export

[Timer]
OnCalendar=*-*-* 06:00:00
Persistent=true
RandomizedDelaySec=0

[Install]
WantedBy=timers.target"""),
        t.run("cat /etc/systemd/system/report-export.service", """[Unit]
Description=Export daily reports to S3
After=network-online.target
Wants=network-online.target

[Service]
Type=oneshot
User=reports
EnvironmentFile=/etc/default/report-export
ExecStart=/opt/reports/bin/export.sh"""),
        t.run("sed -i 's/^OnCalendar=\\*-\\*-\\* 06:00:00/OnCalendar=*-*-* 09:30:00/' /etc/systemd/system/report-export.timer && systemctl daemon-reload && grep OnCalendar /etc/systemd/system/report-export.timer", "OnCalendar=*-*-* 09:30:00"),
        t.run("systemctl restart report-export.timer && systemctl list-timers report-export.timer", f"""{one}
Tue 2024-11-05 09:30:00 UTC 14min left Tue 2024-11-05 06:00:03 UTC 3h 15min ago report-export.timer report-export.service

1 timers listed.
Pass --all to see loaded but inactive timers, too."""),
        t.run("systemctl start report-export.service", "", dur=5),
        t.run("systemctl status report-export.service --no-pager", f"""○ {svc}
     Loaded: loaded (/etc/systemd/system/report-export.service; static)
     Active: inactive (dead) since Tue 2024-11-05 09:15:14 UTC; 9s ago
TriggeredBy: ● report-export.timer
    Process: 48213 ExecStart=/opt/reports/bin/export.sh (code=exited, status=0/SUCCESS)
   Main PID: 48213 (code=exited, status=0/SUCCESS)
        CPU: 2.113s

Nov 05 09:15:12 app-03 systemd[1]: Starting {svc}...
Nov 05 09:15:12 app-03 export.sh[48213]: exporting 2024-11-04 (4 reports)
Nov 05 09:15:14 app-03 export.sh[48213]: uploaded 4 files, 18.2 MiB to s3://acme-reports/daily/2024-11-04/
Nov 05 09:15:14 app-03 systemd[1]: report-export.service: Deactivated successfully.
Nov 05 09:15:14 app-03 systemd[1]: Finished {svc}.
Nov 05 09:15:14 app-03 systemd[1]: report-export.service: Consumed 2.113s CPU time."""),
        t.run("journalctl -u report-export.service -n 10 --no-pager", f"""Nov 05 06:00:03 app-03 systemd[1]: Starting {svc}...
Nov 05 06:00:03 app-03 export.sh[31877]: exporting 2024-11-04 (4 reports)
Nov 05 06:00:05 app-03 export.sh[31877]: uploaded 4 files, 18.2 MiB to s3://acme-reports/daily/2024-11-04/
Nov 05 06:00:05 app-03 systemd[1]: report-export.service: Deactivated successfully.
Nov 05 06:00:05 app-03 systemd[1]: Finished {svc}.
Nov 05 09:15:12 app-03 systemd[1]: Starting {svc}...
Nov 05 09:15:12 app-03 export.sh[48213]: exporting 2024-11-04 (4 reports)
Nov 05 09:15:14 app-03 export.sh[48213]: uploaded 4 files, 18.2 MiB to s3://acme-reports/daily/2024-11-04/
Nov 05 09:15:14 app-03 systemd[1]: report-export.service: Deactivated successfully.
Nov 05 09:15:14 app-03 systemd[1]: Finished {svc}."""),
        t.run("systemctl show -p MainPID,NRestarts,ActiveEnterTimestamp app-api.service", """MainPID=1187
NRestarts=0
ActiveEnterTimestamp=Mon 2024-10-28 07:02:41 UTC"""),
        t.run("systemctl restart app-api.service && systemctl show -p MainPID,NRestarts,ActiveEnterTimestamp app-api.service", """MainPID=48391
NRestarts=0
ActiveEnterTimestamp=Tue 2024-11-05 09:15:58 UTC""", dur=3),
        t.run("systemctl is-active app-api.service report-export.timer report-export.service", """active
active
inactive"""),
        t.run("sleep 30; systemctl list-timers --all | head -n 4", f"""{hdr}
Tue 2024-11-05 09:30:00 UTC 13min left    Tue 2024-11-05 06:00:03 UTC 3h 16min ago report-export.timer          report-export.service
Tue 2024-11-05 09:39:00 UTC 22min left    Tue 2024-11-05 09:09:01 UTC 7min ago     phpsessionclean.timer        phpsessionclean.service
Tue 2024-11-05 09:44:52 UTC 28min left    Mon 2024-11-04 09:44:52 UTC 23h ago      systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service""", dur=35),
    ]
    rs.add("terminal", "h51-terminal-18", SYSTEM, turns, state=state)


def _mq(qid: str, size: int, arrival: str, sender: str, rcpt: str, reason: str | None) -> str:
    lines = [f"{qid:<11} {size:>8} {arrival}  {sender}"]
    if reason:
        lines.append(f"({reason})")
    lines += [" " * 41 + rcpt, ""]
    return "\n".join(lines)


# 19 Postfix: a message put on hold shows as deferred in postqueue -j with no release; bad at turn 10.
def t19(rs: RowSet) -> None:
    t = Term("root@mx-02:~#")
    state = "root@mx-02:~#"
    head = "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------"
    grey = "host mx1.partner.example[198.51.100.23] said: 451 4.7.1 Greylisted, please try again later (in reply to RCPT TO command)"
    a90 = _mq("A90C3E7D55", 27455, "Sun Jul 14 22:15:08", "newsletter@shop.example.com", "m.rossi@mailbox-full.example",
              "host mx.mailbox-full.example[198.51.100.77] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command)")
    f04 = _mq("F04A6C1D83", 14998, "Mon Jul 15 06:30:11", "MAILER-DAEMON", "bounced@bounce-target.example",
              "connect to mail.bounce-target.example[192.0.2.201]:25: No route to host")
    c2e = _mq("C2E8104F7A", 96310, "Mon Jul 15 08:47:33", "reports@shop.example.com", "finance@slowhost.example",
              "lost connection with mail.slowhost.example[203.0.113.9] while sending end of data -- message may be sent more than once")
    a3e = _mq("3A7E11B902", 48211, "Mon Jul 15 09:02:14", "newsletter@shop.example.com", "j.doe@unreachable-corp.example",
              "connect to mx.unreachable-corp.example[203.0.113.50]:25: Connection timed out")
    b8c = _mq("8C1D02A14B", 18734, "Mon Jul 15 10:41:57", "billing@shop.example.com", "accounts@partner.example", grey)
    b8c_held = _mq("8C1D02A14B!", 18734, "Mon Jul 15 10:41:57", "billing@shop.example.com", "accounts@partner.example", None)
    b51 = _mq("51B7F0E2C1", 3120, "Mon Jul 15 11:02:40", "alerts@mx-02.example.com", "ops@oldvendor.example",
              "connect to smtp.oldvendor.example[192.0.2.14]:25: Connection refused")
    d77 = _mq("D7710B39E0", 5522, "Mon Jul 15 11:18:02", "noreply@shop.example.com", "orders@partner.example", grey)
    turns = [
        t.run("mailq", "\n".join([head, a90, f04, c2e, a3e, b8c, b51, d77, "-- 209 Kbytes in 7 Requests."])),
        t.run("postqueue -p | grep -c '^[0-9A-F]'", "7"),
        t.run("postcat -hq 8C1D02A14B | grep -E '^(Date|From|To|Subject|Message-Id):'", """Date: Mon, 15 Jul 2024 10:41:57 +0200 (CEST)
From: Shop Billing <billing@shop.example.com>
To: accounts@partner.example
Subject: Invoice INV-2024-07-1183
Message-Id: <20240715084157.8C1D02A14B@mx-02.example.com>"""),
        t.run("postsuper -h 8C1D02A14B", """postsuper: 8C1D02A14B: placed on hold
postsuper: Placed on hold: 1 message"""),
        t.run("postsuper -d 3A7E11B902", """postsuper: 3A7E11B902: removed
postsuper: Deleted: 1 message"""),
        t.run("mailq", "\n".join([head, a90, f04, c2e, b51, d77, b8c_held, "-- 162 Kbytes in 6 Requests."])),
        t.run("postqueue -f"),
        t.run("tail -n 6 /var/log/mail.log", """Jul 15 11:21:41 mx-02 postfix/smtp[30877]: D7710B39E0: to=<orders@partner.example>, relay=mx1.partner.example[198.51.100.23]:25, delay=219, delays=218/0.02/0.41/0.38, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4WN3qk2Zbhz1wQ)
Jul 15 11:21:41 mx-02 postfix/qmgr[1412]: D7710B39E0: removed
Jul 15 11:21:41 mx-02 postfix/smtp[30878]: 51B7F0E2C1: to=<ops@oldvendor.example>, relay=none, delay=1141, delays=1141/0.01/0.05/0, dsn=4.4.1, status=deferred (connect to smtp.oldvendor.example[192.0.2.14]:25: Connection refused)
Jul 15 11:21:42 mx-02 postfix/smtp[30879]: A90C3E7D55: to=<m.rossi@mailbox-full.example>, relay=mx.mailbox-full.example[198.51.100.77]:25, delay=47194, delays=47193/0.02/0.36/0.21, dsn=4.2.2, status=deferred (host mx.mailbox-full.example[198.51.100.77] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))
Jul 15 11:21:44 mx-02 postfix/smtp[30880]: F04A6C1D83: to=<bounced@bounce-target.example>, relay=none, delay=17493, delays=17490/0.03/3.1/0, dsn=4.4.1, status=deferred (connect to mail.bounce-target.example[192.0.2.201]:25: No route to host)
Jul 15 11:22:11 mx-02 postfix/smtp[30881]: C2E8104F7A: to=<finance@slowhost.example>, relay=mail.slowhost.example[203.0.113.9]:25, delay=9278, delays=9247/0.02/0.48/30, dsn=4.4.2, status=deferred (lost connection with mail.slowhost.example[203.0.113.9] while sending end of data -- message may be sent more than once)"""),
        t.run("mailq", "\n".join([head, a90, f04, c2e, b51, b8c_held, "-- 156 Kbytes in 5 Requests."])),
        t.run("postqueue -j | jq -r '[.queue_name, .queue_id, .message_size, .sender] | @tsv'", """deferred\tA90C3E7D55\t27455\tnewsletter@shop.example.com
deferred\tF04A6C1D83\t14998\t
deferred\tC2E8104F7A\t96310\treports@shop.example.com
deferred\t51B7F0E2C1\t3120\talerts@mx-02.example.com
deferred\t8C1D02A14B\t18734\tbilling@shop.example.com"""),
        t.run("postsuper -H 8C1D02A14B", """postsuper: 8C1D02A14B: released from hold
postsuper: Released from hold: 1 message"""),
        t.run("mailq | tail -n 1", "-- 156 Kbytes in 5 Requests."),
    ]
    rs.add("terminal", "h51-terminal-19", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="8C1D02A14B was put on hold (shown with ! at turns 6 and 9), but postqueue -j lists it in the deferred queue with no release in between.")


# 20 CUPS: job 418 submitted at 10:43:18, page_log records it printed at 10:41:56; bad at turn 7.
def t20(rs: RowSet) -> None:
    t = Term("admin@print-srv:~$")
    state = "admin@print-srv:~$"
    turns = [
        t.run("lpstat -p -d", """printer Finance-Laser now printing Finance-Laser-417.  enabled since Thu 12 Sep 2024 10:42:51 AM CEST
printer Lab-Color disabled since Wed 11 Sep 2024 04:12:09 PM CEST -
	Paused
printer Reception-MFP is idle.  enabled since Mon 09 Sep 2024 08:01:13 AM CEST
system default destination: Finance-Laser"""),
        t.run("lpstat -v", """device for Finance-Laser: ipp://10.8.4.21/ipp/print
device for Lab-Color: socket://10.8.6.40:9100
device for Reception-MFP: dnssd://Brother%20MFC-L8900CDW%20series._ipp._tcp.local/?uuid=e3248000-80ce-11db-8000-30055ce1a7b2"""),
        t.run("lp -d Finance-Laser -n 2 -o sides=two-sided-long-edge ~/q3-budget.pdf", "request id is Finance-Laser-418 (1 file(s))"),
        t.run("lpstat -o", """Finance-Laser-417       jkowalski      1843200   Thu 12 Sep 2024 10:42:50 AM CEST
Finance-Laser-418       admin           286720   Thu 12 Sep 2024 10:43:18 AM CEST"""),
        t.run("cupsenable Lab-Color && lpstat -p Lab-Color", "printer Lab-Color is idle.  enabled since Thu 12 Sep 2024 10:44:02 AM CEST"),
        t.run("sudo tail -n 4 /var/log/cups/access_log", """localhost - admin [12/Sep/2024:10:43:18 +0200] "POST /printers/Finance-Laser HTTP/1.1" 200 287104 Print-Job successful-ok
localhost - - [12/Sep/2024:10:43:24 +0200] "POST / HTTP/1.1" 200 412 Get-Jobs successful-ok
localhost - admin [12/Sep/2024:10:44:02 +0200] "POST /admin/ HTTP/1.1" 200 190 Resume-Printer successful-ok
localhost - - [12/Sep/2024:10:44:02 +0200] "POST / HTTP/1.1" 200 164 CUPS-Get-Printers successful-ok"""),
        t.run("sleep 20; sudo tail -n 3 /var/log/cups/page_log", """Finance-Laser jkowalski 416 [12/Sep/2024:10:31:07 +0200] total 2 - 10.8.2.57 invoice-7731.pdf A4 one-sided
Finance-Laser jkowalski 417 [12/Sep/2024:10:44:31 +0200] total 14 - 10.8.2.57 ledger-export.pdf A4 one-sided
Finance-Laser admin 418 [12/Sep/2024:10:41:56 +0200] total 6 - localhost q3-budget.pdf A4 two-sided-long-edge""", dur=25),
    ]
    rs.add("terminal", "h51-terminal-20", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Job 418 was submitted at 10:43:18 (lpstat -o, access_log), yet page_log records it printed at 10:41:56, before it existed.")


# 21 user administration: add a user, groups, password ageing, rename; clean.
def t21(rs: RowSet) -> None:
    t = Term("root@hpc-head:~#")
    state = "root@hpc-head:~#"
    turns = [
        t.run("getent group bioinfo", "bioinfo:x:2140:mkhan,tli"),
        t.run('useradd -m -s /bin/bash -c "Sara Nyberg" -G bioinfo snyberg'),
        t.run("id snyberg", "uid=1047(snyberg) gid=1047(snyberg) groups=1047(snyberg),2140(bioinfo)"),
        t.run("getent group bioinfo", "bioinfo:x:2140:mkhan,tli,snyberg"),
        t.run("usermod -aG docker,slurm-users snyberg && id snyberg", "uid=1047(snyberg) gid=1047(snyberg) groups=1047(snyberg),998(docker),2140(bioinfo),2300(slurm-users)"),
        t.run("chage -M 180 -W 14 snyberg && chage -l snyberg", """Last password change					: Sep 30, 2024
Password expires					: Mar 29, 2025
Password inactive					: never
Account expires						: never
Minimum number of days between password change		: 0
Maximum number of days between password change		: 180
Number of days of warning before password expires	: 14"""),
        t.run("usermod -l sara.nyberg -d /home/sara.nyberg -m snyberg && groupmod -n sara.nyberg snyberg && id sara.nyberg", "uid=1047(sara.nyberg) gid=1047(sara.nyberg) groups=1047(sara.nyberg),998(docker),2140(bioinfo),2300(slurm-users)"),
        t.run("getent passwd sara.nyberg; ls -ld /home/sara.nyberg; getent group bioinfo; getent passwd snyberg || echo 'no user snyberg'", """sara.nyberg:x:1047:1047:Sara Nyberg:/home/sara.nyberg:/bin/bash
drwxr-x--- 2 sara.nyberg sara.nyberg 4096 Sep 30 14:07 /home/sara.nyberg
bioinfo:x:2140:mkhan,tli,sara.nyberg
no user snyberg"""),
    ]
    rs.add("terminal", "h51-terminal-21", SYSTEM, turns, state=state)


# 22 LVM and quotas: lv_scratch renamed to lv_archive, later listed as lv_scratch again; bad at turn 6.
def t22(rs: RowSet) -> None:
    t = Term("root@stor-01:~#")
    state = "root@stor-01:~#"
    lvh = "  LV          VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    turns = [
        t.run("vgs", """  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n-   <3.64t <1.05t
  vg_sys    1   3   0 wz--n- <446.07g 20.00g"""),
        t.run("lvs vg_data", f"""{lvh}
  lv_home     vg_data -wi-ao----   1.00t
  lv_projects vg_data -wi-ao----   1.25t
  lv_scratch  vg_data -wi-ao---- 350.00g                                                    """),
        t.run("lvrename vg_data lv_scratch lv_archive", '  Renamed "lv_scratch" to "lv_archive" in volume group "vg_data"'),
        t.run("lvextend -r -L +200G vg_data/lv_projects", """  Size of logical volume vg_data/lv_projects changed from 1.25 TiB (327680 extents) to <1.45 TiB (378880 extents).
  Logical volume vg_data/lv_projects successfully resized.
resize2fs 1.47.0 (5-Feb-2023)
Filesystem at /dev/mapper/vg_data-lv_projects is mounted on /srv/projects; on-line resizing required
old_desc_blocks = 160, new_desc_blocks = 185
The filesystem on /dev/mapper/vg_data-lv_projects is now 387973120 (4k) blocks long.
""", dur=20),
        t.run("lvs vg_data", f"""{lvh}
  lv_archive  vg_data -wi-ao---- 350.00g
  lv_home     vg_data -wi-ao----   1.00t
  lv_projects vg_data -wi-ao----  <1.45t                                                    """),
        t.run("vgs vg_data && lvs -o lv_name,lv_size,seg_count,devices vg_data", """  VG      #PV #LV #SN Attr   VSize  VFree
  vg_data   2   3   0 wz--n- <3.64t 872.03g
  LV          LSize   #Seg Devices
  lv_home       1.00t    1 /dev/sdb(0)
  lv_projects  <1.45t    2 /dev/sdb(262144)
  lv_projects  <1.45t    2 /dev/sdc(89600)
  lv_scratch  350.00g    1 /dev/sdc(0)      """),
        t.run("df -h /srv/projects", """Filesystem                       Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_projects  1.5T  1.1T  262G  81% /srv/projects"""),
        t.run("repquota -s /srv/projects", """*** Report for user quotas on device /dev/mapper/vg_data-lv_projects
Block grace time: 7days; Inode grace time: 7days
                        Space limits                File limits
User            used    soft    hard  grace    used  soft  hard  grace
----------------------------------------------------------------------
root      --     20K      0K      0K              2     0     0
mkhan     --    412G    600G    650G          81234     0     0
tli       +-    487G    450G    500G  6days  203117     0     0
snyberg   --  41200M    200G    220G           1877     0     0
svc-etl   --    188G      0K      0K         412338     0     0
"""),
        t.run("setquota -u tli 600G 650G 0 0 /srv/projects && quota -s -u tli", """Disk quotas for user tli (uid 1031):
     Filesystem   space   quota   limit   grace   files   quota   limit   grace
/dev/mapper/vg_data-lv_projects
                   487G    600G    650G           203117       0       0        """),
        t.run("repquota -s /srv/projects | grep -E '^(User|tli|mkhan) '", """User            used    soft    hard  grace    used  soft  hard  grace
mkhan     --    412G    600G    650G          81234     0     0
tli       --    487G    600G    650G         203117     0     0       """),
    ]
    rs.add("terminal", "h51-terminal-22", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="lv_scratch was renamed to lv_archive (confirmed by lvs at turn 5), but lvs at turn 6 lists the 350g volume under its old name lv_scratch.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
