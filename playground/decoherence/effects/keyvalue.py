"""Key-value store commands (the Redis command set, also spoken by Valkey, KeyDB and their tool servers): what
each command word does to the keys it names, one table for every binding that sees such a command (a
``set``/``ttl``/``hset`` tool of an MCP server, ``redis-cli -n 2 TTL key`` in a shell).

A command's verb is ``read``, ``update`` (the keys it names, nothing else), ``delete`` (the keys it names),
``rename`` (its first key to its second), ``listing`` (every key: ``KEYS *``, ``--scan``) or ``flush`` (every
key of the database). A read whose reply is one value of the key states the attribute named here (its
``ttl``, whether it ``exists``): a bare integer reply is that attribute of the key it names.
"""

from __future__ import annotations

# command word -> (verb, the attribute a read's one-value reply states about its key; "" none)
KEY_COMMANDS: dict[str, tuple[str, str]] = {
    **dict.fromkeys(("get", "mget", "hget", "hmget", "hgetall", "hkeys", "hvals", "hexists", "hlen", "hstrlen",
                     "lrange", "lindex", "llen", "lpos", "smembers", "sismember", "smismember", "scard",
                     "srandmember", "zrange", "zrangebyscore", "zrevrange", "zscore", "zrank", "zrevrank", "zcard",
                     "zcount", "xrange", "xrevrange", "xlen", "xinfo", "strlen", "getrange", "dump", "object",
                     "memory", "dbsize", "info", "ping", "echo", "time", "lastsave", "role", "client", "slowlog",
                     "bitcount", "getbit", "pfcount", "geopos", "geodist", "json.get", "sscan", "hscan",
                     "zscan", "type", "randomkey"), ("read", "")),
    "ttl": ("read", "ttl"), "pttl": ("read", "pttl"), "exists": ("read", "exists"),
    **dict.fromkeys(("keys", "scan", "scan_keys", "list_keys"), ("listing", "")),
    **dict.fromkeys(("set", "setex", "psetex", "setnx", "mset", "msetnx", "getset", "getdel", "getex", "append",
                     "setrange", "incr", "incrby", "incrbyfloat", "decr", "decrby", "hset", "hmset", "hsetnx",
                     "hdel", "hincrby", "hincrbyfloat", "lpush", "rpush", "lpushx", "rpushx", "lpop", "rpop",
                     "lset", "ltrim", "lrem", "linsert", "lmove", "rpoplpush", "sadd", "srem", "spop", "smove",
                     "zadd", "zrem", "zincrby", "zpopmin", "zpopmax", "zremrangebyscore", "zremrangebyrank",
                     "expire", "pexpire", "expireat", "pexpireat", "persist", "xadd", "xdel", "xtrim", "setbit",
                     "pfadd", "geoadd", "json.set", "json.del", "restore", "copy"), ("update", "")),
    **dict.fromkeys(("del", "unlink", "delete"), ("delete", "")),
    **dict.fromkeys(("rename", "renamenx"), ("rename", "")),
    **dict.fromkeys(("flushdb", "flushall"), ("flush", "")),
    # the server's own parameters (`CONFIG SET maxmemory-policy allkeys-lru`, `CONFIG GET 'maxmemory*'`)
    "config": ("config", ""),
}
# A countdown read below this many seconds may run out before the next read, and the key be made anew by
# whoever owns it (a rate limiter's window, a session refreshed on use): a later, larger value then says
# nothing. Attribute -> (horizon, units a second).
COUNTDOWN_HORIZON: dict[str, tuple[int, int]] = {"ttl": (600, 1), "pttl": (600, 1000)}
# argument names that name the key a tool call works on, the container first (``hset(name=HASH, key=FIELD)``:
# the hash is the key of the store; ``set(key=K)``: the key)
KEY_ARGS = ("name", "key")
# argument name pairs of a rename (old, new)
RENAME_ARGS = (("key", "newkey"), ("old_key", "new_key"), ("src", "dst"), ("source", "destination"),
               ("name", "new_name"))
# shell clients of such a store, and their options that take a value (``-n 2``: the database)
CLIENTS = frozenset({"redis-cli", "valkey-cli", "keydb-cli"})
CLIENT_VALUE_FLAGS = frozenset({"-h", "-p", "-n", "-a", "-u", "-s", "--user", "--pass", "--pattern", "--count",
                                "-r", "-i", "-d", "--tls", "--cacert", "--cert", "--key"})
# the database a client works in: option -> what its value names
CLIENT_DB_FLAGS = ("-h", "-p", "-n", "-s", "-u")
# client options that list every key (``redis-cli --scan``); with a pattern, only some
LISTING_FLAGS = frozenset({"--scan"})


def command_of(word: str) -> tuple[str, str] | None:
    """(verb, attribute) of a command word (any case), else None."""
    return KEY_COMMANDS.get(word.casefold())


def client_call(argv: list[str]) -> tuple[str, str, list[str]] | None:
    """(database, command word, its operands) of a key-value client's command line (``redis-cli -n 2 TTL k``:
    ("-n 2", "ttl", ["k"])); (database, "--scan", []) for a scan; None when it is not one or names no command."""
    if not argv or argv[0].rsplit("/", 1)[-1] not in CLIENTS:
        return None
    db: list[str] = []
    words: list[str] = []
    scan = False
    i = 1
    while i < len(argv):
        a = argv[i]
        if a in CLIENT_VALUE_FLAGS and i + 1 < len(argv):
            if a in CLIENT_DB_FLAGS:
                db += [a, argv[i + 1]]
            if a == "--pattern":
                return None  # a scan of some keys only
            i += 2
            continue
        if a in LISTING_FLAGS:
            scan = True
        elif a.startswith("-"):
            if not words:
                pass  # --raw, --no-raw, -c ...
        else:
            words.append(a)
        i += 1
    if scan and not words:
        return " ".join(db), "--scan", []
    if not words:
        return None
    return " ".join(db), words[0].casefold(), words[1:]
