"""How tools print errors: the data the ``no_error`` rule reads observations with.

Four tables, read by :mod:`playground.agents.error_detect` (nothing outside these tables knows a
tool's output):

- :data:`ERROR_SHAPES`: one entry per way a tool family prints a failure, as a regex over one line
  of output. Order matters: the first entry that matches a line names it, so specific shapes come
  before the generic ones at the end. Each entry carries an ``example`` as the tool prints it (a
  test checks that each example is found, and found as that entry).
- :data:`BENIGN_SPANS`: text that mentions errors without being one (``0 errors``,
  ``--no-error-on-unmatched``, ``errors.go``); it is blanked out of a line before the shapes run.
  Each is one alternative of a single regex: case-insensitive ones are written ``(?i:...)``.
- :data:`ECHO_SHAPES`: lines that are input, not output: a shell or REPL prompt with the command
  typed after it (``root@box:/srv# grep error log.txt``).
- :data:`JSON_SHAPES`: fields of a JSON tool result that report a failure.

Patterns are Python ``re`` syntax, matched at the start of a line (``anywhere`` entries: anywhere
in it, and they begin with a literal so a long text is searched fast). They are ours, not users':
each is linear in the line (no nested repeats).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True)
class ErrorShape:
    id: str  # "<family>.<what>", stable: it is the judgement's evidence
    family: str  # the tool family, for people: "mysql", "pytest", "shell" ...
    regex: str
    example: str  # one line as the tool prints it
    ignore_case: bool = False
    anywhere: bool = False  # False: the regex matches at the start of a line; True: anywhere in it


@dataclass(frozen=True)
class JsonShape:
    id: str
    key: str  # a top-level field of the result object
    test: Literal["truthy", "true", "false", "zero", "in", "at_least"]
    values: tuple[str, ...] = ()  # test "in": the field's value (lower-cased) is one of these
    least: int = 0  # test "at_least": a number >= this


_PATH = r"[^\s:()]+"  # a file path in a compiler's "path:line:col:" prefix
# (spaces are written [ \t], never \s: a shape must not reach across lines, or a text of blank lines
# costs quadratic time)
_POD_STATUS = r"CrashLoopBackOff|ErrImagePull|ImagePullBackOff|CreateContainerConfigError|OOMKilled" \
              r"|InvalidImageName|RunContainerError|Error"

ERROR_SHAPES: tuple[ErrorShape, ...] = (
    # -- databases (before the generic "ERROR ..." and "Error:" shapes)
    ErrorShape("mysql.error", "mysql", r"ERROR \d{4} \([0-9A-Z]{5}\)(?: at line \d+)?:",
               "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)"),
    ErrorShape("mysql.client", "mysql", r"mysql(?:dump|admin)?: (?:\[ERROR\]|Got error|error:)",
               "mysqldump: Got error: 1049: Unknown database 'shop' when selecting the database"),
    ErrorShape("psql.server", "psql", r"(?:psql:(?: |[\w./-]+:\d+: ))?(?:error: )?(?:ERROR|FATAL|PANIC):  ",
               'ERROR:  relation "users" does not exist'),
    ErrorShape("psql.client", "psql", r"(?:psql|pg_dump|pg_restore|createdb|dropdb): (?:error|FATAL):",
               'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: '
               "No such file or directory"),
    ErrorShape("sqlite.error", "sqlite", r"(?:Parse error|Runtime error)(?: near line \d+)?: "
               r"|Error: (?:near line \d+: )?(?:no such (?:table|column)|near \"|in prepare|stepping"
               r"|unable to open database|database is locked)",
               "Parse error: no such table: users"),
    ErrorShape("redis.error", "redis", r"\(error\) [A-Z]+\b|Could not connect to Redis at ",
               "(error) WRONGTYPE Operation against a key holding the wrong kind of value"),
    ErrorShape("mongo.error", "mongo", r"(?:Uncaught:?[ \t]+)?Mongo\w*(?:Error|Exception)\b|uncaught exception: ",
               "MongoServerError: E11000 duplicate key error collection: shop.users index: email_1 dup key"),
    # -- container engines and orchestrators
    ErrorShape("docker.daemon", "docker", r"(?:docker: )?Error response from daemon: ",
               "Error response from daemon: No such container: web"),
    ErrorShape("docker.connect", "docker", r"Cannot connect to the Docker daemon at ",
               "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"),
    ErrorShape("docker.build", "docker", r"(?:ERROR|error): failed to (?:solve|build|compute cache key)\b"
               r"|#\d+ (?:\d+\.\d+ )?ERROR: ",
               'ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1'),
    ErrorShape("container.no_such", "podman", r"Error: (?:.*: )?no such (?:container|image|object|pod|volume|network)\b"
               r"|Error: no (?:container|image|pod|volume|network) with ",
               'Error: no container with name or ID "web" found: no such container', ignore_case=True),
    ErrorShape("kubectl.server", "kubectl", r"Error from server(?: \([\w ]+\))?: ",
               'Error from server (NotFound): pods "web-0" not found'),
    ErrorShape("kubectl.connect", "kubectl",
               r"The connection to the server \S+ was refused|Unable to connect to the server: ",
               "The connection to the server localhost:8080 was refused - did you specify the right host or port?"),
    # a row of "kubectl get pods" (with -A, the namespace first): NAME READY STATUS RESTARTS AGE
    ErrorShape("kubectl.pod_status", "kubectl", rf"(?:\S+[ \t]+)?\S+[ \t]+\d+/\d+[ \t]+(?:{_POD_STATUS})[ \t]+\d+",
               "web-7d4b9c-x2x9z   0/1     CrashLoopBackOff   5 (30s ago)   4m"),
    # -- HTTP clients and status lines
    ErrorShape("curl.error", "curl", r"curl: \(\d+\) ", "curl: (7) Failed to connect to localhost port 80"),
    ErrorShape("wget.error", "wget",
               r"(?:\d{4}-\d\d-\d\d \d\d:\d\d:\d\d )?ERROR \d{3}: |wget: (?:unable|cannot|missing|unrecognized)\b"
               r"|(?:Resolving|Connecting to) .*\.\.\. failed: ",
               "2024-05-02 10:14:07 ERROR 404: Not Found."),
    ErrorShape("httpie.error", "httpie", r"http: (?:error|warning): \w*(?:Error|Timeout)\b",
               "http: error: ConnectionError: HTTPConnectionPool(host='localhost', port=80): Max retries exceeded"),
    ErrorShape("http.status", "http", r"(?:< )?HTTP/\d(?:\.\d)? [45]\d\d\b", "HTTP/1.1 503 Service Unavailable"),
    # -- test runners
    ErrorShape("pytest.failed", "pytest", r"(?:FAILED|ERROR) \S+::\S*",
               "FAILED tests/test_x.py::test_y - AssertionError"),
    ErrorShape("pytest.assert", "pytest", r"E[ \t]{2,}\S", "E   AssertionError: assert 1 == 2"),
    ErrorShape("pytest.summary", "pytest", r"=+ (?:.*, )?[1-9]\d* (?:failed|errors?)\b.* =+$",
               "==================== 1 failed, 4 passed in 0.12s ===================="),
    ErrorShape("pytest.collect", "pytest", r"_+ ERROR collecting \S+ _+$"
               r"|Interrupted: [1-9]\d* errors? during collection",
               "_____________ ERROR collecting tests/test_api.py _____________"),
    ErrorShape("unittest.failed", "unittest", r"(?:FAIL|ERROR): \w+ \([\w.]+\)|FAILED \((?:failures|errors)=",
               "FAIL: test_total (tests.test_cart.CartTest.test_total)"),
    ErrorShape("jest.failed", "jest", r"[ \t]*FAIL[ \t]+\S+\.(?:[jt]sx?|mjs|cjs)\b|Tests:[ \t]+[1-9]\d* failed\b"
               r"|[ \t]*● (?:.+ › |Test suite failed to run)",
               "FAIL src/cart.test.js"),
    ErrorShape("gotest.failed", "go test", r"[ \t]*--- FAIL: |FAIL[ \t]*$|FAIL[ \t]+\S+[ \t]+[\d.]+s$|panic: ",
               "--- FAIL: TestParse (0.00s)"),
    ErrorShape("cargotest.failed", "cargo test", r"test result: FAILED\b|test \S+ \.\.\. FAILED$"
               r"|thread '[^']*' panicked at ",
               "test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s"),
    # -- build tools and compilers
    ErrorShape("make.error", "make", r"g?make(?:\[\d+\])?: \*\*\* ", "make: *** [Makefile:12: all] Error 2"),
    ErrorShape("cmake.error", "cmake", r"CMake Error\b", "CMake Error at CMakeLists.txt:4 (find_package):"),
    ErrorShape("javac.error", "javac", rf"{_PATH}\.java:\d+: error: |[1-9]\d* errors?$",
               "App.java:7: error: cannot find symbol"),
    ErrorShape("gcc.error", "gcc", rf"{_PATH}:\d+:(?:\d+:)? (?:fatal )?error: "
               r"|(?:gcc|g\+\+|cc|c\+\+|clang(?:\+\+)?|ld(?:\.\w+)?|collect2|/usr/bin/ld): (?:fatal )?error: "
               r"|\S.*: undefined reference to [`']",
               "main.c:5:10: fatal error: stdio2.h: No such file or directory"),
    ErrorShape("java.exception", "java", r'Exception in thread "[^"]*" |[ \t]*Caused by: [\w.$]+',
               'Exception in thread "main" java.lang.NullPointerException'),
    ErrorShape("tsc.error", "tsc", r"(?:\S+(?::| -) )?error TS\d{4,5}: |Found [1-9]\d* errors?\b",
               "src/index.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'."),
    ErrorShape("build.failed", "build", r"(?:BUILD FAILED|FAILURE: Build failed|\[ERROR\] BUILD FAILURE)\b"
               r"|(?:Build|Compilation|Installation|Deployment) failed\b",
               "FAILURE: Build failed with an exception."),
    ErrorShape("go.compile", "go", rf"{_PATH}\.go:\d+:\d+: \S", "./main.go:9:2: undefined: fmtt"),
    ErrorShape("go.tool", "go", r"go: (?:[\w./@-]+: )*(?:cannot|no required module|missing|unknown|malformed"
               r"|updates to go\.mod needed|module \S+ found .* but does not contain|errors parsing)\b",
               "go: cannot find main module, but found .git/config in /srv"),
    # -- package managers
    ErrorShape("npm.error", "npm", r"npm (?:ERR!|error) ", "npm ERR! code E404"),
    ErrorShape("yarn.error", "yarn", r"error (?:An unexpected error|Command failed|Couldn't find"
               r"|Package \S+ not found)",
               "error Command failed with exit code 1."),
    ErrorShape("pip.error", "pip", r"ERROR: (?:Could not|No matching distribution|Failed|Cannot|Invalid requirement"
               r"|Exception:|ResolutionImpossible|pip's dependency resolver)"
               r"|[ \t]*error: (?:subprocess-exited-with-error|externally-managed-environment"
               r"|metadata-generation-failed)",
               "ERROR: No matching distribution found for requestz==9.9"),
    ErrorShape("apt.error", "apt", r"E: |Err:\d+ |dpkg: error\b", "E: Unable to locate package nginxx"),
    ErrorShape("cargo.error", "cargo", r"error(?:\[E\d{4}\])?: (?:could not compile|failed to|no matching package)"
               r"|error\[E\d{4}\]: ",
               "error[E0425]: cannot find value `totl` in this scope"),
    # -- git
    ErrorShape("git.fatal", "git", r"fatal: ", "fatal: not a git repository (or any of the parent directories): .git"),
    ErrorShape("git.rejected", "git", r" ! \[(?:remote )?rejected\]|CONFLICT \(|Automatic merge failed\b"
               r"|error: (?:failed to push|Your local changes|pathspec)",
               " ! [rejected]        main -> main (fetch first)"),
    # -- Python
    ErrorShape("python.traceback", "python", r"Traceback \(most recent call last\):",
               "Traceback (most recent call last):"),
    # -- service managers: systemctl's own failures and systemd's journal lines about them
    ErrorShape("systemd.failed", "systemd", r"Job for \S+ failed\b|Failed to (?:start|stop|restart|reload|enable"
               r"|disable|mask|unmask|get properties|connect to bus)\b[^\n]*(?::|\.| - )",
               "Job for nginx.service failed because the control process exited with error code.", anywhere=True),
    # -- shells, coreutils, the kernel
    ErrorShape("shell.not_found", "shell", r": [Cc]ommand not found\b", "bash: foo: command not found",
               anywhere=True),
    ErrorShape("shell.sh_not_found", "shell", r"\S*?sh: (?:\d+: |line \d+: )?\S+: not found$|zsh: command not found: ",
               "sh: 1: foo: not found"),
    ErrorShape("shell.syntax", "shell", r"-?(?:ba|da|k|z)?sh: (?:line \d+: |\d+: )?.*(?:syntax error|unbound variable"
               r"|bad substitution|ambiguous redirect|unexpected EOF)",
               "bash: line 1: syntax error near unexpected token `fi'"),
    ErrorShape("coreutils.cannot", "coreutils", r"[\w.+-]+: cannot \w+\b",
               "rm: cannot remove '/x': Operation not permitted"),
    ErrorShape("os.errno", "os", r"No such file or directory|Permission denied|Operation not permitted"
               r"|Is a directory|Not a directory|Directory not empty|File exists|Read-only file system"
               r"|No space left on device|Too many open files|Connection refused|Connection reset by peer"
               r"|Connection timed out|Network is unreachable|No route to host|Device or resource busy"
               r"|Input/output error|Argument list too long|Text file busy|Cannot allocate memory|Broken pipe"
               r"|Disk quota exceeded|Invalid argument|Bad file descriptor",
               "cat: /etc/shadow: Permission denied", anywhere=True),
    # bash reports a signal as the line itself, or after a job or pid: "[1]+  Killed   sleep 100"
    ErrorShape("process.killed", "kernel", r"(?:-?(?:ba|da|z)?sh: line \d+: +\d+ |\[\d+\][+-]? +|\d+ )?"
               r"(?:Killed|Terminated|Aborted|Segmentation fault|Bus error|Illegal instruction"
               r"|Floating point exception)(?: \(core dumped\))?(?:[ \t]{2,}\S.*)?$",
               "Killed"),
    ErrorShape("process.crashed", "kernel", r"Segmentation fault|\(core dumped\)",
               "./app: Segmentation fault (core dumped)", anywhere=True),
    ErrorShape("process.exit_status", "shell", r"exit(?:ed)?(?: with)? (?:code|status):? *[1-9]\d*\b"
               r"|returned non-zero exit status [1-9]",
               "Process finished with exit code 1", anywhere=True),
    # -- generic shapes, last: a named exception, a "tool: error:" prefix, a leveled log line
    ErrorShape("generic.exception", "generic", r"[ \t]*(?:Uncaught |Unhandled )?[\w.$]*"
               r"(?:Error|Exception|Failure|Interrupt)"
               r"(?:\[\w+\])?(?::[ \t]|:$|$)",
               "ValueError: invalid literal for int() with base 10: 'x'"),
    ErrorShape("generic.prefix", "generic", r"[ \t]*(?:[\w.+/@-]+(?:\[\d+\])?: ){0,3}(?:fatal error|error|fatal|panic)"
               r"(?:\[\w+\])?[ \t]*:", "error: unrecognized arguments: --colour", ignore_case=True),
    # a level among the first words of a log line: "2024-05-02 10:14:07,512 ERROR ...", "[ERROR] ..."
    ErrorShape("generic.log_level", "generic", r"(?:\S+[ \t]+){0,3}[\[|<]?(?:ERROR|FATAL|CRITICAL|SEVERE)"
               r"(?:[\]|>:]|[ \t]|$)",
               "2024-05-02 10:14:07,512 ERROR [main] app.db: connection pool exhausted"),
)


BENIGN_SPANS: tuple[str, ...] = (
    # counts of zero: "0 errors", "0 failed", "Errors: 0", "error_count = 0", "Found 0 errors"
    r"(?i:\b(?:no|zero|0) (?:errors?|failures?|failed|fatal)\b)",
    r"(?i:\b(?:errors?|failures?|failed|fatal|error_count|errorcount|num_errors|n_errors)\s*[:=]\s*0\b)",
    r"(?i:\bwithout (?:any )?errors?\b)",
    # command-line flags: --no-error-on-unmatched, -Werror=format, --fail-on-error, --max-errors=5
    r"(?i:(?<![\w-])--?[\w-]*(?:error|fatal|fail)[\w-]*(?:=\S*)?)",
    # file names: errors.go, error_handler.py, logs/error.log, ErrorBoundary.tsx
    r"(?i:[\w./-]*(?:error|fatal|fail|exception)[\w.-]*\.(?:go|py|pyc|js|mjs|cjs|jsx|ts|tsx|rs|c|h|cc|cpp|hpp|java"
    r"|kt|rb|php|cs|swift|log|txt|md|json|ya?ml|toml|html|css|sh)\b)",
    # identifiers: on_error, error_count, errorHandler, handleError(, setError(
    r"\b[a-z]\w*_(?:error|errors|fail|failed)\w*\b|\b(?:error|errors|fail|failed)_\w+\b",
    r"\b(?:error|errors|fail)[A-Z]\w*\b|\b[a-z]+(?:Error|Errors|Exception)\b(?!:)",
    # log levels named as settings or in prose: "log_level=ERROR", "level: error", "--log-level ERROR"
    r"(?i:\b(?:log[_-]?)?level\s*[=:]?\s*(?:error|fatal|critical)\b)",
    # summaries that only count: "(errors=0)"
    r"(?i:\((?:errors|failures)=0\))",
)


ECHO_SHAPES: tuple[str, ...] = (
    r"^[\w.-]+@[\w.-]+:[^\n#$]*[#$] ",  # bash: root@box:/srv#
    r"^\[[\w.-]+@[\w.-]+ [^\]]*\][#$] ",  # [user@host dir]$
    r"^\$ \S",  # a bare "$ " prompt
    r"^(?:>>>|\.\.\.) ",  # the Python REPL
    r"^In \[\d+\]: ",  # IPython
    r"^(?:mysql|sqlite|MariaDB \[[^\]]*\])> ",
    r"^[\w-]+[=-][#>] ",  # psql: shop=# / shop=>
    r"^(?:[\w.-]+:\d+|redis[\w.:-]*)> ",  # redis-cli: 127.0.0.1:6379>
    r"^(?:[\w-]+ \[[^\]]*\] )?[\w-]+> ",  # mongosh: test> / rs0 [direct: primary] shop>
    r"^PS [A-Z]:\\[^>]*> ",  # PowerShell
)


JSON_SHAPES: tuple[JsonShape, ...] = (
    JsonShape("json.error", "error", "truthy"),
    JsonShape("json.errors", "errors", "truthy"),
    JsonShape("json.errmsg", "errmsg", "truthy"),  # MongoDB: {"ok": 0, "errmsg": "...", "code": 13}
    JsonShape("json.error_message", "error_message", "truthy"),
    JsonShape("json.exception", "exception", "truthy"),
    JsonShape("json.is_error", "isError", "true"),  # MCP tool results
    JsonShape("json.is_error", "is_error", "true"),
    JsonShape("json.status", "status", "in", ("error", "failed", "failure", "fatal")),
    JsonShape("json.status_code", "status", "at_least", least=400),
    JsonShape("json.status_code", "statusCode", "at_least", least=400),
    JsonShape("json.status_code", "status_code", "at_least", least=400),
    JsonShape("json.success", "success", "false"),
    JsonShape("json.ok", "ok", "false"),
    JsonShape("json.ok", "ok", "zero"),
)
