"""Agents use the world model: verify a plan against rules, serve the simulator to programs.

- rules.py: the rules a plan is judged by (TOML), and how one rule judges one step;
- jsonpath.py: the small JSON path language of rules on tool results;
- plan.py: a plan file (actions in a domain's own format, optionally with recorded observations);
- fsview.py: the file-system facts the fact engine established (terminal and SWE), step by step;
- simulators.py: one step through the model process (or an in-process engine);
- verify.py: a plan simulated into saved sessions, K samples, a verdict;
- service.py: sessions and steps for servers (one engine, a bounded queue);
- mcp_server.py, http_server.py: the MCP (stdio) and HTTP front ends of the service.
"""
