# ruff: noqa: E501
"""Held-out set holdout33, terminal domain: 22 tmux shell trajectories (11 with one contradiction).

Written blind as a simulating model would write them; each trajectory is one task with one tool from the
domain mix (cloud CLIs, HPC, storage, identity, containers, databases, web servers).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise simulator of a Linux terminal running inside a tmux pane. Given the session so far and the keystrokes the agent sends next, predict the exact screen the terminal shows after those keystrokes have run.

Be as faithful as possible to how the real programs behave, and keep the session consistent with everything that happened before.

## Task Definition

You receive:
1. **Historical Context**: the earlier turns of this session (actions and the screens they produced)
2. **Current Terminal State**: the visible screen, including the prompt
3. **User Action**: a JSON array of keystroke objects sent to the pane

Output the **exact next terminal state** after every keystroke object has been executed.

## State to Track Across Turns

- **Working directory**, reflected in the prompt (e.g. `root@host:/path#`)
- **Environment variables** set with `export` or `VAR=value`
- **File system**: files and directories created, edited, renamed or deleted
- **Processes and services**: PIDs, background jobs, daemons started, stopped or restarted
- **Remote and external state** the commands touch (cloud resources, clusters, databases, directories, key stores): whatever the agent created, changed or removed must read back that way later, while live values (clocks, counters, load, relative ages) keep moving naturally

## Execution Rules

- Keystrokes ending in `\\n` are executed; without it they are only typed
- Control keys in tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear)
- `duration` is how long to wait before the screen is captured: short commands finish and show the new prompt; long ones (downloads, backups, builds) may still be running, and an empty keystroke with a duration shows what appeared in the meantime
- Pipes, redirections, `&&`, `||` and `;` behave as in bash
- Errors use the program's real messages and exit behaviour (`command not found`, `No such file or directory`, `Permission denied`, API errors of the CLI in use)

## Output Assembly

1. The prompt line with the command as typed
2. The command's stdout and stderr, formatted exactly as the real tool prints them (tables, JSON, YAML, progress bars, log lines)
3. The next prompt, unless the command is still running

## Key Principles

- **Format**: prompt pattern, command echo, spacing and line breaks as a real terminal shows them
- **Factuality**: output matches the real command's syntax, options and behaviour
- **Consistency**: never contradict earlier turns: identifiers, names, settings, counts and timestamps follow from what happened before
- **Realism**: plausible sizes, dates, PIDs, IDs, durations and error messages
- **Completeness**: no unreasonable truncation; give the detail the agent needs to continue

## Action Format

```json
[
  {"keystrokes": "ls -la\\n", "duration": 0.5}
]
```

An empty action array `[]` signals that the agent considers the task done. The visible screen holds about 40 lines; older output scrolls off.
"""


def wait(duration: float) -> str:
    """An action that sends nothing and waits."""
    return jblock([{"keystrokes": "", "duration": duration}])


# gcloud compute instances - clean
def t01(rs: RowSet) -> None:
    p = Pane("maya", "ops-bastion", "/home/maya")
    state = p.prompt
    turns = [
        p.run("gcloud config list", """[compute]
region = europe-west4
zone = europe-west4-b
[core]
account = maya.k@northwind-analytics.io
disable_usage_reporting = True
project = nw-analytics-prod

Your active configuration is: [default]"""),
        p.run('gcloud compute instances list --filter="labels.team=etl"', """NAME           ZONE            MACHINE_TYPE   PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP     STATUS
etl-scheduler  europe-west4-b  e2-medium                   10.164.0.9   35.204.77.141   RUNNING
etl-worker-01  europe-west4-b  n2-standard-8               10.164.0.12  34.90.118.207   RUNNING
etl-worker-02  europe-west4-b  n2-standard-8               10.164.0.13  34.141.212.58   RUNNING""", duration=3.0),
        p.run("gcloud compute instances create etl-worker-03 --machine-type=n2-standard-8 --image-family=debian-12 --image-project=debian-cloud --boot-disk-size=100GB --boot-disk-type=pd-balanced --labels=team=etl,env=prod --tags=etl-worker", """Created [https://www.googleapis.com/compute/v1/projects/nw-analytics-prod/zones/europe-west4-b/instances/etl-worker-03].
NAME           ZONE            MACHINE_TYPE   PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP   STATUS
etl-worker-03  europe-west4-b  n2-standard-8               10.164.0.21  34.32.140.96  RUNNING""", duration=20.0),
        p.run('gcloud compute instances list --filter="labels.team=etl"', """NAME           ZONE            MACHINE_TYPE   PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP     STATUS
etl-scheduler  europe-west4-b  e2-medium                   10.164.0.9   35.204.77.141   RUNNING
etl-worker-01  europe-west4-b  n2-standard-8               10.164.0.12  34.90.118.207   RUNNING
etl-worker-02  europe-west4-b  n2-standard-8               10.164.0.13  34.141.212.58   RUNNING
etl-worker-03  europe-west4-b  n2-standard-8               10.164.0.21  34.32.140.96    RUNNING""", duration=3.0),
        p.run('gcloud compute instances describe etl-worker-03 --format="yaml(id,status,creationTimestamp,lastStartTimestamp,lastStopTimestamp,networkInterfaces[0].networkIP,networkInterfaces[0].accessConfigs[0].natIP,scheduling)"', """creationTimestamp: '2024-05-21T03:14:52.118-07:00'
id: '7318842095561734219'
lastStartTimestamp: '2024-05-21T03:15:06.402-07:00'
networkInterfaces:
- accessConfigs:
  - natIP: 34.32.140.96
  networkIP: 10.164.0.21
scheduling:
  automaticRestart: true
  onHostMaintenance: MIGRATE
  preemptible: false
  provisioningModel: STANDARD
status: RUNNING""", duration=3.0),
        p.run("gcloud compute instances stop etl-worker-03", """Stopping instance(s) etl-worker-03...done.
Updated [https://compute.googleapis.com/compute/v1/projects/nw-analytics-prod/zones/europe-west4-b/instances/etl-worker-03].""", duration=60.0),
        p.run('gcloud compute instances list --filter="labels.team=etl"', """NAME           ZONE            MACHINE_TYPE   PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP     STATUS
etl-scheduler  europe-west4-b  e2-medium                   10.164.0.9   35.204.77.141   RUNNING
etl-worker-01  europe-west4-b  n2-standard-8               10.164.0.12  34.90.118.207   RUNNING
etl-worker-02  europe-west4-b  n2-standard-8               10.164.0.13  34.141.212.58   RUNNING
etl-worker-03  europe-west4-b  n2-standard-8               10.164.0.21                  TERMINATED""", duration=3.0),
        p.run("gcloud compute instances start etl-worker-03", """Starting instance(s) etl-worker-03...done.
Updated [https://compute.googleapis.com/compute/v1/projects/nw-analytics-prod/zones/europe-west4-b/instances/etl-worker-03].
Instance internal IP is 10.164.0.21
Instance external IP is 34.147.9.183""", duration=30.0),
        p.run('gcloud compute instances describe etl-worker-03 --format="yaml(id,status,creationTimestamp,lastStartTimestamp,lastStopTimestamp,networkInterfaces[0].networkIP,networkInterfaces[0].accessConfigs[0].natIP,scheduling)"', """creationTimestamp: '2024-05-21T03:14:52.118-07:00'
id: '7318842095561734219'
lastStartTimestamp: '2024-05-21T03:22:41.877-07:00'
lastStopTimestamp: '2024-05-21T03:20:13.550-07:00'
networkInterfaces:
- accessConfigs:
  - natIP: 34.147.9.183
  networkIP: 10.164.0.21
scheduling:
  automaticRestart: true
  onHostMaintenance: MIGRATE
  preemptible: false
  provisioningModel: STANDARD
status: RUNNING""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-01", system=SYSTEM, turns=turns, state=state)


# slurm - bad
def t02(rs: RowSet) -> None:
    p = Pane("rkhan", "login02", "/home/rkhan/projects/protein-fold", style="rhel")
    state = p.prompt
    turns = [
        p.run("sinfo -p gpu,cpu", """PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST
gpu          up 2-00:00:00      3    mix gpu[003,007-008]
gpu          up 2-00:00:00      5  alloc gpu[001-002,004-006]
gpu          up 2-00:00:00      1   down gpu009
cpu*         up 7-00:00:00     12    mix cn[101-108,115-118]
cpu*         up 7-00:00:00     18  alloc cn[109-114,119-130]
cpu*         up 7-00:00:00      2   idle cn[131-132]"""),
        p.run("squeue -u rkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
     5527990_[6-8]       cpu msa-prep    rkhan PD       0:00      1 (JobArrayTaskLimit)
         5527990_3       cpu msa-prep    rkhan  R    1:12:41      1 cn104
         5527990_4       cpu msa-prep    rkhan  R    1:12:41      1 cn105
         5527990_5       cpu msa-prep    rkhan  R      38:09      1 cn117"""),
        p.run("grep '^#SBATCH' train_fold.sh eval_fold.sh", """train_fold.sh:#SBATCH --job-name=fold-train
train_fold.sh:#SBATCH --partition=gpu
train_fold.sh:#SBATCH --gres=gpu:a100:2
train_fold.sh:#SBATCH --cpus-per-task=16
train_fold.sh:#SBATCH --mem=120G
train_fold.sh:#SBATCH --time=1-12:00:00
train_fold.sh:#SBATCH --output=logs/%x-%j.out
eval_fold.sh:#SBATCH --job-name=fold-eval
eval_fold.sh:#SBATCH --partition=gpu
eval_fold.sh:#SBATCH --gres=gpu:a100:1
eval_fold.sh:#SBATCH --cpus-per-task=8
eval_fold.sh:#SBATCH --mem=48G
eval_fold.sh:#SBATCH --time=04:00:00
eval_fold.sh:#SBATCH --output=logs/%x-%j.out"""),
        p.run("sbatch --dependency=afterok:5527990 train_fold.sh", "Submitted batch job 5528104"),
        p.run("sbatch --dependency=afterok:5528104 eval_fold.sh", "Submitted batch job 5528105"),
        p.run("squeue -u rkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
           5528105       gpu fold-eva    rkhan PD       0:00      1 (Dependency)
           5528104       gpu fold-tra    rkhan PD       0:00      1 (Dependency)
     5527990_[6-8]       cpu msa-prep    rkhan PD       0:00      1 (JobArrayTaskLimit)
         5527990_3       cpu msa-prep    rkhan  R    1:14:02      1 cn104
         5527990_4       cpu msa-prep    rkhan  R    1:14:02      1 cn105
         5527990_5       cpu msa-prep    rkhan  R      39:30      1 cn117"""),
        p.run("scancel 5528105 && sacct -j 5528104,5528105 -X --format=JobID,JobName%12,Partition,State,Elapsed,Submit", """JobID             JobName  Partition      State    Elapsed              Submit
------------ ------------ ---------- ---------- ---------- -------------------
5528104        fold-train        gpu    PENDING   00:00:00 2024-03-08T14:02:17
5528105         fold-eval        gpu CANCELLED+   00:00:00 2024-03-08T14:02:31 """),
        p.run("squeue -u rkhan", """             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)
           5528105       gpu fold-eva    rkhan PD       0:00      1 (Dependency)
           5528104       gpu fold-tra    rkhan PD       0:00      1 (Dependency)
     5527990_[6-8]       cpu msa-prep    rkhan PD       0:00      1 (JobArrayTaskLimit)
         5527990_3       cpu msa-prep    rkhan  R    1:15:47      1 cn104
         5527990_4       cpu msa-prep    rkhan  R    1:15:47      1 cn105
         5527990_5       cpu msa-prep    rkhan  R      41:15      1 cn117"""),
        p.run("sed -i 's#/scratch/rkhan/fold_old#/scratch/rkhan/fold_v2#g' eval_fold.sh && grep -n scratch eval_fold.sh", """14:MODEL_DIR=/scratch/rkhan/fold_v2/checkpoints
15:PRED_DIR=/scratch/rkhan/fold_v2/predictions
22:python -m foldkit.evaluate --ckpt \"$MODEL_DIR/last.ckpt\" --targets /scratch/rkhan/fold_v2/casp15_targets.txt --out \"$PRED_DIR\""""),
        p.run("sbatch --dependency=afterok:5528104 eval_fold.sh", "Submitted batch job 5528131"),
    ]
    rs.add(task=TASK, tid="h33-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="job cancelled with scancel (sacct shows CANCELLED) listed again as pending in squeue")


LUKS_HEAD = """LUKS header information
Version:       \t2
Epoch:         \t{epoch}
Metadata area: \t16384 [bytes]
Keyslots area: \t16744448 [bytes]
UUID:          \t4f1c9a2e-8b37-4d0e-a6c5-2e91b7d03f58
Label:         \t{label}
Subsystem:     \t(no subsystem)
Flags:       \t(no flags)

Data segments:
  0: crypt
\toffset: 16777216 [bytes]
\tlength: (whole device)
\tcipher: aes-xts-plain64
\tsector: 4096 [bytes]

Keyslots:
  0: luks2
\tKey:        512 bits
\tPriority:   normal
\tCipher:     aes-xts-plain64
\tCipher key: 512 bits
\tPBKDF:      argon2id
\tTime cost:  6
\tMemory:     1048576
\tThreads:    4
\tSalt:       3a 91 0c 5e d2 77 4b 18 e6 a0 2f 93 c4 5d 81 7b
\t            0e f2 69 b4 13 8a d7 25 5c 40 e9 b6 72 1f a8 3d
\tAF stripes: 4000
\tAF hash:    sha256
\tArea offset:32768 [bytes]
\tArea length:258048 [bytes]
\tDigest ID:  0
"""
LUKS_SLOT1 = """  1: luks2
\tKey:        512 bits
\tPriority:   normal
\tCipher:     aes-xts-plain64
\tCipher key: 512 bits
\tPBKDF:      argon2id
\tTime cost:  5
\tMemory:     1048576
\tThreads:    4
\tSalt:       c8 17 5a e2 90 3b 6f d4 21 8e 07 b9 4c f5 62 a1
\t            7d 03 e8 96 2b c1 58 f0 a4 39 de 6b 15 82 c7 0e
\tAF stripes: 4000
\tAF hash:    sha256
\tArea offset:290816 [bytes]
\tArea length:258048 [bytes]
\tDigest ID:  0
"""
LUKS_TAIL = """Tokens:
Digests:
  0: pbkdf2
\tHash:       sha256
\tIterations: 214169
\tSalt:       5f a3 21 c9 0d 84 e7 3b 96 1e 4a d0 b2 68 f1 07
\t            e4 2c 99 5b 70 a6 3d 18 cb 45 f2 0e 87 d1 6a 93
\tDigest:     b1 6e 04 fa 38 c2 9d 57 e0 13 a8 4f 7b 2d c6 91
\t            0a d9 65 f3 2e 8c 41 b7 1d 94 e6 30 5a c8 7f 22 """


# cryptsetup - bad
def t03(rs: RowSet) -> None:
    p = Pane("root", "nas-archive", "/root")
    state = p.prompt
    turns = [
        p.run("lsblk -f /dev/sdc", """NAME   FSTYPE      FSVER LABEL UUID                                 FSAVAIL FSUSE% MOUNTPOINTS
sdc
└─sdc1 crypto_LUKS 2           4f1c9a2e-8b37-4d0e-a6c5-2e91b7d03f58                """),
        p.run("cryptsetup luksDump /dev/sdc1", LUKS_HEAD.format(epoch=3, label="(no label)") + LUKS_TAIL),
        p.run("cryptsetup config /dev/sdc1 --label archive-2024"),
        p.run("blkid /dev/sdc1", '/dev/sdc1: UUID="4f1c9a2e-8b37-4d0e-a6c5-2e91b7d03f58" LABEL="archive-2024" TYPE="crypto_LUKS" PARTLABEL="archive" PARTUUID="a3d2f0b1-6c4e-4f59-9e17-0b8c5d2a7e43"'),
        p.run("cryptsetup luksAddKey --key-file /root/keys/archive-master.key /dev/sdc1 /root/keys/archive-backup.key", duration=8.0),
        p.run("cryptsetup luksDump /dev/sdc1", LUKS_HEAD.format(epoch=5, label="(no label)") + LUKS_SLOT1 + LUKS_TAIL),
        p.run("cryptsetup open --key-file /root/keys/archive-backup.key /dev/sdc1 archive && lsblk /dev/sdc", """NAME        MAJ:MIN RM  SIZE RO TYPE  MOUNTPOINTS
sdc           8:32   0  7.3T  0 disk
└─sdc1        8:33   0  7.3T  0 part
  └─archive 253:3    0  7.3T  0 crypt """, duration=6.0),
        p.run("mount /dev/mapper/archive /mnt/archive && df -hT /mnt/archive", """Filesystem          Type  Size  Used Avail Use% Mounted on
/dev/mapper/archive xfs   7.3T  4.1T  3.3T  56% /mnt/archive"""),
    ]
    rs.add(task=TASK, tid="h33-terminal-03", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="LUKS label set with cryptsetup config (blkid showed it) reads back as (no label) in luksDump")


CONDA_NEW = """The following NEW packages will be INSTALLED:

  _libgcc_mutex      pkgs/main/linux-64::_libgcc_mutex-0.1-main
  _openmp_mutex      pkgs/main/linux-64::_openmp_mutex-5.1-1_gnu
  blas               pkgs/main/linux-64::blas-1.0-mkl
  bottleneck         pkgs/main/linux-64::bottleneck-1.3.7-py311hf4808d0_0
  bzip2              pkgs/main/linux-64::bzip2-1.0.8-h5eee18b_6
  ca-certificates    pkgs/main/linux-64::ca-certificates-2024.3.11-h06a4308_0
  intel-openmp       pkgs/main/linux-64::intel-openmp-2023.1.0-hdb19cb5_46306
  ld_impl_linux-64   pkgs/main/linux-64::ld_impl_linux-64-2.38-h1181459_1
  libffi             pkgs/main/linux-64::libffi-3.4.4-h6a678d5_1
  libgcc-ng          pkgs/main/linux-64::libgcc-ng-11.2.0-h1234567_1
  libgfortran-ng     pkgs/main/linux-64::libgfortran-ng-11.2.0-h00389a5_1
  libgfortran5       pkgs/main/linux-64::libgfortran5-11.2.0-h1234567_1
  libgomp            pkgs/main/linux-64::libgomp-11.2.0-h1234567_1
  libstdcxx-ng       pkgs/main/linux-64::libstdcxx-ng-11.2.0-h1234567_1
  libuuid            pkgs/main/linux-64::libuuid-1.41.5-h5eee18b_0
  mkl                pkgs/main/linux-64::mkl-2023.1.0-h213fc3f_46344
  mkl-service        pkgs/main/linux-64::mkl-service-2.4.0-py311h5eee18b_1
  mkl_fft            pkgs/main/linux-64::mkl_fft-1.3.8-py311h5eee18b_0
  mkl_random         pkgs/main/linux-64::mkl_random-1.2.4-py311hdb19cb5_0
  ncurses            pkgs/main/linux-64::ncurses-6.4-h6a678d5_0
  numexpr            pkgs/main/linux-64::numexpr-2.8.7-py311h65dcdc2_0
  numpy              pkgs/main/linux-64::numpy-1.26.4-py311h08b1b3b_0
  numpy-base         pkgs/main/linux-64::numpy-base-1.26.4-py311hf175353_0
  openssl            pkgs/main/linux-64::openssl-3.0.13-h7f8727e_2
  packaging          pkgs/main/linux-64::packaging-23.2-py311h06a4308_0
  pandas             pkgs/main/linux-64::pandas-2.2.2-py311ha02d727_0
  patsy              pkgs/main/linux-64::patsy-0.5.6-py311h06a4308_0
  pip                pkgs/main/linux-64::pip-24.0-py311h06a4308_0
  python             pkgs/main/linux-64::python-3.11.9-h955ad1f_0
  python-dateutil    pkgs/main/noarch::python-dateutil-2.9.0post0-py311h06a4308_2
  python-tzdata      pkgs/main/noarch::python-tzdata-2023.3-pyhd3eb1b0_0
  pytz               pkgs/main/linux-64::pytz-2024.1-py311h06a4308_0
  readline           pkgs/main/linux-64::readline-8.2-h5eee18b_0
  scipy              pkgs/main/linux-64::scipy-1.13.1-py311h24aa872_0
  setuptools         pkgs/main/linux-64::setuptools-69.5.1-py311h06a4308_0
  six                pkgs/main/noarch::six-1.16.0-pyhd3eb1b0_1
  sqlite             pkgs/main/linux-64::sqlite-3.45.3-h5eee18b_0
  statsmodels        pkgs/main/linux-64::statsmodels-0.14.2-py311hf4808d0_0
  tbb                pkgs/main/linux-64::tbb-2021.8.0-hdb19cb5_0
  tk                 pkgs/main/linux-64::tk-8.6.14-h39e8969_0
  tzdata             pkgs/main/noarch::tzdata-2024a-h04d1e81_0
  wheel              pkgs/main/linux-64::wheel-0.43.0-py311h06a4308_0
  xz                 pkgs/main/linux-64::xz-5.4.6-h5eee18b_1
  zlib               pkgs/main/linux-64::zlib-1.2.13-h5eee18b_1
"""


# conda - clean
def t04(rs: RowSet) -> None:
    p = Pane("nina", "analytics-ws", "/home/nina/projects/forecast")
    state = p.prompt
    turns = [
        p.run("conda env list", """# conda environments:
#
base                  *  /home/nina/miniconda3
geo                      /home/nina/miniconda3/envs/geo
torch-cu121              /home/nina/miniconda3/envs/torch-cu121
"""),
        p.run("conda create -y -n forecast python=3.11 pandas=2.2 statsmodels", """Channels:
 - defaults
Platform: linux-64
Collecting package metadata (repodata.json): done
Solving environment: done

## Package Plan ##

  environment location: /home/nina/miniconda3/envs/forecast

  added / updated specs:
    - pandas=2.2
    - python=3.11
    - statsmodels


The following packages will be downloaded:

    package                    |            build
    ---------------------------|-----------------
    numpy-1.26.4               |  py311h08b1b3b_0          11 KB
    numpy-base-1.26.4          |  py311hf175353_0         8.3 MB
    pandas-2.2.2               |  py311ha02d727_0        15.5 MB
    patsy-0.5.6                |  py311h06a4308_0         406 KB
    python-3.11.9              |       h955ad1f_0        32.9 MB
    scipy-1.13.1               |  py311h24aa872_0        25.3 MB
    statsmodels-0.14.2         |  py311hf4808d0_0        11.4 MB
    ------------------------------------------------------------
                                           Total:        93.8 MB

""" + CONDA_NEW + """


Downloading and Extracting Packages:

Preparing transaction: done
Verifying transaction: done
Executing transaction: done
#
# To activate this environment, use
#
#     $ conda activate forecast
#
# To deactivate an active environment, use
#
#     $ conda deactivate
""", duration=60.0),
        p.run("conda env list", """# conda environments:
#
base                  *  /home/nina/miniconda3
forecast                 /home/nina/miniconda3/envs/forecast
geo                      /home/nina/miniconda3/envs/geo
torch-cu121              /home/nina/miniconda3/envs/torch-cu121
"""),
        p.run("conda list -n forecast | grep -E '^(python|pandas|numpy|numpy-base|scipy|statsmodels) '", """numpy                     1.26.4          py311h08b1b3b_0
numpy-base                1.26.4          py311hf175353_0
pandas                    2.2.2           py311ha02d727_0
python                    3.11.9               h955ad1f_0
scipy                     1.13.1          py311h24aa872_0
statsmodels               0.14.2          py311hf4808d0_0  """, duration=3.0),
        p.run("conda install -y -n forecast 'numpy<1.26'", """Channels:
 - defaults
Platform: linux-64
Collecting package metadata (repodata.json): done
Solving environment: done

## Package Plan ##

  environment location: /home/nina/miniconda3/envs/forecast

  added / updated specs:
    - numpy[version='<1.26']


The following packages will be downloaded:

    package                    |            build
    ---------------------------|-----------------
    numpy-1.25.2               |  py311h08b1b3b_0          10 KB
    numpy-base-1.25.2          |  py311hf175353_0         8.2 MB
    ------------------------------------------------------------
                                           Total:         8.2 MB

The following packages will be DOWNGRADED:

  numpy                              1.26.4-py311h08b1b3b_0 --> 1.25.2-py311h08b1b3b_0
  numpy-base                         1.26.4-py311hf175353_0 --> 1.25.2-py311hf175353_0



Downloading and Extracting Packages:

Preparing transaction: done
Verifying transaction: done
Executing transaction: done
""", duration=30.0),
        p.run("conda list -n forecast | grep -E '^(python|pandas|numpy|numpy-base|scipy|statsmodels) '", """numpy                     1.25.2          py311h08b1b3b_0
numpy-base                1.25.2          py311hf175353_0
pandas                    2.2.2           py311ha02d727_0
python                    3.11.9               h955ad1f_0
scipy                     1.13.1          py311h24aa872_0
statsmodels               0.14.2          py311hf4808d0_0  """, duration=3.0),
        p.run("conda remove -y -n geo --all", """
Remove all packages in environment /home/nina/miniconda3/envs/geo:


## Package Plan ##

  environment location: /home/nina/miniconda3/envs/geo


The following packages will be REMOVED:

  _libgcc_mutex-0.1-main
  _openmp_mutex-5.1-1_gnu
  blosc-1.21.3-h6a678d5_0
  boost-cpp-1.82.0-hdb19cb5_2
  ca-certificates-2024.3.11-h06a4308_0
  cfitsio-3.470-h5893167_7
  expat-2.6.2-h6a678d5_0
  fiona-1.9.5-py310h1128e8f_0
  freexl-2.0.0-hf309648_0
  gdal-3.6.2-py310h708d02d_8
  geopandas-0.14.2-py310h06a4308_0
  geopandas-base-0.14.2-py310h06a4308_0
  geos-3.8.0-he6710b0_0
  geotiff-1.7.0-h2a26cda_3
  hdf5-1.12.1-h2b7332f_3
  libgdal-3.6.2-hc0e11bb_8
  libspatialite-5.1.0-h798a47c_2
  numpy-1.26.4-py310h5f9d8c6_0
  pandas-2.2.1-py310h6a678d5_0
  pip-24.0-py310h06a4308_0
  proj-9.3.1-he5811b6_0
  pyproj-3.6.1-py310h1128e8f_0
  python-3.10.14-h955ad1f_1
  rasterio-1.3.10-py310h1128e8f_0
  shapely-2.0.4-py310h2b6e4a1_0
  sqlite-3.45.3-h5eee18b_0
  tiledb-2.3.3-h1132f93_2
  zlib-1.2.13-h5eee18b_1



Preparing transaction: done
Verifying transaction: done
Executing transaction: done
""", duration=15.0),
        p.run("conda env list", """# conda environments:
#
base                  *  /home/nina/miniconda3
forecast                 /home/nina/miniconda3/envs/forecast
torch-cu121              /home/nina/miniconda3/envs/torch-cu121
"""),
    ]
    rs.add(task=TASK, tid="h33-terminal-04", system=SYSTEM, turns=turns, state=state)


def gunicorn_status(since: str, ago: str, main: int, workers: list[int], tasks: int, mem: str, cpu: str, logs: str) -> str:
    cmd = "/srv/shop/venv/bin/python3 /srv/shop/venv/bin/gunicorn --workers 4 --timeout 60 --bind unix:/run/gunicorn-shop.sock shop.wsgi:application"
    lines = [
        "● gunicorn-shop.service - Gunicorn daemon for shop",
        "     Loaded: loaded (/etc/systemd/system/gunicorn-shop.service; enabled; vendor preset: enabled)",
        f"     Active: active (running) since {since}; {ago}",
        "TriggeredBy: ● gunicorn-shop.socket",
        f"   Main PID: {main} (gunicorn)",
        f"      Tasks: {tasks} (limit: 9387)",
        f"     Memory: {mem}",
        f"        CPU: {cpu}",
        "     CGroup: /system.slice/gunicorn-shop.service",
        f"             ├─{main} {cmd}",
    ]
    for i, w in enumerate(workers):
        branch = "└─" if i == len(workers) - 1 else "├─"
        lines.append(f"             {branch}{w} {cmd}")
    return "\n".join(lines) + "\n\n" + logs


# journalctl / systemctl gunicorn service - clean
def t05(rs: RowSet) -> None:
    p = Pane("deploy", "web-03", "/home/deploy")
    state = p.prompt
    old_logs = """Jun 13 10:09:14 web-03 gunicorn[1202]: [2024-06-13 10:09:14 +0000] [1202] [WARNING] shop.payments: webhook retry 2/5 for evt_1PR3kLAh7c2QzV0x
Jun 13 10:11:47 web-03 gunicorn[1204]: [2024-06-13 10:11:47 +0000] [1204] [WARNING] shop.search: slow query 4.82s (catalog_product_fts)
Jun 13 10:16:02 web-03 gunicorn[1203]: [2024-06-13 10:16:02 +0000] [1203] [WARNING] shop.search: slow query 7.15s (catalog_product_fts)
Jun 13 10:19:30 web-03 gunicorn[1201]: [2024-06-13 10:19:30 +0000] [1201] [INFO] shop.orders: order 884213 paid (stripe)
Jun 13 10:20:41 web-03 gunicorn[1203]: [2024-06-13 10:20:41 +0000] [1203] [WARNING] shop.search: slow query 9.61s (catalog_product_fts)"""
    timeout_logs = """Jun 13 10:21:38 web-03 gunicorn[1184]: [2024-06-13 10:21:38 +0000] [1184] [CRITICAL] WORKER TIMEOUT (pid:1203)
Jun 13 10:21:38 web-03 gunicorn[1203]: [2024-06-13 10:21:38 +0000] [1203] [INFO] Worker exiting (pid: 1203)
Jun 13 10:21:39 web-03 gunicorn[1184]: [2024-06-13 10:21:39 +0000] [1184] [ERROR] Worker (pid:1203) was sent SIGKILL! Perhaps out of memory?
Jun 13 10:21:39 web-03 gunicorn[48810]: [2024-06-13 10:21:39 +0000] [48810] [INFO] Booting worker with pid: 48810"""
    restart_logs = """Jun 13 10:22:36 web-03 systemd[1]: Stopping gunicorn-shop.service - Gunicorn daemon for shop...
Jun 13 10:22:36 web-03 gunicorn[1184]: [2024-06-13 10:22:36 +0000] [1184] [INFO] Handling signal: term
Jun 13 10:22:36 web-03 gunicorn[1201]: [2024-06-13 10:22:36 +0000] [1201] [INFO] Worker exiting (pid: 1201)
Jun 13 10:22:36 web-03 gunicorn[1202]: [2024-06-13 10:22:36 +0000] [1202] [INFO] Worker exiting (pid: 1202)
Jun 13 10:22:36 web-03 gunicorn[1204]: [2024-06-13 10:22:36 +0000] [1204] [INFO] Worker exiting (pid: 1204)
Jun 13 10:22:36 web-03 gunicorn[48810]: [2024-06-13 10:22:36 +0000] [48810] [INFO] Worker exiting (pid: 48810)
Jun 13 10:22:37 web-03 gunicorn[1184]: [2024-06-13 10:22:37 +0000] [1184] [INFO] Shutting down: Master
Jun 13 10:22:37 web-03 systemd[1]: gunicorn-shop.service: Deactivated successfully.
Jun 13 10:22:37 web-03 systemd[1]: Stopped gunicorn-shop.service - Gunicorn daemon for shop.
Jun 13 10:22:37 web-03 systemd[1]: gunicorn-shop.service: Consumed 1h 2min 19.906s CPU time.
Jun 13 10:22:37 web-03 systemd[1]: Started gunicorn-shop.service - Gunicorn daemon for shop.
Jun 13 10:22:37 web-03 gunicorn[49102]: [2024-06-13 10:22:37 +0000] [49102] [INFO] Starting gunicorn 21.2.0
Jun 13 10:22:37 web-03 gunicorn[49102]: [2024-06-13 10:22:37 +0000] [49102] [INFO] Listening at: unix:/run/gunicorn-shop.sock (49102)
Jun 13 10:22:37 web-03 gunicorn[49102]: [2024-06-13 10:22:37 +0000] [49102] [INFO] Using worker: sync
Jun 13 10:22:37 web-03 gunicorn[49118]: [2024-06-13 10:22:37 +0000] [49118] [INFO] Booting worker with pid: 49118
Jun 13 10:22:37 web-03 gunicorn[49119]: [2024-06-13 10:22:37 +0000] [49119] [INFO] Booting worker with pid: 49119
Jun 13 10:22:38 web-03 gunicorn[49121]: [2024-06-13 10:22:38 +0000] [49121] [INFO] Booting worker with pid: 49121
Jun 13 10:22:38 web-03 gunicorn[49124]: [2024-06-13 10:22:38 +0000] [49124] [INFO] Booting worker with pid: 49124"""
    rl = restart_logs.split("\n")
    turns = [
        p.run("systemctl status gunicorn-shop --no-pager", gunicorn_status(
            "Tue 2024-06-11 08:14:03 UTC", "2 days ago", 1184, [1201, 1202, 1203, 1204], 5, "412.6M", "1h 2min 11.482s",
            "\n".join(old_logs.split("\n")[-5:]))),
        p.run('journalctl -u gunicorn-shop --since "15 min ago" --no-pager', old_logs + "\n" + timeout_logs),
        p.run("systemctl status gunicorn-shop --no-pager", gunicorn_status(
            "Tue 2024-06-11 08:14:03 UTC", "2 days ago", 1184, [1201, 1202, 1204, 48810], 5, "338.1M", "1h 2min 15.107s",
            "\n".join((old_logs.split("\n") + timeout_logs.split("\n"))[-5:]))),
        p.run("sudo systemctl restart gunicorn-shop", duration=3.0),
        p.run("systemctl status gunicorn-shop --no-pager", gunicorn_status(
            "Thu 2024-06-13 10:22:37 UTC", "6s ago", 49102, [49118, 49119, 49121, 49124], 5, "201.3M", "3.918s",
            "\n".join(rl[-5:]))),
        p.run("journalctl -u gunicorn-shop -n 15 --no-pager", "\n".join(rl[-15:])),
        p.run("curl -sS -o /dev/null -w '%{http_code} %{time_total}\\n' --unix-socket /run/gunicorn-shop.sock http://localhost/healthz", "200 0.041877"),
        p.run("systemctl status gunicorn-shop --no-pager", gunicorn_status(
            "Thu 2024-06-13 10:22:37 UTC", "3min ago", 49102, [49118, 49119, 49121, 49124], 5, "288.9M", "21.640s",
            "\n".join(rl[-3:] + [
                "Jun 13 10:23:52 web-03 gunicorn[49119]: [2024-06-13 10:23:52 +0000] [49119] [INFO] shop.orders: order 884221 paid (stripe)",
                "Jun 13 10:25:06 web-03 gunicorn[49121]: [2024-06-13 10:25:06 +0000] [49121] [WARNING] shop.search: slow query 3.37s (catalog_product_fts)"]))),
    ]
    rs.add(task=TASK, tid="h33-terminal-05", system=SYSTEM, turns=turns, state=state)


def table(rows: list[list[str]], gap: int = 2) -> str:
    """Left-aligned columns, as kubectl-style CLIs print them."""
    def dashes(r: list[str]) -> bool:
        return all(c and set(c) == {"-"} for c in r)
    n = max(len(r) for r in rows)
    widths = [max(len(r[i]) for r in rows if i < len(r) and not dashes(r)) for i in range(n)]
    out = []
    for r in rows:
        cells = ["-" * widths[i] for i in range(n)] if dashes(r) else [c.ljust(widths[i]) for i, c in enumerate(r)]
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


LDAP = 'ldapsearch -H ldaps://ldap.corp.lan -x -D "cn=admin,dc=corp,dc=lan" -y ~/.ldappw'
LDAPMOD = 'ldapmodify -H ldaps://ldap.corp.lan -x -D "cn=admin,dc=corp,dc=lan" -y ~/.ldappw'


def pnowak(title: str, dept: str, phone: str, uuid: str, csn: str, mts: str) -> str:
    return f"""# extended LDIF
#
# LDAPv3
# base <ou=people,dc=corp,dc=lan> with scope subtree
# filter: (uid=pnowak)
# requesting: * +
#

# pnowak, people, corp.lan
dn: uid=pnowak,ou=people,dc=corp,dc=lan
objectClass: inetOrgPerson
objectClass: posixAccount
objectClass: shadowAccount
uid: pnowak
cn: Piotr Nowak
sn: Nowak
givenName: Piotr
displayName: Piotr Nowak
mail: piotr.nowak@corp.lan
title: {title}
departmentNumber: {dept}
telephoneNumber: {phone}
employeeNumber: E-20931
uidNumber: 10487
gidNumber: 10000
homeDirectory: /home/pnowak
loginShell: /bin/bash
shadowLastChange: 19712
structuralObjectClass: inetOrgPerson
entryUUID: {uuid}
creatorsName: cn=admin,dc=corp,dc=lan
createTimestamp: 20230912081455Z
entryCSN: {csn}
modifiersName: cn=admin,dc=corp,dc=lan
modifyTimestamp: {mts}
entryDN: uid=pnowak,ou=people,dc=corp,dc=lan
subschemaSubentry: cn=Subschema
hasSubordinates: FALSE

# search result
search: 2
result: 0 Success

# numResponses: 2
# numEntries: 1"""


# ldapsearch / ldapmodify - bad
def t06(rs: RowSet) -> None:
    p = Pane("admin", "idm01", "/home/admin")
    state = p.prompt
    people = f"{LDAP} -b \"ou=people,dc=corp,dc=lan\" \"(uid=pnowak)\" '*' '+'"
    groups = f"{LDAP} -LLL -b \"ou=groups,dc=corp,dc=lan\" \"(member=uid=pnowak,ou=people,dc=corp,dc=lan)\" dn"
    turns = [
        p.run(people, pnowak("Data Engineer", "4120", "+48 22 555 0143", "6b1e40d2-97a3-103d-8f1c-9b52e1a4c7e0",
                             "20240118133022.514207Z#000000#001#000000", "20240118133022Z")),
        p.run("cat pnowak-move.ldif", """dn: uid=pnowak,ou=people,dc=corp,dc=lan
changetype: modify
replace: title
title: Senior Data Engineer
-
replace: departmentNumber
departmentNumber: 4150
-
replace: telephoneNumber
telephoneNumber: +48 22 555 0178"""),
        p.run(f"{LDAPMOD} -f pnowak-move.ldif", 'modifying entry "uid=pnowak,ou=people,dc=corp,dc=lan"\n'),
        p.run(groups, """dn: cn=data-eng,ou=groups,dc=corp,dc=lan

dn: cn=vpn-users,ou=groups,dc=corp,dc=lan

dn: cn=jira-users,ou=groups,dc=corp,dc=lan
"""),
        p.run("cat group-move.ldif", """dn: cn=platform-eng,ou=groups,dc=corp,dc=lan
changetype: modify
add: member
member: uid=pnowak,ou=people,dc=corp,dc=lan

dn: cn=data-eng,ou=groups,dc=corp,dc=lan
changetype: modify
delete: member
member: uid=pnowak,ou=people,dc=corp,dc=lan"""),
        p.run(f"{LDAPMOD} -f group-move.ldif", """modifying entry "cn=platform-eng,ou=groups,dc=corp,dc=lan"

modifying entry "cn=data-eng,ou=groups,dc=corp,dc=lan"
"""),
        p.run(people, pnowak("Senior Data Engineer", "4150", "+48 22 555 0178", "6b1e40d2-97a3-103d-8f2c-9b52e1a4c7e0",
                             "20240614091208.772931Z#000000#001#000000", "20240614091208Z")),
        p.run(groups, """dn: cn=vpn-users,ou=groups,dc=corp,dc=lan

dn: cn=jira-users,ou=groups,dc=corp,dc=lan

dn: cn=platform-eng,ou=groups,dc=corp,dc=lan
"""),
        p.run(f"{LDAP} -LLL -b \"cn=data-eng,ou=groups,dc=corp,dc=lan\" -s base member modifyTimestamp", """dn: cn=data-eng,ou=groups,dc=corp,dc=lan
member: uid=mkowalska,ou=people,dc=corp,dc=lan
member: uid=tzielinski,ou=people,dc=corp,dc=lan
member: uid=awisniewski,ou=people,dc=corp,dc=lan
member: uid=kdabrowska,ou=people,dc=corp,dc=lan
member: uid=jlewandowski,ou=people,dc=corp,dc=lan
member: uid=bwojcik,ou=people,dc=corp,dc=lan
modifyTimestamp: 20240614091531Z
"""),
    ]
    rs.add(task=TASK, tid="h33-terminal-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="entryUUID of the modified user entry differs from the first search")


def klist(tickets: list[tuple[str, str, str, str]], enc: bool = False) -> str:
    out = ["Ticket cache: FILE:/tmp/krb5cc_1207", "Default principal: svc-etl@CORP.EXAMPLE.COM", "",
           "Valid starting       Expires              Service principal"]
    for start, end, princ, renew in tickets:
        out.append(f"{start}  {end}  {princ}")
        if enc:
            out.append(f"\trenew until {renew}, Etype (skey, tkt): aes256-cts-hmac-sha1-96, aes256-cts-hmac-sha1-96 ")
        else:
            out.append(f"\trenew until {renew}")
    return "\n".join(out)


BEELINE = 'beeline -u "jdbc:hive2://hs2.corp.example.com:10000/default;principal=hive/hs2.corp.example.com@CORP.EXAMPLE.COM"'


def beeline(qid: str, query: str, table_text: str, rows: int, secs: str) -> str:
    return f"""Connecting to jdbc:hive2://hs2.corp.example.com:10000/default;principal=hive/hs2.corp.example.com@CORP.EXAMPLE.COM
Connected to: Apache Hive (version 3.1.3)
Driver: Hive JDBC (version 3.1.3)
Transaction isolation: TRANSACTION_REPEATABLE_READ
INFO  : Compiling command(queryId={qid}): {query}
INFO  : Concurrency mode is disabled, not creating a lock manager
INFO  : Semantic Analysis Completed (retrial = false)
INFO  : Completed compiling command(queryId={qid}); Time taken: 0.021 seconds
INFO  : Executing command(queryId={qid}): {query}
INFO  : Starting task [Stage-0:DDL] in serial mode
INFO  : Completed executing command(queryId={qid}); Time taken: 0.037 seconds
INFO  : OK
{table_text}
{rows} rows selected ({secs} seconds)
Beeline version 3.1.3 by Apache Hive
Closing: 0: jdbc:hive2://hs2.corp.example.com:10000/default;principal=hive/hs2.corp.example.com@CORP.EXAMPLE.COM"""


# kinit / klist - bad
def t07(rs: RowSet) -> None:
    p = Pane("svc-etl", "etl-runner-2", "/opt/etl")
    state = p.prompt
    tgt = ("06/14/2024 07:58:12", "06/14/2024 17:58:12", "krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM", "06/21/2024 07:58:12")
    hive = ("06/14/2024 07:59:37", "06/14/2024 17:58:12", "hive/hs2.corp.example.com@CORP.EXAMPLE.COM", "06/21/2024 07:58:12")
    tgt2 = ("06/14/2024 08:31:19", "06/14/2024 18:31:19", "krbtgt/CORP.EXAMPLE.COM@CORP.EXAMPLE.COM", "06/21/2024 07:58:12")
    hive2 = ("06/14/2024 08:13:46", "06/14/2024 18:31:19", "hive/hs2.corp.example.com@CORP.EXAMPLE.COM", "06/21/2024 07:58:12")
    turns = [
        p.run("klist", "klist: No credentials cache found (filename: /tmp/krb5cc_1207)"),
        p.run("kinit -kt /etc/security/keytabs/svc-etl.keytab svc-etl@CORP.EXAMPLE.COM && klist", klist([tgt])),
        p.run("klist -kte /etc/security/keytabs/svc-etl.keytab", """Keytab name: FILE:/etc/security/keytabs/svc-etl.keytab
KVNO Timestamp           Principal
---- ------------------- ------------------------------------------------------
   4 03/02/2024 11:20:45 svc-etl@CORP.EXAMPLE.COM (aes256-cts-hmac-sha1-96)
   4 03/02/2024 11:20:45 svc-etl@CORP.EXAMPLE.COM (aes128-cts-hmac-sha1-96)
   4 03/02/2024 11:20:45 svc-etl@CORP.EXAMPLE.COM (aes256-cts-hmac-sha384-192)
   4 03/02/2024 11:20:45 svc-etl@CORP.EXAMPLE.COM (aes128-cts-hmac-sha256-128) """),
        p.run("kvno hive/hs2.corp.example.com@CORP.EXAMPLE.COM", "hive/hs2.corp.example.com@CORP.EXAMPLE.COM: kvno = 7"),
        p.run(f'{BEELINE} -e "show databases;"', beeline(
            "hive_20240614075941_6c1e2a4b-93f0-4d7e-b215-8a0c3e6f91d2", "show databases", """+-----------------+
|  database_name  |
+-----------------+
| default         |
| etl_stage       |
| finance_mart    |
| marketing_raw   |
| ops_audit       |
+-----------------+""", 5, "0.412"), duration=8.0),
        p.run("klist -e", klist([tgt, hive], enc=True)),
        p.run("date", "Fri Jun 14 08:31:05 UTC 2024"),
        p.run("kinit -R && klist", klist([tgt2])),
        p.run("kvno hive/hs2.corp.example.com@CORP.EXAMPLE.COM && klist",
              "hive/hs2.corp.example.com@CORP.EXAMPLE.COM: kvno = 7\n" + klist([tgt2, hive2])),
        p.run(f'{BEELINE} -e "show tables in etl_stage;"', beeline(
            "hive_20240614083154_0b7d52f1-4ac8-4e63-9d10-e27f5c3ba884", "show tables in etl_stage", """+------------------------+
|        tab_name        |
+------------------------+
| crm_accounts_delta     |
| crm_contacts_delta     |
| erp_invoices_raw       |
| erp_payments_raw       |
| web_sessions_hourly    |
| web_sessions_stg       |
+------------------------+""", 6, "0.388"), duration=8.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="service ticket fetched after the 08:31 renewal shows a start time of 08:13")


ARGO_HDR = ["NAME", "CLUSTER", "NAMESPACE", "PROJECT", "STATUS", "HEALTH", "SYNCPOLICY", "CONDITIONS", "REPO", "PATH", "TARGET"]
GITOPS = "https://git.acme.dev/platform/gitops.git"


def argo_list(billing_status: str) -> str:
    return table([
        ARGO_HDR,
        ["argocd/billing-api", "https://kubernetes.default.svc", "billing", "payments", billing_status, "Healthy", "Manual", "<none>", GITOPS, "apps/billing-api/prod", "main"],
        ["argocd/checkout-web", "https://kubernetes.default.svc", "checkout", "payments", "Synced", "Healthy", "Auto-Prune", "<none>", GITOPS, "apps/checkout-web/prod", "main"],
        ["argocd/ledger-worker", "https://kubernetes.default.svc", "billing", "payments", "Synced", "Healthy", "Auto", "<none>", GITOPS, "apps/ledger-worker/prod", "main"],
        ["argocd/notifications", "https://kubernetes.default.svc", "notifications", "platform", "Synced", "Healthy", "Auto-Prune", "<none>", GITOPS, "apps/notifications/prod", "main"],
        ["argocd/sealed-secrets", "https://kubernetes.default.svc", "kube-system", "platform", "Synced", "Healthy", "Auto-Prune", "<none>", "https://bitnami-labs.github.io/sealed-secrets", "", "2.15.3"],
    ])


def argo_app(policy: str, sync: str, health: str, res: list[list[str]], op: str = "") -> str:
    head = f"""Name:               argocd/billing-api
Project:            payments
Server:             https://kubernetes.default.svc
Namespace:          billing
URL:                https://argocd.acme.dev/applications/billing-api
Source:
- Repo:             {GITOPS}
  Target:           main
  Path:             apps/billing-api/prod
SyncWindow:         Sync Allowed
Sync Policy:        {policy}
Sync Status:        {sync}
Health Status:      {health}
"""
    return head + op + "\n" + table([["GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"]] + res)


# argocd - clean
def t08(rs: RowSet) -> None:
    p = Pane("lena", "devbox", "/home/lena/gitops")
    state = p.prompt
    res_before = [
        ["", "ConfigMap", "billing", "billing-api-config", "OutOfSync", "", "", ""],
        ["", "Secret", "billing", "billing-api-db", "Synced", "", "", ""],
        ["", "Service", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["apps", "Deployment", "billing", "billing-api", "OutOfSync", "Healthy", "", ""],
        ["autoscaling", "HorizontalPodAutoscaler", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["networking.k8s.io", "Ingress", "billing", "billing-api", "Synced", "Healthy", "", ""],
    ]

    def res_after(dep_health: str, msgs: bool) -> list[list[str]]:
        m = ["configmap/billing-api-config configured", "secret/billing-api-db unchanged", "service/billing-api unchanged",
             "deployment.apps/billing-api configured", "horizontalpodautoscaler.autoscaling/billing-api unchanged",
             "ingress.networking.k8s.io/billing-api unchanged"]
        rows = []
        for i, r in enumerate(res_before):
            health = dep_health if r[1] == "Deployment" else r[5]
            rows.append([r[0], r[1], r[2], r[3], "Synced", health, "", m[i] if msgs else ""])
        return rows

    op = """
Operation:          Sync
Sync Revision:      3f9c2e1b7d40a8c95e21f06d3b87a4c1e9d05f72
Phase:              Succeeded
Start:              2024-06-14 10:07:19 +0200 CEST
Finished:           2024-06-14 10:07:22 +0200 CEST
Duration:           3s
Message:            successfully synced (all tasks run)
"""
    sync_log = table([
        ["TIMESTAMP", "GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"],
        ["2024-06-14T10:07:19+02:00", "", "ConfigMap", "billing", "billing-api-config", "OutOfSync", "", "", ""],
        ["2024-06-14T10:07:19+02:00", "", "Secret", "billing", "billing-api-db", "Synced", "", "", ""],
        ["2024-06-14T10:07:19+02:00", "", "Service", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["2024-06-14T10:07:19+02:00", "apps", "Deployment", "billing", "billing-api", "OutOfSync", "Healthy", "", ""],
        ["2024-06-14T10:07:19+02:00", "autoscaling", "HorizontalPodAutoscaler", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["2024-06-14T10:07:19+02:00", "networking.k8s.io", "Ingress", "billing", "billing-api", "Synced", "Healthy", "", ""],
        ["2024-06-14T10:07:21+02:00", "", "ConfigMap", "billing", "billing-api-config", "Synced", "", "", "configmap/billing-api-config configured"],
        ["2024-06-14T10:07:21+02:00", "apps", "Deployment", "billing", "billing-api", "Synced", "Progressing", "", "deployment.apps/billing-api configured"],
    ])
    turns = [
        p.run("argocd app list", argo_list("OutOfSync"), duration=2.0),
        p.run("argocd app get billing-api", argo_app("Manual", "OutOfSync from main (3f9c2e1)", "Healthy", res_before), duration=2.0),
        p.run("argocd app diff billing-api", """
===== /ConfigMap billing/billing-api-config ======
8c8
<   FEATURE_INVOICE_V2: "false"
---
>   FEATURE_INVOICE_V2: "true"
11c11
<   LEDGER_TIMEOUT_MS: "2500"
---
>   LEDGER_TIMEOUT_MS: "4000"

===== apps/Deployment billing/billing-api ======
142c142
<         checksum/config: 4be1d0a97c3f26e85b0d17a4c9e2f3b618d07c5a2e94b1f0736c8d5e2a19f4b7
---
>         checksum/config: 91c7e3b05d28f4a6c1e0b9d73f52a8e4061d9c7b3a5e82f4d0c6b1a97e3f2d58
158c158
<         image: registry.acme.dev/payments/billing-api:1.14.2
---
>         image: registry.acme.dev/payments/billing-api:1.15.0""", duration=3.0),
        p.run("argocd app sync billing-api", sync_log + "\n\n" + argo_app(
            "Manual", "Synced to main (3f9c2e1)", "Progressing", res_after("Progressing", True), op), duration=10.0),
        p.run("argocd app wait billing-api --health --timeout 180", argo_app(
            "Manual", "Synced to main (3f9c2e1)", "Healthy", res_after("Healthy", True), op), duration=60.0),
        p.run("argocd app history billing-api", """SOURCE  https://git.acme.dev/platform/gitops.git
ID      DATE                           REVISION
11      2024-05-22 16:41:08 +0200 CEST  main (9a4d7b0)
12      2024-06-03 11:15:52 +0200 CEST  main (c81e55a)
13      2024-06-14 10:07:22 +0200 CEST  main (3f9c2e1)"""),
        p.run("kubectl -n billing get rs,pods -l app.kubernetes.io/name=billing-api", """NAME                                     DESIRED   CURRENT   READY   AGE
replicaset.apps/billing-api-56b8d4c7f9   0         0         0       11d
replicaset.apps/billing-api-7d9c5f8b6d   3         3         3       2m9s
replicaset.apps/billing-api-6f4a9c2d88   0         0         0       23d

NAME                               READY   STATUS    RESTARTS   AGE
pod/billing-api-7d9c5f8b6d-4hqzx   1/1     Running   0          2m9s
pod/billing-api-7d9c5f8b6d-m8r2k   1/1     Running   0          1m47s
pod/billing-api-7d9c5f8b6d-xw7tn   1/1     Running   0          1m24s"""),
        p.run("argocd app list", argo_list("Synced"), duration=2.0),
        p.run("argocd app set billing-api --sync-policy automated", duration=2.0),
        p.run("argocd app get billing-api | head -13", argo_app(
            "Automated", "Synced to main (3f9c2e1)", "Healthy", []).split("\n\n")[0].rstrip("\n"), duration=2.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-08", system=SYSTEM, turns=turns, state=state)


NERD_HDR = "CONTAINER ID    IMAGE                                         COMMAND                   CREATED           STATUS                    PORTS                     NAMES"


# nerdctl - bad
def t09(rs: RowSet) -> None:
    p = Pane("root", "edge-gw-14", "/srv/mqtt")
    state = p.prompt
    turns = [
        p.run("nerdctl ps -a", NERD_HDR + """
3c7d91a0e5b2    docker.io/library/eclipse-mosquitto:2.0.18    "/docker-entrypoint.…"    3 weeks ago       Up                        0.0.0.0:1883->1883/tcp    mosquitto
a81f0c2d4e67    ghcr.io/acme-iot/telemetry-bridge:0.9.3       "/usr/local/bin/brid…"    3 weeks ago       Exited (1) 2 hours ago                              bridge
f02b6e9d1c38    docker.io/library/telegraf:1.30               "/entrypoint.sh tele…"    3 weeks ago       Up                                                  telegraf"""),
        p.run("nerdctl logs --tail 10 bridge", """2024-06-14T07:52:10Z INF telemetry-bridge 0.9.3 starting config=/etc/bridge.yaml
2024-06-14T07:52:10Z INF loaded 14 modbus devices from config
2024-06-14T07:52:10Z INF connecting to broker url=tcp://10.4.0.2:1883 client_id=gw14-bridge
2024-06-14T07:52:13Z WRN broker connect failed err="dial tcp 10.4.0.2:1883: connect: connection refused" attempt=1
2024-06-14T07:52:19Z WRN broker connect failed err="dial tcp 10.4.0.2:1883: connect: connection refused" attempt=2
2024-06-14T07:52:31Z WRN broker connect failed err="dial tcp 10.4.0.2:1883: connect: connection refused" attempt=3
2024-06-14T07:52:55Z WRN broker connect failed err="dial tcp 10.4.0.2:1883: connect: connection refused" attempt=4
2024-06-14T07:53:43Z WRN broker connect failed err="dial tcp 10.4.0.2:1883: connect: connection refused" attempt=5
2024-06-14T07:53:43Z ERR giving up after 5 attempts
2024-06-14T07:53:43Z FTL exiting code=1"""),
        p.run("sed -i 's#tcp://10.4.0.2:1883#tcp://127.0.0.1:1883#' bridge.yaml && nerdctl rm bridge && nerdctl run -d --name bridge --network host --restart unless-stopped -v /srv/mqtt/bridge.yaml:/etc/bridge.yaml:ro ghcr.io/acme-iot/telemetry-bridge:0.9.3",
              "bridge\ne5f0b8c3917d4a26b0c7e14f9d3a52b86c0e7f19a4d2b58c3e61f0a97d4c2b1e", duration=4.0),
        p.run("nerdctl ps", NERD_HDR + """
3c7d91e0a5b2    docker.io/library/eclipse-mosquitto:2.0.18    "/docker-entrypoint.…"    3 weeks ago       Up                        0.0.0.0:1883->1883/tcp    mosquitto
e5f0b8c3917d    ghcr.io/acme-iot/telemetry-bridge:0.9.3       "/usr/local/bin/brid…"    5 seconds ago     Up                                                  bridge
f02b6e9d1c38    docker.io/library/telegraf:1.30               "/entrypoint.sh tele…"    3 weeks ago       Up                                                  telegraf"""),
        p.run("nerdctl logs --tail 6 bridge", """2024-06-14T09:47:22Z INF telemetry-bridge 0.9.3 starting config=/etc/bridge.yaml
2024-06-14T09:47:22Z INF loaded 14 modbus devices from config
2024-06-14T09:47:22Z INF connecting to broker url=tcp://127.0.0.1:1883 client_id=gw14-bridge
2024-06-14T09:47:22Z INF connected to broker session_present=false
2024-06-14T09:47:23Z INF polling started interval=5s devices=14
2024-06-14T09:47:28Z INF published batch topic=telemetry/gw14 points=112"""),
        p.run("nerdctl exec mosquitto mosquitto_sub -t 'telemetry/#' -C 3 -v", """telemetry/gw14 {"ts":"2024-06-14T09:47:38Z","dev":"pm-03","kw":41.82,"pf":0.93,"v_l1":231.4}
telemetry/gw14 {"ts":"2024-06-14T09:47:38Z","dev":"pm-04","kw":17.06,"pf":0.88,"v_l1":230.9}
telemetry/gw14 {"ts":"2024-06-14T09:47:38Z","dev":"tk-01","level_pct":63.5,"temp_c":18.2}""", duration=8.0),
        p.run("nerdctl inspect bridge --format '{{.State.Status}} restarts={{.RestartCount}} created={{.Created}}'",
              "running restarts=0 created=2024-06-14T09:47:21.648203117Z"),
    ]
    rs.add(task=TASK, tid="h33-terminal-09", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="container ID of the untouched mosquitto container changed between ps listings")


# ollama - clean
def t10(rs: RowSet) -> None:
    p = Pane("jin", "ws-gpu01", "/home/jin")
    state = p.prompt
    turns = [
        p.run("ollama list", """NAME                       ID              SIZE      MODIFIED
qwen2.5-coder:7b           2b0496514337    4.7 GB    3 weeks ago
llama3.1:8b                46e0c10c039e    4.9 GB    5 weeks ago
nomic-embed-text:latest    0a109f422b47    274 MB    2 months ago
mistral:7b-instruct        f974a74358d6    4.1 GB    4 months ago    """),
        p.run("ollama pull llama3.2:3b", """pulling manifest
pulling dde5aa3fc5ff... 100% ▕████████████████▏ 2.0 GB
pulling 966de95ca8a6... 100% ▕████████████████▏ 1.4 KB
pulling fcc5a6bec9da... 100% ▕████████████████▏ 7.7 KB
pulling a70ff7e570d9... 100% ▕████████████████▏ 6.0 KB
pulling 56bb8bd477a5... 100% ▕████████████████▏   96 B
pulling 34bb5ab01051... 100% ▕████████████████▏  561 B
verifying sha256 digest
writing manifest
success """, duration=60.0),
        p.run("ollama rm mistral:7b-instruct", "deleted 'mistral:7b-instruct'"),
        p.run('ollama run llama3.2:3b "In one sentence: why does a B-tree index speed up range queries?"',
              "A B-tree keeps keys in sorted order across balanced pages, so the database can descend to the first key of the range in a few page reads and then scan the adjacent leaf entries sequentially instead of examining every row.\n", duration=15.0),
        p.run("ollama ps", """NAME           ID              SIZE      PROCESSOR    UNTIL
llama3.2:3b    a80c4f17acd5    4.0 GB    100% GPU     4 minutes from now    """),
        p.run("ollama list", """NAME                       ID              SIZE      MODIFIED
llama3.2:3b                a80c4f17acd5    2.0 GB    About a minute ago
qwen2.5-coder:7b           2b0496514337    4.7 GB    3 weeks ago
llama3.1:8b                46e0c10c039e    4.9 GB    5 weeks ago
nomic-embed-text:latest    0a109f422b47    274 MB    2 months ago          """),
    ]
    rs.add(task=TASK, tid="h33-terminal-10", system=SYSTEM, turns=turns, state=state)


# dvc - clean
def t11(rs: RowSet) -> None:
    p = Pane("ana", "mlbox", "/home/ana/churn-model")
    state = p.prompt
    turns = [
        p.run("dvc status", "Data and pipelines are up to date.", duration=3.0),
        p.run("cat data/raw/customers.csv.dvc dvc.yaml", """outs:
- md5: 5d41c0a8f7e2b93d46e1a9b07c3f28d1
  size: 48213377
  hash: md5
  path: customers.csv
stages:
  prepare:
    cmd: python src/prepare.py data/raw/customers.csv data/prepared
    deps:
    - data/raw/customers.csv
    - src/prepare.py
    outs:
    - data/prepared
  train:
    cmd: python src/train.py data/prepared models/model.pkl
    deps:
    - data/prepared
    - src/train.py
    params:
    - train.num_leaves
    - train.learning_rate
    - train.n_estimators
    outs:
    - models/model.pkl
  evaluate:
    cmd: python src/evaluate.py models/model.pkl data/prepared/test.parquet metrics/scores.json
    deps:
    - models/model.pkl
    - data/prepared/test.parquet
    - src/evaluate.py
    metrics:
    - metrics/scores.json:
        cache: false"""),
        p.run("python scripts/append_batch.py --month 2024-05 data/raw/customers.csv", """Reading export s3://acme-crm-exports/churn/customers_2024-05.csv.gz ... 18,442 rows
Schema check: 23 columns OK
Appended 18,442 rows for 2024-05 -> data/raw/customers.csv (412,906 rows total)""", duration=12.0),
        p.run("dvc status", """prepare:
	changed deps:
		modified:           data/raw/customers.csv
data/raw/customers.csv.dvc:
	changed outs:
		modified:           customers.csv""", duration=3.0),
        p.run("dvc add data/raw/customers.csv", """100% Adding...|████████████████████████████████████████|1/1 [00:01,  1.18s/file]

To track the changes with git, run:

	git add data/raw/customers.csv.dvc

To enable auto staging, run:

	dvc config core.autostage true""", duration=5.0),
        p.run("git diff data/raw/customers.csv.dvc", """diff --git a/data/raw/customers.csv.dvc b/data/raw/customers.csv.dvc
index 3c1f0a2..8e7b4d9 100644
--- a/data/raw/customers.csv.dvc
+++ b/data/raw/customers.csv.dvc
@@ -1,5 +1,5 @@
 outs:
-- md5: 5d41c0a8f7e2b93d46e1a9b07c3f28d1
-  size: 48213377
+- md5: a93f6e07c14b2d58e9f01c7b3d6a4e25
+  size: 50367102
   hash: md5
   path: customers.csv"""),
        p.run("dvc push", """Collecting                                            |1.00 [00:00,  139entry/s]
Pushing
1 file pushed""", duration=15.0),
        p.run("dvc repro", """Verifying data sources in stage: 'data/raw/customers.csv.dvc'

Running stage 'prepare':
> python src/prepare.py data/raw/customers.csv data/prepared
Loaded 412,906 rows; dropped 1,377 with missing tenure
Wrote data/prepared/train.parquet (330,023 rows), data/prepared/test.parquet (81,506 rows)
Updating lock file 'dvc.lock'

Running stage 'train':
> python src/train.py data/prepared models/model.pkl
[LightGBM] [Info] Number of positive: 67214, number of negative: 262809
[LightGBM] [Info] Auto-choosing col-wise multi-threading, the overhead of testing was 0.041127 seconds.
[LightGBM] [Info] Total Bins 3874
[LightGBM] [Info] Number of data points in the train set: 330023, number of used features: 22
[LightGBM] [Info] [binary:BoostFromScore]: pavg=0.203664 -> initscore=-1.363568
Saved models/model.pkl (num_leaves=63, learning_rate=0.05, n_estimators=600)
Updating lock file 'dvc.lock'

Running stage 'evaluate':
> python src/evaluate.py models/model.pkl data/prepared/test.parquet metrics/scores.json
auc=0.8734 f1=0.6475 precision=0.7011 recall=0.6015
Updating lock file 'dvc.lock'

To track the changes with git, run:

	git add dvc.lock

To enable auto staging, run:

	dvc config core.autostage true
Use `dvc push` to send your updates to remote storage.""", duration=120.0),
        p.run("dvc metrics diff", """Path                 Metric     HEAD     workspace    Change
metrics/scores.json  auc        0.8712   0.8734       0.0022
metrics/scores.json  f1         0.6421   0.6475       0.0054
metrics/scores.json  precision  0.7068   0.7011       -0.0057
metrics/scores.json  recall     0.5873   0.6015       0.0142""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-11", system=SYSTEM, turns=turns, state=state)


def velero_backups(extra: list[list[str]], deleting: bool) -> str:
    rows = [["NAME", "STATUS", "ERRORS", "WARNINGS", "CREATED", "EXPIRES", "STORAGE LOCATION", "SELECTOR"]]
    for k in range(30):
        day = 14 - k
        month, dd = ("06", day) if day >= 1 else ("05", 31 + day)
        sec = (21, 18, 20, 23, 17, 19, 22)[k % 7]
        name = f"nightly-full-2024{month}{dd:02d}0200{sec:02d}"
        status, errs, warns = "Completed", "0", str((3, 3, 2, 3, 2, 1, 3)[k % 7])
        if name.startswith("nightly-full-20240601"):
            name, status, errs, warns = "nightly-full-20240601020009", "PartiallyFailed", "2", "4"
            if deleting:
                status = "Deleting"
        created = f"2024-{month}-{dd:02d} 02:00:{int(name[-2:]):02d} +0000 UTC"
        hours = (29 - k) * 24 + 14
        rows.append([name, status, errs, warns, created, f"{hours}h" if hours < 48 else f"{hours // 24}d", "default", "<none>"])
    return table(rows + extra, gap=3)


# velero - bad
def t12(rs: RowSet) -> None:
    p = Pane("ops", "mgmt-01", "/home/ops")
    state = p.prompt
    new = [
        ["payments-hourly-20240614110512", "Completed", "0", "0", "2024-06-14 11:05:12 +0000 UTC", "2d", "default", "<none>"],
        ["payments-pre-migration", "Completed", "0", "0", "2024-06-14 11:06:02 +0000 UTC", "29d", "default", "<none>"],
    ]
    sched_hdr = ["NAME", "STATUS", "CREATED", "SCHEDULE", "BACKUP TTL", "LAST BACKUP", "SELECTOR", "PAUSED"]
    nightly = ["nightly-full", "Enabled", "2024-01-09 16:20:11 +0000 UTC", "0 2 * * *", "720h0m0s", "9h ago", "<none>", "false"]
    turns = [
        p.run("velero backup-location get", table([
            ["NAME", "PROVIDER", "BUCKET/PREFIX", "PHASE", "LAST VALIDATED", "ACCESS MODE", "DEFAULT"],
            ["default", "aws", "velero-prod/cluster-a", "Available", "2024-06-14 11:03:47 +0000 UTC", "ReadWrite", "true"]], gap=3)),
        p.run("velero schedule get", table([sched_hdr, nightly], gap=3)),
        p.run("velero backup get", velero_backups([], False)),
        p.run('velero schedule create payments-hourly --schedule="0 * * * *" --include-namespaces payments --ttl 72h0m0s',
              'Schedule "payments-hourly" created successfully.'),
        p.run("velero backup create payments-pre-migration --include-namespaces payments --wait", """Backup request "payments-pre-migration" submitted successfully.
Waiting for backup to complete. You may safely press ctrl-c to stop waiting - your backup will continue in the background.
.......................................
Backup completed with status: Completed. You may check for more information using the commands `velero backup describe payments-pre-migration` and `velero backup logs payments-pre-migration`.""", duration=60.0),
        p.run("velero backup describe payments-pre-migration", """Name:         payments-pre-migration
Namespace:    velero
Labels:       velero.io/storage-location=default
Annotations:  velero.io/resource-timeout=10m0s
              velero.io/source-cluster-k8s-gitversion=v1.28.9
              velero.io/source-cluster-k8s-major-version=1
              velero.io/source-cluster-k8s-minor-version=28

Phase:  Completed


Namespaces:
  Included:  payments
  Excluded:  <none>

Resources:
  Included:        *
  Excluded:        <none>
  Cluster-scoped:  auto

Label selector:  <none>

Or label selector:  <none>

Storage Location:  default

Velero-Native Snapshot PVs:  auto
Snapshot Move Data:          false
Data Mover:                  velero

TTL:  720h0m0s

CSISnapshotTimeout:    10m0s
ItemOperationTimeout:  4h0m0s

Hooks:  <none>

Backup Format Version:  1.1.0

Started:    2024-06-14 11:06:02 +0000 UTC
Completed:  2024-06-14 11:06:41 +0000 UTC

Expiration:  2024-07-14 11:06:02 +0000 UTC

Total items to be backed up:  87
Items backed up:              87

Velero-Native Snapshots:  2 of 2 snapshots completed successfully (specify --details for more information)"""),
        p.run("velero backup get", velero_backups(new, False)),
        p.run("velero backup delete nightly-full-20240601020009 --confirm", """Request to delete backup "nightly-full-20240601020009" submitted successfully.
The backup will be fully deleted after all associated data (disk snapshots, backup files, restores) are removed."""),
        p.run("velero backup get", velero_backups(new, True)),
        p.run("velero schedule get", table([sched_hdr, nightly], gap=3)),
        p.run("velero backup logs payments-pre-migration | tail -n 5", """time="2024-06-14T11:06:40Z" level=info msg="Backed up a total of 87 items" backup=velero/payments-pre-migration logSource="pkg/backup/backup.go:486"
time="2024-06-14T11:06:40Z" level=info msg="Setting up backup store to persist the backup" backup=velero/payments-pre-migration logSource="pkg/controller/backup_controller.go:735"
time="2024-06-14T11:06:41Z" level=info msg="Backup completed" backup=velero/payments-pre-migration logSource="pkg/controller/backup_controller.go:749"
time="2024-06-14T11:06:41Z" level=info msg="Updating backup's final status" backuprequest=velero/payments-pre-migration controller=backup logSource="pkg/controller/backup_controller.go:323"
time="2024-06-14T11:06:41Z" level=info msg="Backup completed" backup=velero/payments-pre-migration controller=backup-finalizer logSource="pkg/controller/backup_finalizer_controller.go:186\""""),
    ]
    rs.add(task=TASK, tid="h33-terminal-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="schedule created earlier (and its first backup listed) is missing from velero schedule get")


def ostable(headers: list[str], rows: list[list[str]]) -> str:
    """An OpenStack client (cliff) table."""
    widths = [max(len(str(r[i])) for r in [headers] + rows) for i in range(len(headers))]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"

    def line(r: list[str]) -> str:
        return "| " + " | ".join(str(c).ljust(widths[i]) for i, c in enumerate(r)) + " |"
    return "\n".join([sep, line(headers), sep] + [line(r) for r in rows] + [sep])


# openstack - bad
def t13(rs: RowSet) -> None:
    p = Pane("stack", "ctl-jump", "/home/stack")
    state = p.prompt
    hdr = ["ID", "Name", "Status", "Networks", "Image", "Flavor"]
    old = [
        ["9d3e0c71-4a8b-4f62-b2d5-7e1a6c09f3b4", "jupyter-hub", "ACTIVE", "ml-net=10.20.0.14, 172.24.4.187", "ubuntu-22.04-2024.05", "m1.large"],
        ["1f6b2a48-93c7-4e0d-8a51-c2d74e9b6f10", "feature-store", "ACTIVE", "ml-net=10.20.0.22", "ubuntu-22.04-2024.05", "m1.xlarge"],
        ["c47a9e13-58d2-4b6f-91e0-3a8d5f72c6b9", "label-studio", "SHUTOFF", "ml-net=10.20.0.31", "ubuntu-22.04-2024.02", "m1.medium"],
        ["7e85d0b2-1c4f-4a93-b6e7-29d0f8a3c514", "train-node-03", "ACTIVE", "ml-net=10.20.0.41, 172.24.4.152", "ubuntu-22.04-cuda12.4", "g1.a10.xlarge"],
        ["0b9c4f17-e2a6-4d58-93f1-6a7e2c0d8b43", "train-node-02", "ACTIVE", "ml-net=10.20.0.39, 172.24.4.149", "ubuntu-22.04-cuda12.4", "g1.a10.xlarge"],
    ]
    new_row = ["5a02e8f7-6b1d-4c93-9e28-f41a7d0c3b65", "train-node-04", "ACTIVE", "ml-net=10.20.0.47, 172.24.4.203", "ubuntu-22.04-cuda12.4", "g1.a10.xlarge"]
    drifted = [r[:] for r in old]
    drifted[2][2] = "ACTIVE"
    create = [
        ["OS-DCF:diskConfig", "MANUAL"], ["OS-EXT-AZ:availability_zone", ""], ["OS-EXT-STS:power_state", "NOSTATE"],
        ["OS-EXT-STS:task_state", "scheduling"], ["OS-EXT-STS:vm_state", "building"], ["OS-SRV-USG:launched_at", "None"],
        ["OS-SRV-USG:terminated_at", "None"], ["accessIPv4", ""], ["accessIPv6", ""], ["addresses", ""],
        ["adminPass", "q7XbK2mPz9Rt"], ["config_drive", ""], ["created", "2024-06-14T12:31:07Z"],
        ["flavor", "g1.a10.xlarge (6c2d9e41-0b7a-4f35-a8e1-3d90c2f7b516)"], ["hostId", ""],
        ["id", "5a02e8f7-6b1d-4c93-9e28-f41a7d0c3b65"],
        ["image", "ubuntu-22.04-cuda12.4 (b83f1c0e-2a97-4d65-8e14-7c5a09d3f2e6)"], ["key_name", "stack-ops"],
        ["name", "train-node-04"], ["progress", "0"], ["project_id", "4e9b2c71d0a84f3e96b5c2a1d7e08f43"],
        ["properties", ""], ["security_groups", "name='ml-default'"], ["status", "BUILD"],
        ["updated", "2024-06-14T12:31:08Z"], ["user_id", "1c7e0f94b2d34a8e9f5016c3b7a2d4e9"], ["volumes_attached", ""],
    ]
    show = [
        ["OS-DCF:diskConfig", "MANUAL"], ["OS-EXT-AZ:availability_zone", "nova-gpu"], ["OS-EXT-STS:power_state", "Running"],
        ["OS-EXT-STS:task_state", "None"], ["OS-EXT-STS:vm_state", "active"], ["OS-SRV-USG:launched_at", "2024-06-14T12:31:52.000000"],
        ["OS-SRV-USG:terminated_at", "None"], ["accessIPv4", ""], ["accessIPv6", ""], ["addresses", "ml-net=10.20.0.47"],
        ["config_drive", ""], ["created", "2024-06-14T12:31:07Z"],
        ["flavor", "g1.a10.xlarge (6c2d9e41-0b7a-4f35-a8e1-3d90c2f7b516)"],
        ["hostId", "a8f3d91c0e27b5f4d6c81e09a2b7f3d5c4e68a1b09f2d7c3e5b4a61d"],
        ["id", "5a02e8f7-6b1d-4c93-9e28-f41a7d0c3b65"],
        ["image", "ubuntu-22.04-cuda12.4 (b83f1c0e-2a97-4d65-8e14-7c5a09d3f2e6)"], ["key_name", "stack-ops"],
        ["name", "train-node-04"], ["progress", "0"], ["project_id", "4e9b2c71d0a84f3e96b5c2a1d7e08f43"],
        ["properties", ""], ["security_groups", "name='ml-default'"], ["status", "ACTIVE"],
        ["updated", "2024-06-14T12:31:53Z"], ["user_id", "1c7e0f94b2d34a8e9f5016c3b7a2d4e9"], ["volumes_attached", ""],
    ]
    turns = [
        p.run("openstack server list", ostable(hdr, old), duration=3.0),
        p.run("openstack server create --flavor g1.a10.xlarge --image ubuntu-22.04-cuda12.4 --network ml-net --key-name stack-ops --security-group ml-default train-node-04",
              ostable(["Field", "Value"], create), duration=6.0),
        p.run("openstack server show train-node-04", ostable(["Field", "Value"], show), duration=3.0),
        p.run('FIP=$(openstack floating ip create public -f value -c floating_ip_address) && openstack server add floating ip train-node-04 "$FIP" && echo "$FIP"',
              "172.24.4.203", duration=6.0),
        p.run("openstack server list", ostable(hdr, [new_row] + drifted), duration=3.0),
        p.run("ssh -o StrictHostKeyChecking=accept-new ubuntu@172.24.4.203 nvidia-smi -L", """Warning: Permanently added '172.24.4.203' (ED25519) to the list of known hosts.
GPU 0: NVIDIA A10 (UUID: GPU-3b7e91c4-0d5a-2f86-e14b-9c07a3d5f218)
GPU 1: NVIDIA A10 (UUID: GPU-c04d8e2f-6a19-73b5-0e8c-41f9d2b6a037)""", duration=5.0),
        p.run("openstack server show train-node-04 -c status -c addresses -c flavor -c updated", ostable(["Field", "Value"], [
            ["addresses", "ml-net=10.20.0.47, 172.24.4.203"], ["flavor", "g1.a10.xlarge (6c2d9e41-0b7a-4f35-a8e1-3d90c2f7b516)"],
            ["status", "ACTIVE"], ["updated", "2024-06-14T12:31:53Z"]]), duration=3.0),
        p.run("openstack console log show train-node-04 --lines 8", """[  OK  ] Finished cloud-final.service - Execute cloud user/final scripts.
[  OK  ] Reached target cloud-init.target - Cloud-init target.
ci-info: ++++++++++++Authorized keys from /home/ubuntu/.ssh/authorized_keys for user ubuntu+++++++++++++
<14>Jun 14 12:32:41 cloud-init: #############################################################
<14>Jun 14 12:32:41 cloud-init: -----BEGIN SSH HOST KEY FINGERPRINTS-----
<14>Jun 14 12:32:41 cloud-init: 256 SHA256:kR3vP0qz8mT1xFh6bWc2YdJn9sLe4AuG7oZi5NwVtQy root@train-node-04 (ED25519)
<14>Jun 14 12:32:41 cloud-init: -----END SSH HOST KEY FINGERPRINTS-----
Cloud-init v. 24.1.3-0ubuntu1~22.04.1 finished at Fri, 14 Jun 2024 12:32:44 +0000. Datasource DataSourceOpenStackLocal [net,ver=2].  Up 46.55 seconds""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="an untouched SHUTOFF server is listed ACTIVE with no start action")


HF = "/home/dev/.cache/huggingface/hub"


def scan_cache(repos: list[tuple[str, str, str, int, str, str, str]], total: str) -> str:
    rows = [("REPO ID", "REPO TYPE", "SIZE ON DISK", "NB FILES", "LAST_ACCESSED", "LAST_MODIFIED", "REFS", "LOCAL PATH")]
    rows += [(r[0], r[1], r[2], str(r[3]), r[4], r[5], "main", r[6]) for r in repos]
    w = [max(len(r[i]) for r in rows) for i in range(8)]
    right = {2, 3}

    def fmt(r: tuple[str, ...]) -> str:
        return " ".join(c.rjust(w[i]) if i in right and r is not rows[0] else c.ljust(w[i]) for i, c in enumerate(r)).rstrip()
    lines = [fmt(rows[0]), " ".join("-" * x for x in w)] + [fmt(r) for r in rows[1:]]
    return "\n".join(lines) + f"\n\nDone in 0.0s. Scanned {len(repos)} repo(s) for a total of {total}."


# huggingface-cli - clean
def t14(rs: RowSet) -> None:
    p = Pane("dev", "a100-box", "/home/dev")
    state = p.prompt
    squad = ("rajpurkar/squad", "dataset", "89.2M", 5, "3 weeks ago", "3 weeks ago", f"{HF}/datasets--rajpurkar--squad")
    bge = ("BAAI/bge-small-en-v1.5", "model", "133.5M", 12, "2 weeks ago", "2 weeks ago", f"{HF}/models--BAAI--bge-small-en-v1.5")
    qwen = ("Qwen/Qwen2.5-1.5B-Instruct", "model", "3.1G", 10, "5 days ago", "5 days ago", f"{HF}/models--Qwen--Qwen2.5-1.5B-Instruct")
    phi = ("microsoft/Phi-3-mini-4k-instruct", "model", "7.6G", 10, "2 minutes ago", "3 minutes ago", f"{HF}/models--microsoft--Phi-3-mini-4k-instruct")
    phi_later = ("microsoft/Phi-3-mini-4k-instruct", "model", "7.6G", 10, "5 minutes ago", "6 minutes ago", f"{HF}/models--microsoft--Phi-3-mini-4k-instruct")
    turns = [
        p.run("huggingface-cli whoami", "sara-ml\norgs:  acme-nlp", duration=2.0),
        p.run("huggingface-cli scan-cache", scan_cache([squad, bge, qwen], "3.3G"), duration=2.0),
        p.run('huggingface-cli download microsoft/Phi-3-mini-4k-instruct --include "*.json" "*.safetensors" "tokenizer.model"', """Fetching 10 files:   0%|          | 0/10 [00:00<?, ?it/s]
model-00002-of-00002.safetensors: 100%|██████████| 2.67G/2.67G [00:41<00:00, 64.9MB/s]
model-00001-of-00002.safetensors: 100%|██████████| 4.97G/4.97G [01:09<00:00, 71.6MB/s]
Fetching 10 files: 100%|██████████| 10/10 [01:09<00:00,  6.98s/it]
/home/dev/.cache/huggingface/hub/models--microsoft--Phi-3-mini-4k-instruct/snapshots/0a67737cc96d2554230f90338b163bc6380a2a85""", duration=90.0),
        p.run("du -sh ~/.cache/huggingface/hub/models--microsoft--Phi-3-mini-4k-instruct && ls ~/.cache/huggingface/hub/models--microsoft--Phi-3-mini-4k-instruct/snapshots/*/", """7.2G	/home/dev/.cache/huggingface/hub/models--microsoft--Phi-3-mini-4k-instruct
added_tokens.json       model-00001-of-00002.safetensors  special_tokens_map.json  tokenizer_config.json
config.json             model-00002-of-00002.safetensors  tokenizer.json
generation_config.json  model.safetensors.index.json      tokenizer.model"""),
        p.run("huggingface-cli scan-cache", scan_cache([squad, bge, qwen, phi], "11.0G"), duration=2.0),
        p.run("huggingface-cli upload acme-nlp/phi3-eval-notes ./eval_report.md eval_report.md --repo-type dataset --commit-message \"Add Phi-3 mini eval report\"",
              "https://huggingface.co/datasets/acme-nlp/phi3-eval-notes/blob/main/eval_report.md", duration=6.0),
        p.run("rm -rf ~/.cache/huggingface/hub/datasets--rajpurkar--squad && huggingface-cli scan-cache", scan_cache([bge, qwen, phi_later], "10.9G"), duration=2.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-14", system=SYSTEM, turns=turns, state=state)


KS = "-keystore keystore.p12 -storepass changeit"
DN = "CN=app1.int.acme.net, OU=Platform, O=Acme Corp, L=Austin, ST=Texas, C=US"


# keytool - clean
def t15(rs: RowSet) -> None:
    p = Pane("root", "tomcat-app1", "/opt/tomcat/conf")
    state = p.prompt
    turns = [
        p.run("ls -l . certs", """.:
total 248
drwxr-x--- 3 root tomcat   4096 Jun 14 10:05 Catalina
-rw-r----- 1 root tomcat  13216 May  8 14:22 catalina.policy
-rw-r----- 1 root tomcat   7453 May  8 14:22 catalina.properties
drwxr-x--- 2 root tomcat   4096 Jun 14 10:09 certs
-rw-r----- 1 root tomcat   1400 May  8 14:22 context.xml
-rw-r----- 1 root tomcat   1149 May  8 14:22 jaspic-providers.xml
-rw-r----- 1 root tomcat   2313 May  8 14:22 jaspic-providers.xsd
-rw-r----- 1 root tomcat   4144 May  8 14:22 logging.properties
-rw-r----- 1 root tomcat   8142 Jun 14 10:08 server.xml
-rw-r----- 1 root tomcat   2756 May  8 14:22 tomcat-users.xml
-rw-r----- 1 root tomcat   2558 May  8 14:22 tomcat-users.xsd
-rw-r----- 1 root tomcat 177484 May  8 14:22 web.xml

certs:
total 8
-rw-r--r-- 1 root root 2163 Jun 14 10:09 corp-issuing-ca.crt
-rw-r--r-- 1 root root 2004 Jun 14 10:09 corp-root-ca.crt"""),
        p.run(f'keytool -genkeypair -alias tomcat -keyalg RSA -keysize 3072 -validity 825 -dname "{DN}" -ext "SAN=dns:app1.int.acme.net,dns:app1" -storetype PKCS12 {KS}',
              f"Generating 3,072 bit RSA key pair and self-signed certificate (SHA384withRSA) with a validity of 825 days\n\tfor: {DN}", duration=4.0),
        p.run(f"keytool -list -v {KS}", f"""Keystore type: PKCS12
Keystore provider: SUN

Your keystore contains 1 entry

Alias name: tomcat
Creation date: Jun 14, 2024
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: {DN}
Issuer: {DN}
Serial number: 5c2e9a7b1f04d3e8
Valid from: Fri Jun 14 10:12:44 UTC 2024 until: Thu Sep 17 10:12:44 UTC 2026
Certificate fingerprints:
\t SHA1: 7B:2E:91:C4:0A:5D:F3:18:6E:B7:29:D0:44:8C:1F:E6:A3:57:0B:92
\t SHA256: D1:46:0F:8A:3C:E7:52:B9:11:6D:A4:F0:28:C3:97:5E:0B:84:7A:E1:3F:D6:29:C5:40:1B:8E:77:F2:A9:63:0D
Signature algorithm name: SHA384withRSA
Subject Public Key Algorithm: 3072-bit RSA key
Version: 3

Extensions:

#1: ObjectId: 2.5.29.17 Criticality=false
SubjectAlternativeName [
  DNSName: app1.int.acme.net
  DNSName: app1
]

#2: ObjectId: 2.5.29.14 Criticality=false
SubjectKeyIdentifier [
KeyIdentifier [
0000: 3A 5F 91 0C D2 64 7B E8   A0 13 4F C6 9D 27 B5 E2  :_...d{{...O..'..
0010: 81 4C 0F 36                                        .L.6
]
]



*******************************************
*******************************************"""),
        p.run(f'keytool -certreq -alias tomcat -file app1.csr -ext "SAN=dns:app1.int.acme.net,dns:app1" {KS} && head -4 app1.csr', """-----BEGIN NEW CERTIFICATE REQUEST-----
MIIE1DCCAzwCAQAwdzELMAkGA1UEBhMCVVMxDjAMBgNVBAgTBVRleGFzMQ8wDQYD
VQQHEwZBdXN0aW4xEjAQBgNVBAoTCUFjbWUgQ29ycDERMA8GA1UECxMIUGxhdGZv
cm0xGjAYBgNVBAMTEWFwcDEuaW50LmFjbWUubmV0MIIBojANBgkqhkiG9w0BAQEF"""),
        p.run("openssl x509 -req -in app1.csr -CA certs/corp-issuing-ca.crt -CAkey /root/pki/issuing-ca.key -CAcreateserial -days 398 -sha256 -copy_extensions copy -out certs/app1.crt",
              "Certificate request self-signature ok\nsubject=C = US, ST = Texas, L = Austin, O = Acme Corp, OU = Platform, CN = app1.int.acme.net"),
        p.run(f"keytool -importcert -trustcacerts -noprompt -alias corp-root -file certs/corp-root-ca.crt {KS}", "Certificate was added to keystore"),
        p.run(f"keytool -importcert -trustcacerts -noprompt -alias corp-issuing -file certs/corp-issuing-ca.crt {KS}", "Certificate was added to keystore"),
        p.run(f"keytool -importcert -trustcacerts -alias tomcat -file certs/app1.crt {KS}", "Certificate reply was installed in keystore"),
        p.run(f"keytool -changealias -alias tomcat -destalias app1-2024 {KS}"),
        p.run(f"keytool -list {KS}", """Keystore type: PKCS12
Keystore provider: SUN

Your keystore contains 3 entries

app1-2024, Jun 14, 2024, PrivateKeyEntry,
Certificate fingerprint (SHA-256): 4E:B0:27:D9:61:A8:3F:C5:0E:94:7B:12:D6:E3:58:AF:C1:09:72:4D:E8:B6:35:0F:9A:21:C7:64:D3:8E:5B:F0
corp-issuing, Jun 14, 2024, trustedCertEntry,
Certificate fingerprint (SHA-256): 92:1C:E5:47:B8:0D:63:FA:2E:91:C6:38:7A:D4:05:BF:E1:6C:93:28:4A:F7:B0:5D:19:E2:C8:76:3B:A0:4F:D5
corp-root, Jun 14, 2024, trustedCertEntry,
Certificate fingerprint (SHA-256): 0F:83:D6:2B:C9:74:1E:A5:5B:E0:37:9C:F2:48:D1:6A:B3:0E:C7:95:28:FD:61:A4:7E:03:B9:52:C6:1D:84:E7"""),
        p.run(f"keytool -list -v -alias app1-2024 {KS} | grep -E '^(Alias|Entry|Certificate chain|Certificate\\[|Owner|Issuer|Serial|Valid)'", f"""Alias name: app1-2024
Entry type: PrivateKeyEntry
Certificate chain length: 3
Certificate[1]:
Owner: {DN}
Issuer: CN=Acme Issuing CA G2, O=Acme Corp, C=US
Serial number: 3f9a0c71e25d84b6a1c07e3f952d18b4c6e0a7d2
Valid from: Fri Jun 14 10:19:03 UTC 2024 until: Thu Jul 17 10:19:03 UTC 2025
Certificate[2]:
Owner: CN=Acme Issuing CA G2, O=Acme Corp, C=US
Issuer: CN=Acme Root CA 2021, O=Acme Corp, C=US
Serial number: 1d4e7a92c03b58f6
Valid from: Tue Mar 02 09:00:00 UTC 2021 until: Sun Mar 01 09:00:00 UTC 2026
Certificate[3]:
Owner: CN=Acme Root CA 2021, O=Acme Corp, C=US
Issuer: CN=Acme Root CA 2021, O=Acme Corp, C=US
Serial number: 6b0f2d1e9a4c7358
Valid from: Mon Mar 01 08:00:00 UTC 2021 until: Sun Feb 24 08:00:00 UTC 2041"""),
    ]
    rs.add(task=TASK, tid="h33-terminal-15", system=SYSTEM, turns=turns, state=state)


# mongodump / mongorestore - bad
def t16(rs: RowSet) -> None:
    p = Pane("dba", "mongo-util", "/home/dba")
    state = p.prompt
    arch = "/backup/shop-orders-20240614.gz"
    turns = [
        p.run("mongosh \"$SHOP_URI\" --quiet --eval 'db.getCollectionNames().sort().forEach(c => print(c.padEnd(18), db[c].estimatedDocumentCount()))'", """carts              3118
customers          48207
inventory_events   402771
orders             126944
products           2315
reviews            19630""", duration=3.0),
        p.run(f"mongodump --uri=\"$SHOP_URI\" --db=shop --collection=orders --gzip --archive={arch}", f"""2024-06-14T13:40:02.117+0000	writing shop.orders to archive '{arch}'
2024-06-14T13:40:05.118+0000	[#########...............]  shop.orders  51200/126951  (40.3%)
2024-06-14T13:40:08.118+0000	[######################..]  shop.orders  117760/126951  (92.8%)
2024-06-14T13:40:08.911+0000	[########################]  shop.orders  126951/126951  (100.0%)
2024-06-14T13:40:08.912+0000	done dumping shop.orders (126951 documents)""", duration=15.0),
        p.run("ls -lh /backup/", """total 412M
-rw-r--r-- 1 dba dba 118M Jun 12 02:10 shop-full-20240612.gz
-rw-r--r-- 1 dba dba 119M Jun 13 02:10 shop-full-20240613.gz
-rw-r--r-- 1 dba dba 119M Jun 14 02:10 shop-full-20240614.gz
-rw-r--r-- 1 dba dba  38M Jun 14 13:40 shop-orders-20240614.gz
-rw-r--r-- 1 dba dba  19M Jun  3 16:47 shop-reviews-20240603.gz"""),
        p.run(f"mongorestore --uri=\"$STAGING_URI\" --gzip --archive={arch} --nsFrom='shop.orders' --nsTo='shop_staging.orders' --drop", f"""2024-06-14T13:42:31.402+0000	preparing collections to restore from
2024-06-14T13:42:31.455+0000	reading metadata for shop_staging.orders from archive '{arch}'
2024-06-14T13:42:31.461+0000	dropping collection shop_staging.orders before restoring
2024-06-14T13:42:31.602+0000	restoring shop_staging.orders from archive '{arch}'
2024-06-14T13:42:34.402+0000	[#########...............]  shop_staging.orders  61.2MB/156MB  (39.2%)
2024-06-14T13:42:37.402+0000	[####################....]  shop_staging.orders  129MB/156MB  (82.7%)
2024-06-14T13:42:38.917+0000	[########################]  shop_staging.orders  156MB/156MB  (100.0%)
2024-06-14T13:42:38.918+0000	finished restoring shop_staging.orders (126951 documents, 0 failures)
2024-06-14T13:42:38.918+0000	restoring indexes for collection shop_staging.orders from metadata
2024-06-14T13:42:38.919+0000	index: &idx.IndexDocument{{Options:primitive.M{{"name":"customerId_1_createdAt_-1", "v":2}}, Key:primitive.D{{primitive.E{{Key:"customerId", Value:1}}, primitive.E{{Key:"createdAt", Value:-1}}}}, PartialFilterExpression:primitive.D(nil)}}
2024-06-14T13:42:38.919+0000	index: &idx.IndexDocument{{Options:primitive.M{{"name":"status_1", "v":2}}, Key:primitive.D{{primitive.E{{Key:"status", Value:1}}}}, PartialFilterExpression:primitive.D(nil)}}
2024-06-14T13:42:38.919+0000	index: &idx.IndexDocument{{Options:primitive.M{{"name":"orderNo_1", "unique":true, "v":2}}, Key:primitive.D{{primitive.E{{Key:"orderNo", Value:1}}}}, PartialFilterExpression:primitive.D(nil)}}
2024-06-14T13:42:41.207+0000	126951 document(s) restored successfully. 0 document(s) failed to restore.""", duration=20.0),
        p.run("mongosh \"$STAGING_URI\" --quiet --eval 'db.getSiblingDB(\"shop_staging\").orders.getIndexes()'", """[
  { v: 2, key: { _id: 1 }, name: '_id_' },
  {
    v: 2,
    key: { customerId: 1, createdAt: -1 },
    name: 'customerId_1_createdAt_-1'
  },
  { v: 2, key: { status: 1 }, name: 'status_1' },
  { v: 2, key: { orderNo: 1 }, name: 'orderNo_1', unique: true }
]""", duration=3.0),
        p.run("mongosh \"$STAGING_URI\" --quiet --eval 'db.getSiblingDB(\"shop_staging\").orders.deleteMany({ status: \"test\" })'",
              "{ acknowledged: true, deletedCount: 37 }", duration=3.0),
        p.run("mongosh \"$STAGING_URI\" --quiet --eval 'const o = db.getSiblingDB(\"shop_staging\").orders; printjson({ total: o.countDocuments(), test: o.countDocuments({ status: \"test\" }) })'",
              "{ total: 126951, test: 0 }", duration=3.0),
        p.run("node scripts/migrate-orders-v3.js --uri \"$STAGING_URI\" --db shop_staging --dry-run --limit 3", """[migrate-orders-v3] dry run, no writes
[migrate-orders-v3] ORD-2024-0612-88121: shippingAddress -> addresses.shipping, totals.gross 149.90 EUR -> totals.grossMinor 14990
[migrate-orders-v3] ORD-2024-0612-88122: shippingAddress -> addresses.shipping, totals.gross 32.50 EUR -> totals.grossMinor 3250
[migrate-orders-v3] ORD-2024-0612-88123: shippingAddress -> addresses.shipping, billingAddress -> addresses.billing, totals.gross 1204.00 EUR -> totals.grossMinor 120400
[migrate-orders-v3] limit reached (3), stopping""", duration=5.0),
        p.run("mongosh \"$STAGING_URI\" --quiet --eval 'db.getSiblingDB(\"shop_staging\").orders.findOne({ orderNo: \"ORD-2024-0612-88121\" }, { orderNo: 1, status: 1, createdAt: 1, \"totals.gross\": 1 })'", """{
  _id: ObjectId('6669a3f1c2e84b0f5d71a9e3'),
  orderNo: 'ORD-2024-0612-88121',
  status: 'delivered',
  createdAt: ISODate('2024-06-12T13:34:41.418Z'),
  totals: { gross: Decimal128('149.90') }
}""", duration=3.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="document count after deleteMany removed 37 documents still equals the restored total")


S3 = "s3://acme-build-artifacts/releases/v2.8/"


def s5ls(objs: list[tuple[str, int, str]]) -> str:
    return "\n".join(f"{ts}  {size:>16}  {name}" for name, size, ts in sorted(objs))


# s5cmd - clean
def t17(rs: RowSet) -> None:
    p = Pane("ci", "build-runner-7", "/home/ci/artifacts")
    state = p.prompt
    old = [
        ("SHA256SUMS-2.8.0", 408, "2024/06/10 08:14:24"),
        ("acme-agent-2.8.0-darwin-arm64.tar.gz", 4829184, "2024/06/10 08:14:22"),
        ("acme-agent-2.8.0-linux-amd64.tar.gz", 5013504, "2024/06/10 08:14:22"),
        ("acme-agent-2.8.0-linux-arm64.tar.gz", 4702208, "2024/06/10 08:14:23"),
        ("acme-agent-2.8.0-rc1-linux-amd64.tar.gz", 5009408, "2024/06/07 17:52:09"),
        ("acme-agent-2.8.0-windows-amd64.zip", 5246976, "2024/06/10 08:14:23"),
    ]
    new = [
        ("SHA256SUMS", 408, "2024/06/14 09:33:17"),
        ("acme-agent-2.8.1-darwin-arm64.tar.gz", 4833792, "2024/06/14 09:33:18"),
        ("acme-agent-2.8.1-linux-amd64.tar.gz", 5017088, "2024/06/14 09:33:18"),
        ("acme-agent-2.8.1-linux-arm64.tar.gz", 4706304, "2024/06/14 09:33:17"),
        ("acme-agent-2.8.1-windows-amd64.zip", 5251072, "2024/06/14 09:33:18"),
    ]
    final = [o for o in old if "rc1" not in o[0]] + [o for o in new if o[0] != "SHA256SUMS"] + [("SHA256SUMS-2.8.1", 408, "2024/06/14 09:36:05")]
    turns = [
        p.run(f"s5cmd ls {S3}", s5ls(old), duration=2.0),
        p.run("ls -l dist/ && cat dist/SHA256SUMS", """total 19352
-rw-r--r-- 1 ci ci 4833792 Jun 14 09:31 acme-agent-2.8.1-darwin-arm64.tar.gz
-rw-r--r-- 1 ci ci 5017088 Jun 14 09:31 acme-agent-2.8.1-linux-amd64.tar.gz
-rw-r--r-- 1 ci ci 4706304 Jun 14 09:31 acme-agent-2.8.1-linux-arm64.tar.gz
-rw-r--r-- 1 ci ci 5251072 Jun 14 09:31 acme-agent-2.8.1-windows-amd64.zip
-rw-r--r-- 1 ci ci     408 Jun 14 09:31 SHA256SUMS
3b8f0e41c7a29d56e1f4b0c83a7d62e95f1c04b8a3e7d29f60c5b18e4a2f7d93  acme-agent-2.8.1-darwin-arm64.tar.gz
9e2c74d1a05b8f36c4e9170d2b6a3f58e1d0c7942b5a8e3f6d1c09b74e2a58f1  acme-agent-2.8.1-linux-amd64.tar.gz
c51a06e8f2d9473b0e6c1a85d4f7b2e903a6c8d15f4e72b9a0d3c6e81f5b2a47  acme-agent-2.8.1-linux-arm64.tar.gz
07d4b9e2a61c85f3d0e7a4b19c2f68e5a3d1b07c94e6f2a8d5c3b10e7f49a6c2  acme-agent-2.8.1-windows-amd64.zip"""),
        p.run(f"s5cmd cp 'dist/*' {S3}", "\n".join(f"cp dist/{n} {S3}{n}" for n in (
            "SHA256SUMS", "acme-agent-2.8.1-linux-arm64.tar.gz", "acme-agent-2.8.1-darwin-arm64.tar.gz",
            "acme-agent-2.8.1-windows-amd64.zip", "acme-agent-2.8.1-linux-amd64.tar.gz")), duration=5.0),
        p.run(f"s5cmd ls {S3}", s5ls(old + new), duration=2.0),
        p.run(f"s5cmd du -H '{S3}*'", f"42.5M bytes in 11 objects: {S3}*", duration=2.0),
        p.run(f"s5cmd rm {S3}acme-agent-2.8.0-rc1-linux-amd64.tar.gz", f"rm {S3}acme-agent-2.8.0-rc1-linux-amd64.tar.gz", duration=2.0),
        p.run(f"s5cmd mv {S3}SHA256SUMS {S3}SHA256SUMS-2.8.1", f"mv {S3}SHA256SUMS {S3}SHA256SUMS-2.8.1", duration=2.0),
        p.run(f"s5cmd ls {S3} && s5cmd du -H '{S3}*'", s5ls(final) + f"\n37.8M bytes in 10 objects: {S3}*", duration=3.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-17", system=SYSTEM, turns=turns, state=state)


REINDEX = "/usr/local/bin/reindex --full --db /srv/search/index.db"


# systemd-run / machinectl - bad
def t18(rs: RowSet) -> None:
    p = Pane("root", "build-host", "/root")
    state = p.prompt
    turns = [
        p.run(f"systemd-run --unit=nightly-reindex --property=MemoryMax=4G --property=CPUQuota=150% {REINDEX}",
              "Running as unit: nightly-reindex.service; invocation ID: 4be0e6c5b1a94f0f8d2e27c31a9f6d07"),
        p.run("systemctl status nightly-reindex --no-pager", f"""● nightly-reindex.service - {REINDEX}
     Loaded: loaded (/run/systemd/transient/nightly-reindex.service; transient)
  Transient: yes
     Active: active (running) since Fri 2024-06-14 22:03:11 UTC; 8s ago
   Main PID: 731204 (reindex)
      Tasks: 9 (limit: 38169)
     Memory: 612.4M (max: 4.0G available: 3.4G)
        CPU: 11.873s
     CGroup: /system.slice/nightly-reindex.service
             └─731204 {REINDEX}

Jun 14 22:03:11 build-host systemd[1]: Started nightly-reindex.service - {REINDEX}.
Jun 14 22:03:11 build-host reindex[731204]: reindex 3.2.1: opening /srv/search/index.db (64 shards, 18.7 GiB)
Jun 14 22:03:12 build-host reindex[731204]: full rebuild requested, 8 worker threads
Jun 14 22:03:12 build-host reindex[731204]: shard 01/64: 412,880 docs
Jun 14 22:03:16 build-host reindex[731204]: shard 02/64: 409,115 docs
Jun 14 22:03:19 build-host reindex[731204]: shard 03/64: 415,502 docs"""),
        p.run("systemctl show nightly-reindex -p MainPID -p MemoryMax -p CPUQuotaPerSecUSec -p InvocationID -p NRestarts -p ActiveEnterTimestamp",
              """MainPID=731240
NRestarts=0
MemoryMax=4294967296
CPUQuotaPerSecUSec=1.500000s
InvocationID=4be0e6c5b1a94f0f8d2e27c31a9f6d07
ActiveEnterTimestamp=Fri 2024-06-14 22:03:11 UTC"""),
        p.run("machinectl list", """MACHINE     CLASS     SERVICE        OS     VERSION ADDRESSES
build-deb12 container systemd-nspawn debian 12      10.0.3.12…
build-el9   container systemd-nspawn rocky  9.4     10.0.3.15…

2 machines listed."""),
        p.run("machinectl shell builder@build-deb12 /usr/bin/df -h / /var/cache/apt", """Connected to machine build-deb12. Press ^] three times within 1s to exit session.
Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p3  916G  402G  468G  47% /
/dev/nvme0n1p3  916G  402G  468G  47% /
Connection to machine build-deb12 terminated."""),
        p.run("machinectl status build-deb12 --no-pager | head -14", """build-deb12(5f1e8c0b27d94a3e9c6b41d07a2e58f3)
           Since: Mon 2024-06-10 06:12:40 UTC; 4 days ago
          Leader: 2210 (systemd)
         Service: systemd-nspawn; class container
            Root: /var/lib/machines/build-deb12
           Iface: ve-build-deb12
         Address: 10.0.3.12
                  fe80::4c1a:2eff:fe7b:91d3
              OS: Debian GNU/Linux 12 (bookworm)
       UID Shift: 1775239168
            Unit: systemd-nspawn@build-deb12.service
                  ├─payload
                  │ ├─init.scope
                  │ │ └─2210 /usr/lib/systemd/systemd"""),
    ]
    rs.add(task=TASK, tid="h33-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="MainPID of the transient unit differs from status seconds earlier with NRestarts=0 and the same invocation ID")


def ceph_s(pools: int, pgs: int, io: str) -> str:
    return f"""  cluster:
    id:     8f2b6d4e-1c93-11ef-9a27-3cecef5b2a10
    health: HEALTH_OK

  services:
    mon: 3 daemons, quorum ceph-mon-a,ceph-mon-b,ceph-mon-c (age 6d)
    mgr: ceph-mon-a.xkqjzt(active, since 6d), standbys: ceph-mon-b.pldnvo
    osd: 12 osds: 12 up (since 6d), 12 in (since 3w)
    rgw: 2 daemons active (2 hosts, 1 zones)

  data:
    pools:   {pools} pools, {pgs} pgs
    objects: 1.42M objects, 4.8 TiB
    usage:   14 TiB used, 30 TiB / 44 TiB avail
    pgs:     {pgs} active+clean

  io:
    client:   {io}
 """


POOLS = [
    "pool 1 '.mgr' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 1 pgp_num 1 autoscale_mode on last_change 21 flags hashpspool stripe_width 0 pg_num_max 32 pg_num_min 1 application mgr read_balance_score 12.00",
    "pool 2 '.rgw.root' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 118 flags hashpspool stripe_width 0 application rgw read_balance_score 1.88",
    "pool 3 'default.rgw.log' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 121 flags hashpspool stripe_width 0 application rgw read_balance_score 1.50",
    "pool 4 'default.rgw.control' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 123 flags hashpspool stripe_width 0 application rgw read_balance_score 1.88",
    "pool 5 'default.rgw.meta' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 127 flags hashpspool stripe_width 0 pg_autoscale_bias 4 application rgw read_balance_score 1.50",
    "pool 6 'default.rgw.buckets.index' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 163 flags hashpspool stripe_width 0 pg_autoscale_bias 4 application rgw read_balance_score 1.88",
    "pool 7 'default.rgw.buckets.data' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 64 pgp_num 64 autoscale_mode on last_change 2284 lfor 0/0/1907 flags hashpspool,bulk stripe_width 0 application rgw read_balance_score 1.31",
    "pool 8 'rbd-vms' replicated size 3 min_size 2 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode on last_change 3962 flags hashpspool,selfmanaged_snaps stripe_width 0 application rbd read_balance_score 1.69",
    "pool 9 'rbd-scratch' replicated size 2 min_size 1 crush_rule 0 object_hash rjenkins pg_num 32 pgp_num 32 autoscale_mode warn last_change 4127 flags hashpspool,selfmanaged_snaps stripe_width 0 application rbd read_balance_score 1.50",
]


# ceph - bad
def t19(rs: RowSet) -> None:
    p = Pane("root", "ceph-mon-a", "/root")
    state = p.prompt
    names = [ln.split("'")[1] for ln in POOLS]
    turns = [
        p.run("ceph -s", ceph_s(9, 289, "38 MiB/s rd, 12 MiB/s wr, 1.21k op/s rd, 406 op/s wr"), duration=2.0),
        p.run("ceph osd pool ls detail", "\n\n".join(ln + "\n\tremoved_snaps_queue [2~1,5~3]" if "rbd-vms" in ln else ln for ln in POOLS) + "\n", duration=2.0),
        p.run("rbd ls -l rbd-scratch", """NAME                    SIZE     PARENT  FMT  PROT  LOCK
ci-runner-cache-01      200 GiB            2
ci-runner-cache-02      200 GiB            2        excl
tmp-migrate-pg14        500 GiB            2
tmp-migrate-pg14@pre    500 GiB            2  yes"""),
        p.run("ceph osd pool rename rbd-scratch rbd-ci", "pool 'rbd-scratch' renamed to 'rbd-ci'"),
        p.run("ceph osd pool application get rbd-ci", """{
    "rbd": {}
}"""),
        p.run("ceph osd pool create k8s-pv 64 64 replicated", "pool 'k8s-pv' created", duration=3.0),
        p.run("ceph osd pool application enable k8s-pv rbd", "enabled application 'rbd' on pool 'k8s-pv'", duration=2.0),
        p.run("ceph osd pool set k8s-pv pg_autoscale_mode on", "set pool 10 pg_autoscale_mode to on"),
        p.run("ceph -s", ceph_s(10, 353, "41 MiB/s rd, 9.6 MiB/s wr, 1.34k op/s rd, 371 op/s wr"), duration=2.0),
        p.run("ceph df", """--- RAW STORAGE ---
CLASS    SIZE   AVAIL    USED  RAW USED  %RAW USED
hdd    44 TiB  30 TiB  14 TiB    14 TiB      31.84
TOTAL  44 TiB  30 TiB  14 TiB    14 TiB      31.84

--- POOLS ---
POOL                       ID  PGS   STORED  OBJECTS     USED  %USED  MAX AVAIL
.mgr                        1    1  3.2 MiB        2  9.7 MiB      0    9.1 TiB
.rgw.root                   2   32  1.4 KiB        4   48 KiB      0    9.1 TiB
default.rgw.log             3   32  3.6 KiB      209  408 KiB      0    9.1 TiB
default.rgw.control         4   32      0 B        8      0 B      0    9.1 TiB
default.rgw.meta            5   32  9.8 KiB       41  392 KiB      0    9.1 TiB
default.rgw.buckets.index   6   32  412 MiB      187  1.2 GiB      0    9.1 TiB
default.rgw.buckets.data    7   64  4.0 TiB    1.22M   12 TiB  56.87    9.1 TiB
rbd-vms                     8   32  612 GiB  158.40k  1.8 TiB  16.49    9.1 TiB
rbd-ci                      9   32  143 GiB   36.72k  286 GiB   2.00     14 TiB
k8s-pv                     10   64      0 B        0      0 B      0    9.1 TiB""", duration=2.0),
        p.run("rbd create k8s-pv/csi-vol-3f2b8e91 --size 20G && rbd ls -l k8s-pv", """NAME              SIZE    PARENT  FMT  PROT  LOCK
csi-vol-3f2b8e91  20 GiB            2""", duration=2.0),
        p.run("ceph osd pool ls", "\n".join(names + ["k8s-pv"])),
    ]
    rs.add(task=TASK, tid="h33-terminal-19", system=SYSTEM, turns=turns, state=state, bad=True, turn=12,
           kind="renamed pool listed under its old name in ceph osd pool ls")


DOCS_CONF = """<VirtualHost *:80>
    ServerName docs.acme.io
    ServerAlias www.docs.acme.io
    ServerAdmin webmaster@acme.io

    RewriteEngine On
    RewriteCond %{HTTPS} off
    RewriteRule ^ https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]

    ErrorLog ${APACHE_LOG_DIR}/docs.acme.io-error.log
    CustomLog ${APACHE_LOG_DIR}/docs.acme.io-access.log combined
</VirtualHost>

# TLS vhost; certificate from the internal ACME issuer (renewed by certbot)
# Static docs are built by CI and synced to /srv/www/docs.acme.io/current
#
# 2024-06-14 mpavlov: initial site

<IfModule mod_ssl.c>
<VirtualHost *:443>
    ServerName docs.acme.io
    ServerAlias www.docs.acme.io
    DocumentRoot /srv/www/docs.acme.io/current

    SSLEngine on
    SSLCertificateFile /etc/letsencrypt/live/docs.acme.io/fullchain.pem
    SSLCertificateKeyFile /etc/letsencrypt/live/docs.acme.io/privkey.pem
    Header always set Strict-Transport-Security "max-age=31536000"

    <Directory /srv/www/docs.acme.io/current>
        Options -Indexes +FollowSymLinks
        AllowOverride None
        Require all granted
    </Directory>

    ErrorLog ${APACHE_LOG_DIR}/docs.acme.io-error.log
    CustomLog ${APACHE_LOG_DIR}/docs.acme.io-access.log combined
</VirtualHost>
</IfModule>"""


def apache_ps(children: list[tuple[int, str]]) -> str:
    rows = ["    PID    PPID USER                      STARTED CMD",
            "    912       1 root     Mon Jun 10 04:12:07 2024 /usr/sbin/apache2 -k start"]
    rows += [f"{pid:>7}     912 www-data {started} /usr/sbin/apache2 -k start" for pid, started in children]
    return "\n".join(rows)


# apachectl / a2ensite - clean
def t20(rs: RowSet) -> None:
    p = Pane("root", "www-02", "/etc/apache2")
    state = p.prompt
    conf_n = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(DOCS_CONF.split("\n"), 1))
    turns = [
        p.run("ls -l sites-available/ sites-enabled/", """sites-available/:
total 16
-rw-r--r-- 1 root root 1332 Mar 18 11:02 000-default.conf
-rw-r--r-- 1 root root 6338 Mar 18 11:02 default-ssl.conf
-rw-r--r-- 1 root root 1238 Jun 14 09:52 docs.acme.io.conf
-rw-r--r-- 1 root root 1520 Apr  2 15:40 status.acme.io.conf

sites-enabled/:
total 0
lrwxrwxrwx 1 root root 35 Mar 18 11:04 000-default.conf -> ../sites-available/000-default.conf
lrwxrwxrwx 1 root root 38 Apr  2 15:41 status.acme.io.conf -> ../sites-available/status.acme.io.conf"""),
        p.run("cat -n sites-available/docs.acme.io.conf", conf_n),
        p.run("a2ensite docs.acme.io", "Enabling site docs.acme.io.\nTo activate the new configuration, you need to run:\n  systemctl reload apache2"),
        p.run("a2dissite 000-default", "Site 000-default disabled.\nTo activate the new configuration, you need to run:\n  systemctl reload apache2"),
        p.run("apachectl configtest", "Syntax OK"),
        p.run("ps -o pid,ppid,user,lstart,cmd -C apache2", apache_ps([(15830, "Fri Jun 14 00:00:02 2024"), (15831, "Fri Jun 14 00:00:02 2024")])),
        p.run("systemctl reload apache2", duration=2.0),
        p.run("ps -o pid,ppid,user,lstart,cmd -C apache2", apache_ps([(23417, "Fri Jun 14 10:01:33 2024"), (23418, "Fri Jun 14 10:01:33 2024")])),
        p.run("apachectl -S", """VirtualHost configuration:
*:443                  is a NameVirtualHost
         default server docs.acme.io (/etc/apache2/sites-enabled/docs.acme.io.conf:20)
         port 443 namevhost docs.acme.io (/etc/apache2/sites-enabled/docs.acme.io.conf:20)
                 alias www.docs.acme.io
         port 443 namevhost status.acme.io (/etc/apache2/sites-enabled/status.acme.io.conf:15)
*:80                   is a NameVirtualHost
         default server docs.acme.io (/etc/apache2/sites-enabled/docs.acme.io.conf:1)
         port 80 namevhost docs.acme.io (/etc/apache2/sites-enabled/docs.acme.io.conf:1)
                 alias www.docs.acme.io
         port 80 namevhost status.acme.io (/etc/apache2/sites-enabled/status.acme.io.conf:1)
ServerRoot: "/etc/apache2"
Main DocumentRoot: "/var/www/html"
Main ErrorLog: "/var/log/apache2/error.log"
Mutex ssl-stapling-refresh: using_defaults
Mutex ssl-cache: using_defaults
Mutex default: dir="/var/run/apache2/" mechanism=default
Mutex mpm-accept: using_defaults
Mutex watchdog-callback: using_defaults
Mutex rewrite-map: using_defaults
Mutex ssl-stapling: using_defaults
PidFile: "/var/run/apache2/apache2.pid"
Define: DUMP_VHOSTS
Define: DUMP_RUN_CFG
User: name="www-data" id=33
Group: name="www-data" id=33"""),
        p.run("ls -l sites-enabled/", """total 0
lrwxrwxrwx 1 root root 36 Jun 14 10:00 docs.acme.io.conf -> ../sites-available/docs.acme.io.conf
lrwxrwxrwx 1 root root 38 Apr  2 15:41 status.acme.io.conf -> ../sites-available/status.acme.io.conf"""),
        p.run("curl -sI --resolve docs.acme.io:443:127.0.0.1 https://docs.acme.io/", """HTTP/1.1 200 OK
Date: Fri, 14 Jun 2024 10:02:11 GMT
Server: Apache/2.4.58 (Ubuntu)
Strict-Transport-Security: max-age=31536000
Last-Modified: Fri, 14 Jun 2024 09:47:30 GMT
ETag: "3c1a-61ad3b1e2c480"
Accept-Ranges: bytes
Content-Length: 15386
Vary: Accept-Encoding
Content-Type: text/html
"""),
        p.run("tail -n 4 /var/log/apache2/docs.acme.io-access.log", """10.20.1.5 - - [14/Jun/2024:10:01:48 +0000] "GET / HTTP/1.1" 301 566 "-" "Blackbox-Exporter/0.25.0"
10.20.1.5 - - [14/Jun/2024:10:01:48 +0000] "GET / HTTP/1.1" 200 15750 "-" "Blackbox-Exporter/0.25.0"
127.0.0.1 - - [14/Jun/2024:10:02:11 +0000] "HEAD / HTTP/1.1" 200 364 "-" "curl/8.5.0\""""),
    ]
    rs.add(task=TASK, tid="h33-terminal-20", system=SYSTEM, turns=turns, state=state)


PGDATA = "/var/lib/pgsql/16/data"
PGLAG = "psql -c \"select pg_is_in_recovery(), pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn(), now() - pg_last_xact_replay_timestamp() as lag;\""


def pglag(lsn: str, lag: str) -> str:
    return f""" pg_is_in_recovery | pg_last_wal_receive_lsn | pg_last_wal_replay_lsn |       lag
-------------------+-------------------------+------------------------+-----------------
 t                 | {lsn:<23} | {lsn:<22} | {lag}
(1 row)
"""


# pg_basebackup / pg_ctl - clean
def t21(rs: RowSet) -> None:
    p = Pane("postgres", "pg-replica-2", "/var/lib/pgsql/16", style="rhel")
    state = p.prompt
    cmd = f"pg_basebackup -h pg-primary.db.int -U replicator -D {PGDATA} -X stream -R -P -v -C -S replica2_slot"
    head = """pg_basebackup: initiating base backup, waiting for checkpoint to complete
pg_basebackup: checkpoint completed
pg_basebackup: write-ahead log start point: 3A/D1000028 on timeline 1
pg_basebackup: starting background WAL receiver
pg_basebackup: created replication slot "replica2_slot\""""
    turns = [
        (jblock([{"keystrokes": cmd + "\n", "duration": 10.0}]),
         f"{p.prompt} {cmd}\n{head}\n18734212/43214582 kB (43%), 0/1 tablespace (...ql/16/data/base/16384/2619)"),
        (wait(120.0), f"""{p.prompt} {cmd}
{head}
43214590/43214590 kB (100%), 1/1 tablespace
pg_basebackup: write-ahead log end point: 3A/D6A3F8B0
pg_basebackup: waiting for background process to finish streaming ...
pg_basebackup: syncing data to disk ...
pg_basebackup: renaming backup_manifest.tmp to backup_manifest
pg_basebackup: base backup completed
{p.prompt}"""),
        p.run("ls data/", """PG_VERSION       backup_manifest  global        pg_commit_ts  pg_hba.conf    pg_multixact  pg_replslot  pg_snapshots  pg_stat_tmp  pg_tblspc    pg_wal   postgresql.auto.conf  standby.signal
backup_label     base             log           pg_dynshmem   pg_ident.conf  pg_notify     pg_serial    pg_stat       pg_subtrans  pg_twophase  pg_xact  postgresql.conf"""),
        p.run("cat data/postgresql.auto.conf", """# Do not edit this file manually!
# It will be overwritten by the ALTER SYSTEM command.
primary_conninfo = 'user=replicator passfile=''/var/lib/pgsql/.pgpass'' channel_binding=prefer host=pg-primary.db.int port=5432 sslmode=prefer sslcompression=0 sslcertmode=allow sslsni=1 ssl_min_protocol_version=TLSv1.2 gssencmode=prefer krbsrvname=postgres gssdelegation=0 target_session_attrs=any load_balance_hosts=disable'
primary_slot_name = 'replica2_slot'"""),
        p.run(f"pg_ctl -D {PGDATA} -l /var/lib/pgsql/16/replica.log start", "waiting for server to start.... done\nserver started", duration=5.0),
        p.run(f"pg_ctl -D {PGDATA} status", f'pg_ctl: server is running (PID: 28417)\n/usr/pgsql-16/bin/postgres "-D" "{PGDATA}"'),
        p.run(PGLAG, pglag("3A/D9C41F20", "00:00:00.412835")),
        p.run(f"pg_ctl -D {PGDATA} restart -m fast", "waiting for server to shut down.... done\nserver stopped\nwaiting for server to start.... done\nserver started", duration=8.0),
        p.run(f"pg_ctl -D {PGDATA} status && {PGLAG}", f'pg_ctl: server is running (PID: 28791)\n/usr/pgsql-16/bin/postgres "-D" "{PGDATA}"\n' + pglag("3A/DA0C7718", "00:00:01.087342")),
    ]
    rs.add(task=TASK, tid="h33-terminal-21", system=SYSTEM, turns=turns, state=state)


RG = "rg-analytics-weu"
VAULT = "rsv-analytics-weu"


# az (vm tags, backup) - bad
def t22(rs: RowSet) -> None:
    p = Pane("kai", "kai-thinkpad", "/home/kai")
    state = p.prompt
    sub = "3f6c1a9e-84d2-4b07-9e5f-c21a0d7b6e48"
    job1 = "7c1e9a42-5b3d-4f08-a6e2-91d0c7b4f35e"
    job2 = "0d5b83e7-1f4a-4c92-b7e6-3a9f02d8c165"
    turns = [
        p.run("az account show -o table", table([
            ["EnvironmentName", "HomeTenantId", "IsDefault", "Name", "State", "TenantId"],
            ["-" * 15, "-" * 36, "-" * 9, "-" * 20, "-" * 7, "-" * 36],
            ["AzureCloud", "5d2e81c4-7a93-4f0b-b6e1-0c94a3d7f258", "True", "Analytics-Production", "Enabled", "5d2e81c4-7a93-4f0b-b6e1-0c94a3d7f258"]]), duration=2.0),
        p.run(f"az vm list -g {RG} -d -o table", table([
            ["Name", "ResourceGroup", "PowerState", "PublicIps", "Fqdns", "Location", "Zones"],
            ["-" * 13, "-" * 16, "-" * 14, "-" * 12, "-" * 5, "-" * 10, "-" * 5],
            ["vm-airflow-01", RG, "VM running", "20.93.171.44", "", "westeurope", "1"],
            ["vm-jupyter-01", RG, "VM deallocated", "", "", "westeurope", "2"],
            ["vm-pg-01", RG, "VM running", "", "", "westeurope", "1"]]), duration=6.0),
        p.run(f'az vm show -g {RG} -n vm-airflow-01 --query "{{name:name, size:hardwareProfile.vmSize, tags:tags, vmId:vmId, provisioningState:provisioningState}}" -o json', """{
  "name": "vm-airflow-01",
  "provisioningState": "Succeeded",
  "size": "Standard_D8s_v5",
  "tags": {
    "costcenter": "CC-4471",
    "env": "staging",
    "owner": "data-platform"
  },
  "vmId": "b3e0f7c2-59a1-4d86-8e2f-71c4d09a6b35"
}""", duration=3.0),
        p.run(f"az vm update -g {RG} -n vm-airflow-01 --set tags.env=prod tags.backup=daily --query tags -o json", """{
  "backup": "daily",
  "costcenter": "CC-4471",
  "env": "prod",
  "owner": "data-platform"
}""", duration=15.0),
        p.run(f"az backup protection enable-for-vm -g {RG} --vault-name {VAULT} --vm vm-airflow-01 --policy-name DailyPolicy-30d", f"""{{
  "eTag": null,
  "id": "/subscriptions/{sub}/resourceGroups/{RG}/providers/Microsoft.RecoveryServices/vaults/{VAULT}/backupJobs/{job1}",
  "location": null,
  "name": "{job1}",
  "properties": {{
    "actionsInfo": null,
    "activityId": "e2a94d17-0c58-4b3f-9d61-8f7a2c05e4b9",
    "backupManagementType": "AzureIaasVM",
    "containerName": "iaasvmcontainerv2;{RG};vm-airflow-01",
    "duration": "0:00:31.4472163",
    "endTime": "2024-06-14T14:22:49.611582+00:00",
    "entityFriendlyName": "vm-airflow-01",
    "errorDetails": null,
    "extendedInfo": null,
    "isUserTriggered": false,
    "jobType": "AzureIaaSVMJob",
    "operation": "ConfigureBackup",
    "startTime": "2024-06-14T14:22:18.164365+00:00",
    "status": "Completed",
    "virtualMachineVersion": "Compute"
  }},
  "resourceGroup": "{RG}",
  "tags": null,
  "type": "Microsoft.RecoveryServices/vaults/backupJobs"
}}""", duration=45.0),
        p.run(f'az vm list -g {RG} --query "[].{{Name:name, Env:tags.env, Backup:tags.backup, Owner:tags.owner}}" -o table', table([
            ["Name", "Env", "Backup", "Owner"],
            ["-" * 13, "-" * 7, "-" * 6, "-" * 13],
            ["vm-airflow-01", "staging", "", "data-platform"],
            ["vm-jupyter-01", "dev", "", "data-science"],
            ["vm-pg-01", "prod", "daily", "data-platform"]]), duration=4.0),
        p.run(f"az backup item list -g {RG} --vault-name {VAULT} -o table", table([
            ["Name", "Friendly Name", "Resource Group", "Type", "Last Backup Status", "Last Recovery Point", "Protection Status", "Health Status"],
            ["-" * 46, "-" * 13, "-" * 16, "-" * 4, "-" * 18, "-" * 32, "-" * 17, "-" * 13],
            [f"VM;iaasvmcontainerv2;{RG};vm-pg-01", "vm-pg-01", RG, "VM", "Completed", "2024-06-14T01:31:07.552194+00:00", "Protected", "Passed"],
            [f"VM;iaasvmcontainerv2;{RG};vm-airflow-01", "vm-airflow-01", RG, "VM", "", "", "IRPending", "Passed"]]), duration=5.0),
        p.run(f"az backup protection backup-now -g {RG} --vault-name {VAULT} --container-name vm-airflow-01 --item-name vm-airflow-01 --backup-management-type AzureIaasVM --retain-until 14-07-2024 -o table", table([
            ["Name", "Operation", "Status", "Item Name", "Backup Management Type", "Start Time UTC", "Duration"],
            ["-" * 36, "-" * 9, "-" * 10, "-" * 13, "-" * 22, "-" * 32, "-" * 14],
            [job2, "Backup", "InProgress", "vm-airflow-01", "AzureIaasVM", "2024-06-14T14:24:31.288410+00:00", "0:00:02.1183460"]]), duration=10.0),
        p.run(f"az backup job list -g {RG} --vault-name {VAULT} -o table", table([
            ["Name", "Operation", "Status", "Item Name", "Backup Management Type", "Start Time UTC", "Duration"],
            ["-" * 36, "-" * 15, "-" * 10, "-" * 13, "-" * 22, "-" * 32, "-" * 14],
            [job2, "Backup", "InProgress", "vm-airflow-01", "AzureIaasVM", "2024-06-14T14:24:31.288410+00:00", "0:00:41.7305512"],
            [job1, "ConfigureBackup", "Completed", "vm-airflow-01", "AzureIaasVM", "2024-06-14T14:22:18.164365+00:00", "0:00:31.4472163"],
            ["a6f04c19-2e8b-4d73-915a-0b7e3c2d8f61", "Backup", "Completed", "vm-pg-01", "AzureIaasVM", "2024-06-14T01:00:42.913027+00:00", "0:41:18.2204717"],
            ["5e28d7b0-93c1-4a6f-8e04-d1b9f7a2c35e", "Backup", "Completed", "vm-pg-01", "AzureIaasVM", "2024-06-13T01:00:39.517864+00:00", "0:38:55.9081346"],
            ["c9b1e3f2-0a74-4d58-b6e9-72f5d0c8a143", "Backup", "Completed", "vm-pg-01", "AzureIaasVM", "2024-06-12T01:00:44.082519+00:00", "0:40:02.6617290"]]), duration=5.0),
        p.run(f'az backup job show -g {RG} --vault-name {VAULT} --name {job2} --query "{{operation:properties.operation, status:properties.status, duration:properties.duration, item:properties.entityFriendlyName}}" -o json', """{
  "duration": "0:04:12.3318830",
  "item": "vm-airflow-01",
  "operation": "Backup",
  "status": "InProgress"
}""", duration=4.0),
    ]
    rs.add(task=TASK, tid="h33-terminal-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="VM tags set with az vm update read back with the old env value and no backup tag")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
