# ruff: noqa: E501
"""Held-out set h53, domain terminal: 22 tmux-pane shell trajectories (11 clean, 11 with one contradiction).

Each trajectory drives one server tool or log/ops utility (nginx, haproxy, caddy, certbot/openssl,
promtool, grafana-cli, node_exporter, journalctl, logrotate, rsyslog, vector, logcli, jq, cron,
anacron, at/batch, supervisorctl, pm2, redis-cli, memcached, rabbitmqctl, mosquitto). Observations are
the pane text: the prompt line with the typed command, the output, and the next prompt. Written blind
to the checker; deterministic, standard library plus rowkit2 only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model** - a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell in a tmux pane) after executing a given command or sequence of commands, as faithfully as possible to real terminal behavior and consistent with the whole interaction so far.

## Task Definition

Given the historical context (earlier turns of this session), the current terminal state (the visible screen with its prompt) and a user action (keystrokes sent to the pane), predict the **exact next terminal state**.

## Context Awareness

Track and maintain across turns: the working directory (changed by `cd`, shown in the prompt), environment variables, the file system (files created, modified, renamed or deleted earlier), services and processes (PIDs, restarts, background jobs) and every value an earlier output established. File operations must be consistent with prior commands (`cat file` after `rm file` must fail), listings must reflect accumulated changes, and the prompt must match the established pattern.

## Action Format

Actions are a JSON array of objects `{"keystrokes": "...", "duration": seconds}`. Keystrokes are raw terminal input: a command runs only when it ends with a newline; `C-c`, `C-d`, `C-z`, `C-l` are control keys; `""` with a duration means wait and show whatever new output appeared. `duration` is how long to wait before capturing the screen: if a command is still running when the time is up, show its partial output and no new prompt.

## Output Assembly

For each action output, in order: 1. the command echo on the prompt line; 2. the command's stdout and stderr exactly as the program prints them (tables, JSON, log lines, sizes, timestamps, ids); 3. the new prompt, if the command completed. Preserve line breaks and spacing. Generate the real error messages and exit behavior for failures (`bash: foo: command not found`, `cat: x: No such file or directory`, permission errors). The screen shows about 40 lines; older output scrolls off.

## Key Principles

- Format: the prompt format and command echo match the established pattern.
- Factuality: outputs match what the real program prints for these options; paths, permissions, timestamps and sizes are plausible; nothing fabricated.
- Consistency: respect every earlier change and every earlier observed value; no conflicts with established state.
- Realism: numbers, counters and clocks move plausibly; errors and exit codes are correct.
- Quality: complete output, no unreasonable truncation.
"""


def wait(duration: float) -> str:
    """A wait action: no keystrokes, only time passing."""
    return jblock([{"keystrokes": "", "duration": duration}])


def started(p: Pane, cmd: str, partial: str = "", duration: float = 1.0) -> tuple[str, str]:
    """A command still running when the screen is captured: echo and partial output, no new prompt."""
    text = f"{p.prompt} {cmd}" + ("\n" + partial.rstrip("\n") if partial else "")
    return keys(cmd, duration), text


def finished(p: Pane, cmd: str, out: str, duration: float = 2.0) -> tuple[str, str]:
    """The wait after `started`: the whole output and the new prompt."""
    return wait(duration), f"{p.prompt} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + p.prompt


def box(headers: list[str], rows: list[list[str]]) -> str:
    """A pm2-style box-drawing table."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) + 1 for i, h in enumerate(headers)]

    def line(cells: list[str]) -> str:
        return "│" + "│".join(" " + c.ljust(w) for c, w in zip(cells, widths)) + "│"

    top = "┌" + "┬".join("─" * (w + 1) for w in widths) + "┐"
    mid = "├" + "┼".join("─" * (w + 1) for w in widths) + "┤"
    bot = "└" + "┴".join("─" * (w + 1) for w in widths) + "┘"
    return "\n".join([top, line(headers), mid, *(line(r) for r in rows), bot])


# ---------------------------------------------------------------------------------------------------
# 01 nginx (clean): enable a site, repoint its upstream, reload (workers get new PIDs, master keeps its PID)

def t01(rs: RowSet) -> None:
    p = Pane("root", "web-prod-03", "/etc/nginx")
    state = p.prompt
    api_conf = """upstream api_backend {
    server 127.0.0.1:8081 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 80;
    listen [::]:80;
    server_name api.example.com;

    access_log /var/log/nginx/api.access.log combined;
    error_log  /var/log/nginx/api.error.log warn;

    client_max_body_size 8m;

    location / {
        proxy_pass http://api_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_read_timeout 30s;
    }

    location = /healthz {
        access_log off;
        return 200 "ok\\n";
    }
}"""
    size = len(api_conf.encode()) + 1
    cat_n = "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(api_conf.split("\n"), 1))
    nginx_t = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
               "nginx: configuration file /etc/nginx/nginx.conf test is successful")
    head = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-10 06:02:11 UTC; 2 days 3h ago
       Docs: man:nginx(8)"""
    tail_log = """Jun 10 06:02:11 web-prod-03 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
Jun 10 06:02:11 web-prod-03 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server."""
    status1 = head + """
    Process: 1179 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1184 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9367)
     Memory: 14.2M (peak: 16.8M)
        CPU: 41.332s
     CGroup: /system.slice/nginx.service
             ├─1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1188 "nginx: worker process"
             ├─1189 "nginx: worker process"
             ├─1190 "nginx: worker process"
             └─1191 "nginx: worker process"

""" + tail_log
    status2 = head + """
    Process: 1179 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1184 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 24398 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9367)
     Memory: 15.0M (peak: 17.3M)
        CPU: 41.519s
     CGroup: /system.slice/nginx.service
             ├─ 1187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─24401 "nginx: worker process"
             ├─24402 "nginx: worker process"
             ├─24403 "nginx: worker process"
             └─24404 "nginx: worker process"

""" + tail_log + """
Jun 12 09:20:58 web-prod-03 systemd[1]: Reloading nginx.service - A high performance web server and a reverse proxy server...
Jun 12 09:20:58 web-prod-03 nginx[24398]: 2024/06/12 09:20:58 [notice] 24398#24398: signal process started
Jun 12 09:20:58 web-prod-03 systemd[1]: Reloaded nginx.service - A high performance web server and a reverse proxy server."""
    turns = [
        p.run("nginx -v && nginx -t", "nginx version: nginx/1.24.0 (Ubuntu)\n" + nginx_t),
        p.run("systemctl status nginx --no-pager", status1),
        p.run("ls -l sites-available/ sites-enabled/", f"""sites-available/:
total 16
-rw-r--r-- 1 root root {size:4d} Jun  3 14:27 api.example.com
-rw-r--r-- 1 root root 2412 Apr  8 11:09 default
-rw-r--r-- 1 root root 1388 May 29 16:51 shop.example.com
-rw-r--r-- 1 root root  301 Feb 19 10:02 status.conf

sites-enabled/:
total 0
lrwxrwxrwx 1 root root 34 Apr  8 11:09 default -> /etc/nginx/sites-available/default
lrwxrwxrwx 1 root root 43 May 29 16:52 shop.example.com -> /etc/nginx/sites-available/shop.example.com"""),
        p.run("cat -n sites-available/api.example.com", cat_n),
        p.run("ln -s /etc/nginx/sites-available/api.example.com sites-enabled/ && rm sites-enabled/default && sed -i 's/127.0.0.1:8081/127.0.0.1:8090/' sites-available/api.example.com && ls -l sites-enabled/ && grep -n 'server 127' sites-available/api.example.com",
              """total 0
lrwxrwxrwx 1 root root 42 Jun 12 09:19 api.example.com -> /etc/nginx/sites-available/api.example.com
lrwxrwxrwx 1 root root 43 May 29 16:52 shop.example.com -> /etc/nginx/sites-available/shop.example.com
2:    server 127.0.0.1:8090 max_fails=3 fail_timeout=10s;"""),
        p.run("nginx -t && systemctl reload nginx && systemctl status nginx --no-pager", nginx_t + "\n" + status2, duration=2.0),
        p.run("curl -sI -H 'Host: api.example.com' http://127.0.0.1/", """HTTP/1.1 200 OK
Server: nginx/1.24.0 (Ubuntu)
Date: Wed, 12 Jun 2024 09:21:47 GMT
Content-Type: application/json; charset=utf-8
Content-Length: 61
Connection: keep-alive
X-Request-Id: 5b7e0c1f-2d4a-4c63-9a0e-8f2f6b1c9d11
Cache-Control: no-store"""),
        p.run("tail -n 5 /var/log/nginx/api.access.log", """127.0.0.1 - - [12/Jun/2024:09:21:47 +0000] "HEAD / HTTP/1.1" 200 0 "-" "curl/8.5.0"
203.0.113.42 - - [12/Jun/2024:09:21:52 +0000] "GET /v1/orders?status=open&page=1 HTTP/1.1" 200 4187 "-" "okhttp/4.12.0"
198.51.100.7 - - [12/Jun/2024:09:21:55 +0000] "POST /v1/cart/items HTTP/1.1" 201 312 "https://shop.example.com/cart" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"
203.0.113.42 - - [12/Jun/2024:09:22:03 +0000] "GET /v1/orders/88213 HTTP/1.1" 200 1502 "-" "okhttp/4.12.0"
192.0.2.118 - - [12/Jun/2024:09:22:06 +0000] "GET /v1/catalog/search?q=linen+shirt HTTP/1.1" 200 9931 "https://shop.example.com/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1\""""),
    ]
    rs.add("terminal", "h53-terminal-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 02 haproxy (bad, turn 5): app3's address in `show stat` is 10.0.2.31 though config and servers state say 10.0.2.13

def t02(rs: RowSet) -> None:
    p = Pane("root", "lb01", "/root")
    state = p.prompt
    sock = "socat stdio /run/haproxy/admin.sock"
    hdr = ("1\n# be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state srv_uweight srv_iweight "
           "srv_time_since_last_change srv_check_status srv_check_result srv_check_health srv_check_state "
           "srv_agent_state bk_f_forced_id srv_f_forced_id srv_fqdn srv_port srvrecord srv_use_ssl srv_check_port "
           "srv_check_addr srv_agent_addr srv_agent_port")
    turns = [
        p.run("haproxy -v", """HAProxy version 2.8.5-1ubuntu3 2024/04/01 - https://haproxy.org/
Status: long-term supported branch - will stop receiving fixes around Q2 2028.
Known bugs: http://www.haproxy.org/bugs/bugs-2.8.5.html
Running on: Linux 6.8.0-31-generic #31-Ubuntu SMP PREEMPT_DYNAMIC Sat Apr 20 00:40:06 UTC 2024 x86_64"""),
        p.run("sed -n '/^backend be_app/,/^$/p' /etc/haproxy/haproxy.cfg", """backend be_app
    mode http
    balance roundrobin
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host app.internal
    http-check expect status 200
    default-server inter 3s fall 3 rise 2
    server app1 10.0.2.11:8080 check weight 100
    server app2 10.0.2.12:8080 check weight 100
    server app3 10.0.2.13:8080 check weight 50
"""),
        p.run(f'echo "show servers state be_app" | {sock}', hdr + """
3 be_app 1 app1 10.0.2.11 2 0 100 100 263114 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app2 10.0.2.12 2 0 100 100 263114 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app3 10.0.2.13 2 0 50 50 90412 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""),
        p.run(f'echo "set server be_app/app2 state drain" | {sock}; echo "show servers state be_app" | {sock}', "\n" + hdr + """
3 be_app 1 app1 10.0.2.11 2 0 100 100 263131 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 2 app2 10.0.2.12 2 8 100 100 0 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
3 be_app 3 app3 10.0.2.13 2 0 50 50 90429 6 3 4 6 0 0 0 - 8080 - 0 0 - - 0
"""),
        p.run(f"echo \"show stat\" | {sock} | cut -d, -f1,2,5,8,18,37,74 | grep -E '^(# |be_app)'", """# pxname,svname,scur,stot,status,check_status,addr
be_app,app1,3,184233,UP,L7OK,10.0.2.11:8080
be_app,app2,0,181907,DRAIN,L7OK,10.0.2.12:8080
be_app,app3,1,92418,UP,L7OK,10.0.2.31:8080
be_app,BACKEND,4,458558,UP,,"""),
        p.run(f'echo "set server be_app/app2 state ready" | {sock}', "\n"),
        p.run("for i in $(seq 1 6); do curl -s -H 'Host: app.internal' http://127.0.0.1/whoami; echo; done", """served-by=app1 addr=10.0.2.11:8080 build=2024.06.11-3f9c2e1
served-by=app2 addr=10.0.2.12:8080 build=2024.06.11-3f9c2e1
served-by=app1 addr=10.0.2.11:8080 build=2024.06.11-3f9c2e1
served-by=app3 addr=10.0.2.13:8080 build=2024.06.11-3f9c2e1
served-by=app2 addr=10.0.2.12:8080 build=2024.06.11-3f9c2e1
served-by=app1 addr=10.0.2.11:8080 build=2024.06.11-3f9c2e1"""),
        p.run('journalctl -u haproxy --since "15 min ago" --no-pager', """Jun 13 11:34:22 lb01 haproxy[2231]: [WARNING]  (2231) : Server be_app/app2 enters drain state.
Jun 13 11:36:10 lb01 haproxy[2231]: [WARNING]  (2231) : Server be_app/app2 is UP/READY (leaving forced drain)."""),
        p.run(f"echo \"show info\" | {sock} | grep -E '^(Name|Version|Release_date|Pid|Uptime|CurrConns|CumReq|MaxConn):'", """Name: HAProxy
Version: 2.8.5-1ubuntu3
Release_date: 2024/04/01
Pid: 2231
Uptime: 3d 01h13m34s
MaxConn: 40000
CurrConns: 38
CumReq: 1207744"""),
    ]
    rs.add("terminal", "h53-terminal-02", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="show stat lists app3 at 10.0.2.31:8080 although the config and show servers state gave 10.0.2.13 and nothing changed it")


# ---------------------------------------------------------------------------------------------------
# 03 caddy (bad, turn 7): the api site's second upstream reads 127.0.0.1:9102 though the file and the admin API said 9101

def t03(rs: RowSet) -> None:
    p = Pane("deploy", "edge-2", "/etc/caddy")
    state = p.prompt
    caddyfile = """{
	email ops@northwind.dev
	admin localhost:2019
}

northwind.dev, www.northwind.dev {
	encode zstd gzip
	root * /srv/northwind/public
	file_server
	header Strict-Transport-Security "max-age=31536000"
}

api.northwind.dev {
	reverse_proxy 127.0.0.1:9100 127.0.0.1:9101 {
		lb_policy least_conn
		health_uri /health
		health_interval 10s
	}
	log {
		output file /var/log/caddy/api.log
	}
}"""
    cat_n = "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(caddyfile.split("\n"), 1))
    turns = [
        p.run("caddy version", "v2.7.6 h1:w0NymbG2m9PcvKWsrXO6EEkY9Ph4ggE5z9+5jT4oPCE="),
        p.run("cat -n Caddyfile", cat_n),
        p.run("caddy validate --config Caddyfile", """2024/06/14 08:12:44.118	INFO	using provided configuration	{"config_file": "Caddyfile", "config_adapter": ""}
2024/06/14 08:12:44.124	INFO	http.auto_https	server is listening only on the HTTPS port but has no TLS connection policies; adding one to enable TLS	{"server_name": "srv0", "https_port": 443}
2024/06/14 08:12:44.124	INFO	http.auto_https	enabling automatic HTTP->HTTPS redirects	{"server_name": "srv0"}
2024/06/14 08:12:44.126	INFO	tls.cache.maintenance	started background certificate maintenance	{"cache": "0xc0004a2b80"}
2024/06/14 08:12:44.127	INFO	tls.cache.maintenance	stopped background certificate maintenance	{"cache": "0xc0004a2b80"}
Valid configuration"""),
        p.run("curl -s localhost:2019/reverse_proxy/upstreams | jq", """[
  {
    "address": "127.0.0.1:9100",
    "num_requests": 3,
    "fails": 0
  },
  {
    "address": "127.0.0.1:9101",
    "num_requests": 2,
    "fails": 0
  }
]"""),
        p.run("sudo systemctl status caddy --no-pager", """● caddy.service - Caddy
     Loaded: loaded (/lib/systemd/system/caddy.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-06-11 22:40:17 UTC; 2 days ago
       Docs: https://caddyserver.com/docs/
   Main PID: 918 (caddy)
      Tasks: 11 (limit: 4580)
     Memory: 38.6M
        CPU: 2min 14.081s
     CGroup: /system.slice/caddy.service
             └─918 /usr/bin/caddy run --environ --config /etc/caddy/Caddyfile

Jun 14 07:58:29 edge-2 caddy[918]: {"level":"info","ts":1718351909.8831,"logger":"tls.renew","msg":"acquiring lock","identifier":"www.northwind.dev"}
Jun 14 07:58:31 edge-2 caddy[918]: {"level":"info","ts":1718351911.2043,"logger":"tls.renew","msg":"certificate renewed successfully","identifier":"www.northwind.dev"}
Jun 14 07:58:31 edge-2 caddy[918]: {"level":"info","ts":1718351911.2049,"logger":"tls.renew","msg":"releasing lock","identifier":"www.northwind.dev"}
Jun 14 07:58:31 edge-2 caddy[918]: {"level":"info","ts":1718351911.2107,"logger":"tls","msg":"reloading managed certificate","identifiers":["www.northwind.dev"]}"""),
        p.run("sudo tail -n 4 /var/log/caddy/api.log | jq -c '{ts, status, method: .request.method, uri: .request.uri, duration}'", """{"ts":1718352838.1127,"status":200,"method":"GET","uri":"/v2/items?limit=50","duration":0.012841}
{"ts":1718352838.6409,"status":200,"method":"GET","uri":"/v2/items/4471","duration":0.004102}
{"ts":1718352840.0021,"status":204,"method":"DELETE","uri":"/v2/cart/lines/99","duration":0.007735}
{"ts":1718352841.9318,"status":401,"method":"POST","uri":"/v2/auth/refresh","duration":0.001906}"""),
        p.run("grep -n -A5 'api.northwind.dev' Caddyfile", """13:api.northwind.dev {
14-	reverse_proxy 127.0.0.1:9100 127.0.0.1:9102 {
15-		lb_policy least_conn
16-		health_uri /health
17-		health_interval 10s
18-	}"""),
    ]
    rs.add("terminal", "h53-terminal-03", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="Caddyfile line 14 now lists upstream 127.0.0.1:9102 where cat -n and the admin API showed 127.0.0.1:9101, with no edit")


# ---------------------------------------------------------------------------------------------------
# 04 certbot + openssl (clean): renew one certificate; dates, serial and intermediate change, the other cert stays

def t04(rs: RowSet) -> None:
    p = Pane("root", "mail-gw", "/root")
    state = p.prompt
    dash = "- " * 39 + "-"
    mail = """  Certificate Name: mail.ridgeline.io
    Serial Number: 3a1f9c0d72e4b58816c0f2a9e1d4b7c60e2
    Key Type: ECDSA
    Domains: mail.ridgeline.io
    Expiry Date: 2024-08-03 19:45:10+00:00 (VALID: 52 days)
    Certificate Path: /etc/letsencrypt/live/mail.ridgeline.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/mail.ridgeline.io/privkey.pem"""

    def certs(serial: str, expiry: str) -> str:
        return f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{dash}
Found the following certs:
{mail}
  Certificate Name: ridgeline.io
    Serial Number: {serial}
    Key Type: ECDSA
    Domains: ridgeline.io www.ridgeline.io
    Expiry Date: {expiry}
    Certificate Path: /etc/letsencrypt/live/ridgeline.io/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/ridgeline.io/privkey.pem
{dash}"""
    dry_cmd = "certbot renew --cert-name ridgeline.io --dry-run"
    dry_head = f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{dash}
Processing /etc/letsencrypt/renewal/ridgeline.io.conf
{dash}
Account registered.
Simulating renewal of an existing certificate for ridgeline.io and www.ridgeline.io"""
    x509 = "openssl x509 -in /etc/letsencrypt/live/ridgeline.io/cert.pem -noout -subject -issuer -dates -serial"
    turns = [
        p.run("certbot certificates", certs("4a1c6e0b9f27d3385e10c7b24f8d19a6b73", "2024-06-20 04:11:36+00:00 (VALID: 7 days)"), duration=3.0),
        p.run(x509, """subject=CN = ridgeline.io
issuer=C = US, O = Let's Encrypt, CN = E1
notBefore=Mar 22 04:11:37 2024 GMT
notAfter=Jun 20 04:11:36 2024 GMT
serial=04A1C6E0B9F27D3385E10C7B24F8D19A6B73"""),
        started(p, dry_cmd, dry_head, duration=3.0),
        finished(p, dry_cmd, dry_head + f"""

{dash}
Congratulations, all simulated renewals succeeded:
  /etc/letsencrypt/live/ridgeline.io/fullchain.pem (success)
{dash}""", duration=10.0),
        p.run("certbot renew --cert-name ridgeline.io", f"""Saving debug log to /var/log/letsencrypt/letsencrypt.log

{dash}
Processing /etc/letsencrypt/renewal/ridgeline.io.conf
{dash}
Renewing an existing certificate for ridgeline.io and www.ridgeline.io

{dash}
Congratulations, all renewals succeeded:
  /etc/letsencrypt/live/ridgeline.io/fullchain.pem (success)
{dash}""", duration=20.0),
        p.run(x509, """subject=CN = ridgeline.io
issuer=C = US, O = Let's Encrypt, CN = E6
notBefore=Jun 12 07:31:02 2024 GMT
notAfter=Sep 10 07:31:01 2024 GMT
serial=03F7B20C1D98E64A5027FC1E8B4A09D6E215"""),
        p.run("ls -l /etc/letsencrypt/live/ridgeline.io/ /etc/letsencrypt/archive/ridgeline.io/", """/etc/letsencrypt/archive/ridgeline.io/:
total 64
-rw-r--r-- 1 root root 1302 Oct 24  2023 cert1.pem
-rw-r--r-- 1 root root 1302 Jan 22 04:10 cert2.pem
-rw-r--r-- 1 root root 1298 Mar 22 05:11 cert3.pem
-rw-r--r-- 1 root root 1289 Jun 12 08:31 cert4.pem
-rw-r--r-- 1 root root 1566 Oct 24  2023 chain1.pem
-rw-r--r-- 1 root root 1566 Jan 22 04:10 chain2.pem
-rw-r--r-- 1 root root 1566 Mar 22 05:11 chain3.pem
-rw-r--r-- 1 root root 1305 Jun 12 08:31 chain4.pem
-rw-r--r-- 1 root root 2868 Oct 24  2023 fullchain1.pem
-rw-r--r-- 1 root root 2868 Jan 22 04:10 fullchain2.pem
-rw-r--r-- 1 root root 2864 Mar 22 05:11 fullchain3.pem
-rw-r--r-- 1 root root 2594 Jun 12 08:31 fullchain4.pem
-rw------- 1 root root  241 Oct 24  2023 privkey1.pem
-rw------- 1 root root  241 Jan 22 04:10 privkey2.pem
-rw------- 1 root root  241 Mar 22 05:11 privkey3.pem
-rw------- 1 root root  241 Jun 12 08:31 privkey4.pem

/etc/letsencrypt/live/ridgeline.io/:
total 4
-rw-r--r-- 1 root root 692 Oct 24  2023 README
lrwxrwxrwx 1 root root  36 Jun 12 08:31 cert.pem -> ../../archive/ridgeline.io/cert4.pem
lrwxrwxrwx 1 root root  37 Jun 12 08:31 chain.pem -> ../../archive/ridgeline.io/chain4.pem
lrwxrwxrwx 1 root root  41 Jun 12 08:31 fullchain.pem -> ../../archive/ridgeline.io/fullchain4.pem
lrwxrwxrwx 1 root root  39 Jun 12 08:31 privkey.pem -> ../../archive/ridgeline.io/privkey4.pem"""),
        p.run("certbot certificates", certs("3f7b20c1d98e64a5027fc1e8b4a09d6e215", "2024-09-10 07:31:01+00:00 (VALID: 89 days)"), duration=3.0),
        p.run("systemctl reload nginx postfix && openssl s_client -connect localhost:443 -servername ridgeline.io </dev/null 2>/dev/null | openssl x509 -noout -serial -enddate", """serial=03F7B20C1D98E64A5027FC1E8B4A09D6E215
notAfter=Sep 10 07:31:01 2024 GMT""", duration=3.0),
        p.run("openssl s_client -starttls smtp -connect localhost:25 -servername mail.ridgeline.io </dev/null 2>/dev/null | openssl x509 -noout -subject -serial -enddate", """subject=CN = mail.ridgeline.io
serial=03A1F9C0D72E4B58816C0F2A9E1D4B7C60E2
notAfter=Aug  3 19:45:10 2024 GMT""", duration=3.0),
    ]
    rs.add("terminal", "h53-terminal-04", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 05 promtool / prometheus (clean): add a rule (3 -> 4 rules), reload, query

def t05(rs: RowSet) -> None:
    p = Pane("prom", "mon-01", "/etc/prometheus")
    state = p.prompt
    ts = "1718260921.407"
    ups = [('localhost:9090', 'prometheus', 1), ('db-01:9100', 'node', 0), ('mon-01:9100', 'node', 1),
           ('web-01:9100', 'node', 1), ('web-02:9100', 'node', 1), ('https://api.ridgeline.io', 'blackbox', 1),
           ('https://shop.ridgeline.io', 'blackbox', 1), ('https://status.ridgeline.io', 'blackbox', 1)]
    up_out = "\n".join(f'up{{instance="{i}", job="{j}"}} => {v} @[{ts}]' for i, j, v in ups)
    n_up = sum(v for _, _, v in ups)
    turns = [
        p.run("promtool check config prometheus.yml", """Checking prometheus.yml
  SUCCESS: 2 rule files found
 SUCCESS: prometheus.yml is valid prometheus config file syntax

Checking rules/node.yml
  SUCCESS: 6 rules found

Checking rules/blackbox.yml
  SUCCESS: 3 rules found
"""),
        p.run("cat rules/blackbox.yml", """groups:
  - name: blackbox
    rules:
      - alert: ProbeFailed
        expr: probe_success == 0
        for: 2m
        labels:
          severity: critical
        annotations:
          summary: "Probe failed for {{ $labels.instance }}"
      - alert: SSLCertExpiringSoon
        expr: probe_ssl_earliest_cert_expiry - time() < 86400 * 14
        for: 1h
        labels:
          severity: warning
      - alert: ProbeHttpStatusCode
        expr: probe_http_status_code <= 199 or probe_http_status_code >= 400
        for: 5m
        labels:
          severity: warning"""),
        p.run("printf '%s\\n' '      - alert: ProbeSlow' '        expr: avg_over_time(probe_duration_seconds[5m]) > 2' '        for: 10m' '        labels:' '          severity: warning' >> rules/blackbox.yml && promtool check rules rules/blackbox.yml",
              "Checking rules/blackbox.yml\n  SUCCESS: 4 rules found\n"),
        p.run("curl -s -X POST localhost:9090/-/reload && curl -s localhost:9090/api/v1/rules | jq -r '.data.groups[] | \"\\(.name) \\(.rules|length) \\(.file) \\(.lastEvaluation)\"'",
              """node 6 /etc/prometheus/rules/node.yml 2024-06-13T06:41:52.118734012Z
blackbox 4 /etc/prometheus/rules/blackbox.yml 2024-06-13T06:41:57.903221546Z"""),
        p.run("promtool query instant http://localhost:9090 'up'", up_out),
        p.run("promtool query instant http://localhost:9090 'count(up == 1)'", f"{{}} => {n_up} @[1718260934.882]"),
    ]
    rs.add("terminal", "h53-terminal-05", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 06 grafana-cli (bad, turn 4): clock panel listed @ 2.1.3 right after being listed @ 2.1.5, only another plugin installed

def t06(rs: RowSet) -> None:
    p = Pane("root", "grafana-01", "/root")
    state = p.prompt
    dep = ("Deprecation warning: The standalone 'grafana-cli' program is deprecated and will be removed in the future. "
           "Please update all uses of 'grafana-cli' to 'grafana cli'")
    restart = "Please restart Grafana after installing or removing plugins. Refer to Grafana documentation for instructions if necessary."
    turns = [
        p.run("grafana-cli --version", dep + "\ngrafana cli version 10.4.2"),
        p.run("grafana-cli plugins ls", dep + """
installed plugins:
grafana-clock-panel @ 2.1.5
grafana-piechart-panel @ 1.6.4
yesoreyeram-infinity-datasource @ 2.5.0
"""),
        p.run("grafana-cli plugins install marcusolsson-json-datasource 1.3.13", dep + """
✔ Downloaded and extracted marcusolsson-json-datasource v1.3.13 zip successfully to /var/lib/grafana/plugins/marcusolsson-json-datasource

""" + restart, duration=5.0),
        p.run("grafana-cli plugins ls", dep + """
installed plugins:
grafana-clock-panel @ 2.1.3
grafana-piechart-panel @ 1.6.4
marcusolsson-json-datasource @ 1.3.13
yesoreyeram-infinity-datasource @ 2.5.0
"""),
        p.run("grafana-cli plugins update yesoreyeram-infinity-datasource", dep + """
✔ Downloaded and extracted yesoreyeram-infinity-datasource v2.7.0 zip successfully to /var/lib/grafana/plugins/yesoreyeram-infinity-datasource

""" + restart, duration=8.0),
        p.run("systemctl restart grafana-server && systemctl status grafana-server --no-pager | head -n 11", """● grafana-server.service - Grafana instance
     Loaded: loaded (/lib/systemd/system/grafana-server.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2024-06-14 10:07:41 UTC; 1s ago
       Docs: http://docs.grafana.org
   Main PID: 48822 (grafana)
      Tasks: 14 (limit: 9423)
     Memory: 98.7M
        CPU: 1.912s
     CGroup: /system.slice/grafana-server.service
             └─48822 /usr/share/grafana/bin/grafana server --config=/etc/grafana/grafana.ini --pidfile=/run/grafana/grafana-server.pid --packaging=deb cfg:default.paths.logs=/var/log/grafana cfg:default.paths.data=/var/lib/grafana cfg:default.paths.plugins=/var/lib/grafana/plugins cfg:default.paths.provisioning=/etc/grafana/provisioning
""", duration=3.0),
        p.run("ls -l /var/lib/grafana/plugins/", """total 16
drwxr-xr-x 4 grafana grafana 4096 Feb 27 13:02 grafana-clock-panel
drwxr-xr-x 5 grafana grafana 4096 Nov  9  2023 grafana-piechart-panel
drwxr-xr-x 4 root    root    4096 Jun 14 10:05 marcusolsson-json-datasource
drwxr-xr-x 6 root    root    4096 Jun 14 10:07 yesoreyeram-infinity-datasource"""),
        p.run("curl -s -u \"admin:$GF_PW\" 'http://localhost:3000/api/plugins?core=0' | jq -r '.[] | \"\\(.id)\\t\\(.type)\\t\\(.info.version)\"'", """grafana-clock-panel	panel	2.1.5
grafana-piechart-panel	panel	1.6.4
marcusolsson-json-datasource	datasource	1.3.13
yesoreyeram-infinity-datasource	datasource	2.7.0"""),
    ]
    rs.add("terminal", "h53-terminal-06", SYSTEM, turns, state=state, bad=True, turn=4,
           kind="plugins ls shows grafana-clock-panel @ 2.1.3 though it was listed @ 2.1.5 one turn earlier and only a different plugin was installed")


# ---------------------------------------------------------------------------------------------------
# 07 node_exporter (bad, turn 9): eth0 receive bytes counter goes down with no exporter restart (NRestarts=0, same PID)

def t07(rs: RowSet) -> None:
    p = Pane("ops", "db-replica-2", "/home/ops")
    state = p.prompt
    backup = """# HELP backup_last_success_timestamp_seconds Unix time of the last successful pg_basebackup.
# TYPE backup_last_success_timestamp_seconds gauge
backup_last_success_timestamp_seconds 1719194402
# HELP backup_size_bytes Size of the last backup in bytes.
# TYPE backup_size_bytes gauge
backup_size_bytes 48127301632"""
    bsize = len(backup.encode()) + 1
    args = "--collector.systemd --collector.textfile.directory=/var/lib/node_exporter/textfile --no-collector.wifi --web.listen-address=:9100"
    net = "curl -s localhost:9100/metrics | grep -E '^node_network_(receive|transmit)_bytes_total\\{device=\"(eth0|lo)\"'"
    turns = [
        p.run("node_exporter --version", """node_exporter, version 1.8.1 (branch: HEAD, revision: 400c3979931613db930ea035f39ce7b377cdbb5b)
  build user:       root@7afbff271a3f
  build date:       20240521-18:36:22
  go version:       go1.22.3
  platform:         linux/amd64
  tags:             unknown"""),
        p.run("systemctl status node_exporter --no-pager", f"""● node_exporter.service - Prometheus Node Exporter
     Loaded: loaded (/etc/systemd/system/node_exporter.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2024-06-21 05:22:10 UTC; 3 days ago
   Main PID: 812 (node_exporter)
      Tasks: 9 (limit: 19147)
     Memory: 21.4M
        CPU: 18min 2.117s
     CGroup: /system.slice/node_exporter.service
             └─812 /usr/local/bin/node_exporter {args}

Jun 21 05:22:10 db-replica-2 node_exporter[812]: ts=2024-06-21T05:22:10.894Z caller=node_exporter.go:193 level=info msg="Starting node_exporter" version="(version=1.8.1, branch=HEAD, revision=400c3979931613db930ea035f39ce7b377cdbb5b)"
Jun 21 05:22:10 db-replica-2 node_exporter[812]: ts=2024-06-21T05:22:10.903Z caller=tls_config.go:313 level=info msg="Listening on" address=[::]:9100
Jun 21 05:22:10 db-replica-2 node_exporter[812]: ts=2024-06-21T05:22:10.903Z caller=tls_config.go:316 level=info msg="TLS is disabled." http2=false address=[::]:9100"""),
        p.run("cat /etc/default/node_exporter", f'# Managed by ansible (role: node_exporter) - do not edit by hand\nARGS="{args}"'),
        p.run(net, """node_network_receive_bytes_total{device="eth0"} 9.4821173402e+10
node_network_receive_bytes_total{device="lo"} 3.18812704e+08
node_network_transmit_bytes_total{device="eth0"} 2.7731940318e+10
node_network_transmit_bytes_total{device="lo"} 3.18812704e+08"""),
        p.run("curl -s localhost:9100/metrics | grep -c '^node_'", "1287"),
        p.run("ls -l /var/lib/node_exporter/textfile/", f"""total 8
-rw-r--r-- 1 root root 412 Jun 24 06:00 apt.prom
-rw-r--r-- 1 root root {bsize} Jun 24 02:00 backup.prom"""),
        p.run("cat /var/lib/node_exporter/textfile/backup.prom", backup),
        p.run("curl -s localhost:9100/metrics | grep -E '^(backup_|node_textfile_mtime_seconds)'", """backup_last_success_timestamp_seconds 1.719194402e+09
backup_size_bytes 4.8127301632e+10
node_textfile_mtime_seconds{file="/var/lib/node_exporter/textfile/apt.prom"} 1.7192088e+09
node_textfile_mtime_seconds{file="/var/lib/node_exporter/textfile/backup.prom"} 1.719194402e+09"""),
        p.run(net, """node_network_receive_bytes_total{device="eth0"} 9.4820119654e+10
node_network_receive_bytes_total{device="lo"} 3.18840512e+08
node_network_transmit_bytes_total{device="eth0"} 2.7734402871e+10
node_network_transmit_bytes_total{device="lo"} 3.18840512e+08"""),
        p.run("systemctl show node_exporter -p MainPID -p NRestarts -p ActiveEnterTimestamp", """MainPID=812
NRestarts=0
ActiveEnterTimestamp=Fri 2024-06-21 05:22:10 UTC"""),
        p.run("curl -s localhost:9100/metrics | grep -E '^(node_boot_time_seconds|process_start_time_seconds)'", """node_boot_time_seconds 1.718947291e+09
process_start_time_seconds 1.71894733087e+09"""),
    ]
    rs.add("terminal", "h53-terminal-07", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="eth0 receive bytes counter drops from 9.4821173402e+10 to 9.4820119654e+10 while the exporter never restarted")


# ---------------------------------------------------------------------------------------------------
# 08 journalctl (clean): grep view vs tail view, vacuum shrinks usage, restart gives a new PID

def t08(rs: RowSet) -> None:
    p = Pane("root", "app-02", "/root")
    state = p.prompt
    jdir = "/var/log/journal/3f2c9b0d7e4a4b1f9c6d2a8e5b7f1c04"
    old = "app-02 payments-api[20417]: "
    new = "app-02 payments-api[30981]: "
    turns = [
        p.run("journalctl --disk-usage", "Archived and active journals take up 1.1G in the file system."),
        p.run("journalctl -u payments-api -n 8 --no-pager", f"""Jun 12 10:27:41 {old}2024-06-12T10:27:41.118Z INFO  http: POST /v1/charges 201 88ms req_id=7c1e9a
Jun 12 10:27:55 {old}2024-06-12T10:27:55.604Z WARN  stripe: retrying request attempt=2 err="read tcp 10.0.4.12:51522->34.200.27.109:443: read: connection reset by peer"
Jun 12 10:27:56 {old}2024-06-12T10:27:56.371Z INFO  http: POST /v1/charges 201 912ms req_id=7c1ea4
Jun 12 10:28:14 {old}2024-06-12T10:28:14.020Z ERROR db: pool exhausted waited=5.000s active=20 idle=0
Jun 12 10:28:14 {old}2024-06-12T10:28:14.021Z INFO  http: GET /v1/charges/ch_3PQn2 503 5003ms req_id=7c1eb0
Jun 12 10:28:31 {old}2024-06-12T10:28:31.777Z INFO  http: POST /v1/refunds 201 64ms req_id=7c1ec2
Jun 12 10:29:02 {old}2024-06-12T10:29:02.415Z ERROR webhook: signature mismatch endpoint=we_1PPx provider=stripe
Jun 12 10:29:09 {old}2024-06-12T10:29:09.852Z INFO  http: GET /healthz 200 1ms req_id=7c1ec9"""),
        p.run("journalctl -u payments-api --since today -g ERROR --no-pager", f"""Jun 12 03:14:09 {old}2024-06-12T03:14:09.330Z ERROR db: pool exhausted waited=5.000s active=20 idle=0
Jun 12 07:52:40 {old}2024-06-12T07:52:40.981Z ERROR webhook: signature mismatch endpoint=we_1PPx provider=stripe
Jun 12 09:05:17 {old}2024-06-12T09:05:17.446Z ERROR ledger: reconcile batch=2024-06-11 mismatched=2 total=18344
Jun 12 10:28:14 {old}2024-06-12T10:28:14.020Z ERROR db: pool exhausted waited=5.000s active=20 idle=0
Jun 12 10:29:02 {old}2024-06-12T10:29:02.415Z ERROR webhook: signature mismatch endpoint=we_1PPx provider=stripe"""),
        p.run("journalctl --vacuum-time=14d", f"""Deleted archived journal {jdir}/system@9a8f2c1e0b7d4a36b1c5e9f0d2a7c3b8-0000000000000001-0006192e3b2f1c0d.journal (128.0M).
Deleted archived journal {jdir}/system@9a8f2c1e0b7d4a36b1c5e9f0d2a7c3b8-000000000001f8a2-000619554c2b7e11.journal (128.0M).
Deleted archived journal {jdir}/user-1000@1c7e2d9a4b0f43e8a6d5c3b2e1f09a87-00000000000208c4-00061961a0d3f2e9.journal (28.0M).
Deleted archived journal {jdir}/system@9a8f2c1e0b7d4a36b1c5e9f0d2a7c3b8-000000000003e5f0-0006197b9e81a4c2.journal (128.0M).
Vacuuming done, freed 412.0M of archived journals from {jdir}.
Vacuuming done, freed 0B of archived journals from /var/log/journal.
Vacuuming done, freed 0B of archived journals from /run/log/journal."""),
        p.run("journalctl --disk-usage", "Archived and active journals take up 712.3M in the file system."),
        p.run("systemctl restart payments-api && journalctl -u payments-api -n 7 --no-pager", f"""Jun 12 10:31:09 {old}2024-06-12T10:31:09.860Z INFO  http: GET /healthz 200 1ms req_id=7c1f02
Jun 12 10:31:22 app-02 systemd[1]: Stopping payments-api.service - Payments API...
Jun 12 10:31:22 {old}2024-06-12T10:31:22.410Z INFO  shutdown: draining connections active=3
Jun 12 10:31:23 app-02 systemd[1]: payments-api.service: Deactivated successfully.
Jun 12 10:31:23 app-02 systemd[1]: Stopped payments-api.service - Payments API.
Jun 12 10:31:23 app-02 systemd[1]: payments-api.service: Consumed 14min 2.331s CPU time.
Jun 12 10:31:23 app-02 systemd[1]: Started payments-api.service - Payments API.""", duration=3.0),
        p.run("journalctl -u payments-api -o json -n 1 | jq '{_PID, MESSAGE, __REALTIME_TIMESTAMP}'", """{
  "_PID": "30981",
  "MESSAGE": "2024-06-12T10:31:24.097Z INFO  server: listening addr=0.0.0.0:8443 version=4.18.2",
  "__REALTIME_TIMESTAMP": "1718188284097512"
}"""),
        p.run("journalctl --list-boots --no-pager", """IDX BOOT ID                          FIRST ENTRY                 LAST ENTRY
 -1 c2d94f07a1b84e3e9f6a0b5c8d3e7f12 Fri 2024-05-31 04:10:52 UTC Thu 2024-06-06 01:47:55 UTC
  0 4a7b3e9c0d1f4a2b8e5c6d7f9a0b1c2d Thu 2024-06-06 01:51:12 UTC Wed 2024-06-12 10:31:40 UTC"""),
        p.run("journalctl -u payments-api -n 4 --no-pager", f"""Jun 12 10:31:23 app-02 systemd[1]: Started payments-api.service - Payments API.
Jun 12 10:31:24 {new}2024-06-12T10:31:24.097Z INFO  server: listening addr=0.0.0.0:8443 version=4.18.2
Jun 12 10:31:39 {new}2024-06-12T10:31:39.860Z INFO  http: GET /healthz 200 2ms req_id=0a11f3
Jun 12 10:31:44 {new}2024-06-12T10:31:44.215Z INFO  http: POST /v1/charges 201 97ms req_id=0a11f8"""),
    ]
    rs.add("terminal", "h53-terminal-08", SYSTEM, turns, state=state)


def ls_total(sizes: list[int]) -> int:
    return sum(-(-s // 4096) * 4 for s in sizes)


# ---------------------------------------------------------------------------------------------------
# 09 logrotate (clean): forced rotation shifts every generation by one and drops the oldest

def t09(rs: RowSet) -> None:
    p = Pane("root", "shop-legacy", "/root")
    state = p.prompt
    before = [("48213377", "Jun 12 10:01", "app.log"), ("61022810", "Jun 11 23:59", "app.log.1"),
              ("7120334", "Jun 10 23:59", "app.log.2.gz"), ("6981205", "Jun  9 23:59", "app.log.3.gz"),
              ("7342918", "Jun  8 23:59", "app.log.4.gz"), ("5521870", "Jun  7 23:59", "app.log.5.gz"),
              ("6604412", "Jun  6 23:59", "app.log.6.gz"), ("6893021", "Jun  5 23:59", "app.log.7.gz"),
              ("912044", "Jun 12 10:00", "worker.log"), ("2310457", "Jun 11 23:59", "worker.log.1"),
              ("268311", "Jun 10 23:59", "worker.log.2.gz")]
    after = [("18734", "Jun 12 10:03", "app.log"), ("48391022", "Jun 12 10:02", "app.log.1"),
             ("7194417", "Jun 11 23:59", "app.log.2.gz"), ("7120334", "Jun 10 23:59", "app.log.3.gz"),
             ("6981205", "Jun  9 23:59", "app.log.4.gz"), ("7342918", "Jun  8 23:59", "app.log.5.gz"),
             ("5521870", "Jun  7 23:59", "app.log.6.gz"), ("6604412", "Jun  6 23:59", "app.log.7.gz"),
             ("1206", "Jun 12 10:03", "worker.log"), ("913870", "Jun 12 10:02", "worker.log.1"),
             ("301224", "Jun 11 23:59", "worker.log.2.gz"), ("268311", "Jun 10 23:59", "worker.log.3.gz")]

    def ls(rows: list[tuple[str, str, str]]) -> str:
        w = max(len(s) for s, _, _ in rows)
        body = "\n".join(f"-rw-r----- 1 www-data adm {s:>{w}} {d} {n}" for s, d, n in rows)
        return f"total {ls_total([int(s) for s, _, _ in rows])}\n{body}"
    conf = """/var/log/shopapp/*.log {
    daily
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    create 0640 www-data adm
    sharedscripts
    postrotate
        systemctl kill -s USR1 shopapp.service >/dev/null 2>&1 || true
    endscript
}"""
    consider = """considering log /var/log/shopapp/{name}
  Now: 2024-06-12 10:01
  Last rotated at 2024-06-12 00:00
  log does not need rotating (log has been rotated at 2024-06-12 00:00, which is less than a day ago)"""
    turns = [
        p.run("cat /etc/logrotate.d/shopapp", conf),
        p.run("ls -l /var/log/shopapp/", ls(before)),
        p.run("grep shopapp /var/lib/logrotate/status", '"/var/log/shopapp/worker.log" 2024-6-12-0:0:0\n"/var/log/shopapp/app.log" 2024-6-12-0:0:0'),
        p.run("logrotate -d /etc/logrotate.d/shopapp", """warning: logrotate in debug mode does nothing except printing debug messages!  Consider using verbose mode (-v) instead if this is not what you want.

reading config file /etc/logrotate.d/shopapp
Reading state from file: /var/lib/logrotate/status
Allocating hash table for state file, size 64 entries
Creating new state
Creating new state
Creating new state
Creating new state

Handling 1 logs

rotating pattern: /var/log/shopapp/*.log  after 1 days (7 rotations)
empty log files are not rotated, old logs are removed
""" + consider.format(name="app.log") + "\n" + consider.format(name="worker.log") + """
not running postrotate script, since no logs were rotated"""),
        p.run("logrotate -f /etc/logrotate.d/shopapp", "", duration=5.0),
        p.run("ls -l /var/log/shopapp/", ls(after)),
        p.run("grep shopapp /var/lib/logrotate/status", '"/var/log/shopapp/worker.log" 2024-6-12-10:2:14\n"/var/log/shopapp/app.log" 2024-6-12-10:2:14'),
    ]
    rs.add("terminal", "h53-terminal-09", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 10 rsyslog (bad, turn 6): the removed 49-legacy-relay.conf is listed again

def t10(rs: RowSet) -> None:
    p = Pane("root", "logrelay", "/etc/rsyslog.d")
    state = p.prompt
    fwd = """# Forward everything to the central relay (TCP, disk-assisted queue)
action(type="omfwd"
       target="10.20.0.14" port="514" protocol="tcp"
       template="RSYSLOG_SyslogProtocol23Format"
       queue.type="LinkedList"
       queue.filename="fwd_central"
       queue.maxDiskSpace="1g"
       queue.saveOnShutdown="on"
       action.resumeRetryCount="-1")"""
    legacy = "# old relay, decommission after migration (OPS-2291)\n*.* @@10.20.0.9:514"
    fs, ls_ = len(fwd.encode()) + 1, len(legacy.encode()) + 1
    listing = """total 24
-rw-r--r-- 1 root root  314 Jan 12 09:40 20-ufw.conf
-rw-r--r-- 1 root root  255 Mar 18 15:22 21-cloudinit.conf
-rw-r--r-- 1 root root {fs:>4} {fdate} 30-forward.conf
-rw-r--r-- 1 root root  188 Apr 29 17:31 40-haproxy.conf
-rw-r--r-- 1 root root {ls_:>4} Sep 14  2022 49-legacy-relay.conf
-rw-r--r-- 1 root root 1124 Jan 12 09:40 50-default.conf"""
    turns = [
        p.run("rsyslogd -v | head -n 3", """rsyslogd  8.2312.0 (aka 2023.12) compiled with:
	PLATFORM:				x86_64-pc-linux-gnu
	PLATFORM (lsb_release -d):		"""),
        p.run("ls -l", listing.format(fs=fs, fdate="May  2 11:08", ls_=ls_)),
        p.run("cat 30-forward.conf 49-legacy-relay.conf", fwd + "\n" + legacy),
        p.run("rm 49-legacy-relay.conf && sed -i 's/target=\"10.20.0.14\"/target=\"10.20.0.15\"/' 30-forward.conf && grep -n target 30-forward.conf",
              '3:       target="10.20.0.15" port="514" protocol="tcp"'),
        p.run("rsyslogd -N1", """rsyslogd: version 8.2312.0, config validation run (level 1), master config /etc/rsyslog.conf
rsyslogd: End of config validation run. Bye."""),
        p.run("ls -l", listing.format(fs=fs, fdate="Jun 17 14:22", ls_=ls_)),
        p.run("systemctl restart rsyslog && systemctl status rsyslog --no-pager", """● rsyslog.service - System Logging Service
     Loaded: loaded (/usr/lib/systemd/system/rsyslog.service; enabled; preset: enabled)
     Active: active (running) since Mon 2024-06-17 14:24:03 UTC; 19ms ago
TriggeredBy: ● syslog.socket
       Docs: man:rsyslogd(8)
             man:rsyslog.conf(5)
             https://www.rsyslog.com/doc/
   Main PID: 51207 (rsyslogd)
      Tasks: 5 (limit: 4558)
     Memory: 1.9M (peak: 2.4M)
        CPU: 11ms
     CGroup: /system.slice/rsyslog.service
             └─51207 /usr/sbin/rsyslogd -n -iNONE

Jun 17 14:24:03 logrelay systemd[1]: Starting rsyslog.service - System Logging Service...
Jun 17 14:24:03 logrelay rsyslogd[51207]: imuxsock: Acquired UNIX socket '/run/systemd/journal/syslog' (fd 3) from systemd.  [v8.2312.0]
Jun 17 14:24:03 logrelay rsyslogd[51207]: rsyslogd's groupid changed to 102
Jun 17 14:24:03 logrelay systemd[1]: Started rsyslog.service - System Logging Service.
Jun 17 14:24:03 logrelay rsyslogd[51207]: rsyslogd's userid changed to 102
Jun 17 14:24:03 logrelay rsyslogd[51207]: [origin software="rsyslogd" swVersion="8.2312.0" x-pid="51207" x-info="https://www.rsyslog.com"] start""", duration=2.0),
        p.run('logger -t deploytest "relay check 7f3a" && tail -n 3 /var/log/syslog', """2024-06-17T14:24:03.522871+00:00 logrelay rsyslogd: [origin software="rsyslogd" swVersion="8.2312.0" x-pid="51207" x-info="https://www.rsyslog.com"] start
2024-06-17T14:24:11.048317+00:00 logrelay systemd[1]: Started sysstat-collect.service - system activity accounting tool.
2024-06-17T14:24:19.512208+00:00 logrelay deploytest: relay check 7f3a"""),
        p.run("ss -tnp | grep ':514 '", 'ESTAB 0      0         10.20.3.7:41822    10.20.0.15:514   users:(("rsyslogd",pid=51207,fd=9))'),
        p.run("ls -la /var/spool/rsyslog/", """total 8
drwx------  2 syslog adm  4096 Jun 17 14:24 .
drwxr-xr-x  9 root   root 4096 Apr 23 12:01 .."""),
    ]
    rs.add("terminal", "h53-terminal-10", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="ls lists 49-legacy-relay.conf again although it was removed with rm two turns earlier")


# ---------------------------------------------------------------------------------------------------
# 11 vector (clean): tighten a filter, validate, SIGHUP reload (same PID), counters keep growing

def t11(rs: RowSet) -> None:
    p = Pane("root", "ingest-1", "/etc/vector")
    state = p.prompt
    conf = """data_dir: /var/lib/vector

api:
  enabled: true
  address: 127.0.0.1:8686

sources:
  app_logs:
    type: file
    include:
      - /var/log/app/*.log
    read_from: end
  internal:
    type: internal_metrics

transforms:
  parse:
    type: remap
    inputs: [app_logs]
    source: |
      . = merge!(., parse_json!(.message))
      .host = get_hostname!()
  drop_debug:
    type: filter
    inputs: [parse]
    condition: .level != "debug"

sinks:
  loki_out:
    type: loki
    inputs: [drop_debug]
    endpoint: http://loki.internal:3100
    encoding:
      codec: json
    labels:
      app: "{{ app }}"
      level: "{{ level }}"
  prom_exporter:
    type: prometheus_exporter
    inputs: [internal]
    address: 0.0.0.0:9598"""
    lines = conf.split("\n")
    cat_n = "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(lines, 1))
    k = lines.index("  drop_debug:") + 1
    new_cond = '    condition: includes(["info", "warn", "error"], .level)'
    grep_out = f"{k}:  drop_debug:\n{k + 1}-    type: filter\n{k + 2}-    inputs: [parse]\n{k + 3}-{new_cond}"
    validated = """√ Loaded ["vector.yaml"]
√ Component configuration
√ Health check "loki_out"
√ Health check "prom_exporter"
------------------------------------
                           Validated"""
    metrics_cmd = "curl -s localhost:9598/metrics | grep '^vector_component_sent_events_total'"

    def sent(vals: tuple[int, int, int, int], ts: int) -> str:
        comps = [("app_logs", "source", "file"), ("drop_debug", "transform", "filter"),
                 ("loki_out", "sink", "loki"), ("parse", "transform", "remap")]
        order = {"app_logs": vals[0], "parse": vals[1], "drop_debug": vals[2], "loki_out": vals[3]}
        return "\n".join(f'vector_component_sent_events_total{{component_id="{c}",component_kind="{kd}",component_type="{t}",host="ingest-1"}} {order[c]} {ts}'
                         for c, kd, t in comps)
    turns = [
        p.run("vector --version", "vector 0.38.0 (x86_64-unknown-linux-gnu ea0ec6f 2024-05-07 14:34:39.794027186)"),
        p.run("cat -n vector.yaml", cat_n),
        p.run("vector validate vector.yaml", validated, duration=3.0),
        p.run(metrics_cmd, sent((1843221, 1843198, 1411307, 1411280), 1718703817000)),
        p.run("sed -i 's/condition: .level != \"debug\"/condition: includes([\"info\", \"warn\", \"error\"], .level)/' vector.yaml && grep -n -A3 'drop_debug:' vector.yaml", grep_out),
        p.run("vector validate vector.yaml", validated, duration=3.0),
        p.run("systemctl reload vector && sleep 2 && journalctl -u vector -n 5 --no-pager", """Jun 18 09:44:02 ingest-1 systemd[1]: Reloading vector.service - Vector...
Jun 18 09:44:02 ingest-1 vector[1402]: 2024-06-18T09:44:02.317641Z  INFO vector: Signal received. signal="SIGHUP"
Jun 18 09:44:02 ingest-1 systemd[1]: Reloaded vector.service - Vector.
Jun 18 09:44:02 ingest-1 vector[1402]: 2024-06-18T09:44:02.402190Z  INFO vector::topology::running: Reloading running topology with new configuration.
Jun 18 09:44:02 ingest-1 vector[1402]: 2024-06-18T09:44:02.455031Z  INFO vector::topology::running: New configuration loaded successfully.""", duration=4.0),
        p.run(metrics_cmd, sent((1851094, 1851071, 1417002, 1416975), 1718703862000)),
        p.run("ls -l /var/lib/vector/ /var/lib/vector/app_logs/", """/var/lib/vector/:
total 4
drwxr-xr-x 2 vector vector 4096 Jun 15 18:03 app_logs

/var/lib/vector/app_logs/:
total 4
-rw-r--r-- 1 vector vector 618 Jun 18 09:44 checkpoints.json"""),
        p.run("vector tap --outputs-of drop_debug --format json | head -n 3", """[tap] Pattern 'drop_debug' successfully matched.
{"app":"orders","file":"/var/log/app/orders.log","host":"ingest-1","level":"info","message":"{\\"app\\":\\"orders\\",\\"level\\":\\"info\\",\\"msg\\":\\"order accepted\\",\\"order_id\\":\\"o-771203\\"}","msg":"order accepted","order_id":"o-771203","source_type":"file","timestamp":"2024-06-18T09:44:39.208117Z"}
{"app":"payments","file":"/var/log/app/payments.log","host":"ingest-1","level":"warn","message":"{\\"app\\":\\"payments\\",\\"level\\":\\"warn\\",\\"msg\\":\\"3ds challenge slow\\",\\"elapsed_ms\\":2410}","msg":"3ds challenge slow","elapsed_ms":2410,"source_type":"file","timestamp":"2024-06-18T09:44:39.351902Z"}
{"app":"orders","file":"/var/log/app/orders.log","host":"ingest-1","level":"info","message":"{\\"app\\":\\"orders\\",\\"level\\":\\"info\\",\\"msg\\":\\"order shipped\\",\\"order_id\\":\\"o-770958\\"}","msg":"order shipped","order_id":"o-770958","source_type":"file","timestamp":"2024-06-18T09:44:39.402651Z"}""", duration=3.0),
        p.run("curl -s 127.0.0.1:8686/health; echo", '{"ok":true}'),
        p.run("systemctl status vector --no-pager | head -n 10", """● vector.service - Vector
     Loaded: loaded (/lib/systemd/system/vector.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-06-15 18:03:29 UTC; 2 days ago
       Docs: https://vector.dev
    Process: 1398 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)
    Process: 52110 ExecReload=/usr/bin/vector validate --no-environment (code=exited, status=0/SUCCESS)
    Process: 52114 ExecReload=/bin/kill -HUP $MAINPID (code=exited, status=0/SUCCESS)
   Main PID: 1402 (vector)
      Tasks: 13 (limit: 9451)
     Memory: 184.2M"""),
    ]
    rs.add("terminal", "h53-terminal-11", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 12 logcli (clean): newest-first vs oldest-first pages of the same query, then per-pod counts

def t12(rs: RowSet) -> None:
    p = Pane("sre", "bastion", "/home/sre")
    state = p.prompt
    q = '{app="checkout", env="prod"} |= "timeout"'
    pods = {"a": "checkout-7d9f8b6c5-x2kqp", "b": "checkout-7d9f8b6c5-m8tzr", "c": "checkout-7d9f8b6c5-q4wnd"}
    common = 'Common labels: {app="checkout", container="checkout", env="prod", namespace="shop"}'

    def lines(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f'{t} {{pod="{pods[k]}"}} {m}' for t, k, m in rows)
    back = [("2024-06-18T10:59:58Z", "a", 'level=error msg="payment authorization timeout" provider=adyen elapsed_ms=10003 order_id=o-882190'),
            ("2024-06-18T10:58:41Z", "b", 'level=warn msg="inventory reserve timeout, retrying" attempt=1 sku=LN-SH-0412'),
            ("2024-06-18T10:55:12Z", "a", 'level=error msg="payment authorization timeout" provider=adyen elapsed_ms=10001 order_id=o-882153'),
            ("2024-06-18T10:49:30Z", "c", 'level=warn msg="redis GET timeout" key=cart:u-55102 timeout_ms=50'),
            ("2024-06-18T10:41:07Z", "a", 'level=error msg="payment authorization timeout" provider=adyen elapsed_ms=10004 order_id=o-881977'),
            ("2024-06-18T10:33:52Z", "b", 'level=warn msg="inventory reserve timeout, retrying" attempt=2 sku=CT-DR-1180')]
    fwd = [("2024-06-18T10:04:19Z", "b", 'level=warn msg="inventory reserve timeout, retrying" attempt=1 sku=CT-DR-1180'),
           ("2024-06-18T10:06:55Z", "a", 'level=error msg="payment authorization timeout" provider=adyen elapsed_ms=10002 order_id=o-880412'),
           ("2024-06-18T10:11:30Z", "c", 'level=warn msg="redis GET timeout" key=cart:u-48817 timeout_ms=50'),
           ("2024-06-18T10:11:31Z", "c", 'level=warn msg="redis GET timeout" key=cart:u-48817 timeout_ms=50'),
           ("2024-06-18T10:18:02Z", "a", 'level=error msg="payment authorization timeout" provider=adyen elapsed_ms=10003 order_id=o-880766'),
           ("2024-06-18T10:21:47Z", "b", 'level=warn msg="inventory reserve timeout, retrying" attempt=1 sku=LN-SH-0388')]
    enc = "%7Bapp%3D%22checkout%22%2C+env%3D%22prod%22%7D+%7C%3D+%22timeout%22"
    counts = [("x2kqp", 9), ("m8tzr", 6), ("q4wnd", 4)]
    vec = ",\n".join(f"""  {{
    "metric": {{
      "pod": "checkout-7d9f8b6c5-{s}"
    }},
    "value": [
      1718708561.204,
      "{n}"
    ]
  }}""" for s, n in counts)
    turns = [
        p.run("logcli --version", """logcli, version 2.9.8 (branch: HEAD, revision: 0a4c5f1e2)
  build user:       root@a3b7c2d91e4f
  build date:       2024-05-03T11:35:22Z
  go version:       go1.21.9
  platform:         linux/amd64
  tags:             netgo"""),
        p.run("logcli labels", """2024/06/18 11:01:40 https://loki.internal:3100/loki/api/v1/labels?end=1718708500612345678&start=1718704900612345678
app
container
env
filename
job
level
namespace
pod
stream"""),
        p.run("logcli labels app", """2024/06/18 11:01:52 https://loki.internal:3100/loki/api/v1/label/app/values?end=1718708512093311502&start=1718704912093311502
billing
cart
catalog
checkout
gateway
notifications
search"""),
        p.run(f"logcli query --since=1h --limit=6 '{q}'",
              f"2024/06/18 11:02:13 https://loki.internal:3100/loki/api/v1/query_range?direction=BACKWARD&end=1718708533480177224&limit=6&query={enc}&start=1718704933480177224\n{common}\n" + lines(back)),
        p.run(f"logcli query --since=1h --limit=6 --forward '{q}'",
              f"2024/06/18 11:02:27 https://loki.internal:3100/loki/api/v1/query_range?direction=FORWARD&end=1718708547120548836&limit=6&query={enc}&start=1718704947120548836\n{common}\n" + lines(fwd)),
        p.run(f"logcli instant-query 'sum by (pod) (count_over_time({q} [1h]))'", f"[\n{vec}\n]"),
    ]
    rs.add("terminal", "h53-terminal-12", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 13 jq over a rotated access log (bad, turn 3): 5xx count 412 does not match 502 + 500 = 398 from the breakdown

def t13(rs: RowSet) -> None:
    p = Pane("dev", "api-staging", "/var/log/gateway")
    state = p.prompt
    f = "access-2024-06-11.json.log"
    turns = [
        p.run("ls -lh", f"""total 112M
-rw-r----- 1 gateway adm 5.1M Jun 10 00:00 access-2024-06-09.json.log.gz
-rw-r----- 1 gateway adm 5.8M Jun 11 00:00 access-2024-06-10.json.log.gz
-rw-r----- 1 gateway adm  63M Jun 12 00:00 {f}
-rw-r----- 1 gateway adm  38M Jun 12 09:41 access.json.log
-rw-r----- 1 gateway adm 212K Jun 12 09:38 error.log"""),
        p.run(f"jq -r '.status' {f} | sort | uniq -c | sort -rn", """ 148213 200
   9921 304
   2210 404
    311 502
     87 500
     65 429
     41 401""", duration=5.0),
        p.run(f"jq -c 'select(.status >= 500)' {f} | wc -l", "412", duration=5.0),
        p.run(f"jq -r 'select(.status == 502) | .upstream' {f} | sort | uniq -c", "    300 10.0.3.21:7000\n     11 10.0.3.22:7000", duration=5.0),
        p.run(f"jq -r 'select(.status == 502) | .ts' {f} | sed -n '1p;$p'", "2024-06-11T02:14:07.118Z\n2024-06-11T23:41:55.902Z", duration=5.0),
        p.run(f"jq -s 'map(.duration_ms) | add / length' {f}", "48.71593181637322", duration=8.0),
        p.run(f"jq -r 'select(.status == 429) | .client_ip' {f} | sort | uniq -c | sort -rn | head -n 3", "     38 203.0.113.77\n     19 198.51.100.23\n      5 192.0.2.61", duration=5.0),
        p.run(f"wc -l {f}", f"160848 {f}"),
    ]
    rs.add("terminal", "h53-terminal-13", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="select(.status >= 500) counts 412 lines but the status breakdown of the same static file gives 311 (502) + 87 (500) = 398")


# ---------------------------------------------------------------------------------------------------
# 14 cron (bad, turn 5): weekly digest's day-of-week reads 0 though it was 1 and only the nightly line was edited

def t14(rs: RowSet) -> None:
    p = Pane("root", "batch-01", "/root")
    state = p.prompt

    def tab(nightly: str, weekly_dow: str) -> str:
        return f"""# Edit this file to introduce tasks to be run by cron.
#
# m h  dom mon dow   command
MAILTO=reports-alerts@corp.example
PATH=/usr/local/bin:/usr/bin:/bin
#
# nightly warehouse extract
{nightly} * * * /opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1
# hourly KPI refresh (business hours)
5 8-19 * * 1-5 /opt/reports/bin/kpi_refresh.py --quiet
# weekly digest to leadership
0 6 * * {weekly_dow} /opt/reports/bin/weekly_digest.sh --send
# month-end close pack
30 4 1 * * /opt/reports/bin/month_close.sh
# purge scratch tables
*/20 * * * * /opt/reports/bin/purge_scratch.sh >/dev/null 2>&1"""
    cleanup = "# clean report exports older than 30 days\nSHELL=/bin/bash\n17 1 * * * reports find /srv/reports/exports -type f -mtime +30 -delete"
    csz = len(cleanup.encode()) + 1
    turns = [
        p.run("crontab -l -u reports", tab("15 2", "1")),
        p.run("crontab -l -u reports | sed 's#^15 2 \\* \\* \\* /opt/reports/bin/nightly.sh#45 3 * * * /opt/reports/bin/nightly.sh#' | crontab -u reports - && crontab -l -u reports | grep nightly",
              "# nightly warehouse extract\n45 3 * * * /opt/reports/bin/nightly.sh >> /var/log/reports/nightly.log 2>&1"),
        p.run("ls -l /etc/cron.d/", f"""total 16
-rw-r--r-- 1 root root 201 Feb 14 09:11 e2scrub_all
-rw-r--r-- 1 root root 712 Jan 15 13:20 php
-rw-r--r-- 1 root root {csz} May 30 10:44 reports-cleanup
-rw-r--r-- 1 root root 396 Feb 28 16:07 sysstat"""),
        p.run("cat /etc/cron.d/reports-cleanup", cleanup),
        p.run("crontab -l -u reports", tab("45 3", "0")),
        p.run("grep -E '(CRON|cron|crontab)\\[' /var/log/syslog | tail -n 8", """2024-06-19T10:17:01.334120+00:00 batch-01 CRON[88102]: (root) CMD (cd / && run-parts --report /etc/cron.hourly)
2024-06-19T10:20:01.431092+00:00 batch-01 CRON[88211]: (reports) CMD (/opt/reports/bin/purge_scratch.sh >/dev/null 2>&1)
2024-06-19T10:22:31.874410+00:00 batch-01 crontab[88301]: (root) LIST (reports)
2024-06-19T10:23:48.102377+00:00 batch-01 crontab[88388]: (root) LIST (reports)
2024-06-19T10:23:48.109954+00:00 batch-01 crontab[88390]: (root) REPLACE (reports)
2024-06-19T10:23:48.115230+00:00 batch-01 crontab[88391]: (root) LIST (reports)
2024-06-19T10:24:01.005817+00:00 batch-01 cron[712]: (reports) RELOAD (crontabs/reports)
2024-06-19T10:25:37.660921+00:00 batch-01 crontab[88420]: (root) LIST (reports)"""),
        p.run("systemctl status cron --no-pager | head -n 8", """● cron.service - Regular background program processing daemon
     Loaded: loaded (/usr/lib/systemd/system/cron.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-06-04 07:31:18 UTC; 2 weeks 1 day ago
       Docs: man:cron(8)
   Main PID: 712 (cron)
      Tasks: 1 (limit: 18953)
     Memory: 2.1M (peak: 31.4M)
        CPU: 38.904s"""),
    ]
    rs.add("terminal", "h53-terminal-14", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="crontab -l shows the weekly digest at '0 6 * * 0' where it was '0 6 * * 1'; the sed only changed the nightly line")


# ---------------------------------------------------------------------------------------------------
# 15 anacron (bad, turn 5): cron.weekly timestamp goes back from 20240607 to 20240604 though only cron.daily ran

def t15(rs: RowSet) -> None:
    p = Pane("root", "kiosk-07", "/root")
    state = p.prompt
    cmd = "anacron -d -n -s"
    part = "Anacron 2.3 started on 2024-06-12\nWill run job `cron.daily'\nJobs will be executed sequentially\nJob `cron.daily' started"

    def spool(daily: str, monthly: str, weekly: str) -> str:
        return (f"==> /var/spool/anacron/cron.daily <==\n{daily}\n\n==> /var/spool/anacron/cron.monthly <==\n{monthly}\n\n"
                f"==> /var/spool/anacron/cron.weekly <==\n{weekly}")
    turns = [
        p.run("cat /etc/anacrontab", """# /etc/anacrontab: configuration file for anacron

# See anacron(8) and anacrontab(5) for details.

SHELL=/bin/sh
HOME=/root
LOGNAME=root

# These replace cron's entries
1	5	cron.daily	run-parts --report /etc/cron.daily
7	10	cron.weekly	run-parts --report /etc/cron.weekly
@monthly	15	cron.monthly	run-parts --report /etc/cron.monthly"""),
        p.run("head /var/spool/anacron/*", spool("20240610", "20240603", "20240607")),
        started(p, cmd, part, duration=5.0),
        finished(p, cmd, part + "\nJob `cron.daily' terminated\nNormal exit (1 job run)", duration=30.0),
        p.run("head /var/spool/anacron/*", spool("20240612", "20240603", "20240604")),
        p.run("ls -l /etc/cron.daily/", """total 28
-rwxr-xr-x 1 root root  376 Nov 11  2022 apport
-rwxr-xr-x 1 root root 1478 Mar 22  2023 apt-compat
-rwxr-xr-x 1 root root  123 Dec  5  2022 dpkg
-rwxr-xr-x 1 root root  201 Jan  8 16:22 kiosk-cleanup
-rwxr-xr-x 1 root root  377 Jan 24  2023 logrotate
-rwxr-xr-x 1 root root 1395 Dec  7  2022 man-db
-rwxr-xr-x 1 root root  214 Mar 27  2023 update-notifier-common"""),
        p.run("grep anacron /var/log/syslog | tail -n 6", """2024-06-12T09:41:07.118203+00:00 kiosk-07 anacron[14021]: Anacron 2.3 started on 2024-06-12
2024-06-12T09:41:07.120455+00:00 kiosk-07 anacron[14021]: Will run job `cron.daily'
2024-06-12T09:41:07.120508+00:00 kiosk-07 anacron[14021]: Jobs will be executed sequentially
2024-06-12T09:41:07.121390+00:00 kiosk-07 anacron[14021]: Job `cron.daily' started
2024-06-12T09:41:36.802211+00:00 kiosk-07 anacron[14021]: Job `cron.daily' terminated
2024-06-12T09:41:36.802930+00:00 kiosk-07 anacron[14021]: Normal exit (1 job run)"""),
    ]
    rs.add("terminal", "h53-terminal-15", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="cron.weekly timestamp reads 20240604 after reading 20240607, though anacron ran only cron.daily")


# ---------------------------------------------------------------------------------------------------
# 16 at / batch (clean): add, list (unordered), remove, batch job runs and leaves the queue

def t16(rs: RowSet) -> None:
    p = Pane("maria", "build-03", "/home/maria/jobs")
    state = p.prompt
    j14 = "14\tThu Jun 13 02:00:00 2024 a maria"
    j15 = "15\tFri Jun 14 02:00:00 2024 a maria"
    j16 = "16\tWed Jun 12 23:30:00 2024 a maria"
    warn = "warning: commands will be executed using /bin/sh"
    turns = [
        p.run("atq", f"{j14}\n{j15}"),
        p.run('echo "/home/maria/jobs/reindex.sh" | at 23:30', f"{warn}\njob 16 at Wed Jun 12 23:30:00 2024"),
        p.run("atq", f"{j16}\n{j14}\n{j15}"),
        p.run("at -c 14 | tail -n 8", """cd /home/maria/jobs || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}
${SHELL:-/bin/sh} << 'marcinDELIMITER3f1b6c2a'
/home/maria/jobs/backup_db.sh --full

marcinDELIMITER3f1b6c2a"""),
        p.run("atrm 15 && atq", f"{j16}\n{j14}"),
        p.run('echo "make -C /home/maria/src/libfoo test > /home/maria/jobs/libfoo-test.log 2>&1" | batch', f"{warn}\njob 17 at Wed Jun 12 10:41:00 2024"),
        p.run("atq", f"17\tWed Jun 12 10:41:00 2024 = maria\n{j16}\n{j14}"),
        p.run("sleep 45; tail -n 5 libfoo-test.log", """PASS: test_parse_header (0.004s)
PASS: test_roundtrip_utf8 (0.118s)
PASS: test_stream_large (2.907s)
============================================================================
# TOTAL: 42  # PASS: 42  # SKIP: 0  # FAIL: 0""", duration=50.0),
        p.run("atq", f"{j16}\n{j14}"),
        p.run("ls -l /var/spool/cron/atjobs/", "ls: cannot open directory '/var/spool/cron/atjobs/': Permission denied"),
    ]
    rs.add("terminal", "h53-terminal-16", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 17 supervisorctl (clean): fix a FATAL program, update, restart a group (new PIDs, uptimes move on)

def t17(rs: RowSet) -> None:
    p = Pane("root", "worker-5", "/etc/supervisor/conf.d")
    state = p.prompt

    def st(rows: list[tuple[str, str, str]]) -> str:
        return "\n".join(f"{n:<32} {s:<10}{d}" for n, s, d in rows)
    flower = ("flower", "STOPPED", "Jun 05 08:01 AM")
    turns = [
        p.run("supervisorctl status", st([
            ("celery-beat", "RUNNING", "pid 2211, uptime 6 days, 2:14:09"),
            ("celery-worker:celery-worker_00", "RUNNING", "pid 2209, uptime 6 days, 2:14:09"),
            ("celery-worker:celery-worker_01", "RUNNING", "pid 2210, uptime 6 days, 2:14:09"),
            flower,
            ("webhook-relay", "FATAL", "Exited too quickly (process log may have details)")])),
        p.run("supervisorctl tail webhook-relay stderr", """  File "/opt/webhook-relay/relay.py", line 18, in <module>
    TOKEN = os.environ["RELAY_TOKEN"]
            ~~~~~~~~~~^^^^^^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: 'RELAY_TOKEN'
Traceback (most recent call last):
  File "/opt/webhook-relay/relay.py", line 18, in <module>
    TOKEN = os.environ["RELAY_TOKEN"]
            ~~~~~~~~~~^^^^^^^^^^^^^^^
  File "<frozen os>", line 714, in __getitem__
KeyError: 'RELAY_TOKEN'"""),
        p.run("cat webhook-relay.conf", """[program:webhook-relay]
command=/opt/webhook-relay/venv/bin/python /opt/webhook-relay/relay.py
directory=/opt/webhook-relay
user=relay
autostart=true
autorestart=true
startsecs=5
startretries=3
environment=RELAY_URL="https://hooks.internal/ingest",RELAY_BATCH="50"
stdout_logfile=/var/log/supervisor/webhook-relay.out.log
stderr_logfile=/var/log/supervisor/webhook-relay.err.log"""),
        p.run("sed -i 's|^environment=.*|&,RELAY_TOKEN=\"%(ENV_RELAY_TOKEN)s\"|' webhook-relay.conf && grep ^environment webhook-relay.conf && supervisorctl reread",
              'environment=RELAY_URL="https://hooks.internal/ingest",RELAY_BATCH="50",RELAY_TOKEN="%(ENV_RELAY_TOKEN)s"\nwebhook-relay: changed'),
        p.run("supervisorctl update", "webhook-relay: stopped\nwebhook-relay: updated process group", duration=2.0),
        p.run("supervisorctl status", st([
            ("celery-beat", "RUNNING", "pid 2211, uptime 6 days, 2:17:40"),
            ("celery-worker:celery-worker_00", "RUNNING", "pid 2209, uptime 6 days, 2:17:40"),
            ("celery-worker:celery-worker_01", "RUNNING", "pid 2210, uptime 6 days, 2:17:40"),
            flower,
            ("webhook-relay", "RUNNING", "pid 30412, uptime 0:00:07")])),
        p.run("supervisorctl restart 'celery-worker:*'", """celery-worker:celery-worker_00: stopped
celery-worker:celery-worker_01: stopped
celery-worker:celery-worker_00: started
celery-worker:celery-worker_01: started""", duration=8.0),
        p.run("supervisorctl status", st([
            ("celery-beat", "RUNNING", "pid 2211, uptime 6 days, 2:19:14"),
            ("celery-worker:celery-worker_00", "RUNNING", "pid 30588, uptime 0:00:12"),
            ("celery-worker:celery-worker_01", "RUNNING", "pid 30589, uptime 0:00:12"),
            flower,
            ("webhook-relay", "RUNNING", "pid 30412, uptime 0:01:41")])),
    ]
    rs.add("terminal", "h53-terminal-17", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 18 pm2 (bad, turn 10): queue-consumer's restart counter is back at 17 after pm2 restart had made it 18

PM2_HEAD = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]


def pm2_row(i: str, name: str, ver: str, mode: str, pid: str, up: str, rst: str, status: str, cpu: str, mem: str) -> list[str]:
    return [i, name, "default", ver, mode, pid, up, rst, status, cpu, mem, "node", "disabled"]


def kv_box(rows: list[tuple[str, str]]) -> str:
    w1 = max(len(k) for k, _ in rows) + 1
    w2 = max(len(v) for _, v in rows) + 1
    top = "┌" + "─" * (w1 + 1) + "┬" + "─" * (w2 + 1) + "┐"
    bot = "└" + "─" * (w1 + 1) + "┴" + "─" * (w2 + 1) + "┘"
    return "\n".join([top, *(f"│ {k.ljust(w1)}│ {v.ljust(w2)}│" for k, v in rows), bot])


def t18(rs: RowSet) -> None:
    p = Pane("node", "app-edge", "/home/node/apps")
    state = p.prompt
    A = "2.14.0"
    Q = "1.9.2"
    t1 = box(PM2_HEAD, [
        pm2_row("0", "api", A, "cluster", "48211", "3D", "3", "online", "0.3%", "88.1mb"),
        pm2_row("1", "api", A, "cluster", "48225", "3D", "3", "online", "0.2%", "86.4mb"),
        pm2_row("2", "queue-consumer", Q, "fork", "48240", "3D", "17", "online", "1.1%", "121.7mb"),
        pm2_row("3", "cron-sync", "0.4.0", "fork", "0", "0", "0", "stopped", "0%", "0b")])
    t4 = box(PM2_HEAD, [
        pm2_row("0", "api", A, "cluster", "48211", "3D", "3", "online", "0.4%", "88.3mb"),
        pm2_row("1", "api", A, "cluster", "48225", "3D", "3", "online", "0.2%", "86.4mb"),
        pm2_row("2", "queue-consumer", Q, "fork", "61872", "0s", "18", "online", "0%", "38.2mb"),
        pm2_row("3", "cron-sync", "0.4.0", "fork", "0", "0", "0", "stopped", "0%", "0b")])
    t5 = box(PM2_HEAD, [
        pm2_row("0", "api", A, "cluster", "48211", "3D", "3", "online", "0.2%", "88.4mb"),
        pm2_row("1", "api", A, "cluster", "48225", "3D", "3", "online", "0.3%", "86.6mb"),
        pm2_row("2", "queue-consumer", Q, "fork", "61872", "52s", "18", "online", "0.9%", "104.5mb"),
        pm2_row("3", "cron-sync", "0.4.0", "fork", "0", "0", "0", "stopped", "0%", "0b"),
        pm2_row("4", "api", A, "cluster", "61990", "0s", "0", "online", "0%", "41.7mb")])
    t6 = box(PM2_HEAD, [
        pm2_row("0", "api", A, "cluster", "48211", "3D", "3", "online", "0.3%", "88.4mb"),
        pm2_row("1", "api", A, "cluster", "48225", "3D", "3", "online", "0.2%", "86.7mb"),
        pm2_row("2", "queue-consumer", Q, "fork", "61872", "71s", "18", "online", "1.0%", "109.9mb"),
        pm2_row("4", "api", A, "cluster", "61990", "19s", "0", "online", "0.1%", "79.2mb")])
    t10 = box(PM2_HEAD, [
        pm2_row("0", "api", A, "cluster", "48211", "3D", "3", "online", "0.3%", "88.9mb"),
        pm2_row("1", "api", A, "cluster", "48225", "3D", "3", "online", "0.2%", "86.9mb"),
        pm2_row("2", "queue-consumer", Q, "fork", "61872", "5m", "17", "online", "1.2%", "118.3mb"),
        pm2_row("4", "api", A, "cluster", "61990", "4m", "0", "online", "0.2%", "84.0mb")])
    desc = " Describing process with id 2 - name queue-consumer \n" + kv_box([
        ("status", "online"), ("name", "queue-consumer"), ("namespace", "default"), ("version", Q),
        ("restarts", "17"), ("uptime", "3D"), ("script path", "/home/node/apps/queue-consumer/dist/main.js"),
        ("script args", "N/A"), ("error log path", "/home/node/.pm2/logs/queue-consumer-error.log"),
        ("out log path", "/home/node/.pm2/logs/queue-consumer-out.log"), ("pid path", "/home/node/.pm2/pids/queue-consumer-2.pid"),
        ("interpreter", "node"), ("interpreter args", "N/A"), ("script id", "2"), ("exec cwd", "/home/node/apps/queue-consumer"),
        ("exec mode", "fork_mode"), ("node.js version", "20.12.2"), ("node env", "production"), ("watch & reload", "✘"),
        ("unstable restarts", "0"), ("created at", "2024-05-02T09:30:11.902Z")])
    upd = "Use --update-env to update environment variables"
    pre = "2|queue-co | "
    turns = [
        p.run("pm2 ls", t1),
        p.run("pm2 describe queue-consumer", desc),
        p.run("pm2 logs queue-consumer --lines 4 --nostream", f"""[TAILING] Tailing last 4 lines for [queue-consumer] process (change the value with --lines option)
/home/node/.pm2/logs/queue-consumer-out.log last 4 lines:
{pre}2024-06-12T10:50:41.220Z consumed batch=500 acked=500 lag=14
{pre}2024-06-12T10:51:02.118Z consumed batch=500 acked=500 lag=12
{pre}2024-06-12T10:51:24.907Z consumed batch=500 acked=499 nacked=1 lag=19
{pre}2024-06-12T10:51:45.330Z consumed batch=500 acked=500 lag=11

/home/node/.pm2/logs/queue-consumer-error.log last 4 lines:
{pre}2024-06-11T22:40:19.772Z WARN amqp heartbeat missed, reconnecting
{pre}2024-06-11T22:40:20.015Z WARN amqp reconnected to mq-01.internal:5672
{pre}2024-06-12T06:12:53.401Z ERROR nack order=o-877310 reason="schema: missing field currency"
{pre}2024-06-12T10:51:24.906Z ERROR nack order=o-882017 reason="schema: missing field currency\""""),
        p.run("pm2 restart queue-consumer", f"{upd}\n[PM2] Applying action restartProcessId on app [queue-consumer](ids: [ 2 ])\n[PM2] [queue-consumer](2) ✓\n{t4}"),
        p.run("pm2 scale api 3", f"[PM2] Scaling up application\n{t5}", duration=3.0),
        p.run("pm2 delete cron-sync", f"[PM2] Applying action deleteProcessId on app [cron-sync](ids: [ 3 ])\n[PM2] [cron-sync](3) ✓\n{t6}"),
        p.run("pm2 save", "[PM2] Saving current process list...\n[PM2] Successfully saved in /home/node/.pm2/dump.pm2"),
        p.run("pm2 env 2 | grep -E '^(NODE_ENV|QUEUE_URL|PREFETCH)'", "NODE_ENV: production\nQUEUE_URL: amqp://mq-01.internal:5672/orders\nPREFETCH: 500"),
        p.run("pm2 logs queue-consumer --lines 3 --nostream --out", f"""[TAILING] Tailing last 3 lines for [queue-consumer] process (change the value with --lines option)
/home/node/.pm2/logs/queue-consumer-out.log last 3 lines:
{pre}2024-06-12T10:57:19.604Z consumed batch=500 acked=500 lag=9
{pre}2024-06-12T10:57:41.052Z consumed batch=500 acked=500 lag=8
{pre}2024-06-12T10:58:02.771Z consumed batch=500 acked=500 lag=10"""),
        p.run("pm2 ls", t10),
        p.run("pm2 reload api", f"{upd}\n[PM2] Applying action reloadProcessId on app [api](ids: [ 0, 1, 4 ])\n[PM2] [api](0) ✓\n[PM2] [api](1) ✓\n[PM2] [api](4) ✓", duration=6.0),
        p.run("pm2 jlist | jq -r '.[] | \"\\(.pm_id) \\(.name) \\(.pid) \\(.pm2_env.restart_time) \\(.pm2_env.status)\"'",
              "0 api 62418 4 online\n1 api 62433 4 online\n2 queue-consumer 61872 18 online\n4 api 62447 1 online"),
    ]
    rs.add("terminal", "h53-terminal-18", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="pm2 ls shows queue-consumer with 17 restarts (↺) though pm2 restart had raised it to 18 and the PID/uptime show no reset")


# ---------------------------------------------------------------------------------------------------
# 19 redis-cli (clean): update a hash, delete a key, TTL counts down, keyspace moves

def t19(rs: RowSet) -> None:
    p = Pane("root", "cache-01", "/root")
    state = p.prompt
    turns = [
        p.run("redis-cli INFO keyspace", "# Keyspace\ndb0:keys=18234,expires=17902,avg_ttl=1732011\ndb2:keys=412,expires=0,avg_ttl=0\n"),
        p.run("redis-cli --scan --pattern 'session:*' --count 1000 | head -n 5", """session:4be0d71c92
session:9f1c2ab0e7
session:0a7731fd5e
session:e2c98b1047
session:71d4a0c3b9"""),
        p.run("redis-cli TTL session:9f1c2ab0e7", "(integer) 1423"),
        p.run("redis-cli -n 2 HGETALL feature:flags", """1) "checkout_v2"
2) "off"
3) "dark_mode"
4) "on"
5) "reco_widget"
6) "on"
7) "legacy_banner"
8) "off\""""),
        p.run("redis-cli -n 2 HSET feature:flags checkout_v2 on new_search off", "(integer) 1"),
        p.run("redis-cli -n 2 HGETALL feature:flags", """ 1) "checkout_v2"
 2) "on"
 3) "dark_mode"
 4) "on"
 5) "reco_widget"
 6) "on"
 7) "legacy_banner"
 8) "off"
 9) "new_search"
10) "off\""""),
        p.run("redis-cli -n 2 DEL promo:spring24", "(integer) 1"),
        p.run("redis-cli TTL session:9f1c2ab0e7", "(integer) 1361"),
        p.run("redis-cli INFO keyspace", "# Keyspace\ndb0:keys=18251,expires=17919,avg_ttl=1729544\ndb2:keys=411,expires=0,avg_ttl=0\n"),
    ]
    rs.add("terminal", "h53-terminal-19", SYSTEM, turns, state=state)


# ---------------------------------------------------------------------------------------------------
# 20 memcached (bad, turn 6): curr_items 1207 after two new keys and one delete from 1204 on an idle staging box

def t20(rs: RowSet) -> None:
    p = Pane("ubuntu", "mc-stage", "/home/ubuntu")
    state = p.prompt
    stats = ("echo stats | nc -q1 127.0.0.1 11211 | grep -E "
             "'STAT (pid|uptime|curr_connections|cmd_get|cmd_set|get_hits|get_misses|delete_hits|bytes|curr_items|total_items) '")

    def st(uptime: int, cmd_get: int, cmd_set: int, hits: int, misses: int, dels: int, nbytes: int, curr: int, total: int) -> str:
        return f"""STAT pid 884
STAT uptime {uptime}
STAT curr_connections 2
STAT cmd_get {cmd_get}
STAT cmd_set {cmd_set}
STAT get_hits {hits}
STAT get_misses {misses}
STAT delete_hits {dels}
STAT bytes {nbytes}
STAT curr_items {curr}
STAT total_items {total}"""
    turns = [
        p.run("systemctl status memcached --no-pager | head -n 10", """● memcached.service - memcached daemon
     Loaded: loaded (/usr/lib/systemd/system/memcached.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-06-06 13:12:40 UTC; 5 days ago
       Docs: man:memcached(1)
   Main PID: 884 (memcached)
      Tasks: 10 (limit: 4558)
     Memory: 7.3M (peak: 8.1M)
        CPU: 3min 12.551s
     CGroup: /system.slice/memcached.service
             └─884 /usr/bin/memcached -m 64 -p 11211 -u memcache -l 127.0.0.1 -P /var/run/memcached/memcached.pid"""),
        p.run(stats, st(506240, 48211, 9934, 40102, 8109, 311, 1487263, 1204, 9934)),
        p.run("printf 'get cfg:rate_limit cfg:region cfg:legacy_mode\\r\\nquit\\r\\n' | nc -q1 127.0.0.1 11211", "VALUE cfg:legacy_mode 0 1\n1\nEND"),
        p.run("printf 'set cfg:rate_limit 0 0 3\\r\\n250\\r\\nset cfg:region 0 0 7\\r\\neu-west\\r\\nquit\\r\\n' | nc -q1 127.0.0.1 11211", "STORED\nSTORED"),
        p.run("printf 'delete cfg:legacy_mode\\r\\nquit\\r\\n' | nc -q1 127.0.0.1 11211", "DELETED"),
        p.run(stats, st(506331, 48214, 9936, 40103, 8111, 312, 1487335, 1207, 9936)),
        p.run("systemctl show memcached -p MainPID -p NRestarts -p ActiveEnterTimestamp", """MainPID=884
NRestarts=0
ActiveEnterTimestamp=Thu 2024-06-06 13:12:40 UTC"""),
    ]
    rs.add("terminal", "h53-terminal-20", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="curr_items is 1207 but 1204 items plus two new keys minus one delete allows at most 1205 on a box with no other clients")


# ---------------------------------------------------------------------------------------------------
# 21 rabbitmqctl (bad, turn 3): server_version reports 3.12.14 right after status reported 3.12.13

def t21(rs: RowSet) -> None:
    p = Pane("root", "mq-01", "/root")
    state = p.prompt
    lq = "rabbitmqctl list_queues -p /orders name messages consumers durable"
    lq_head = "Timeout: 60.0 seconds ...\nListing queues for vhost /orders ...\nname\tmessages\tconsumers\tdurable\n"
    turns = [
        p.run("rabbitmqctl status | head -n 22", """Status of node rabbit@mq-01 ...
Runtime

OS PID: 1033
OS: Linux
Uptime (seconds): 1209344
Is under maintenance?: false
RabbitMQ version: 3.12.13
RabbitMQ release series support status: supported
Node name: rabbit@mq-01
Erlang configuration: Erlang/OTP 26 [erts-14.2.3] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit:ns]
Crypto library: OpenSSL 3.0.13 30 Jan 2024
Erlang processes: 1184 used, 1048576 limit
Scheduler run queue: 1
Cluster heartbeat timeout (net_ticktime): 60

Plugins

Enabled plugin file: /etc/rabbitmq/enabled_plugins
Enabled plugins:

 * rabbitmq_prometheus""", duration=3.0),
        p.run(lq, lq_head + """orders.created	0	4	true
orders.paid	3	4	true
orders.shipped	0	2	true
orders.deadletter	1182	0	true
orders.tmp.migr	0	0	false
billing.invoices	27	1	true""", duration=2.0),
        p.run("rabbitmq-diagnostics server_version", "Asking node rabbit@mq-01 for its RabbitMQ version...\n3.12.14", duration=2.0),
        p.run('rabbitmqctl add_user billing-svc "$(cat /root/.secrets/billing-svc.pw)"', """Adding user "billing-svc" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more."""),
        p.run("rabbitmqctl set_permissions -p /orders billing-svc '^billing\\..*' '^billing\\..*' '^(orders\\.created|billing\\..*)'",
              'Setting permissions for user "billing-svc" in vhost "/orders" ...'),
        p.run("rabbitmqctl list_permissions -p /orders", """Listing permissions for vhost "/orders" ...
user	configure	write	read
admin	.*	.*	.*
orders-svc	^orders\\..*	^orders\\..*	^orders\\..*
billing-svc	^billing\\..*	^billing\\..*	^(orders\\.created|billing\\..*)"""),
        p.run("rabbitmqctl purge_queue -p /orders orders.deadletter", "Purging queue 'orders.deadletter' in vhost '/orders' ..."),
        p.run(lq, lq_head + """orders.created	1	4	true
orders.paid	0	4	true
orders.shipped	0	2	true
orders.deadletter	0	0	true
orders.tmp.migr	0	0	false
billing.invoices	24	1	true""", duration=2.0),
        p.run("rabbitmqctl delete_queue -p /orders orders.tmp.migr", "Deleting queue 'orders.tmp.migr' on vhost '/orders' ...\nQueue was successfully deleted with 0 messages"),
        p.run(lq, lq_head + """orders.created	0	4	true
orders.paid	2	4	true
orders.shipped	1	2	true
orders.deadletter	0	0	true
billing.invoices	25	1	true""", duration=2.0),
        p.run("rabbitmqctl list_users", """Listing users ...
user	tags
admin	[administrator]
billing-svc	[]
monitoring	[monitoring]
orders-svc	[]"""),
    ]
    rs.add("terminal", "h53-terminal-21", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="rabbitmq-diagnostics server_version answers 3.12.14 while status on the same node, no upgrade in between, said 3.12.13")


# ---------------------------------------------------------------------------------------------------
# 22 mosquitto (clean): live readings change, a retained config is set and another cleared

def t22(rs: RowSet) -> None:
    p = Pane("pi", "gateway-lab", "/home/pi")
    state = p.prompt
    fan = 'config/greenhouse/fan {"mode":"auto","threshold":27.5}'
    turns = [
        p.run("mosquitto -h | head -n 3", "mosquitto version 2.0.18\n\nmosquitto is an MQTT v5.0/v3.1.1/v3.1 broker."),
        p.run("mosquitto_sub -h localhost -t 'sensors/#' -v -C 6", """sensors/greenhouse/temp 23.4
sensors/greenhouse/humidity 61
sensors/shed/temp 19.8
sensors/greenhouse/temp 23.5
sensors/greenhouse/soil/1 412
sensors/greenhouse/humidity 60""", duration=15.0),
        p.run("mosquitto_pub -h localhost -t 'config/greenhouse/fan' -m '{\"mode\":\"auto\",\"threshold\":27.5}' -r -q 1"),
        p.run("mosquitto_sub -h localhost -t 'config/#' -v -C 2", fan + '\nconfig/greenhouse/lights {"on":"06:00","off":"20:30"}'),
        p.run("mosquitto_pub -h localhost -t 'config/greenhouse/lights' -r -n"),
        p.run("timeout 3 mosquitto_sub -h localhost -t 'config/#' -v; echo \"exit=$?\"", fan + "\nexit=124", duration=4.0),
        p.run("mosquitto_sub -h localhost -t '$SYS/broker/version' -t '$SYS/broker/uptime' -t '$SYS/broker/clients/connected' -v -C 3", """$SYS/broker/version mosquitto version 2.0.18
$SYS/broker/uptime 864211 seconds
$SYS/broker/clients/connected 4"""),
    ]
    rs.add("terminal", "h53-terminal-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
