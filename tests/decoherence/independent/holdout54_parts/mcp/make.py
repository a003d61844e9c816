# ruff: noqa: E501
"""Held-out set 54, domain ``mcp``: 22 simulated MCP-server trajectories, 11 with exactly one contradiction.

Each trajectory drives a different server (smart home, places and weather, travel, media, fitness). The
system prompt is a shortened form of the official Tool World Model prompt with the server's tools as JSON
schemas; actions are tool calls and observations are the raw JSON or MCP text content the server returns.
Labels give the 1-based turn whose observation first contradicts an earlier one.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, call, mcp_text, pj, tool

PROMPT = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

Your goal is to be as faithful as possible to real tool behavior while maintaining consistency, logical correctness, and protocol compliance across the interaction sequence.

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

---

# Environment Management

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Resources must be created before they can be queried or modified, changes made in earlier turns must be reflected in later queries, and operations on deleted resources should return errors.

---

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters (`readableTime`) | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors: argument validation errors (pydantic-style details), resource not found (`404 Not Found` or `status: error`), service unavailable, permission denied (`403 Forbidden`), timeouts (`Connection timed out after Xs`). Infer the error format from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

You can simulate the following tools of the `{server}` MCP server ({purpose}):

{tool_definitions}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON)
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings
3. **Realistic Details**: Include plausible resource identifiers, timestamps, counts, measurements and generated content
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.
"""


def system(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return (PROMPT.replace("{server}", server).replace("{purpose}", purpose)
            .replace("{tool_definitions}", json.dumps(tools, indent=2, ensure_ascii=False)))


def P(kind: str, desc: str, **extra: Any) -> dict[str, Any]:
    return {"type": kind, "description": desc, **extra}


def iso(dt: datetime) -> str:
    s = dt.strftime("%Y-%m-%dT%H:%M:%S")
    off = dt.utcoffset()
    if off is None or off == timedelta(0):
        return s + "Z"
    total = int(off.total_seconds() // 60)
    sign = "+" if total >= 0 else "-"
    return s + f"{sign}{abs(total) // 60:02d}:{abs(total) % 60:02d}"


def epoch(dt: datetime) -> int:
    return int(dt.timestamp())


UTC = timezone.utc


# ---------------------------------------------------------------- 01 Home Assistant (clean)
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_entities", "List Home Assistant entities, optionally filtered by domain or a search query. Returns a JSON array of lean entity objects.",
             {"domain": P("string", "Entity domain, e.g. light, sensor, switch"), "search_query": P("string", "Substring match on entity_id or friendly_name"),
              "limit": P("integer", "Maximum number of entities", default=100)}, []),
        tool("get_entity", "Get the full state object of one entity.", {"entity_id": P("string", "Entity id"), "detailed": P("boolean", "Include all attributes", default=False)}, ["entity_id"]),
        tool("entity_action", "Turn an entity on, off or toggle it, with optional service data.",
             {"entity_id": P("string", "Entity id"), "action": P("string", "on | off | toggle", enum=["on", "off", "toggle"]), "params": P("object", "Extra service data, e.g. brightness_pct")}, ["entity_id", "action"]),
        tool("list_automations", "List automations with their id, alias, state and last_triggered.", {}, []),
        tool("call_service", "Call any Home Assistant service. Returns the list of states that changed.",
             {"domain": P("string", "Service domain"), "service": P("string", "Service name"), "data": P("object", "Service data")}, ["domain", "service"]),
        tool("get_history", "State history of one entity over the last N hours.", {"entity_id": P("string", "Entity id"), "hours": P("integer", "Look-back window in hours", default=24)}, ["entity_id"]),
        tool("restart_ha", "Restart Home Assistant Core. Use with care.", {}, []),
    ]
    sysp = system("home-assistant", "Home Assistant 2024.11.2 at http://homeassistant.local:8123, REST API wrapper", tools)
    lights = [
        ("light.living_room_ceiling", "Living Room Ceiling", "off", None, 2700, "2024-11-14T16:41:07.118243+00:00"),
        ("light.living_room_floor_lamp", "Living Room Floor Lamp", "on", 128, 2200, "2024-11-14T17:55:42.661019+00:00"),
        ("light.kitchen_island", "Kitchen Island", "on", 230, 3000, "2024-11-14T18:30:02.004712+00:00"),
        ("light.hallway", "Hallway", "off", None, 2700, "2024-11-14T18:47:19.530881+00:00"),
        ("light.bedroom_main", "Bedroom Main", "off", None, 2700, "2024-11-14T07:12:55.902345+00:00"),
        ("light.office_desk", "Office Desk", "on", 204, 4000, "2024-11-14T13:05:31.227716+00:00"),
    ]
    out1 = []
    for eid, name, st, bri, kelvin, lc in lights:
        attrs: dict[str, Any] = {"friendly_name": name, "supported_color_modes": ["color_temp"], "color_mode": "color_temp" if st == "on" else None,
                                 "brightness": bri, "color_temp_kelvin": kelvin if st == "on" else None}
        out1.append({"entity_id": eid, "state": st, "last_changed": lc, "attributes": attrs})
    turns = [(call("list_entities", domain="light", limit=20), pj(out1))]
    on_at = "2024-11-14T19:02:13.905127+00:00"
    turns.append((call("entity_action", entity_id="light.living_room_ceiling", action="on", params={"brightness_pct": 60}),
                  pj({"success": True, "changed_states": [{
                      "entity_id": "light.living_room_ceiling", "state": "on",
                      "attributes": {"min_color_temp_kelvin": 2202, "max_color_temp_kelvin": 6535, "supported_color_modes": ["color_temp"],
                                     "color_mode": "color_temp", "brightness": 153, "color_temp_kelvin": 2700, "color_temp": 370,
                                     "friendly_name": "Living Room Ceiling", "supported_features": 40},
                      "last_changed": on_at, "last_reported": on_at, "last_updated": on_at,
                      "context": {"id": "01JCPX8M3H9D6W1V0NQ4T7ZB2K", "parent_id": None, "user_id": "8f3c1d2e7a6b4c59a0e1f2d3c4b5a697"}}]})))
    turns.append((call("get_entity", entity_id="sensor.living_room_temperature", detailed=True),
                  pj({"entity_id": "sensor.living_room_temperature", "state": "21.4",
                      "attributes": {"state_class": "measurement", "unit_of_measurement": "°C", "device_class": "temperature", "friendly_name": "Living Room Temperature"},
                      "last_changed": "2024-11-14T18:58:40.771203+00:00", "last_reported": "2024-11-14T19:01:40.770114+00:00", "last_updated": "2024-11-14T18:58:40.771203+00:00",
                      "context": {"id": "01JCPX1Q8ZK3B2R5M7N9P0S4T6", "parent_id": None, "user_id": None}})))
    autos = [
        {"id": "1699912345678", "entity_id": "automation.hallway_motion_light", "alias": "Hallway motion light", "state": "on", "mode": "restart", "current": 0, "last_triggered": "2024-11-14T18:47:18.994512+00:00"},
        {"id": "1701023456789", "entity_id": "automation.sunset_living_room", "alias": "Sunset - living room scene", "state": "on", "mode": "single", "current": 0, "last_triggered": "2024-11-14T16:41:06.880315+00:00"},
        {"id": "1702134567890", "entity_id": "automation.good_night", "alias": "Good night", "state": "on", "mode": "single", "current": 0, "last_triggered": "2024-11-13T23:14:52.120044+00:00"},
        {"id": "1705245678901", "entity_id": "automation.vacation_random_lights", "alias": "Vacation - random lights", "state": "off", "mode": "parallel", "current": 0, "last_triggered": "2024-08-24T21:03:00.004117+00:00"},
    ]
    turns.append((call("list_automations"), pj(autos)))
    off_at = "2024-11-14T19:03:26.114580+00:00"
    turns.append((call("call_service", domain="automation", service="turn_off", data={"entity_id": "automation.hallway_motion_light", "stop_actions": True}),
                  pj([{"entity_id": "automation.hallway_motion_light", "state": "off",
                       "attributes": {"id": "1699912345678", "last_triggered": "2024-11-14T18:47:18.994512+00:00", "mode": "restart", "current": 0,
                                      "max": 10, "friendly_name": "Hallway motion light"},
                       "last_changed": off_at, "last_reported": off_at, "last_updated": off_at,
                       "context": {"id": "01JCPXBT6F2G8H0J4K6M8N0Q2R", "parent_id": None, "user_id": "8f3c1d2e7a6b4c59a0e1f2d3c4b5a697"}}])))
    turns.append((call("get_history", entity_id="light.living_room_ceiling", hours=4),
                  pj([[
                      {"entity_id": "light.living_room_ceiling", "state": "on", "attributes": {"brightness": 179, "color_temp_kelvin": 2700, "friendly_name": "Living Room Ceiling"},
                       "last_changed": "2024-11-14T15:03:26.000000+00:00", "last_updated": "2024-11-14T15:03:26.000000+00:00"},
                      {"entity_id": "light.living_room_ceiling", "state": "off", "attributes": {"brightness": None, "color_temp_kelvin": None, "friendly_name": "Living Room Ceiling"},
                       "last_changed": "2024-11-14T16:41:07.118243+00:00", "last_updated": "2024-11-14T16:41:07.118243+00:00"},
                      {"entity_id": "light.living_room_ceiling", "state": "on", "attributes": {"brightness": 153, "color_temp_kelvin": 2700, "friendly_name": "Living Room Ceiling"},
                       "last_changed": on_at, "last_updated": on_at}]])))
    turns.append((call("get_entity", entity_id="sensor.living_room_temperature"),
                  pj({"entity_id": "sensor.living_room_temperature", "state": "21.6",
                      "attributes": {"unit_of_measurement": "°C", "friendly_name": "Living Room Temperature"},
                      "last_changed": "2024-11-14T19:03:40.802915+00:00"})))
    turns.append((call("restart_ha"), pj({"result": "Home Assistant restart initiated", "success": True, "message": "Core is restarting. The API will be unavailable for ~30-60 seconds."})))
    boot = "2024-11-14T19:04:52.336901+00:00"
    turns.append((call("get_entity", entity_id="automation.hallway_motion_light", detailed=True),
                  pj({"entity_id": "automation.hallway_motion_light", "state": "off",
                      "attributes": {"id": "1699912345678", "last_triggered": "2024-11-14T18:47:18.994512+00:00", "mode": "restart", "current": 0, "max": 10,
                                     "friendly_name": "Hallway motion light"},
                      "last_changed": boot, "last_reported": boot, "last_updated": boot,
                      "context": {"id": "01JCPXEZ0A1B3C5D7E9F1G3H5J", "parent_id": None, "user_id": None}})))
    rs.add("mcp", "h54-mcp-01", sysp, turns)


# ---------------------------------------------------------------- 02 Philips Hue (bad: renamed light back under old name)
def t02(rs: RowSet) -> None:
    tools = [
        tool("list_lights", "List all light services on the bridge (CLIP v2).", {}, []),
        tool("get_light", "Get one light service by id.", {"light_id": P("string", "Light service UUID")}, ["light_id"]),
        tool("rename_light", "Rename a light (updates metadata.name).", {"light_id": P("string", "Light service UUID"), "name": P("string", "New name, 1-32 characters")}, ["light_id", "name"]),
        tool("set_light_state", "Set on/off, brightness (0-100) and color temperature (mirek 153-500).",
             {"light_id": P("string", "Light service UUID"), "on": P("boolean", "Power"), "brightness": P("number", "Brightness percent"), "mirek": P("integer", "Color temperature in mirek")}, ["light_id"]),
        tool("list_rooms", "List rooms with their child devices and grouped_light service.", {}, []),
        tool("create_scene", "Create a scene in a room from the current state of the given lights.",
             {"name": P("string", "Scene name"), "room_id": P("string", "Room UUID"), "light_ids": P("array", "Light service UUIDs", items={"type": "string"})}, ["name", "room_id", "light_ids"]),
        tool("activate_scene", "Recall a scene.", {"scene_id": P("string", "Scene UUID"), "action": P("string", "active | dynamic_palette | static", default="active")}, ["scene_id"]),
    ]
    sysp = system("philips-hue", "Hue Bridge BSB002, API 1.66.1966060010, CLIP v2 at https://192.168.1.42/clip/v2", tools)
    L = [  # id, device id, v1 id, name, archetype, on, bri, mirek
        ["3f1a8c2e-5b7d-4e91-a0c6-1d2e3f4a5b60", "a91c0e7d-22f4-4b8a-9d61-7e0f3c2b1a58", "/lights/1", "Sofa Left", "classic_bulb", True, 64.57, 366],
        ["7c2e4d19-8a3b-4f60-b1d7-2e5c9a0f4b83", "b3d52f81-6c0e-4a79-8e24-1f9b7c3d0a62", "/lights/2", "Sofa Right", "classic_bulb", True, 64.57, 366],
        ["d84b1f07-3e92-4c5a-8f16-0a7b2c9d3e41", "c7e16a34-0b5d-48f2-a9c3-5d8e2f1b7a90", "/lights/3", "Hue color lamp 3", "sultan_bulb", False, 100.0, 233],
        ["12e9a6b3-f04c-4d87-9a25-6c1e8b3f7d02", "d2f07b58-9a1c-43e6-b5d8-0c4f6a2e9b13", "/lights/4", "Kitchen Pendant 1", "pendant_round", True, 87.8, 250],
        ["5a0d3c8e-71b6-4f29-84e0-b9c2d5a1f376", "e5a3c917-4d2b-4f80-a6e1-8b7c0d3f5e24", "/lights/5", "Kitchen Pendant 2", "pendant_round", True, 87.8, 250],
        ["90f6b2a7-4c13-4e58-b0d9-3a8e1f7c5b24", "f8b41d06-2e7a-4c93-b15f-9d6a3e0c2f87", "/lights/6", "Hallway", "ceiling_round", False, 40.16, 454],
        ["e3c7a105-9d28-4b6f-a3e4-7f0b1d5c8a69", "0a6e2c95-7f3b-4d18-9c40-2b5f8e1d6a73", "/lights/7", "Bedroom Bloom", "hue_bloom", False, 25.2, 447],
    ]

    def light(r: list[Any]) -> dict[str, Any]:
        return {"id": r[0], "id_v1": r[2], "owner": {"rid": r[1], "rtype": "device"}, "metadata": {"name": r[3], "archetype": r[4], "function": "mixed"},
                "on": {"on": r[5]}, "dimming": {"brightness": r[6], "min_dim_level": 0.2},
                "color_temperature": {"mirek": r[7], "mirek_valid": True, "mirek_schema": {"mirek_minimum": 153, "mirek_maximum": 500}},
                "mode": "normal", "type": "light"}

    turns = [(call("list_lights"), pj({"errors": [], "data": [light(r) for r in L]}))]
    lid = L[2][0]
    turns.append((call("rename_light", light_id=lid, name="Reading Lamp"), pj({"data": [{"rid": lid, "rtype": "light"}], "errors": []})))
    turns.append((call("set_light_state", light_id=lid, on=True, brightness=80, mirek=366), pj({"data": [{"rid": lid, "rtype": "light"}], "errors": []})))
    L[2][3], L[2][5], L[2][6], L[2][7] = "Reading Lamp", True, 80.0, 366
    full = light(L[2])
    full.update({"color": {"xy": {"x": 0.4573, "y": 0.41}, "gamut": {"red": {"x": 0.6915, "y": 0.3083}, "green": {"x": 0.17, "y": 0.7}, "blue": {"x": 0.1532, "y": 0.0475}}, "gamut_type": "C"},
                 "dynamics": {"status": "none", "status_values": ["none", "dynamic_palette"], "speed": 0.0, "speed_valid": False},
                 "alert": {"action_values": ["breathe"]}, "signaling": {"signal_values": ["no_signal", "on_off", "on_off_color", "alternating"]},
                 "effects": {"status_values": ["no_effect", "candle", "fire", "prism", "sparkle", "opal", "glisten"], "status": "no_effect", "effect_values": ["no_effect", "candle", "fire", "prism", "sparkle", "opal", "glisten"]},
                 "powerup": {"preset": "safety", "configured": True, "on": {"mode": "on", "on": {"on": True}}, "dimming": {"mode": "dimming", "dimming": {"brightness": 100.0}}}})
    turns.append((call("get_light", light_id=lid), pj({"errors": [], "data": [full]})))
    rooms = [
        {"id": "6b1e9f30-2c84-4a57-b8d3-0f5a7c1e9d42", "id_v1": "/groups/1", "children": [{"rid": L[i][1], "rtype": "device"} for i in (0, 1, 2)],
         "services": [{"rid": "8d2a5c71-0e9b-4f36-a148-3b7e6d0c2f95", "rtype": "grouped_light"}], "metadata": {"name": "Living Room", "archetype": "living_room"}, "type": "room"},
        {"id": "c42f7d08-9a16-4e3b-8c50-d1e6b2a9f734", "id_v1": "/groups/2", "children": [{"rid": L[i][1], "rtype": "device"} for i in (3, 4)],
         "services": [{"rid": "1f8e3b62-7d05-4c9a-b2e1-6a0d4f8c3e57", "rtype": "grouped_light"}], "metadata": {"name": "Kitchen", "archetype": "kitchen"}, "type": "room"},
        {"id": "2e7a0c95-b318-4d64-9f2b-8c5d1e3a7f06", "id_v1": "/groups/3", "children": [{"rid": L[5][1], "rtype": "device"}],
         "services": [{"rid": "a3c9e1f4-5b72-4086-8d1e-f0b4a7c2d569", "rtype": "grouped_light"}], "metadata": {"name": "Hallway", "archetype": "hallway"}, "type": "room"},
        {"id": "f59d1b36-0e47-42a8-b6c3-7a2f9e8d1c50", "id_v1": "/groups/4", "children": [{"rid": L[6][1], "rtype": "device"}],
         "services": [{"rid": "47b0d2e8-c165-4f93-a7e0-5d3c8b9f1a26", "rtype": "grouped_light"}], "metadata": {"name": "Bedroom", "archetype": "bedroom"}, "type": "room"},
    ]
    turns.append((call("list_rooms"), pj({"errors": [], "data": rooms})))
    wrong = [list(r) for r in L]
    wrong[2][3] = "Hue color lamp 3"
    turns.append((call("list_lights"), pj({"errors": [], "data": [light(r) for r in wrong]})))
    scene = "9e4c2a17-6f80-4b3d-a5e9-1c7d0b8f2e63"
    turns.append((call("create_scene", name="Evening Read", room_id=rooms[0]["id"], light_ids=[L[0][0], L[1][0], lid]), pj({"data": [{"rid": scene, "rtype": "scene"}], "errors": []})))
    turns.append((call("activate_scene", scene_id=scene), pj({"data": [{"rid": scene, "rtype": "scene"}], "errors": []})))
    rs.add("mcp", "h54-mcp-02", sysp, turns, bad=True, turn=6,
           kind="Light d84b1f07 was renamed to 'Reading Lamp' (turn 2, confirmed turn 4) but turn 6's light list shows it under its old name 'Hue color lamp 3'.")


# ---------------------------------------------------------------- 03 Google Nest SDM (bad: setpoint changes with no command)
def t03(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "List devices in the Device Access project (Smart Device Management API v1).", {}, []),
        tool("get_device", "Get one device with all its traits.", {"device_id": P("string", "Device id (last path segment)")}, ["device_id"]),
        tool("execute_command", "Execute a trait command on a device. Returns the command result object ({} when the command has no result).",
             {"device_id": P("string", "Device id"), "command": P("string", "e.g. sdm.devices.commands.ThermostatMode.SetMode"), "params": P("object", "Command parameters")}, ["device_id", "command", "params"]),
        tool("list_structures", "List structures (homes).", {}, []),
        tool("list_rooms", "List rooms of a structure.", {"structure_id": P("string", "Structure id")}, ["structure_id"]),
    ]
    sysp = system("google-nest", "Google Smart Device Management API, project enterprises/4f3b2a1c-9e8d-47b6-a5c4-3d2e1f0a9b8c", tools)
    ent = "enterprises/4f3b2a1c-9e8d-47b6-a5c4-3d2e1f0a9b8c"
    st = "AVPHwEt8Cv1gZ4n0Qb3k7Xm9sLr2Tf6yHj5dWq8eNc0aUo3iPz7xKb1vRg4mSl9"
    th_id = "AVPHwEuBfnPKd3Y2X0hG9qLrT6mN8sZa4cWv1jEo7yIk5xUb2tRf9pHl3gDe6nQ"
    cam_id = "AVPHwEsL2kQ8rT5mZ0cX7vN3bH9gJ4yWd6fUo1pAe8iSx2tKn5qRl7jGh3zMb0w"
    disp_id = "AVPHwEv9Yt3nH7kP1sX5cQ0mW8bZ2rL6fJ4dGa9uE3oIy7xTq1vNk5hSg0jRp2e"
    room_hall = f"{ent}/structures/{st}/rooms/AVPHwEvx4gDq9Nm2Kc7Rb5Lt0Yw3Hf8Zj1Ps6Ue"
    room_front = f"{ent}/structures/{st}/rooms/AVPHwEtP7rSk2Jv9Gx4Nq0Wm5Bd8Lc3Yh6Fz1Ta"
    room_kitchen = f"{ent}/structures/{st}/rooms/AVPHwEuM3wLb8Xq1Rf6Tn9Kd4Gz0Jc7Vs2Hy5Pe"

    def thermostat(mode: str, heat: float | None, cool: float | None, amb: float, hum: int, hvac: str, fan: dict[str, Any]) -> dict[str, Any]:
        sp: dict[str, Any] = {}
        if heat is not None:
            sp["heatCelsius"] = heat
        if cool is not None:
            sp["coolCelsius"] = cool
        return {"name": f"{ent}/devices/{th_id}", "type": "sdm.devices.types.THERMOSTAT", "assignee": room_hall,
                "traits": {"sdm.devices.traits.Info": {"customName": ""}, "sdm.devices.traits.Humidity": {"ambientHumidityPercent": hum},
                           "sdm.devices.traits.Connectivity": {"status": "ONLINE"}, "sdm.devices.traits.Fan": fan,
                           "sdm.devices.traits.ThermostatMode": {"mode": mode, "availableModes": ["HEAT", "COOL", "HEATCOOL", "OFF"]},
                           "sdm.devices.traits.ThermostatEco": {"availableModes": ["OFF", "MANUAL_ECO"], "mode": "OFF", "heatCelsius": 16.6087, "coolCelsius": 26.4087},
                           "sdm.devices.traits.ThermostatHvac": {"status": hvac},
                           "sdm.devices.traits.Settings": {"temperatureScale": "CELSIUS"},
                           "sdm.devices.traits.ThermostatTemperatureSetpoint": sp,
                           "sdm.devices.traits.Temperature": {"ambientTemperatureCelsius": amb}},
                "parentRelations": [{"parent": room_hall, "displayName": "Hallway"}]}

    fan_off = {"timerMode": "OFF"}
    devices = {"devices": [
        thermostat("HEAT", 20.0, None, 19.23, 44, "HEATING", fan_off),
        {"name": f"{ent}/devices/{cam_id}", "type": "sdm.devices.types.DOORBELL", "assignee": room_front,
         "traits": {"sdm.devices.traits.Info": {"customName": "Front Door"}, "sdm.devices.traits.CameraLiveStream": {"maxVideoResolution": {"width": 640, "height": 480},
                    "videoCodecs": ["H264"], "audioCodecs": ["AAC"], "supportedProtocols": ["WEB_RTC"]},
                    "sdm.devices.traits.CameraImage": {"maxImageResolution": {"width": 1920, "height": 1200}},
                    "sdm.devices.traits.CameraPerson": {}, "sdm.devices.traits.CameraMotion": {}, "sdm.devices.traits.DoorbellChime": {}, "sdm.devices.traits.CameraClipPreview": {}},
         "parentRelations": [{"parent": room_front, "displayName": "Front Door"}]},
        {"name": f"{ent}/devices/{disp_id}", "type": "sdm.devices.types.DISPLAY", "assignee": room_kitchen,
         "traits": {"sdm.devices.traits.Info": {"customName": "Kitchen display"}, "sdm.devices.traits.CameraLiveStream": {"maxVideoResolution": {"width": 1280, "height": 720},
                    "videoCodecs": ["H264"], "audioCodecs": ["OPUS"], "supportedProtocols": ["WEB_RTC"]}, "sdm.devices.traits.CameraPerson": {}, "sdm.devices.traits.CameraSound": {}},
         "parentRelations": [{"parent": room_kitchen, "displayName": "Kitchen"}]},
    ]}
    turns = [(call("list_devices"), pj(devices))]
    turns.append((call("execute_command", device_id=th_id, command="sdm.devices.commands.ThermostatMode.SetMode", params={"mode": "HEATCOOL"}), pj({})))
    turns.append((call("execute_command", device_id=th_id, command="sdm.devices.commands.ThermostatTemperatureSetpoint.SetRange",
                       params={"heatCelsius": 19.5, "coolCelsius": 25.0}), pj({})))
    turns.append((call("get_device", device_id=th_id), pj(thermostat("HEATCOOL", 19.5, 25.0, 19.58, 44, "OFF", fan_off))))
    turns.append((call("execute_command", device_id=th_id, command="sdm.devices.commands.Fan.SetTimer", params={"timerMode": "ON", "duration": "900s"}), pj({})))
    turns.append((call("get_device", device_id=th_id),
                  pj(thermostat("HEATCOOL", 19.5, 24.5, 19.61, 43, "OFF", {"timerMode": "ON", "timerTimeout": "2024-12-09T17:58:41Z"}))))
    turns.append((call("list_rooms", structure_id=st), pj({"rooms": [
        {"name": room_hall, "traits": {"sdm.structures.traits.RoomInfo": {"customName": "Hallway"}}},
        {"name": room_front, "traits": {"sdm.structures.traits.RoomInfo": {"customName": "Front Door"}}},
        {"name": room_kitchen, "traits": {"sdm.structures.traits.RoomInfo": {"customName": "Kitchen"}}},
        {"name": f"{ent}/structures/{st}/rooms/AVPHwEsQ9cHn4Vt7Lm1Xb3Rk6Jd0Wf8Gy2Zp5Ea", "traits": {"sdm.structures.traits.RoomInfo": {"customName": "Bedroom"}}}]})))
    rs.add("mcp", "h54-mcp-03", sysp, turns, bad=True, turn=6,
           kind="SetRange set coolCelsius 25.0 (confirmed by get_device in turn 4), yet turn 6 shows coolCelsius 24.5 after only a fan-timer command.")


# ---------------------------------------------------------------- 04 Google Maps Places (clean)
def t04(rs: RowSet) -> None:
    tools = [
        tool("maps_geocode", "Convert an address into geographic coordinates", {"address": P("string", "The address to geocode")}, ["address"]),
        tool("maps_search_places", "Search for places using Google Places API",
             {"query": P("string", "Search query"), "location": P("object", "Optional center point", properties={"latitude": {"type": "number"}, "longitude": {"type": "number"}}),
              "radius": P("number", "Search radius in meters (max 50000)")}, ["query"]),
        tool("maps_place_details", "Get detailed information about a specific place", {"place_id": P("string", "The place ID to get details for")}, ["place_id"]),
        tool("maps_distance_matrix", "Calculate travel distance and time for multiple origins and destinations",
             {"origins": P("array", "Array of origin addresses or coordinates", items={"type": "string"}), "destinations": P("array", "Array of destination addresses or coordinates", items={"type": "string"}),
              "mode": P("string", "Travel mode", enum=["driving", "walking", "bicycling", "transit"])}, ["origins", "destinations"]),
        tool("maps_directions", "Get directions between two points",
             {"origin": P("string", "Starting point address or coordinates"), "destination": P("string", "Ending point address or coordinates"),
              "mode": P("string", "Travel mode", enum=["driving", "walking", "bicycling", "transit"])}, ["origin", "destination"]),
        tool("maps_elevation", "Get elevation data for locations on the earth",
             {"locations": P("array", "Array of locations", items={"type": "object", "properties": {"latitude": {"type": "number"}, "longitude": {"type": "number"}}})}, ["locations"]),
    ]
    sysp = system("google-maps", "@modelcontextprotocol/server-google-maps 0.6.2, Google Maps Platform", tools)
    fb = {"lat": 37.7955, "lng": -122.3937}
    turns = [(call("maps_geocode", address="Ferry Building, San Francisco, CA"),
              mcp_text({"location": fb, "formatted_address": "1 Ferry Building, San Francisco, CA 94111, USA", "place_id": "ChIJWTGPjmaAhYARxz6l1hOj92w"}))]
    places = {
        "bb": ("Blue Bottle Coffee", "1 Ferry Building #7, San Francisco, CA 94111, USA", 37.7956, -122.3934, 4.4, "ChIJ7zwBr2aAhYARvY0Q4H1Hs4M"),
        "hc": ("Hearth Coffee Roasters", "1 Ferry Building #23, San Francisco, CA 94111, USA", 37.7954, -122.3932, 4.5, "ChIJx9xq4WaAhYARqY8fE2J3h6A"),
        "pe": ("Peet's Coffee", "2 Embarcadero Center, San Francisco, CA 94111, USA", 37.7949, -122.3971, 4.2, "ChIJk4Gq1GSAhYARl2y9XbD0tP8"),
        "ph": ("Philz Coffee", "5 Embarcadero Center, San Francisco, CA 94111, USA", 37.7946, -122.3957, 4.4, "ChIJ0bB5fWeAhYARm3VdJc1kQ2E"),
        "sb": ("Starbucks", "1 Market St, San Francisco, CA 94105, USA", 37.7940, -122.3949, 4.0, "ChIJ1Q2Y7X-AhYARsP6o0aE5r4Y"),
        "ro": ("Red Door Coffee", "111 Minna St, San Francisco, CA 94105, USA", 37.7872, -122.3996, 4.6, "ChIJ3a8FqH-AhYARc5W1t8Lz0nE"),
        "sg": ("Sightglass Coffee", "270 7th St, San Francisco, CA 94103, USA", 37.7770, -122.4085, 4.5, "ChIJXd7i3oJ_j4ARSnHqXxLXr9U"),
        "ch": ("Coffee Movement", "1030 Washington St, San Francisco, CA 94108, USA", 37.7945, -122.4101, 4.8, "ChIJ7W2lfOyAhYARVq4gZ1kS0zw"),
    }

    def plist(keys: list[str]) -> str:
        return mcp_text({"places": [{"name": places[k][0], "formatted_address": places[k][1], "location": {"lat": places[k][2], "lng": places[k][3]},
                                     "place_id": places[k][5], "rating": places[k][4], "types": ["cafe", "food", "point_of_interest", "store", "establishment"]} for k in keys]})

    loc = {"latitude": 37.7955, "longitude": -122.3937}
    turns.append((call("maps_search_places", query="specialty coffee", location=loc, radius=500), plist(["bb", "hc", "ph", "pe", "sb"])))
    turns.append((call("maps_place_details", place_id=places["bb"][5]), mcp_text({
        "name": "Blue Bottle Coffee", "formatted_address": places["bb"][1], "location": {"lat": 37.7956, "lng": -122.3934},
        "formatted_phone_number": "(510) 653-3394", "website": "https://bluebottlecoffee.com/us/eng/cafes/ferry-building", "rating": 4.4,
        "reviews": [
            {"author_name": "Danielle Ortiz", "rating": 5, "text": "New Orleans iced coffee is still the best thing in the Ferry Building. Line moves fast even on market days.", "time": 1730825114},
            {"author_name": "K. Nakamura", "rating": 4, "text": "Great pour-over, a bit pricey. Limited seating so take it out to the waterfront.", "time": 1729460021},
            {"author_name": "Ben Alvarez", "rating": 3, "text": "Coffee is solid but the Saturday farmers market crowd makes it chaotic.", "time": 1727994385},
            {"author_name": "Priya S", "rating": 5, "text": "Friendly baristas, consistent espresso. The waffles sell out by 10.", "time": 1726312770},
            {"author_name": "Marc Lefèvre", "rating": 4, "text": "Good single-origin drip. Wish they opened a bit earlier on weekdays.", "time": 1724101902}],
        "opening_hours": {"open_now": True, "periods": [], "weekday_text": [
            "Monday: 7:00 AM – 6:00 PM", "Tuesday: 7:00 AM – 6:00 PM", "Wednesday: 7:00 AM – 6:00 PM", "Thursday: 7:00 AM – 6:00 PM",
            "Friday: 7:00 AM – 6:00 PM", "Saturday: 7:00 AM – 6:00 PM", "Sunday: 8:00 AM – 5:00 PM"]}})))
    turns.append((call("maps_search_places", query="specialty coffee", location=loc, radius=2500), plist(["ch", "ro", "bb", "hc", "sg", "ph", "pe", "sb"])))
    dests = [places[k][1] for k in ("bb", "ro", "sg")]
    turns.append((call("maps_distance_matrix", origins=["1 Ferry Building, San Francisco, CA 94111"], destinations=dests, mode="walking"), mcp_text({
        "origin_addresses": ["1 Ferry Building, San Francisco, CA 94111, USA"], "destination_addresses": dests,
        "results": [{"elements": [
            {"status": "OK", "duration": {"text": "1 min", "value": 41}, "distance": {"text": "43 m", "value": 43}},
            {"status": "OK", "duration": {"text": "14 mins", "value": 853}, "distance": {"text": "1.1 km", "value": 1117}},
            {"status": "OK", "duration": {"text": "29 mins", "value": 1768}, "distance": {"text": "2.3 km", "value": 2306}}]}]})))
    turns.append((call("maps_distance_matrix", origins=["1 Ferry Building, San Francisco, CA 94111"], destinations=dests, mode="driving"), mcp_text({
        "origin_addresses": ["1 Ferry Building, San Francisco, CA 94111, USA"], "destination_addresses": dests,
        "results": [{"elements": [
            {"status": "OK", "duration": {"text": "2 mins", "value": 97}, "distance": {"text": "0.4 km", "value": 412}},
            {"status": "OK", "duration": {"text": "6 mins", "value": 381}, "distance": {"text": "1.6 km", "value": 1634}},
            {"status": "OK", "duration": {"text": "10 mins", "value": 614}, "distance": {"text": "3.0 km", "value": 2987}}]}]})))
    turns.append((call("maps_directions", origin="1 Ferry Building, San Francisco, CA 94111", destination=places["sg"][1], mode="walking"), mcp_text({"routes": [{
        "summary": "Market St", "distance": {"text": "2.3 km", "value": 2306}, "duration": {"text": "29 mins", "value": 1768},
        "steps": [
            {"instructions": "Head <b>southwest</b> toward <b>The Embarcadero</b>", "distance": {"text": "60 m", "value": 60}, "duration": {"text": "1 min", "value": 46}, "travel_mode": "WALKING"},
            {"instructions": "Turn <b>right</b> onto <b>Market St</b>", "distance": {"text": "1.6 km", "value": 1593}, "duration": {"text": "20 mins", "value": 1212}, "travel_mode": "WALKING"},
            {"instructions": "Turn <b>left</b> onto <b>7th St</b>", "distance": {"text": "0.6 km", "value": 625}, "duration": {"text": "8 mins", "value": 480}, "travel_mode": "WALKING"},
            {"instructions": "Turn <b>left</b> to stay on <b>7th St</b><div style=\"font-size:0.9em\">Destination will be on the right</div>", "distance": {"text": "28 m", "value": 28}, "duration": {"text": "1 min", "value": 30}, "travel_mode": "WALKING"}]}]})))
    turns.append((call("maps_elevation", locations=[loc, {"latitude": 37.777, "longitude": -122.4085}, {"latitude": 37.7945, "longitude": -122.4101}]), mcp_text({"results": [
        {"elevation": 2.913784503936768, "location": {"lat": 37.7955, "lng": -122.3937}, "resolution": 4.771975994110107},
        {"elevation": 9.66371726989746, "location": {"lat": 37.777, "lng": -122.4085}, "resolution": 4.771975994110107},
        {"elevation": 51.20438385009766, "location": {"lat": 37.7945, "lng": -122.4101}, "resolution": 4.771975994110107}]})))
    rs.add("mcp", "h54-mcp-04", sysp, turns)


# ---------------------------------------------------------------- 05 OpenWeather (clean)
def t05(rs: RowSet) -> None:
    tools = [
        tool("geocode_location", "Direct geocoding: city name to coordinates (OpenWeather Geocoding API 1.0).", {"q": P("string", "City name, state code and country code"), "limit": P("integer", "Max results (up to 5)")}, ["q"]),
        tool("get_current_weather", "Current weather for coordinates (Current Weather Data 2.5).",
             {"lat": P("number", "Latitude"), "lon": P("number", "Longitude"), "units": P("string", "standard | metric | imperial", default="standard")}, ["lat", "lon"]),
        tool("get_forecast", "5 day / 3 hour forecast.", {"lat": P("number", "Latitude"), "lon": P("number", "Longitude"), "units": P("string", "Units"), "cnt": P("integer", "Number of 3-hour steps")}, ["lat", "lon"]),
        tool("get_air_pollution", "Current air pollution data.", {"lat": P("number", "Latitude"), "lon": P("number", "Longitude")}, ["lat", "lon"]),
    ]
    sysp = system("openweather", "OpenWeatherMap APIs with a free-tier key", tools)
    turns = [(call("geocode_location", q="Lisbon", limit=3), pj([
        {"name": "Lisbon", "local_names": {"pt": "Lisboa", "en": "Lisbon", "es": "Lisboa", "fr": "Lisbonne", "de": "Lissabon", "it": "Lisbona"}, "lat": 38.7077507, "lon": -9.1365919, "country": "PT"},
        {"name": "Lisbon", "lat": 44.0314602, "lon": -70.1048309, "country": "US", "state": "Maine"},
        {"name": "Lisbon", "lat": 40.7720047, "lon": -80.7681371, "country": "US", "state": "Ohio"}]))]
    dt1 = datetime(2024, 11, 14, 16, 6, 52, tzinfo=UTC)
    sunrise = datetime(2024, 11, 14, 7, 31, 18, tzinfo=UTC)
    sunset = datetime(2024, 11, 14, 17, 26, 4, tzinfo=UTC)

    def cur(lat: float, lon: float, dt: datetime, temp: float, feels: float, tmin: float, tmax: float, pres: int, hum: int, vis: int, wind: float, deg: int,
            gust: float | None, clouds: int, wid: int, main: str, desc: str, icon: str, sys_: dict[str, Any], tz: int, cid: int, name: str) -> str:
        wind_d: dict[str, Any] = {"speed": wind, "deg": deg}
        if gust is not None:
            wind_d["gust"] = gust
        return pj({"coord": {"lon": lon, "lat": lat}, "weather": [{"id": wid, "main": main, "description": desc, "icon": icon}], "base": "stations",
                   "main": {"temp": temp, "feels_like": feels, "temp_min": tmin, "temp_max": tmax, "pressure": pres, "humidity": hum, "sea_level": pres, "grnd_level": pres - 7},
                   "visibility": vis, "wind": wind_d, "clouds": {"all": clouds}, "dt": epoch(dt), "sys": sys_, "timezone": tz, "id": cid, "name": name, "cod": 200})

    pt_sys = {"type": 2, "id": 2012260, "country": "PT", "sunrise": epoch(sunrise), "sunset": epoch(sunset)}
    turns.append((call("get_current_weather", lat=38.7077507, lon=-9.1365919, units="metric"),
                  cur(38.7078, -9.1366, dt1, 17.84, 17.31, 16.93, 18.66, 1021, 63, 10000, 4.63, 320, None, 20, 801, "Clouds", "few clouds", "02d", pt_sys, 0, 2267057, "Lisbon")))
    turns.append((call("get_current_weather", lat=38.7077507, lon=-9.1365919, units="imperial"),
                  cur(38.7078, -9.1366, dt1, 64.11, 63.16, 62.47, 65.59, 1021, 63, 10000, 10.36, 320, None, 20, 801, "Clouds", "few clouds", "02d", pt_sys, 0, 2267057, "Lisbon")))
    steps = [(18, 16.9, 16.42, 66, 804, "Clouds", "overcast clouds", "04n", 3.9, 331), (21, 15.71, 15.19, 70, 804, "Clouds", "overcast clouds", "04n", 3.42, 338),
             (0, 15.02, 14.53, 74, 803, "Clouds", "broken clouds", "04n", 2.87, 349), (3, 14.46, 13.96, 77, 802, "Clouds", "scattered clouds", "03n", 2.51, 12),
             (6, 13.98, 13.47, 79, 800, "Clear", "clear sky", "01n", 2.33, 27), (9, 15.6, 15.02, 71, 800, "Clear", "clear sky", "01d", 2.95, 18)]
    lst = []
    for h, t, fl, hum, wid, main, desc, icon, ws, wd in steps:
        d = datetime(2024, 11, 14 if h >= 18 else 15, h, 0, tzinfo=UTC)
        lst.append({"dt": epoch(d), "main": {"temp": t, "feels_like": fl, "temp_min": t, "temp_max": t, "pressure": 1022, "sea_level": 1022, "grnd_level": 1015, "humidity": hum, "temp_kf": 0},
                    "weather": [{"id": wid, "main": main, "description": desc, "icon": icon}], "clouds": {"all": {804: 96, 803: 71, 802: 38, 800: 4}[wid]},
                    "wind": {"speed": ws, "deg": wd, "gust": round(ws * 1.6, 2)}, "visibility": 10000, "pop": 0, "sys": {"pod": icon[-1]}, "dt_txt": d.strftime("%Y-%m-%d %H:%M:%S")})
    turns.append((call("get_forecast", lat=38.7077507, lon=-9.1365919, units="metric", cnt=6), pj({"cod": "200", "message": 0, "cnt": 6, "list": lst, "city": {
        "id": 2267057, "name": "Lisbon", "coord": {"lat": 38.7078, "lon": -9.1366}, "country": "PT", "population": 517802, "timezone": 0,
        "sunrise": epoch(sunrise), "sunset": epoch(sunset)}})))
    turns.append((call("get_air_pollution", lat=38.7077507, lon=-9.1365919), pj({"coord": {"lon": -9.1366, "lat": 38.7078}, "list": [{
        "main": {"aqi": 2}, "components": {"co": 243.66, "no": 0.18, "no2": 14.91, "o3": 61.51, "so2": 1.73, "pm2_5": 6.12, "pm10": 11.47, "nh3": 0.96},
        "dt": epoch(datetime(2024, 11, 14, 16, 0, tzinfo=UTC))}]})))
    me_sys = {"type": 2, "id": 2005946, "country": "US", "sunrise": epoch(datetime(2024, 11, 14, 11, 35, 27, tzinfo=UTC)), "sunset": epoch(datetime(2024, 11, 14, 21, 10, 39, tzinfo=UTC))}
    turns.append((call("get_current_weather", lat=44.0314602, lon=-70.1048309, units="metric"),
                  cur(44.0315, -70.1048, datetime(2024, 11, 14, 16, 9, 30, tzinfo=UTC), 5.21, 2.04, 3.88, 6.13, 1019, 58, 10000, 3.6, 250, 6.69, 100, 804, "Clouds", "overcast clouds", "04d", me_sys, -18000, 4969398, "Lisbon")))
    turns.append((call("get_current_weather", lat=38.7077507, lon=-9.1365919, units="metric"),
                  cur(38.7078, -9.1366, datetime(2024, 11, 14, 16, 46, 37, tzinfo=UTC), 17.21, 16.69, 16.38, 17.93, 1021, 66, 10000, 4.12, 330, None, 40, 802, "Clouds", "scattered clouds", "03d", pt_sys, 0, 2267057, "Lisbon")))
    rs.add("mcp", "h54-mcp-05", sysp, turns)


# ---------------------------------------------------------------- 06 Booking.com (clean)
def t06(rs: RowSet) -> None:
    tools = [
        tool("search_destinations", "Resolve a free-text place into Booking.com destination ids.", {"query": P("string", "City, region, landmark or hotel name")}, ["query"]),
        tool("search_hotels", "Search available properties for a destination and dates.",
             {"dest_id": P("string", "Destination id"), "dest_type": P("string", "city | region | landmark"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD"),
              "adults": P("integer", "Adults"), "rooms": P("integer", "Rooms"), "currency": P("string", "ISO currency"), "order_by": P("string", "popularity | price | review_score | distance")}, ["dest_id", "checkin", "checkout", "adults"]),
        tool("get_room_availability", "Room blocks and prices for one property.", {"hotel_id": P("integer", "Hotel id"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD"), "adults": P("integer", "Adults"), "currency": P("string", "ISO currency")}, ["hotel_id", "checkin", "checkout"]),
        tool("create_booking", "Book a room block for the signed-in guest.", {"hotel_id": P("integer", "Hotel id"), "block_id": P("string", "Room block id"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD"), "guest": P("object", "first_name, last_name, email, phone")}, ["hotel_id", "block_id", "checkin", "checkout", "guest"]),
        tool("get_booking", "Get a reservation.", {"reservation_id": P("string", "Reservation number")}, ["reservation_id"]),
        tool("modify_booking", "Change the dates of a reservation (same room type).", {"reservation_id": P("string", "Reservation number"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD")}, ["reservation_id"]),
        tool("cancel_booking", "Cancel a reservation.", {"reservation_id": P("string", "Reservation number"), "reason": P("string", "Reason code")}, ["reservation_id"]),
        tool("list_bookings", "List the guest's reservations.", {"status": P("string", "upcoming | past | cancelled | all", default="upcoming")}, []),
    ]
    sysp = system("booking-com", "Booking.com Demand API v3 proxy for one signed-in Genius account", tools)
    turns = [(call("search_destinations", query="Porto"), pj({"status": True, "data": [
        {"dest_id": "-2173088", "dest_type": "city", "label": "Porto, Porto District, Portugal", "name": "Porto", "region": "Porto District", "country": "Portugal", "cc1": "pt", "nr_hotels": 2871, "latitude": 41.149967, "longitude": -8.610243},
        {"dest_id": "5638", "dest_type": "region", "label": "Porto District, Portugal", "name": "Porto District", "country": "Portugal", "cc1": "pt", "nr_hotels": 4902, "latitude": 41.2391, "longitude": -8.4456},
        {"dest_id": "125", "dest_type": "airport", "label": "Francisco Sá Carneiro Airport, Porto, Portugal", "name": "Francisco Sá Carneiro Airport", "country": "Portugal", "cc1": "pt", "nr_hotels": 311, "latitude": 41.2481, "longitude": -8.6814},
        {"dest_id": "-2167973", "dest_type": "city", "label": "Porto Santo, Madeira Islands, Portugal", "name": "Porto Santo", "country": "Portugal", "cc1": "pt", "nr_hotels": 187, "latitude": 33.0725, "longitude": -16.3425}]}))]
    H = {  # id: name, district, score, reviews, class, 3-night total, lat, lon, km to centre
        251043: ("Pestana Vintage Porto Hotel & World Heritage Site", "Ribeira", 8.9, 2914, 5, 612.00, 41.140311, -8.613271, 0.9),
        3361952: ("Moov Hotel Porto Centro", "Santo Ildefonso", 8.2, 6211, 3, 246.00, 41.146752, -8.605994, 0.4),
        88127: ("Hotel Infante Sagres", "Cedofeita, Santo Ildefonso, Sé, Miragaia, São Nicolau e Vitória", 8.8, 1944, 5, 729.00, 41.147933, -8.612571, 0.2),
        412775: ("PortoBay Flores", "Cedofeita, Santo Ildefonso, Sé, Miragaia, São Nicolau e Vitória", 9.0, 2388, 5, 687.00, 41.143862, -8.613006, 0.6),
        6602148: ("Zero Box Lodge Porto", "Bonfim", 8.6, 3305, 2, 189.00, 41.150417, -8.597382, 1.1),
        1780254: ("Torel Avantgarde", "Massarelos", 9.3, 1062, 5, 1188.00, 41.146024, -8.620818, 1.0),
    }

    def hotels(order: list[int]) -> str:
        return pj({"status": True, "count": 214, "unfiltered_count": 861, "checkin": "2025-03-14", "checkout": "2025-03-17", "currency": "EUR", "result": [
            {"hotel_id": h, "hotel_name": H[h][0], "district": H[h][1], "review_score": H[h][2], "review_nr": H[h][3], "class": H[h][4],
             "min_total_price": H[h][5], "price_breakdown": {"gross_price": {"value": H[h][5], "currency": "EUR"}, "excluded_price": {"value": 18.0, "currency": "EUR"}},
             "latitude": H[h][6], "longitude": H[h][7], "distance_to_cc": f"{H[h][8]:.2f}", "is_free_cancellable": h not in (3361952, 6602148), "is_genius_deal": h in (251043, 412775)} for h in order]})

    turns.append((call("search_hotels", dest_id="-2173088", dest_type="city", checkin="2025-03-14", checkout="2025-03-17", adults=2, rooms=1, currency="EUR", order_by="popularity"),
                  hotels([251043, 3361952, 88127, 412775, 6602148, 1780254])))
    blk = "25104301_91283746_2_2_0"
    turns.append((call("get_room_availability", hotel_id=251043, checkin="2025-03-14", checkout="2025-03-17", adults=2, currency="EUR"), pj({"hotel_id": 251043, "currency": "EUR", "block": [
        {"block_id": blk, "room_name": "Superior Double Room with River View", "max_occupancy": 2, "nr_available": 3, "breakfast_included": True, "refundable": True,
         "refundable_until": "2025-03-12 23:59:59", "nightly": [{"date": "2025-03-14", "price": 198.0}, {"date": "2025-03-15", "price": 210.0}, {"date": "2025-03-16", "price": 204.0}],
         "min_price": {"price": 612.0, "currency": "EUR"}, "excluded_charges": [{"name": "City tax", "amount": 18.0, "note": "EUR 3 per person per night, paid at the property"}]},
        {"block_id": "25104302_91283746_2_2_0", "room_name": "Deluxe Double Room with River View", "max_occupancy": 2, "nr_available": 1, "breakfast_included": True, "refundable": True,
         "refundable_until": "2025-03-12 23:59:59", "nightly": [{"date": "2025-03-14", "price": 239.0}, {"date": "2025-03-15", "price": 254.0}, {"date": "2025-03-16", "price": 245.0}],
         "min_price": {"price": 738.0, "currency": "EUR"}, "excluded_charges": [{"name": "City tax", "amount": 18.0, "note": "EUR 3 per person per night, paid at the property"}]},
        {"block_id": "25104305_91283753_2_2_0", "room_name": "Junior Suite", "max_occupancy": 3, "nr_available": 1, "breakfast_included": True, "refundable": False,
         "nightly": [{"date": "2025-03-14", "price": 338.0}, {"date": "2025-03-15", "price": 361.0}, {"date": "2025-03-16", "price": 342.0}],
         "min_price": {"price": 1041.0, "currency": "EUR"}, "excluded_charges": [{"name": "City tax", "amount": 18.0, "note": "EUR 3 per person per night, paid at the property"}]}]})))
    guest = {"first_name": "Tomasz", "last_name": "Wieczorek", "email": "t.wieczorek@poczta.example.pl", "phone": "+48 601 334 812"}
    res = "4571830925"
    base = {"reservation_id": res, "pincode": "7284", "hotel_id": 251043, "hotel_name": H[251043][0], "room_name": "Superior Double Room with River View", "block_id": blk,
            "guest": {"name": "Tomasz Wieczorek", "email": guest["email"]}, "adults": 2}
    turns.append((call("create_booking", hotel_id=251043, block_id=blk, checkin="2025-03-14", checkout="2025-03-17", guest=guest), pj({
        **base, "status": "confirmed", "checkin": "2025-03-14", "checkout": "2025-03-17", "nights": 3, "total_price": {"value": 612.0, "currency": "EUR"},
        "payment": "pay_at_property", "created_at": "2025-02-03T10:14:27+00:00", "cancellation_policy": "Free cancellation until 12 March 2025 23:59 (property local time)"})))
    turns.append((call("get_booking", reservation_id=res), pj({
        **base, "status": "confirmed", "checkin": "2025-03-14", "checkout": "2025-03-17", "nights": 3,
        "price_breakdown": [{"date": "2025-03-14", "price": 198.0}, {"date": "2025-03-15", "price": 210.0}, {"date": "2025-03-16", "price": 204.0}],
        "total_price": {"value": 612.0, "currency": "EUR"}, "excluded_charges": [{"name": "City tax", "amount": 18.0}],
        "payment": "pay_at_property", "created_at": "2025-02-03T10:14:27+00:00", "modified_at": None, "cancellation_policy": "Free cancellation until 12 March 2025 23:59 (property local time)"})))
    turns.append((call("modify_booking", reservation_id=res, checkin="2025-03-14", checkout="2025-03-18"), pj({
        **base, "status": "confirmed", "modification_id": "MOD-88214067", "checkin": "2025-03-14", "checkout": "2025-03-18", "nights": 4,
        "price_breakdown": [{"date": "2025-03-14", "price": 198.0}, {"date": "2025-03-15", "price": 210.0}, {"date": "2025-03-16", "price": 204.0}, {"date": "2025-03-17", "price": 212.0}],
        "previous_total": {"value": 612.0, "currency": "EUR"}, "total_price": {"value": 824.0, "currency": "EUR"}, "price_difference": {"value": 212.0, "currency": "EUR"},
        "excluded_charges": [{"name": "City tax", "amount": 24.0}], "modified_at": "2025-02-03T10:19:52+00:00"})))
    lisbon = {"reservation_id": "3920418856", "hotel_id": 2287410, "hotel_name": "Memmo Alfama - Design Hotels", "city": "Lisbon", "checkin": "2025-04-02", "checkout": "2025-04-05",
              "nights": 3, "total_price": {"value": 531.0, "currency": "EUR"}}
    porto = {"reservation_id": res, "hotel_id": 251043, "hotel_name": H[251043][0], "city": "Porto", "checkin": "2025-03-14", "checkout": "2025-03-18", "nights": 4, "total_price": {"value": 824.0, "currency": "EUR"}}
    turns.append((call("list_bookings", status="upcoming"), pj({"count": 2, "bookings": [{**porto, "status": "confirmed"}, {**lisbon, "status": "confirmed"}]})))
    turns.append((call("search_hotels", dest_id="-2173088", dest_type="city", checkin="2025-03-14", checkout="2025-03-17", adults=2, rooms=1, currency="EUR", order_by="price"),
                  hotels([6602148, 3361952, 251043, 412775, 88127, 1780254])))
    turns.append((call("cancel_booking", reservation_id=res, reason="change_of_plans"), pj({
        "reservation_id": res, "status": "cancelled_by_guest", "cancelled_at": "2025-02-03T10:26:08+00:00", "cancellation_fee": {"value": 0.0, "currency": "EUR"},
        "refund": None, "message": "Your booking at Pestana Vintage Porto Hotel & World Heritage Site has been cancelled free of charge."})))
    turns.append((call("list_bookings", status="all"), pj({"count": 4, "bookings": [
        {**porto, "status": "cancelled_by_guest", "cancelled_at": "2025-02-03T10:26:08+00:00"},
        {**lisbon, "status": "confirmed"},
        {"reservation_id": "2815530417", "hotel_id": 1049921, "hotel_name": "Hotel Indigo Madrid - Princesa", "city": "Madrid", "checkin": "2024-10-18", "checkout": "2024-10-20",
         "nights": 2, "total_price": {"value": 346.8, "currency": "EUR"}, "status": "stayed"},
        {"reservation_id": "2561097783", "hotel_id": 305512, "hotel_name": "Hotel Santa Catalina", "city": "Las Palmas de Gran Canaria", "checkin": "2024-02-09", "checkout": "2024-02-13",
         "nights": 4, "total_price": {"value": 702.0, "currency": "EUR"}, "status": "stayed"}]})))
    rs.add("mcp", "h54-mcp-06", sysp, turns)


# ---------------------------------------------------------------- 07 Airbnb (bad: wishlist total does not follow the unchanged quote)
def t07(rs: RowSet) -> None:
    tools = [
        tool("airbnb_search", "Search for Airbnb listings with various filters and pagination. Provide direct links to the user",
             {"location": P("string", "Location to search for (city, state, etc.)"), "checkin": P("string", "Check-in date (YYYY-MM-DD)"), "checkout": P("string", "Check-out date (YYYY-MM-DD)"),
              "adults": P("number", "Number of adults"), "children": P("number", "Number of children"), "minPrice": P("number", "Minimum price for the stay"), "maxPrice": P("number", "Maximum price for the stay"),
              "cursor": P("string", "Base64-encoded string used for Pagination")}, ["location"]),
        tool("airbnb_listing_details", "Get detailed information about a specific Airbnb listing. Provide direct links to the user",
             {"id": P("string", "The Airbnb listing ID"), "checkin": P("string", "Check-in date (YYYY-MM-DD)"), "checkout": P("string", "Check-out date (YYYY-MM-DD)"), "adults": P("number", "Number of adults")}, ["id"]),
        tool("airbnb_price_quote", "Itemised price for a stay (nightly, cleaning, service fee, taxes).",
             {"id": P("string", "Listing ID"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD"), "guests": P("number", "Guests")}, ["id", "checkin", "checkout"]),
        tool("airbnb_wishlist_create", "Create a wishlist for the signed-in user.", {"name": P("string", "Wishlist name"), "checkin": P("string", "YYYY-MM-DD"), "checkout": P("string", "YYYY-MM-DD"), "guests": P("number", "Guests")}, ["name"]),
        tool("airbnb_wishlist_add", "Save a listing to a wishlist.", {"wishlist_id": P("string", "Wishlist id"), "listing_id": P("string", "Listing ID")}, ["wishlist_id", "listing_id"]),
        tool("airbnb_wishlist_get", "Get a wishlist with its saved listings.", {"wishlist_id": P("string", "Wishlist id")}, ["wishlist_id"]),
    ]
    sysp = system("airbnb", "@openbnb/mcp-server-airbnb 0.1.3 with wishlist extensions, robots.txt respected", tools)
    ci, co = "2025-05-08", "2025-05-12"
    L = [  # id, name, type line, beds line, rating, reviews, lat, lng, nightly, total
        ("53890127", "Mountain-view cabin with hot tub near Blue Ridge Pkwy", "Cabin in Asheville", "3 bedrooms · 5 beds · 2 baths", 4.94, 187, 35.63118, -82.50344, 185, "1,059"),
        ("1038472916253847102", "Treehouse retreat w/ fire pit & creek", "Treehouse in Fairview", "2 bedrooms · 2 beds · 1 bath", 4.98, 92, 35.52871, -82.38206, 259, "1,284"),
        ("21739485", "Downtown loft, walk to breweries & South Slope", "Loft in Asheville", "2 bedrooms · 3 beds · 2 baths", 4.87, 411, 35.58903, -82.55391, 159, "875"),
        ("45120983", "Cozy A-frame with long-range views", "Home in Weaverville", "2 bedrooms · 3 beds · 1.5 baths", 4.91, 263, 35.70512, -82.56027, 172, "948"),
        ("1120394857361029384", "Farmhouse on 12 acres, sleeps 10", "Farm stay in Leicester", "4 bedrooms · 6 beds · 3 baths", 4.96, 58, 35.64781, -82.70893, 298, "1,622"),
    ]

    def res(rows: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
        return [{"id": r[0], "url": f"https://www.airbnb.com/rooms/{r[0]}", "demandStayListing": {"id": r[0], "description": {"name": {"localizedStringWithTranslationPreference": r[1]}},
                 "location": {"coordinate": {"latitude": r[6], "longitude": r[7]}}},
                 "badges": "Guest favorite" if r[4] >= 4.9 else "", "structuredContent": {"primaryLine": r[3], "secondaryLine": f"May 8 – 12 · {r[2]}"},
                 "avgRatingA11yLabel": f"{r[4]} out of 5 average rating,  {r[5]} reviews",
                 "structuredDisplayPrice": {"primaryLine": {"accessibilityLabel": f"${r[9]} total"}, "secondaryLine": {"accessibilityLabel": f"${r[8]} x 4 nights"}}} for r in rows]

    url = "https://www.airbnb.com/s/Asheville%2C%20NC/homes?checkin=2025-05-08&checkout=2025-05-12&adults=4&refinement_paths%5B%5D=%2Fhomes"
    c1, c2 = "eyJzZWN0aW9uX29mZnNldCI6MCwiaXRlbXNfb2Zmc2V0IjoxOCwidmVyc2lvbiI6MX0=", "eyJzZWN0aW9uX29mZnNldCI6MCwiaXRlbXNfb2Zmc2V0IjozNiwidmVyc2lvbiI6MX0="
    turns = [(call("airbnb_search", location="Asheville, NC", checkin=ci, checkout=co, adults=4), pj({"searchUrl": url, "searchResults": res(L),
              "paginationInfo": {"pageCursors": ["", c1, c2], "nextPageCursor": c1}}))]
    turns.append((call("airbnb_listing_details", id="53890127", checkin=ci, checkout=co, adults=4), pj({
        "listingUrl": "https://www.airbnb.com/rooms/53890127?check_in=2025-05-08&check_out=2025-05-12&adults=4",
        "details": [
            {"id": "LOCATION_DEFAULT", "lat": 35.63118, "lng": -82.50344, "subtitle": "Asheville, North Carolina, United States", "title": "Where you'll be"},
            {"id": "POLICIES_DEFAULT", "houseRules": "Check-in after 4:00 PM\nCheckout before 11:00 AM\n6 guests maximum\nPets allowed (2 max, $75 fee)\nNo parties or events\nQuiet hours 10:00 PM - 8:00 AM",
             "safetyAndProperty": "Carbon monoxide alarm\nSmoke alarm\nHot tub without a gate or lock\nSteep driveway, AWD recommended in winter"},
            {"id": "HIGHLIGHTS_DEFAULT", "highlights": "Jolene is a Superhost: Superhosts are experienced, highly rated Hosts.\nGreat check-in experience: 100% of recent guests gave the check-in process a 5-star rating.\nFree cancellation before May 1"},
            {"id": "DESCRIPTION_DEFAULT", "htmlDescription": "Perched at 3,100 ft with long views over the Craggy range, our cabin is 11 minutes from the Blue Ridge Parkway and 20 minutes from downtown Asheville. "
             "3 bedrooms · 5 beds · 2 baths. Cedar hot tub on the lower deck, wood stove, fast Starlink Wi-Fi (220 Mbps) and a fully stocked kitchen."},
            {"id": "AMENITIES_DEFAULT", "title": "What this place offers", "amenities": ["Mountain view", "Kitchen", "Wifi", "Dedicated workspace", "Free parking on premises", "Private hot tub",
                                                                                        "Pets allowed", "Indoor fireplace: wood-burning", "Washer", "Dryer", "EV charger - level 2"]},
            {"id": "PRICE_DEFAULT", "structuredDisplayPrice": {"primaryLine": {"accessibilityLabel": "$1,059 total"}, "secondaryLine": {"accessibilityLabel": "$185 x 4 nights"}}}]})))
    quote = [{"label": "$185.00 x 4 nights", "amount": 740.0}, {"label": "Cleaning fee", "amount": 95.0}, {"label": "Airbnb service fee", "amount": 117.89}, {"label": "Taxes", "amount": 106.46}]
    turns.append((call("airbnb_price_quote", id="53890127", checkin=ci, checkout=co, guests=4), pj({
        "listingId": "53890127", "checkin": ci, "checkout": co, "nights": 4, "guests": 4, "currency": "USD", "lineItems": quote,
        "total": {"amount": 1059.35, "formatted": "$1,059.35"}, "cancellationPolicy": "Free cancellation before 4:00 PM on May 1. Cancel before check-in on May 7 for a 50% refund."})))
    wl = "1508833742"
    turns.append((call("airbnb_wishlist_create", name="Asheville May long weekend", checkin=ci, checkout=co, guests=4), pj({
        "wishlistId": wl, "name": "Asheville May long weekend", "checkin": ci, "checkout": co, "guests": {"adults": 4, "children": 0, "infants": 0, "pets": 0},
        "listingCount": 0, "privateList": True, "createdAt": "2025-03-02T21:44:09Z", "url": f"https://www.airbnb.com/wishlists/{wl}"})))
    item1 = {"listingId": "53890127", "name": L[0][1], "roomTypeCategory": "entire_home", "avgRating": 4.94, "reviewsCount": 187, "nightly": "$185",
             "total": {"amount": 1059.35, "formatted": "$1,059.35"}, "savedAt": "2025-03-02T21:44:31Z"}
    bad_item = dict(item1, total={"amount": 1069.35, "formatted": "$1,069.35"})
    turns.append((call("airbnb_wishlist_add", wishlist_id=wl, listing_id="53890127"), pj({"wishlistId": wl, "name": "Asheville May long weekend", "listingCount": 1, "items": [bad_item]})))
    P2 = [
        ("904418263", "Modern cottage, 8 min to Biltmore", "Cottage in Asheville", "2 bedrooms · 2 beds · 2 baths", 4.89, 334, 35.55372, -82.53815, 166, "911"),
        ("1187203345921774610", "Riverside yurt with sauna", "Yurt in Marshall", "1 bedroom · 2 beds · 1 bath", 4.97, 41, 35.79744, -82.68431, 149, "802"),
        ("38816502", "Historic Montford bungalow", "Home in Asheville", "3 bedrooms · 4 beds · 2 baths", 4.85, 276, 35.60772, -82.56211, 205, "1,143"),
    ]
    turns.append((call("airbnb_search", location="Asheville, NC", checkin=ci, checkout=co, adults=4, cursor=c1),
                  pj({"searchUrl": url, "searchResults": res(P2), "paginationInfo": {"pageCursors": ["", c1, c2], "previousPageCursor": "", "nextPageCursor": c2}})))
    item2 = {"listingId": "21739485", "name": L[2][1], "roomTypeCategory": "entire_home", "avgRating": 4.87, "reviewsCount": 411, "nightly": "$159",
             "total": {"amount": 875.45, "formatted": "$875.45"}, "savedAt": "2025-03-02T21:47:02Z"}
    turns.append((call("airbnb_wishlist_add", wishlist_id=wl, listing_id="21739485"), pj({"wishlistId": wl, "name": "Asheville May long weekend", "listingCount": 2, "items": [item2, item1]})))
    turns.append((call("airbnb_wishlist_get", wishlist_id=wl), pj({"wishlistId": wl, "name": "Asheville May long weekend", "checkin": ci, "checkout": co,
                                                                  "guests": {"adults": 4, "children": 0, "infants": 0, "pets": 0}, "listingCount": 2, "privateList": True, "items": [item2, item1]})))
    turns.append((call("airbnb_price_quote", id="21739485", checkin=ci, checkout=co, guests=4), pj({
        "listingId": "21739485", "checkin": ci, "checkout": co, "nights": 4, "guests": 4, "currency": "USD",
        "lineItems": [{"label": "$159.00 x 4 nights", "amount": 636.0}, {"label": "Cleaning fee", "amount": 65.0}, {"label": "Airbnb service fee", "amount": 98.15}, {"label": "Taxes", "amount": 76.3}],
        "total": {"amount": 875.45, "formatted": "$875.45"}, "cancellationPolicy": "Free cancellation before May 3. Cancel before check-in on May 8 for a partial refund."})))
    rs.add("mcp", "h54-mcp-07", sysp, turns, bad=True, turn=5,
           kind="Listing 53890127 was quoted at $1,059.35 for May 8-12, 4 guests (turn 3), but the wishlist entry for the same stay in turn 5 shows a $1,069.35 total.")


# ---------------------------------------------------------------- 08 Uber (bad: license plate changes mid-ride)
def t08(rs: RowSet) -> None:
    tools = [
        tool("get_products", "Ride products available at a location (Uber Riders API v1.2).", {"latitude": P("number", "Latitude"), "longitude": P("number", "Longitude")}, ["latitude", "longitude"]),
        tool("get_ride_estimate", "Upfront fare, pickup ETA and trip estimate for a product.",
             {"product_id": P("string", "Product id"), "start_latitude": P("number", ""), "start_longitude": P("number", ""), "end_latitude": P("number", ""), "end_longitude": P("number", "")},
             ["product_id", "start_latitude", "start_longitude", "end_latitude", "end_longitude"]),
        tool("request_ride", "Request a ride with a fare_id from get_ride_estimate.", {"product_id": P("string", ""), "fare_id": P("string", ""), "start_latitude": P("number", ""), "start_longitude": P("number", ""),
                                                                                      "end_latitude": P("number", ""), "end_longitude": P("number", "")}, ["product_id", "fare_id"]),
        tool("get_ride_status", "Current status of a ride request.", {"request_id": P("string", "Request id")}, ["request_id"]),
        tool("cancel_ride", "Cancel a ride request.", {"request_id": P("string", "Request id")}, ["request_id"]),
    ]
    sysp = system("uber", "Uber Riders API v1.2, sandbox=false, rider scope request", tools)
    X = "a1111c8c-c720-46c3-8534-2fcdd730040d"
    prods = [(X, "UberX", "UberX", 4, 1.91, 0.69), ("0e1c2cce-61e4-4c58-b5c0-3a7e54b9e271", "Comfort", "Comfort", 4, 2.34, 0.82),
             ("821415d8-3bd5-4e27-9604-194e4359a449", "UberXL", "UberXL", 6, 2.96, 0.98), ("d4abaae7-f4d6-4152-91cc-77523e8165a4", "Black", "Black", 4, 4.21, 1.38),
             ("26546650-e557-4a7b-86e7-6a3942445247", "WAV", "UberWAV", 4, 1.91, 0.69)]
    turns = [(call("get_products", latitude=40.7411, longitude=-73.9897), pj({"products": [
        {"upfront_fare_enabled": True, "capacity": c, "product_id": pid, "price_details": {"service_fees": [{"fee": 5.12, "name": "Booking fee"}, {"fee": 2.75, "name": "NY State Congestion Surcharge"}],
         "cost_per_minute": cpm, "distance_unit": "mile", "minimum": 12.94, "cost_per_distance": cpd, "base": 0.0, "cancellation_fee": 5.0, "currency_code": "USD"},
         "image": f"https://d1a3f4spazzrp4.cloudfront.net/car-types/mono/mono-{short.lower()}.png", "cash_enabled": False, "shared": False, "short_description": short,
         "display_name": name, "product_group": "uberx" if name in ("UberX", "Comfort") else name.lower(), "description": "Affordable rides, all to yourself" if name == "UberX" else name}
        for pid, short, name, c, cpd, cpm in prods]}))]
    fare = "d30e732b8bba22c9cdc10513ee86380087cb4a6f89e37ad21ba2a39f3a1ba960"
    turns.append((call("get_ride_estimate", product_id=X, start_latitude=40.7411, start_longitude=-73.9897, end_latitude=40.6413, end_longitude=-73.7781), pj({
        "fare": {"value": 72.84, "fare_id": fare, "expires_at": 1747321842, "display": "$72.84", "currency_code": "USD",
                 "breakdown": [{"type": "promotion", "value": 0.0, "name": "Promotion"}, {"type": "base_fare", "value": 64.97, "name": "Base Fare"},
                               {"type": "booking_fee", "value": 5.12, "name": "Booking Fee"}, {"type": "congestion_surcharge", "value": 2.75, "name": "NY State Congestion Surcharge"}]},
        "trip": {"distance_unit": "mile", "duration_estimate": 2820, "distance_estimate": 17.31}, "pickup_estimate": 4})))
    rid = "852b8fdd-4369-4659-9628-e122662ad257"
    turns.append((call("request_ride", product_id=X, fare_id=fare, start_latitude=40.7411, start_longitude=-73.9897, end_latitude=40.6413, end_longitude=-73.7781), pj({
        "request_id": rid, "product_id": X, "status": "processing", "vehicle": None, "driver": None, "location": None, "eta": 5, "surge_multiplier": None})))
    driver = {"phone_number": "+16465550187", "sms_number": "+16465550187", "rating": 4.93, "picture_url": "https://d1w2poirtb3as9.cloudfront.net/img.jpeg", "name": "Marcus"}

    def vehicle(plate: str) -> dict[str, Any]:
        return {"make": "Toyota", "model": "Camry Hybrid", "license_plate": plate, "picture_url": "https://d1w2poirtb3as9.cloudfront.net/car.jpeg", "color": "Gray"}

    turns.append((call("get_ride_status", request_id=rid), pj({
        "product_id": X, "request_id": rid, "status": "accepted", "surge_multiplier": 1.0, "shared": False, "driver": driver, "vehicle": vehicle("T658204C"),
        "location": {"latitude": 40.74793, "longitude": -73.99651, "bearing": 142}, "pickup": {"latitude": 40.7411, "longitude": -73.9897, "eta": 6},
        "destination": {"latitude": 40.6413, "longitude": -73.7781, "eta": 52}, "waypoints": []})))
    turns.append((call("get_ride_status", request_id=rid), pj({
        "product_id": X, "request_id": rid, "status": "arriving", "surge_multiplier": 1.0, "shared": False, "driver": driver, "vehicle": vehicle("T658240C"),
        "location": {"latitude": 40.74168, "longitude": -73.99027, "bearing": 131}, "pickup": {"latitude": 40.7411, "longitude": -73.9897, "eta": 1},
        "destination": {"latitude": 40.6413, "longitude": -73.7781, "eta": 48}, "waypoints": []})))
    turns.append((call("cancel_ride", request_id=rid), pj({"status": 204, "request_id": rid, "message": "Ride request cancelled.",
                                                           "cancellation_fee": {"value": 5.0, "currency_code": "USD", "reason": "Cancelled more than 2 minutes after the driver accepted"}})))
    rs.add("mcp", "h54-mcp-08", sysp, turns, bad=True, turn=5,
           kind="The assigned driver's vehicle plate was T658204C in turn 4 but reads T658240C in turn 5 for the same ride and driver.")


# ---------------------------------------------------------------- 09 Spotify (bad: removed track back in the playlist)
def t09(rs: RowSet) -> None:
    tools = [
        tool("get_current_user", "Profile of the signed-in user.", {}, []),
        tool("search", "Search the Spotify catalog.", {"q": P("string", "Query"), "type": P("string", "track | album | artist | playlist"), "limit": P("integer", "1-50"), "market": P("string", "ISO 3166-1 alpha-2")}, ["q", "type"]),
        tool("create_playlist", "Create a playlist for a user.", {"user_id": P("string", "User id"), "name": P("string", "Name"), "public": P("boolean", "Public"), "description": P("string", "Description")}, ["user_id", "name"]),
        tool("add_items_to_playlist", "Add tracks to a playlist.", {"playlist_id": P("string", "Playlist id"), "uris": P("array", "Spotify URIs", items={"type": "string"}), "position": P("integer", "Insert position")}, ["playlist_id", "uris"]),
        tool("remove_items_from_playlist", "Remove tracks from a playlist.", {"playlist_id": P("string", "Playlist id"), "tracks": P("array", "Objects with uri", items={"type": "object"}), "snapshot_id": P("string", "Snapshot")}, ["playlist_id", "tracks"]),
        tool("get_playlist_items", "Tracks of a playlist.", {"playlist_id": P("string", "Playlist id"), "limit": P("integer", "1-50"), "offset": P("integer", "Offset")}, ["playlist_id"]),
        tool("update_playlist_details", "Change a playlist's name, description or public flag.", {"playlist_id": P("string", "Playlist id"), "name": P("string", "Name"), "public": P("boolean", "Public"), "description": P("string", "Description")}, ["playlist_id"]),
        tool("get_playlist", "A playlist with its first 100 tracks.", {"playlist_id": P("string", "Playlist id"), "fields": P("string", "Field filter")}, ["playlist_id"]),
        tool("get_available_devices", "Devices the user can play on.", {}, []),
        tool("start_playback", "Start playback of a context on a device.", {"context_uri": P("string", "Album, artist or playlist URI"), "device_id": P("string", "Device id"), "offset": P("object", "position or uri")}, ["context_uri"]),
        tool("get_currently_playing", "The item currently playing.", {"market": P("string", "Market")}, []),
    ]
    sysp = system("spotify", "Spotify Web API, OAuth user scopes playlist-modify-public playlist-modify-private user-modify-playback-state user-read-playback-state", tools)
    uid = "31vqz5ekm2xh4l7rnba6yw3tp0"
    T = [  # id, name, artist, artist id, album, album id, release, duration, popularity
        ("67Hna13dNDkZvBpTXRIaOJ", "Teardrop", "Massive Attack", "6FXMGgJwohJLUSr5nVlf9X", "Mezzanine", "49MNmJhZQewjt06rpwp6QR", "1998-04-20", 330773, 74),
        ("3Ty7OTBNSigGEpeW2PqcsC", "Glory Box", "Portishead", "6liAMWkVf5LH7YR9yfFy1Y", "Dummy", "3539EbNgIdEDGBKkUf4wno", "1994-08-22", 306226, 71),
        ("0Gk6NHnYzTbDQkkHfTFQdW", "Roads", "Portishead", "6liAMWkVf5LH7YR9yfFy1Y", "Dummy", "3539EbNgIdEDGBKkUf4wno", "1994-08-22", 305093, 69),
        ("6K4t31amVTZDgR3sKmwUJJ", "Angel", "Massive Attack", "6FXMGgJwohJLUSr5nVlf9X", "Mezzanine", "49MNmJhZQewjt06rpwp6QR", "1998-04-20", 379760, 62),
        ("2w3X1aLNP4bQ8Zc6Yy7RkH", "Overcome", "Tricky", "4xtWjIlVuZwTCeqVAsgEXy", "Maxinquaye", "0Vp6Qd2c0Kf1hB8xJwLk7e", "1995-02-20", 273213, 45),
        ("1Lq9xGkWm3pT7yH4bNc2Zd", "The Sea", "Morcheeba", "1Gh6tSr4ZqYa5LpD8UjXm3", "Big Calm", "5Wn7Xk2pR9tB3cYv6LmQ1a", "1998-03-16", 358360, 55),
        ("4Rb8Ks1Tm6Yp2Wq9Xc3Vn7", "In the Waiting Line", "Zero 7", "0S9Hd4gZ7lX3qR1kY2uWn8", "Simple Things", "2Lm9Qc7Tb4Xr1Kp8Zy3Hw6", "2001-04-23", 272440, 58),
        ("7Hq2Lc5Vn9Tb3Kx8Ym1Pd4", "Lebanese Blonde", "Thievery Corporation", "3Yt8Kc1Vm6Zq2Hn9Xb4Lp7", "The Mirror Conspiracy", "1Pk7Zm3Xc9Vb2Tn8Lq4Hy5", "2000-04-01", 289906, 60),
    ]

    def track(t: tuple[Any, ...]) -> dict[str, Any]:
        return {"album": {"album_type": "album", "id": t[5], "name": t[4], "release_date": t[6], "release_date_precision": "day", "total_tracks": 11,
                          "uri": f"spotify:album:{t[5]}", "artists": [{"id": t[3], "name": t[2], "type": "artist", "uri": f"spotify:artist:{t[3]}"}]},
                "artists": [{"id": t[3], "name": t[2], "type": "artist", "uri": f"spotify:artist:{t[3]}"}], "duration_ms": t[7], "explicit": False,
                "external_urls": {"spotify": f"https://open.spotify.com/track/{t[0]}"}, "id": t[0], "is_playable": True, "name": t[1], "popularity": t[8],
                "type": "track", "uri": f"spotify:track:{t[0]}"}

    turns = [(call("get_current_user"), pj({"country": "DE", "display_name": "Mira K", "email": "mira.k@example.de", "explicit_content": {"filter_enabled": False, "filter_locked": False},
                                            "external_urls": {"spotify": f"https://open.spotify.com/user/{uid}"}, "followers": {"href": None, "total": 38},
                                            "href": f"https://api.spotify.com/v1/users/{uid}", "id": uid, "images": [], "product": "premium", "type": "user", "uri": f"spotify:user:{uid}"}))]
    turns.append((call("search", q="trip hop classics", type="track", limit=8, market="DE"), pj({"tracks": {
        "href": "https://api.spotify.com/v1/search?offset=0&limit=8&query=trip%20hop%20classics&type=track&market=DE", "limit": 8, "next": "https://api.spotify.com/v1/search?offset=8&limit=8&query=trip%20hop%20classics&type=track&market=DE",
        "offset": 0, "previous": None, "total": 900, "items": [track(t) for t in T]}})))
    pl = "5zQm8vR2kTb1xHw7Lp3NcY"
    owner = {"display_name": "Mira K", "external_urls": {"spotify": f"https://open.spotify.com/user/{uid}"}, "id": uid, "type": "user", "uri": f"spotify:user:{uid}"}
    turns.append((call("create_playlist", user_id=uid, name="Late Night Trip-Hop", public=True, description="Bristol and beyond, after midnight."), pj({
        "collaborative": False, "description": "Bristol and beyond, after midnight.", "external_urls": {"spotify": f"https://open.spotify.com/playlist/{pl}"}, "followers": {"href": None, "total": 0},
        "href": f"https://api.spotify.com/v1/playlists/{pl}", "id": pl, "images": [], "name": "Late Night Trip-Hop", "owner": owner, "primary_color": None, "public": True,
        "snapshot_id": "AAAAAbSLm1rQ9cC2n7vWxk3HfZt0YpEa", "tracks": {"href": f"https://api.spotify.com/v1/playlists/{pl}/tracks", "items": [], "limit": 100, "next": None, "offset": 0, "previous": None, "total": 0},
        "type": "playlist", "uri": f"spotify:playlist:{pl}"})))
    turns.append((call("add_items_to_playlist", playlist_id=pl, uris=[f"spotify:track:{t[0]}" for t in T]), pj({"snapshot_id": "AAAAAisz7YqLk2TmVb0Xc9Rn4HdPwS6e"})))
    turns.append((call("remove_items_from_playlist", playlist_id=pl, tracks=[{"uri": f"spotify:track:{T[0][0]}"}], snapshot_id="AAAAAisz7YqLk2TmVb0Xc9Rn4HdPwS6e"),
                  pj({"snapshot_id": "AAAAA3Wd8Nq1Xk5ZcR7tLb2VmY9hGs4P"})))
    added = "2025-01-19T23:12:40Z"

    def items(ts: list[tuple[Any, ...]]) -> list[dict[str, Any]]:
        return [{"added_at": added, "added_by": {"id": uid, "type": "user", "uri": f"spotify:user:{uid}"}, "is_local": False, "primary_color": None, "track": track(t)} for t in ts]

    turns.append((call("get_playlist_items", playlist_id=pl, limit=50), pj({"href": f"https://api.spotify.com/v1/playlists/{pl}/tracks?offset=0&limit=50", "items": items(T[1:]),
                                                                            "limit": 50, "next": None, "offset": 0, "previous": None, "total": 7})))
    turns.append((call("update_playlist_details", playlist_id=pl, name="Late Night Trip-Hop ☾", public=False), "Playlist details updated successfully (HTTP 200)."))
    dev = "f1e2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e"
    turns.append((call("get_available_devices"), pj({"devices": [
        {"id": dev, "is_active": False, "is_private_session": False, "is_restricted": False, "name": "Wohnzimmer", "supports_volume": True, "type": "Speaker", "volume_percent": 34},
        {"id": "9a8b7c6d5e4f30211203948576abcdef01234567", "is_active": True, "is_private_session": False, "is_restricted": False, "name": "Mira's MacBook Pro", "supports_volume": True, "type": "Computer", "volume_percent": 71}]})))
    turns.append((call("get_playlist", playlist_id=pl), pj({
        "collaborative": False, "description": "Bristol and beyond, after midnight.", "external_urls": {"spotify": f"https://open.spotify.com/playlist/{pl}"}, "followers": {"href": None, "total": 0},
        "id": pl, "images": [{"height": 640, "url": "https://mosaic.scdn.co/640/ab67616d0000b27300c3b2e1a4f5d6c7b8a9e0f1", "width": 640}], "name": "Late Night Trip-Hop ☾", "owner": owner,
        "public": False, "snapshot_id": "AAAABFk2Rt7Lc9Xm1Vb4Nq8Zy3Hd6WpJ", "tracks": {"href": f"https://api.spotify.com/v1/playlists/{pl}/tracks?offset=0&limit=100", "items": items(T),
                                                                                       "limit": 100, "next": None, "offset": 0, "previous": None, "total": 8},
        "type": "playlist", "uri": f"spotify:playlist:{pl}"})))
    turns.append((call("start_playback", context_uri=f"spotify:playlist:{pl}", device_id=dev), "Playback started on device Wohnzimmer (HTTP 204)."))
    turns.append((call("get_currently_playing", market="DE"), pj({
        "timestamp": 1737328652118, "context": {"external_urls": {"spotify": f"https://open.spotify.com/playlist/{pl}"}, "href": f"https://api.spotify.com/v1/playlists/{pl}", "type": "playlist", "uri": f"spotify:playlist:{pl}"},
        "progress_ms": 8341, "item": track(T[1]), "currently_playing_type": "track", "actions": {"disallows": {"resuming": True}}, "is_playing": True})))
    rs.add("mcp", "h54-mcp-09", sysp, turns, bad=True, turn=9,
           kind="'Teardrop' was removed from the playlist in turn 5 (turn 6 lists 7 tracks), yet get_playlist in turn 9 lists it again with a total of 8.")


# ---------------------------------------------------------------- 10 YouTube Data (clean)
def t10(rs: RowSet) -> None:
    tools = [
        tool("channels_list", "channels.list", {"part": P("string", "snippet,statistics,contentDetails"), "mine": P("boolean", "Authorized user's channel"), "id": P("string", "Channel id")}, ["part"]),
        tool("search_list", "search.list", {"part": P("string", "snippet"), "channelId": P("string", ""), "order": P("string", "date | rating | relevance | title | viewCount"), "type": P("string", "video"),
                                           "maxResults": P("integer", "0-50"), "pageToken": P("string", "")}, ["part"]),
        tool("videos_list", "videos.list", {"part": P("string", "snippet,statistics,status,contentDetails"), "id": P("string", "Comma-separated video ids")}, ["part", "id"]),
        tool("videos_update", "videos.update (snippet must include title and categoryId)", {"part": P("string", "snippet"), "id": P("string", "Video id"), "snippet": P("object", "New snippet")}, ["part", "id", "snippet"]),
        tool("commentThreads_insert", "Post a top-level comment.", {"videoId": P("string", ""), "textOriginal": P("string", "")}, ["videoId", "textOriginal"]),
        tool("commentThreads_list", "commentThreads.list", {"videoId": P("string", ""), "order": P("string", "time | relevance"), "maxResults": P("integer", "1-100"), "pageToken": P("string", "")}, ["videoId"]),
    ]
    sysp = system("youtube-data", "YouTube Data API v3, OAuth scope youtube.force-ssl for channel 'Analog Bench'", tools)
    ch = "UCr8KfYvZ3pQm2Ld7WnE0xTg"
    turns = [(call("channels_list", part="snippet,statistics", mine=True), pj({"kind": "youtube#channelListResponse", "etag": "h1XoN7Q2vK9mZ0bRsd3Wl8cFpE4",
              "pageInfo": {"totalResults": 1, "resultsPerPage": 5}, "items": [{"kind": "youtube#channel", "etag": "Yk3Lm9Tq2Rb8Vx1Nc7Wd4Hz6Pf0", "id": ch,
              "snippet": {"title": "Analog Bench", "description": "Vintage audio repair, restoration and the occasional disaster. New videos most Wednesdays.", "customUrl": "@analogbench",
                          "publishedAt": "2016-03-08T19:22:41Z", "country": "GB"},
              "statistics": {"viewCount": "6913440", "subscriberCount": "48200", "hiddenSubscriberCount": False, "videoCount": "212"}}]}))]
    V1 = [("q7XbT2m9LkE", "How I Rebuilt a 1978 Technics SL-1500 Turntable", "2025-01-15T17:00:09Z"), ("Zr4Wc8Nf1Hs", "Recapping a Marantz 2230 - Part 2", "2025-01-08T17:00:04Z"),
          ("b3LmQ9vT6Xk", "Recapping a Marantz 2230 - Part 1", "2025-01-01T17:00:11Z"), ("Hn2Kx7Pq4Ws", "Cheap vs. Expensive Stylus: Can You Hear It?", "2024-12-18T17:00:02Z"),
          ("Vd6Tb1Ry8Mz", "Fixing a Nakamichi BX-300 That Eats Tapes", "2024-12-11T17:00:07Z")]
    V2 = [("Lk9Qw3Zx5Nc", "Sansui AU-717 Full Service (Protection Relay Fix)", "2024-12-04T17:00:05Z"), ("Tp1Hs8Vm2Rb", "What's Inside a 1960s Tube Tuner", "2024-11-27T17:00:03Z"),
          ("Gc5Xn7Kw0Yd", "Ultrasonic Record Cleaning on a Budget", "2024-11-20T17:00:10Z"), ("Ry3Mb9Lq6Tf", "Pioneer PL-12D Belt and Bearing Service", "2024-11-13T17:00:06Z"),
          ("Wz8Pd2Nh4Kc", "Workbench Tour 2024", "2024-11-06T17:00:01Z")]

    def sres(vs: list[tuple[str, str, str]], extra: dict[str, Any]) -> str:
        return pj({"kind": "youtube#searchListResponse", "etag": "sY7Ld2Qm9Xc4Vb1Kn8Rt3Hw6Pz0", **extra, "regionCode": "GB", "pageInfo": {"totalResults": 212, "resultsPerPage": 5},
                   "items": [{"kind": "youtube#searchResult", "etag": f"e{v[0][::-1]}Qx", "id": {"kind": "youtube#video", "videoId": v[0]},
                              "snippet": {"publishedAt": v[2], "channelId": ch, "title": v[1], "channelTitle": "Analog Bench", "liveBroadcastContent": "none", "publishTime": v[2],
                                          "thumbnails": {"default": {"url": f"https://i.ytimg.com/vi/{v[0]}/default.jpg", "width": 120, "height": 90}}}} for v in vs]})

    turns.append((call("search_list", part="snippet", channelId=ch, order="date", type="video", maxResults=5), sres(V1, {"nextPageToken": "CAUQAA"})))
    vid = "q7XbT2m9LkE"
    desc = "A full teardown and rebuild of a 1978 Technics SL-1500: platter motor service, new tonearm wiring, strobe recalibration.\n\nParts list: https://analogbench.co.uk/sl1500"
    tags = ["technics", "sl-1500", "turntable repair", "vintage audio", "restoration"]

    def video(title: str, etag: str, views: str, likes: str, comments: str, d: str) -> str:
        return pj({"kind": "youtube#videoListResponse", "etag": "Qm4Vb8Lx2Nc7Tz1Hd9Rw3Pk6Ys0", "items": [{"kind": "youtube#video", "etag": etag, "id": vid,
                   "snippet": {"publishedAt": "2025-01-15T17:00:09Z", "channelId": ch, "title": title, "description": d, "channelTitle": "Analog Bench", "tags": tags, "categoryId": "28",
                               "liveBroadcastContent": "none", "defaultAudioLanguage": "en-GB"},
                   "statistics": {"viewCount": views, "likeCount": likes, "favoriteCount": "0", "commentCount": comments},
                   "status": {"uploadStatus": "processed", "privacyStatus": "public", "license": "youtube", "embeddable": True, "publicStatsViewable": True, "madeForKids": False}}],
                   "pageInfo": {"totalResults": 1, "resultsPerPage": 1}})

    turns.append((call("videos_list", part="snippet,statistics,status", id=vid), video(V1[0][1], "Kd2Xw7Lm9Qc1Vb4Nt8Rz3Hy6Pa", "18452", "1203", "187", desc)))
    new_title = "Rebuilding a 1978 Technics SL-1500 (Full Restoration)"
    new_desc = desc + "\n\n00:00 Intro\n02:41 Teardown\n11:05 Motor service\n19:32 Tonearm rewire\n27:48 Strobe calibration"
    turns.append((call("videos_update", part="snippet", id=vid, snippet={"title": new_title, "categoryId": "28", "description": new_desc, "tags": tags}), pj({
        "kind": "youtube#video", "etag": "Tn5Rb1Xk8Vm3Lc9Qw2Hz7Pd4Ys", "id": vid,
        "snippet": {"publishedAt": "2025-01-15T17:00:09Z", "channelId": ch, "title": new_title, "description": new_desc, "channelTitle": "Analog Bench", "tags": tags, "categoryId": "28",
                    "liveBroadcastContent": "none", "defaultAudioLanguage": "en-GB", "localized": {"title": new_title, "description": new_desc}}})))
    text = "Timestamps and the full parts list are in the description now. Thanks for all the questions!"
    mine = {"kind": "youtube#commentThread", "etag": "Lq8Xc3Vn1Bm7Kz2Rt9Hw4Yd6Pf", "id": "UgzK3vQ9mX1tLb7cN4d4AaABAg",
            "snippet": {"channelId": ch, "videoId": vid, "topLevelComment": {"kind": "youtube#comment", "etag": "Rz1Wm8Kc4Xv7Nb2Lq9Td3Hp6Ys", "id": "UgzK3vQ9mX1tLb7cN4d4AaABAg",
                        "snippet": {"channelId": ch, "videoId": vid, "textDisplay": text, "textOriginal": text,
                                    "authorDisplayName": "@analogbench", "authorChannelId": {"value": ch}, "canRate": True, "viewerRating": "none", "likeCount": 0,
                                    "publishedAt": "2025-01-22T18:04:51Z", "updatedAt": "2025-01-22T18:04:51Z"}},
                        "canReply": True, "totalReplyCount": 0, "isPublic": True}}
    turns.append((call("commentThreads_insert", videoId=vid, textOriginal=text), pj(mine)))
    others = [("UgwR7bXk2Lm9Qv4Tc1N4AaABAg", "@tonearmtom", "Did you replace the 0.1uF caps on the speed control board too? Mine drifts at 45.", 3, 1, "2025-01-22T16:51:12Z"),
              ("UgyH4nZq8Wd1Xc6Lb3V4AaABAg", "@vinylvera", "That strobe calibration trick with the phone app is genius.", 12, 0, "2025-01-22T09:17:40Z"),
              ("UgxT1mLc9Rv5Kb2Hn8P4AaABAg", "@rspencer_hifi", "Best SL-1500 video on the platform. Subscribed.", 27, 2, "2025-01-21T21:03:58Z")]
    thr = [mine] + [{"kind": "youtube#commentThread", "etag": f"E{o[0][4:16]}", "id": o[0], "snippet": {"channelId": ch, "videoId": vid, "topLevelComment": {"kind": "youtube#comment", "id": o[0],
                    "snippet": {"videoId": vid, "textDisplay": o[2], "textOriginal": o[2], "authorDisplayName": o[1], "likeCount": o[3], "publishedAt": o[5], "updatedAt": o[5]}},
                    "canReply": True, "totalReplyCount": o[4], "isPublic": True}} for o in others]
    turns.append((call("commentThreads_list", videoId=vid, order="time", maxResults=4), pj({"kind": "youtube#commentThreadListResponse", "etag": "Pv3Lx8Nc1Qm6Tb9Kw2Rz7Hd4Ys",
                                                                                          "nextPageToken": "QURTSl9pMkJ5cWZ4dE1XQXZ0", "pageInfo": {"totalResults": 4, "resultsPerPage": 4}, "items": thr})))
    turns.append((call("videos_list", part="snippet,statistics,status", id=vid), video(new_title, "Wc6Hn2Lq9Xb4Tm1Rk8Vd3Zy7Ps", "18517", "1206", "188", new_desc)))
    turns.append((call("search_list", part="snippet", channelId=ch, order="date", type="video", maxResults=5, pageToken="CAUQAA"), sres(V2, {"nextPageToken": "CAoQAA", "prevPageToken": "CAUQAQ"})))
    rs.add("mcp", "h54-mcp-10", sysp, turns)


# ---------------------------------------------------------------- 11 Strava (clean)
def t11(rs: RowSet) -> None:
    tools = [
        tool("get_authenticated_athlete", "The authenticated athlete's detailed representation.", {}, []),
        tool("list_athlete_activities", "Activities of the authenticated athlete, newest first.", {"per_page": P("integer", "Page size"), "page": P("integer", "Page"), "after": P("integer", "Epoch seconds")}, []),
        tool("get_activity", "Detailed activity.", {"id": P("integer", "Activity id"), "include_all_efforts": P("boolean", "Include segment efforts")}, ["id"]),
        tool("update_activity", "Update an activity (name, sport_type, gear_id, description, commute, trainer, hide_from_home).",
             {"id": P("integer", "Activity id"), "name": P("string", ""), "sport_type": P("string", ""), "gear_id": P("string", "'none' clears gear"), "description": P("string", "")}, ["id"]),
        tool("list_activity_laps", "Laps of an activity.", {"id": P("integer", "Activity id")}, ["id"]),
        tool("get_gear", "A bike or a pair of shoes.", {"id": P("string", "Gear id")}, ["id"]),
        tool("get_athlete_stats", "Rolled-up totals (recent = last 4 weeks, ytd, all time).", {"id": P("integer", "Athlete id")}, ["id"]),
    ]
    sysp = system("strava", "Strava API v3, scopes read,activity:read_all,activity:write,profile:read_all", tools)
    ath = 28471935
    turns = [(call("get_authenticated_athlete"), pj({
        "id": ath, "username": "lenahartmann", "resource_state": 3, "firstname": "Lena", "lastname": "Hartmann", "bio": "Trail & tempo. Freiburg.", "city": "Freiburg im Breisgau",
        "state": "Baden-Württemberg", "country": "Germany", "sex": "F", "premium": True, "summit": True, "created_at": "2018-04-02T18:11:37Z", "updated_at": "2025-02-11T07:46:02Z",
        "follower_count": 214, "friend_count": 187, "measurement_preference": "meters", "ftp": 231, "weight": 61.0,
        "bikes": [{"id": "b9812345", "primary": True, "name": "Canyon Endurace CF 7", "resource_state": 2, "distance": 8412330.0}],
        "shoes": [{"id": "g10293847", "primary": True, "name": "Nike Pegasus 40", "resource_state": 2, "distance": 612904.0},
                  {"id": "g8877665", "primary": False, "name": "Saucony Endorphin Speed 3", "resource_state": 2, "distance": 431562.0}]}))]
    A = [  # id, name, sport, start, distance, moving, elapsed, elev, gear, hr
        [13418822907, "Morning Run", "Run", "2025-02-11T06:42:18Z", 10214.3, 3021, 3140, 86.0, "g10293847", 158.4],
        [13409215534, "Lunch Ride", "Ride", "2025-02-09T11:03:52Z", 42817.6, 5408, 5977, 412.0, "b9812345", 141.2],
        [13398872016, "Evening Run", "Run", "2025-02-07T17:28:40Z", 8021.6, 2641, 2702, 54.0, "g8877665", 149.7],
        [13390051247, "Afternoon Swim", "Swim", "2025-02-05T14:10:05Z", 2000.0, 2580, 3105, 0.0, None, 131.0],
        [13381734490, "Morning Run", "Run", "2025-02-04T06:51:29Z", 12503.9, 3894, 3966, 121.0, "g10293847", 152.9],
    ]

    def summ(a: list[Any]) -> dict[str, Any]:
        return {"resource_state": 2, "athlete": {"id": ath, "resource_state": 1}, "name": a[1], "distance": a[4], "moving_time": a[5], "elapsed_time": a[6],
                "total_elevation_gain": a[7], "type": a[2], "sport_type": a[2], "id": a[0], "start_date": a[3], "timezone": "(GMT+01:00) Europe/Berlin",
                "achievement_count": 0 if a[2] == "Swim" else 2, "kudos_count": 9, "comment_count": 0, "trainer": False, "commute": False, "manual": False, "private": False,
                "visibility": "followers_only", "gear_id": a[8], "average_speed": round(a[4] / a[5], 3), "has_heartrate": True, "average_heartrate": a[9]}

    turns.append((call("list_athlete_activities", per_page=5, page=1), pj([summ(a) for a in A])))
    laps = [("Lap 1", 3000.0, 1041, 1058, 148.2), ("Lap 2", 5000.0, 1375, 1391, 166.9), ("Lap 3", 2214.3, 605, 691, 153.1)]
    detail = {**summ(A[0]), "resource_state": 3, "description": None, "calories": 672.0, "device_name": "Garmin Forerunner 965", "max_heartrate": 178.0, "max_speed": 4.512,
              "elev_high": 291.4, "elev_low": 238.6, "start_latlng": [47.99392, 7.84211], "end_latlng": [47.99401, 7.84187],
              "splits_metric": [{"distance": 1000.0 if i < 10 else 214.3, "split": i + 1, "moving_time": [349, 347, 345, 276, 274, 275, 275, 275, 302, 301, 2][i]} for i in range(11)],
              "gear": {"id": "g10293847", "primary": True, "name": "Nike Pegasus 40", "resource_state": 2, "distance": 612904.0}}
    turns.append((call("get_activity", id=A[0][0], include_all_efforts=False), pj(detail)))
    A[0][1] = "Tempo Tuesday 10K"
    upd = {**detail, "name": "Tempo Tuesday 10K", "description": "3k warm-up / 5k @ 4:35 / 2k cool-down"}
    turns.append((call("update_activity", id=A[0][0], name="Tempo Tuesday 10K", description="3k warm-up / 5k @ 4:35 / 2k cool-down"), pj(upd)))
    t = datetime(2025, 2, 11, 6, 42, 18, tzinfo=UTC)
    lap_rows, idx = [], 0
    for i, (nm, dist, mv, el, hr) in enumerate(laps):
        lap_rows.append({"id": 48211930551 + i, "resource_state": 2, "name": nm, "activity": {"id": A[0][0], "resource_state": 1}, "athlete": {"id": ath, "resource_state": 1},
                         "elapsed_time": el, "moving_time": mv, "start_date": iso(t), "distance": dist, "start_index": idx, "end_index": idx + el - 1,
                         "average_speed": round(dist / mv, 3), "average_heartrate": hr, "lap_index": i + 1, "split": i + 1, "pace_zone": [2, 4, 1][i]})
        t += timedelta(seconds=el)
        idx += el
    turns.append((call("list_activity_laps", id=A[0][0]), pj(lap_rows)))
    A[2][8] = "g10293847"
    turns.append((call("update_activity", id=A[2][0], gear_id="g10293847"), pj({**summ(A[2]), "resource_state": 3, "description": None, "calories": 521.0,
                                                                             "device_name": "Garmin Forerunner 965",
                                                                             "gear": {"id": "g10293847", "primary": True, "name": "Nike Pegasus 40", "resource_state": 2, "distance": 620925.6}})))
    turns.append((call("get_gear", id="g10293847"), pj({"id": "g10293847", "primary": True, "resource_state": 3, "distance": 620925.6, "brand_name": "Nike", "model_name": "Pegasus 40",
                                                        "frame_type": None, "description": "Daily trainer, bought Aug 2024", "name": "Nike Pegasus 40", "retired": False,
                                                        "converted_distance": 620.9, "notification_distance": 800})))
    turns.append((call("get_athlete_stats", id=ath), pj({
        "biggest_ride_distance": 163402.7, "biggest_climb_elevation_gain": 1284.0,
        "recent_ride_totals": {"count": 3, "distance": 118204.9, "moving_time": 15513, "elapsed_time": 17288, "elevation_gain": 1371.0, "achievement_count": 4},
        "recent_run_totals": {"count": 11, "distance": 118466.2, "moving_time": 36702, "elapsed_time": 38110, "elevation_gain": 1092.0, "achievement_count": 17},
        "recent_swim_totals": {"count": 4, "distance": 8000.0, "moving_time": 10390, "elapsed_time": 12433, "elevation_gain": 0.0, "achievement_count": 0},
        "ytd_ride_totals": {"count": 5, "distance": 187440, "moving_time": 24816, "elapsed_time": 27905, "elevation_gain": 2214},
        "ytd_run_totals": {"count": 15, "distance": 160012, "moving_time": 49873, "elapsed_time": 51840, "elevation_gain": 1486},
        "ytd_swim_totals": {"count": 5, "distance": 10000, "moving_time": 12971, "elapsed_time": 15540, "elevation_gain": 0},
        "all_ride_totals": {"count": 512, "distance": 28419873, "moving_time": 3741522, "elapsed_time": 4208871, "elevation_gain": 318844},
        "all_run_totals": {"count": 1130, "distance": 11094218, "moving_time": 3521870, "elapsed_time": 3719402, "elevation_gain": 142117},
        "all_swim_totals": {"count": 203, "distance": 398500, "moving_time": 521360, "elapsed_time": 604981, "elevation_gain": 0}})))
    turns.append((call("list_athlete_activities", per_page=3, page=1), pj([summ(a) for a in A[:3]])))
    rs.add("mcp", "h54-mcp-11", sysp, turns)


# ---------------------------------------------------------------- 12 SmartThings (bad: lock's roomId changes)
def t12(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "List devices (SmartThings API v1).", {"locationId": P("string", "Location id"), "capability": P("string", "Capability filter")}, []),
        tool("list_rooms", "List rooms of a location.", {"locationId": P("string", "Location id")}, ["locationId"]),
        tool("get_device", "Device description.", {"deviceId": P("string", "Device id")}, ["deviceId"]),
        tool("get_device_status", "Full status of all components.", {"deviceId": P("string", "Device id")}, ["deviceId"]),
        tool("execute_device_command", "Send commands to a device.", {"deviceId": P("string", "Device id"), "commands": P("array", "component, capability, command, arguments", items={"type": "object"})}, ["deviceId", "commands"]),
        tool("list_scenes", "List scenes of a location.", {"locationId": P("string", "Location id")}, []),
    ]
    sysp = system("smartthings", "SmartThings REST API v1 with a personal access token", tools)
    loc = "a7c9d3e1-4b2f-4e8a-9c6d-1f0e2b3a4c5d"
    R = {"Entryway": "3d6f1a2b-8c4e-4b79-a0d3-5e7f9c1b2a46", "Garage": "8b2e5c7d-1f3a-4d96-b8e0-2c4a6f9d1e73",
         "Living Room": "e1a4c7f0-3b6d-4a29-9e5c-7d0b2f4a8c61", "Kitchen": "5f8b1d4e-7a0c-4e63-b2f9-1c3e5a7d9b08"}
    lock = "c2e6a9f1-5d3b-4c87-8e0a-4b7d1f2c6e93"
    D = [  # id, label, name, room, manufacturer, presentation, capabilities, type
        (lock, "Front Door Lock", "Yale Assure Lock 2", "Entryway", "Yale", "ST_b8f5d5b8-2d07-4a70-a5a3-3e0f4c6d2a11", ["lock", "battery", "refresh", "healthCheck"], "ZWAVE"),
        ("f4b8d2a6-9c1e-4f05-a7b3-6d0e8c2a4f19", "Garage Door", "MyQ Garage Door Opener", "Garage", "Chamberlain", "ST_4e1c8a9d-6b3f-4d20-8e7a-1f5c9b2d3a64", ["doorControl", "garageDoorControl", "refresh", "healthCheck"], "VIPER"),
        ("1e5c9a3d-7b2f-4e68-9d0c-8a4f6b2e1c57", "Living Room Lamp", "Sengled Smart Plug", "Living Room", "Sengled", "ST_7a9e3c1b-5d8f-4b62-a0e4-9c2d6f1b8e35", ["switch", "powerMeter", "refresh", "healthCheck"], "ZIGBEE"),
        ("7a3f5c1e-2d8b-4a96-b4e1-0c6d9f3b7a28", "Hallway Motion", "Aeotec Motion Sensor", "Entryway", "Aeotec", "ST_2c6b9e4a-1f7d-4a38-b5c0-8e3d1a9f6b72", ["motionSensor", "temperatureMeasurement", "battery", "healthCheck"], "ZIGBEE"),
        ("9d1b7e3f-6a4c-4f20-8b5d-3e9a1c7f5b04", "Kitchen Leak Sensor", "Aqara Water Leak Sensor", "Kitchen", "LUMI", "ST_9f2e7c4b-3a1d-4e85-b6c9-0d4a8e2f5c13", ["waterSensor", "battery", "healthCheck"], "ZIGBEE"),
        ("b6e0a4c8-3f7d-4b12-9a6e-5d1c8b0f4a37", "Samsung TV", "[TV] Samsung Q70 Series (65)", "Living Room", "Samsung Electronics", "VD-STV-2023", ["switch", "audioVolume", "mediaInputSource", "tvChannel", "refresh"], "OCF"),
    ]
    hub = "0c4e8a2f-6b1d-4f93-a7e5-2d9c3b8f1e60"
    cats = {"lock": "SmartLock", "doorControl": "GarageDoor", "motionSensor": "MotionSensor", "waterSensor": "LeakSensor"}

    def dev(d: tuple[Any, ...], room: str) -> dict[str, Any]:
        cat = cats.get(d[6][0], "Television" if d[7] == "OCF" else "Switch")
        body: dict[str, Any] = {"deviceId": d[0], "name": d[2], "label": d[1], "manufacturerName": "SmartThingsCommunity" if d[7] != "OCF" else "Samsung Electronics",
                                "presentationId": d[5], "deviceManufacturerCode": d[4], "locationId": loc, "ownerId": "6e2b9d1f-4a7c-4e38-8f05-b1c3d7a9e264", "roomId": R[room],
                                "deviceTypeName": None, "components": [{"id": "main", "label": "main", "capabilities": [{"id": c, "version": 1} for c in d[6]],
                                                                        "categories": [{"name": cat, "categoryType": "manufacturer"}]}],
                                "createTime": "2023-06-17T14:22:08.412Z", "profile": {"id": d[5].replace("ST_", "")}, "type": d[7], "restrictionTier": 0, "allowed": [],
                                "executionContext": "LOCAL" if d[7] in ("ZWAVE", "ZIGBEE") else "CLOUD"}
        if d[7] == "ZWAVE":
            body["zwave"] = {"networkId": "0B", "driverId": "1a9e7c3f-5b2d-4e80-9c61-3f7a0d4b8e25", "executingLocally": True, "hubId": hub, "networkSecurityLevel": "ZWAVE_S2_ACCESS_CONTROL", "provisioningState": "PROVISIONED"}
        elif d[7] == "ZIGBEE":
            body["zigbee"] = {"eui": d[0].replace("-", "")[:16].upper(), "networkId": d[0][:4].upper(), "driverId": "4f0b6d2a-8c3e-4a71-b9d5-2e6c1a7f3b08", "executingLocally": True, "hubId": hub, "provisioningState": "PROVISIONED"}
        return body

    turns = [(call("list_devices", locationId=loc), pj({"items": [dev(d, d[3]) for d in D], "_links": {}}))]
    turns.append((call("list_rooms", locationId=loc), pj({"items": [{"roomId": rid, "locationId": loc, "name": nm, "backgroundImage": None, "created": "2023-06-17T13:58:41.207Z",
                                                                     "lastModified": "2023-06-17T13:58:41.207Z"} for nm, rid in R.items()], "_links": {}})))
    turns.append((call("get_device", deviceId=lock), pj(dev(D[0], "Garage"))))
    health = {"checkInterval": {"value": 3600, "unit": "s", "data": {"deviceScheme": "TRACKED", "protocol": "zwave"}, "timestamp": "2025-01-02T08:14:20.650Z"}}
    turns.append((call("get_device_status", deviceId=lock), pj({"components": {"main": {
        "lock": {"lock": {"value": "locked", "data": {"method": "keypad", "codeId": "3", "codeName": "Cleaner"}, "timestamp": "2025-01-09T21:40:12.331Z"}},
        "battery": {"battery": {"value": 78, "unit": "%", "timestamp": "2025-01-09T18:02:55.104Z"}},
        "refresh": {}, "healthCheck": {**health, "DeviceWatch-DeviceStatus": {"value": "online", "data": {}, "timestamp": "2025-01-09T21:40:12.109Z"}}}}})))
    turns.append((call("execute_device_command", deviceId=lock, commands=[{"component": "main", "capability": "lock", "command": "unlock", "arguments": []}]),
                  pj({"results": [{"id": "5b8d2e4f-1a7c-4e96-b3d0-9f6a2c8e1b47", "status": "ACCEPTED"}]})))
    turns.append((call("get_device_status", deviceId=lock), pj({"components": {"main": {
        "lock": {"lock": {"value": "unlocked", "data": {"method": "command"}, "timestamp": "2025-01-09T22:05:47.918Z"}},
        "battery": {"battery": {"value": 78, "unit": "%", "timestamp": "2025-01-09T18:02:55.104Z"}},
        "refresh": {}, "healthCheck": {**health, "DeviceWatch-DeviceStatus": {"value": "online", "data": {}, "timestamp": "2025-01-09T22:05:47.702Z"}}}}})))
    owner = "6e2b9d1f-4a7c-4e38-8f05-b1c3d7a9e264"
    turns.append((call("list_scenes", locationId=loc), pj({"items": [
        {"sceneId": "2f7c9a1e-4d6b-4b83-9e05-7a1c3f8d2b64", "sceneName": "Good Night", "sceneIcon": "203", "sceneColor": None, "locationId": loc, "createdBy": owner,
         "createdDate": 1687012344000, "lastUpdatedDate": 1702330519000, "lastExecutedDate": 1736377212000, "editable": True, "apiVersion": "20200501"},
        {"sceneId": "8e1b4d7a-2c9f-4e56-a3b0-6d8f1c4e9a27", "sceneName": "Leaving Home", "sceneIcon": "205", "sceneColor": None, "locationId": loc, "createdBy": owner,
         "createdDate": 1687012502000, "lastUpdatedDate": 1687012502000, "lastExecutedDate": 1736405901000, "editable": True, "apiVersion": "20200501"},
        {"sceneId": "c5a0e3f8-7b2d-4a19-8c64-1e9f5b3a7d02", "sceneName": "Movie Time", "sceneIcon": "212", "sceneColor": None, "locationId": loc, "createdBy": owner,
         "createdDate": 1698167025000, "lastUpdatedDate": 1698167025000, "lastExecutedDate": 1736200417000, "editable": True, "apiVersion": "20200501"}], "_links": {}})))
    rs.add("mcp", "h54-mcp-12", sysp, turns, bad=True, turn=3,
           kind="Front Door Lock's roomId is the Entryway room (3d6f1a2b...) in turn 1, but get_device in turn 3 returns the Garage room id (8b2e5c7d...) with no move in between.")


# ---------------------------------------------------------------- 13 Tesla Fleet (clean)
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_vehicles", "Vehicles on the account (Fleet API /api/1/vehicles).", {}, []),
        tool("wake_up", "Wake the vehicle from sleep.", {"vehicle_tag": P("string", "VIN or id")}, ["vehicle_tag"]),
        tool("vehicle_data", "Live vehicle data. Wakes nothing: the vehicle must be online.", {"vehicle_tag": P("string", "VIN or id"), "endpoints": P("string", "Semicolon-separated: charge_state;climate_state;vehicle_state;drive_state")}, ["vehicle_tag"]),
        tool("command", "Send a vehicle command (set_charge_limit, charge_start, charge_stop, auto_conditioning_start, auto_conditioning_stop, door_lock, honk_horn).",
             {"vehicle_tag": P("string", "VIN or id"), "name": P("string", "Command name"), "params": P("object", "Command parameters, e.g. {\"percent\": 90}")}, ["vehicle_tag", "name"]),
        tool("nearby_charging_sites", "Superchargers and destination chargers near the vehicle.", {"vehicle_tag": P("string", "VIN or id"), "count": P("integer", "Max results")}, ["vehicle_tag"]),
    ]
    sysp = system("tesla-fleet", "Tesla Fleet API, region na, third-party app with vehicle_device_data and vehicle_cmds scopes", tools)
    vid, vin = 1492931482710473, "5YJ3E1EA7PF412938"
    veh = {"id": vid, "vehicle_id": 1349075521, "vin": vin, "color": None, "access_type": "OWNER", "display_name": "Nimbus", "option_codes": None, "granular_access": {"hide_private": False},
           "tokens": None, "in_service": False, "id_s": str(vid), "calendar_enabled": True, "api_version": 81, "backseat_token": None, "backseat_token_updated_at": None}
    turns = [(call("list_vehicles"), pj({"response": [{**veh, "state": "asleep"}], "pagination": {"previous": None, "next": None, "current": 1, "per_page": 2, "count": 1, "pages": 1}, "count": 1}))]
    turns.append((call("wake_up", vehicle_tag=vin), pj({"response": {**veh, "state": "online"}})))

    def data(ts: int, cs: dict[str, Any], cl: dict[str, Any]) -> str:
        charge = {"battery_heater_on": False, "battery_level": cs["lvl"], "battery_range": cs["rng"], "charge_amps": 48, "charge_current_request": 48, "charge_current_request_max": 48,
                  "charge_enable_request": True, "charge_energy_added": cs["added"], "charge_limit_soc": cs["limit"], "charge_limit_soc_max": 100, "charge_limit_soc_min": 50,
                  "charge_limit_soc_std": 80, "charge_miles_added_ideal": cs["miles"], "charge_miles_added_rated": cs["miles"], "charge_port_cold_weather_mode": False,
                  "charge_port_door_open": True, "charge_port_latch": "Engaged", "charge_rate": cs["rate"], "charger_actual_current": cs["amps"], "charger_phases": 1 if cs["amps"] else None,
                  "charger_pilot_current": 48, "charger_power": cs["kw"], "charger_voltage": cs["volt"], "charging_state": cs["state"], "conn_charge_cable": "SAE", "est_battery_range": cs["est"],
                  "fast_charger_brand": "<invalid>", "fast_charger_present": False, "fast_charger_type": "<invalid>", "ideal_battery_range": cs["rng"], "minutes_to_full_charge": cs["mins"],
                  "scheduled_charging_mode": "Off", "scheduled_charging_pending": False, "time_to_full_charge": cs["ttf"], "timestamp": ts, "usable_battery_level": cs["lvl"] - 1,
                  "user_charge_enable_request": None}
        climate = {"allow_cabin_overheat_protection": True, "auto_seat_climate_left": False, "battery_heater": False, "cabin_overheat_protection": "On", "climate_keeper_mode": "off",
                   "defrost_mode": 0, "driver_temp_setting": 21.0, "fan_status": cl["fan"], "inside_temp": cl["in"], "is_auto_conditioning_on": cl["on"], "is_climate_on": cl["on"],
                   "is_front_defroster_on": False, "is_preconditioning": cl["on"], "is_rear_defroster_on": False, "max_avail_temp": 28.0, "min_avail_temp": 15.0, "outside_temp": cl["out"],
                   "passenger_temp_setting": 21.0, "remote_heater_control_enabled": cl["on"], "seat_heater_left": 0, "seat_heater_right": 0, "side_mirror_heaters": False,
                   "steering_wheel_heater": False, "timestamp": ts, "wiper_blade_heater": False}
        vstate = {"api_version": 81, "car_version": "2024.44.25.3 1b4b6e1c52a2", "center_display_state": 0, "df": 0, "dr": 0, "fd_window": 0, "fp_window": 0, "ft": 0,
                  "is_user_present": False, "locked": True, "odometer": 18342.611234, "pf": 0, "pr": 0, "rd_window": 0, "rp_window": 0, "rt": 0, "sentry_mode": False,
                  "sentry_mode_available": True, "software_update": {"download_perc": 0, "expected_duration_sec": 2700, "install_perc": 1, "status": "", "version": " "},
                  "timestamp": ts, "tpms_pressure_fl": 2.9, "tpms_pressure_fr": 2.9, "tpms_pressure_rl": 2.875, "tpms_pressure_rr": 2.9, "valet_mode": False, "vehicle_name": "Nimbus"}
        return pj({"response": {**veh, "user_id": 806714522, "state": "online", "charge_state": charge, "climate_state": climate, "vehicle_state": vstate}})

    ep = "charge_state;climate_state;vehicle_state"
    turns.append((call("vehicle_data", vehicle_tag=vin, endpoints=ep), data(1736524805123,
                  {"lvl": 62, "rng": 178.52, "est": 151.37, "added": 0.0, "limit": 80, "miles": 0.0, "rate": 0.0, "amps": 0, "kw": 0, "volt": 2, "state": "Stopped", "mins": 0, "ttf": 0.0},
                  {"fan": 0, "in": 11.5, "on": False, "out": 6.0})))
    turns.append((call("command", vehicle_tag=vin, name="set_charge_limit", params={"percent": 90}), pj({"response": {"reason": "", "result": True}})))
    turns.append((call("command", vehicle_tag=vin, name="charge_start"), pj({"response": {"reason": "", "result": True}})))
    turns.append((call("command", vehicle_tag=vin, name="auto_conditioning_start"), pj({"response": {"reason": "", "result": True}})))
    turns.append((call("vehicle_data", vehicle_tag=vin, endpoints=ep), data(1736525262409,
                  {"lvl": 63, "rng": 181.39, "est": 153.81, "added": 0.77, "limit": 90, "miles": 3.0, "rate": 38.6, "amps": 48, "kw": 11, "volt": 239, "state": "Charging", "mins": 115, "ttf": 1.92},
                  {"fan": 4, "in": 14.2, "on": True, "out": 6.0})))
    turns.append((call("nearby_charging_sites", vehicle_tag=vin, count=4), pj({"response": {
        "congestion_sync_time_utc_secs": 1736525241, "destination_charging": [
            {"location": {"lat": 30.401472, "long": -97.726118}, "name": "Austin, TX - Archer Hotel", "type": "destination", "distance_miles": 1.926, "amenities": "restrooms,wifi,lodging,shopping"},
            {"location": {"lat": 30.258512, "long": -97.739187}, "name": "Austin, TX - Hotel Van Zandt", "type": "destination", "distance_miles": 9.812, "amenities": "restrooms,wifi,lodging,restaurant"}],
        "superchargers": [
            {"location": {"lat": 30.402019, "long": -97.725307}, "name": "Austin, TX - Domain Northside", "type": "supercharger", "distance_miles": 1.874, "available_stalls": 9, "total_stalls": 16, "site_closed": False, "amenities": "restrooms,restaurant,wifi,shopping"},
            {"location": {"lat": 30.363114, "long": -97.733922}, "name": "Austin, TX - Research Blvd", "type": "supercharger", "distance_miles": 3.412, "available_stalls": 5, "total_stalls": 12, "site_closed": False, "amenities": "restrooms,restaurant,shopping"}],
        "timestamp": 1736525263018}})))
    rs.add("mcp", "h54-mcp-13", sysp, turns)


# ---------------------------------------------------------------- 14 Mapbox (clean)
def t14(rs: RowSet) -> None:
    tools = [
        tool("forward_geocode_tool", "Search for a place or address (Mapbox Geocoding v6).", {"q": P("string", "Query"), "proximity": P("string", "lon,lat"), "limit": P("integer", "1-10"), "language": P("string", "")}, ["q"]),
        tool("reverse_geocode_tool", "Address for coordinates.", {"longitude": P("number", ""), "latitude": P("number", ""), "types": P("string", "address,street,place")}, ["longitude", "latitude"]),
        tool("directions_tool", "Route between coordinates (Directions API v5).", {"profile": P("string", "mapbox/driving-traffic | driving | walking | cycling"), "coordinates": P("array", "[[lon, lat], ...]", items={"type": "array"}),
                                                                                   "steps": P("boolean", "")}, ["profile", "coordinates"]),
        tool("matrix_tool", "Travel times and distances between all pairs (Matrix API v1).", {"profile": P("string", ""), "coordinates": P("array", "[[lon, lat], ...]", items={"type": "array"}), "annotations": P("string", "duration,distance")}, ["profile", "coordinates"]),
        tool("isochrone_tool", "Reachable area within given minutes (Isochrone API v1).", {"profile": P("string", ""), "coordinates": P("string", "lon,lat"), "contours_minutes": P("string", "comma separated"), "polygons": P("boolean", "")}, ["profile", "coordinates", "contours_minutes"]),
    ]
    sysp = system("mapbox", "@mapbox/mcp-server 0.4.1 with a public access token", tools)
    cs, rijks, afh = [4.900272, 52.3789], [4.885197, 52.359998], [4.883969, 52.375218]
    att = "NOTICE: © 2025 Mapbox and its suppliers. All rights reserved."
    turns = [(call("forward_geocode_tool", q="Rijksmuseum, Amsterdam", proximity="4.900272,52.3789", limit=2, language="en"), pj({"type": "FeatureCollection", "features": [
        {"type": "Feature", "id": "dXJuOm1ieHBvaTo0ZjE2YzBiOC1hMzVhLTRlNjctOWQ4Zi1hYjdkNmUyYzE1ZDI", "geometry": {"type": "Point", "coordinates": rijks},
         "properties": {"mapbox_id": "dXJuOm1ieHBvaTo0ZjE2YzBiOC1hMzVhLTRlNjctOWQ4Zi1hYjdkNmUyYzE1ZDI", "feature_type": "poi", "name": "Rijksmuseum",
                        "full_address": "Museumstraat 1, 1071 XX Amsterdam, Netherlands", "place_formatted": "1071 XX Amsterdam, Netherlands", "coordinates": {"longitude": rijks[0], "latitude": rijks[1]},
                        "poi_category": ["museum", "art gallery", "tourist attraction"], "maki": "museum"}},
        {"type": "Feature", "id": "dXJuOm1ieGFkcjo1YjNmYzE0ZC0yZWI3LTQ5NjAtYTE3Yy04YzAyZDQ5ZjBkYWI", "geometry": {"type": "Point", "coordinates": [4.886873, 52.359341]},
         "properties": {"mapbox_id": "dXJuOm1ieGFkcjo1YjNmYzE0ZC0yZWI3LTQ5NjAtYTE3Yy04YzAyZDQ5ZjBkYWI", "feature_type": "street", "name": "Museumplein",
                        "full_address": "Museumplein, 1071 DJ Amsterdam, Netherlands", "place_formatted": "1071 DJ Amsterdam, Netherlands", "coordinates": {"longitude": 4.886873, "latitude": 52.359341}}}],
        "attribution": att}))]
    turns.append((call("directions_tool", profile="mapbox/driving-traffic", coordinates=[cs, rijks], steps=False), pj({"routes": [{
        "weight_typical": 801.47, "duration_typical": 688.9, "weight_name": "auto", "weight": 838.2, "duration": 712.3, "distance": 3412.6,
        "legs": [{"via_waypoints": [], "annotation": {}, "admins": [{"iso_3166_1_alpha3": "NLD", "iso_3166_1": "NL"}], "weight_typical": 801.47, "duration_typical": 688.9, "weight": 838.2,
                  "duration": 712.3, "steps": [], "distance": 3412.6, "summary": "Prins Hendrikkade, Stadhouderskade"}],
        "geometry": "wzw_IqyvZ`@xAlBzFbCdHdDxJr@jBhAdD~@lCz@bCtFtOpBxF|BlGbBxErArDv@vB"}],
        "waypoints": [{"distance": 14.31, "name": "Stationsplein", "location": [4.900107, 52.378983]}, {"distance": 22.87, "name": "Museumstraat", "location": [4.885411, 52.360184]}],
        "code": "Ok", "uuid": "Kq3v9ZbT2xLm8Wc1Rn7Hd4Ps6Yf0Ga5Je2Nu8Qo1Vi"})))
    walk_wp = [{"distance": 3.02, "name": "Stationsplein", "location": [4.900257, 52.378873]}, {"distance": 9.45, "name": "Museumstraat", "location": [4.885253, 52.360083]}]
    turns.append((call("directions_tool", profile="mapbox/walking", coordinates=[cs, rijks], steps=False), pj({"routes": [{
        "weight_name": "pedestrian", "weight": 2301.4, "duration": 2301.4, "distance": 2874.1,
        "legs": [{"via_waypoints": [], "admins": [{"iso_3166_1_alpha3": "NLD", "iso_3166_1": "NL"}], "weight": 2301.4, "duration": 2301.4, "steps": [], "distance": 2874.1,
                  "summary": "Damrak, Rokin, Spiegelgracht"}],
        "geometry": "gzw_IizvZzBdB~EbD`D`CnBfAtBhAjEhC|BtAfDbBlB`A~CzAnEtBbDhB"}],
        "waypoints": walk_wp, "code": "Ok", "uuid": "Zt6Bq1Lx8Vm3Hc9Wr2Nk7Pd4Ys0Fa5Ju1Ge8Oi3Tb"})))
    mwp = walk_wp + [{"distance": 6.71, "name": "Westermarkt", "location": [4.884012, 52.375157]}]
    turns.append((call("matrix_tool", profile="mapbox/walking", coordinates=[cs, rijks, afh], annotations="duration,distance"), pj({
        "code": "Ok", "durations": [[0.0, 2301.4, 1389.7], [2288.9, 0.0, 1452.3], [1401.2, 1466.8, 0.0]],
        "distances": [[0.0, 2874.1, 1706.5], [2861.3, 0.0, 1811.9], [1718.4, 1830.2, 0.0]], "destinations": mwp, "sources": mwp})))
    turns.append((call("reverse_geocode_tool", longitude=4.885197, latitude=52.359998, types="address"), pj({"type": "FeatureCollection", "features": [
        {"type": "Feature", "id": "dXJuOm1ieGFkcjpmMWEzYzI3OC0wYjY1LTQ0ZDQtOTk3NC0zZTI1YjJkYzc4MDE", "geometry": {"type": "Point", "coordinates": [4.885204, 52.359983]},
         "properties": {"mapbox_id": "dXJuOm1ieGFkcjpmMWEzYzI3OC0wYjY1LTQ0ZDQtOTk3NC0zZTI1YjJkYzc4MDE", "feature_type": "address", "full_address": "Museumstraat 1, 1071 XX Amsterdam, Netherlands",
                        "name": "Museumstraat 1", "name_preferred": "Museumstraat 1", "place_formatted": "1071 XX Amsterdam, Netherlands",
                        "context": {"address": {"name": "Museumstraat 1", "address_number": "1", "street_name": "Museumstraat"}, "street": {"name": "Museumstraat"},
                                    "postcode": {"name": "1071 XX"}, "locality": {"name": "Amsterdam-Zuid"}, "place": {"name": "Amsterdam", "wikidata_id": "Q727"},
                                    "region": {"name": "North Holland", "region_code": "NH"}, "country": {"name": "Netherlands", "country_code": "NL", "country_code_alpha_3": "NLD"}},
                        "coordinates": {"longitude": 4.885204, "latitude": 52.359983, "accuracy": "rooftop"}}}],
        "attribution": att})))
    ring10 = [[4.885197, 52.366874], [4.893912, 52.364705], [4.897841, 52.359998], [4.893204, 52.354617], [4.885197, 52.352711], [4.876318, 52.355102], [4.872966, 52.359998], [4.877015, 52.365233], [4.885197, 52.366874]]
    ring20 = [[4.885197, 52.374139], [4.902518, 52.369844], [4.910774, 52.359998], [4.901336, 52.349127], [4.885197, 52.345502], [4.868402, 52.350011], [4.860487, 52.359998], [4.868911, 52.370386], [4.885197, 52.374139]]
    turns.append((call("isochrone_tool", profile="mapbox/walking", coordinates="4.885197,52.359998", contours_minutes="10,20", polygons=True), pj({"features": [
        {"properties": {"fill-opacity": 0.33, "fillColor": "#bf4040", "opacity": 0.33, "fill": "#bf4040", "fillOpacity": 0.33, "color": "#bf4040", "contour": 20, "metric": "time"},
         "geometry": {"coordinates": [ring20], "type": "Polygon"}, "type": "Feature"},
        {"properties": {"fill-opacity": 0.33, "fillColor": "#4286f4", "opacity": 0.33, "fill": "#4286f4", "fillOpacity": 0.33, "color": "#4286f4", "contour": 10, "metric": "time"},
         "geometry": {"coordinates": [ring10], "type": "Polygon"}, "type": "Feature"}], "type": "FeatureCollection"})))
    rs.add("mcp", "h54-mcp-14", sysp, turns)


# ---------------------------------------------------------------- 15 AccuWeather (bad: observation time goes backwards)
def t15(rs: RowSet) -> None:
    tools = [
        tool("search_locations", "City search; returns location keys.", {"q": P("string", "City name"), "language": P("string", "")}, ["q"]),
        tool("get_current_conditions", "Current conditions for a location key.", {"location_key": P("string", ""), "details": P("boolean", "Full details")}, ["location_key"]),
        tool("get_hourly_forecast_12h", "12 hours of hourly forecasts.", {"location_key": P("string", ""), "metric": P("boolean", "")}, ["location_key"]),
        tool("get_daily_forecast_5d", "5 days of daily forecasts.", {"location_key": P("string", ""), "metric": P("boolean", "")}, ["location_key"]),
        tool("get_indices_1d", "Lifestyle indices for today.", {"location_key": P("string", ""), "group_id": P("integer", "Index group id")}, ["location_key"]),
        tool("get_alerts", "Active severe weather alerts.", {"location_key": P("string", "")}, ["location_key"]),
    ]
    sysp = system("accuweather", "AccuWeather Core Weather API, limited trial key, language en-us", tools)
    key = "347810"
    MT = timezone(timedelta(hours=-7))

    def city(k: str, rank: int, pc: str, st: str, stn: str, tzc: str, tzn: str, off: float, lat: float, lon: float, elev: float) -> dict[str, Any]:
        return {"Version": 1, "Key": k, "Type": "City", "Rank": rank, "LocalizedName": "Denver", "EnglishName": "Denver", "PrimaryPostalCode": pc,
                "Region": {"ID": "NAM", "LocalizedName": "North America"}, "Country": {"ID": "US", "LocalizedName": "United States"},
                "AdministrativeArea": {"ID": st, "LocalizedName": stn, "CountryID": "US", "LocalizedType": "State", "Level": 1},
                "TimeZone": {"Code": tzc, "Name": tzn, "GmtOffset": off, "IsDaylightSaving": False}, "GeoPosition": {"Latitude": lat, "Longitude": lon, "Elevation": {"Metric": {"Value": elev, "Unit": "m"}}}}

    turns = [(call("search_locations", q="Denver", language="en-us"), pj([
        city(key, 25, "80203", "CO", "Colorado", "MST", "America/Denver", -7.0, 39.74, -104.992, 1609.0),
        city("2196296", 85, "17517", "PA", "Pennsylvania", "EST", "America/New_York", -5.0, 40.233, -76.137, 116.0),
        city("2172508", 85, "28037", "NC", "North Carolina", "EST", "America/New_York", -5.0, 35.531, -81.03, 259.0)]))]
    link = f"http://www.accuweather.com/en/us/denver/80203/current-weather/{key}?lang=en-us"

    def cur(dt: datetime, text: str, icon: int, c: float, f: float, det: dict[str, Any] | None) -> str:
        o: dict[str, Any] = {"LocalObservationDateTime": iso(dt), "EpochTime": epoch(dt), "WeatherText": text, "WeatherIcon": icon, "HasPrecipitation": False, "PrecipitationType": None,
                             "IsDayTime": True, "Temperature": {"Metric": {"Value": c, "Unit": "C", "UnitType": 17}, "Imperial": {"Value": f, "Unit": "F", "UnitType": 18}}}
        if det:
            wk = det["wind"]
            o.update({"RealFeelTemperature": {"Metric": {"Value": det["rf"], "Unit": "C", "UnitType": 17, "Phrase": "Cool"}, "Imperial": {"Value": det["rff"], "Unit": "F", "UnitType": 18, "Phrase": "Cool"}},
                      "RelativeHumidity": det["hum"], "IndoorRelativeHumidity": 19,
                      "Wind": {"Direction": {"Degrees": det["deg"], "Localized": "WSW", "English": "WSW"}, "Speed": {"Metric": {"Value": wk, "Unit": "km/h", "UnitType": 7}, "Imperial": {"Value": round(wk / 1.609, 1), "Unit": "mi/h", "UnitType": 9}}},
                      "UVIndex": 1, "UVIndexText": "Low", "Visibility": {"Metric": {"Value": 16.1, "Unit": "km", "UnitType": 6}, "Imperial": {"Value": 10.0, "Unit": "mi", "UnitType": 2}},
                      "CloudCover": det["cloud"], "Pressure": {"Metric": {"Value": 1019.0, "Unit": "mb", "UnitType": 14}, "Imperial": {"Value": 30.09, "Unit": "inHg", "UnitType": 12}}})
        o.update({"MobileLink": link, "Link": link})
        return pj([o])

    turns.append((call("get_current_conditions", location_key=key, details=False), cur(datetime(2024, 12, 3, 14, 48, tzinfo=MT), "Mostly sunny", 2, 8.3, 47.0, None)))
    hourly = []
    temps = [9.0, 8.7, 7.4, 4.9, 3.5, 2.6, 1.9, 1.3, 0.8, 0.4, 0.0, -0.3]
    for i, tc in enumerate(temps):
        d = datetime(2024, 12, 3, 15, tzinfo=MT) + timedelta(hours=i)
        day = d.hour in (15, 16)
        hourly.append({"DateTime": iso(d), "EpochDateTime": epoch(d), "WeatherIcon": 2 if day else 34, "IconPhrase": "Mostly sunny" if day else "Mostly clear", "HasPrecipitation": False,
                       "IsDaylight": day, "Temperature": {"Value": tc, "Unit": "C", "UnitType": 17}, "PrecipitationProbability": 0 if i < 8 else 2,
                       "MobileLink": f"http://www.accuweather.com/en/us/denver/80203/hourly-weather-forecast/{key}?day={1 if d.day == 3 else 2}&hbhhour={d.hour}&lang=en-us"})
    turns.append((call("get_hourly_forecast_12h", location_key=key, metric=True), pj(hourly)))
    days = [(3, 10.0, -3.3, 1, "Sunny", 34, "Mostly clear"), (4, 12.8, -1.7, 2, "Mostly sunny", 35, "Partly cloudy"), (5, 6.1, -4.4, 6, "Mostly cloudy and cooler", 38, "Mostly cloudy"),
            (6, 8.3, -2.8, 4, "Intervals of clouds and sunshine", 34, "Mostly clear"), (7, 13.3, -0.6, 1, "Sunny and mild", 33, "Clear")]
    daily = [{"Date": iso(datetime(2024, 12, d, 7, tzinfo=MT)), "EpochDate": epoch(datetime(2024, 12, d, 7, tzinfo=MT)),
              "Temperature": {"Minimum": {"Value": lo, "Unit": "C", "UnitType": 17}, "Maximum": {"Value": hi, "Unit": "C", "UnitType": 17}},
              "Day": {"Icon": di, "IconPhrase": dp, "HasPrecipitation": False}, "Night": {"Icon": ni, "IconPhrase": nph, "HasPrecipitation": False},
              "Sources": ["AccuWeather"], "MobileLink": f"http://www.accuweather.com/en/us/denver/80203/daily-weather-forecast/{key}?day={k + 1}&lang=en-us"}
             for k, (d, hi, lo, di, dp, ni, nph) in enumerate(days)]
    turns.append((call("get_daily_forecast_5d", location_key=key, metric=True), pj({"Headline": {
        "EffectiveDate": "2024-12-05T07:00:00-07:00", "EffectiveEpochDate": epoch(datetime(2024, 12, 5, 7, tzinfo=MT)), "Severity": 7, "Text": "Noticeably cooler Thursday",
        "Category": "cooler", "EndDate": "2024-12-05T19:00:00-07:00", "EndEpochDate": epoch(datetime(2024, 12, 5, 19, tzinfo=MT))}, "DailyForecasts": daily})))
    d7 = epoch(datetime(2024, 12, 3, 7, tzinfo=MT))
    idx = [(1, "Running Forecast", 7.0, "Good", 3, "running"), (2, "Jogging Forecast", 7.0, "Good", 3, "jogging"), (3, "Hiking Forecast", 8.4, "Very Good", 4, "hiking"), (4, "Bicycling Forecast", 6.1, "Good", 3, "cycling")]
    turns.append((call("get_indices_1d", location_key=key, group_id=1), pj([
        {"Name": n, "ID": i, "Ascending": True, "LocalDateTime": "2024-12-03T07:00:00-07:00", "EpochDateTime": d7, "Value": v, "Category": cat, "CategoryValue": cv,
         "Link": f"http://www.accuweather.com/en/us/denver/80203/{slug}-weather/{key}?lang=en-us"} for i, n, v, cat, cv, slug in idx])))
    turns.append((call("get_current_conditions", location_key=key, details=True),
                  cur(datetime(2024, 12, 3, 15, 18, tzinfo=MT), "Sunny", 1, 8.9, 48.0, {"rf": 7.2, "rff": 45.0, "hum": 24, "deg": 248, "wind": 14.8, "cloud": 5})))
    turns.append((call("get_current_conditions", location_key=key, details=True),
                  cur(datetime(2024, 12, 3, 15, 3, tzinfo=MT), "Sunny", 1, 8.6, 47.0, {"rf": 6.9, "rff": 44.0, "hum": 25, "deg": 245, "wind": 13.0, "cloud": 4})))
    turns.append((call("get_alerts", location_key=key), pj([])))
    rs.add("mcp", "h54-mcp-15", sysp, turns, bad=True, turn=7,
           kind="Turn 6 reported current conditions observed at 15:18 (-07:00), but the next call in turn 7 returns an older observation time, 15:03, so the observation clock runs backwards.")


# ---------------------------------------------------------------- 16 Amadeus (bad: traveler date of birth changes)
def t16(rs: RowSet) -> None:
    tools = [
        tool("airport_city_search", "Airport & City Search v1.", {"keyword": P("string", ""), "subType": P("string", "AIRPORT,CITY")}, ["keyword"]),
        tool("search_flight_offers", "Flight Offers Search v2 (GET).", {"originLocationCode": P("string", ""), "destinationLocationCode": P("string", ""), "departureDate": P("string", "YYYY-MM-DD"),
                                                                         "adults": P("integer", ""), "currencyCode": P("string", ""), "nonStop": P("boolean", ""), "max": P("integer", "")}, ["originLocationCode", "destinationLocationCode", "departureDate", "adults"]),
        tool("price_flight_offer", "Flight Offers Price v1: confirm the price of one offer returned by search.", {"offer_id": P("string", "id from the last search")}, ["offer_id"]),
        tool("create_flight_order", "Flight Create Orders v1.", {"offer_id": P("string", "Priced offer id"), "travelers": P("array", "Traveler objects", items={"type": "object"})}, ["offer_id", "travelers"]),
        tool("get_flight_order", "Flight Order Management: retrieve.", {"order_id": P("string", "Flight order id")}, ["order_id"]),
        tool("get_seatmap", "SeatMap Display v1 for a flight order.", {"order_id": P("string", "Flight order id")}, ["order_id"]),
        tool("cancel_flight_order", "Flight Order Management: delete.", {"order_id": P("string", "Flight order id")}, ["order_id"]),
    ]
    sysp = system("amadeus", "Amadeus for Developers Self-Service APIs, test environment test.api.amadeus.com", tools)
    turns = [(call("airport_city_search", keyword="LIS", subType="AIRPORT"), pj({"meta": {"count": 1, "links": {"self": "https://test.api.amadeus.com/v1/reference-data/locations?subType=AIRPORT&keyword=LIS"}}, "data": [
        {"type": "location", "subType": "AIRPORT", "name": "HUMBERTO DELGADO", "detailedName": "LISBON/PT:HUMBERTO DELGADO", "id": "ALIS", "self": {"href": "https://test.api.amadeus.com/v1/reference-data/locations/ALIS", "methods": ["GET"]},
         "timeZoneOffset": "+00:00", "iataCode": "LIS", "geoCode": {"latitude": 38.77417, "longitude": -9.13417},
         "address": {"cityName": "LISBON", "cityCode": "LIS", "countryName": "PORTUGAL", "countryCode": "PT", "regionCode": "EUROP"}, "analytics": {"travelers": {"score": 21}}}]}))]

    def offer(oid: str, carrier: str, num: str, dep: str, arr: str, o: str, d: str, date: str, dur: str, aircraft: str, base: str, total: str, seats: int, fare: str, cabin_bags: int, seg: str) -> dict[str, Any]:
        return {"type": "flight-offer", "id": oid, "source": "GDS", "instantTicketingRequired": False, "nonHomogeneous": False, "oneWay": False, "isUpsellOffer": False,
                "lastTicketingDate": "2025-02-23", "lastTicketingDateTime": "2025-02-23", "numberOfBookableSeats": seats,
                "itineraries": [{"duration": dur, "segments": [{"departure": {"iataCode": o, "terminal": "1" if o == "FRA" else None, "at": f"{date}T{dep}:00"},
                                                               "arrival": {"iataCode": d, "terminal": "1", "at": f"{date}T{arr}:00"}, "carrierCode": carrier, "number": num,
                                                               "aircraft": {"code": aircraft}, "operating": {"carrierCode": carrier}, "duration": dur, "id": seg, "numberOfStops": 0, "blacklistedInEU": False}]}],
                "price": {"currency": "EUR", "total": total, "base": base, "fees": [{"amount": "0.00", "type": "SUPPLIER"}, {"amount": "0.00", "type": "TICKETING"}], "grandTotal": total},
                "pricingOptions": {"fareType": ["PUBLISHED"], "includedCheckedBagsOnly": False}, "validatingAirlineCodes": [carrier],
                "travelerPricings": [{"travelerId": "1", "fareOption": "STANDARD", "travelerType": "ADULT", "price": {"currency": "EUR", "total": total, "base": base},
                                      "fareDetailsBySegment": [{"segmentId": seg, "cabin": "ECONOMY", "fareBasis": fare, "brandedFare": "CLASSIC" if carrier == "TP" else "LIGHT", "class": fare[0],
                                                                "includedCheckedBags": {"quantity": 0}, "includedCabinBags": {"quantity": cabin_bags}}]}]}

    out = [offer("1", "TP", "571", "19:50", "21:50", "FRA", "LIS", "2025-04-09", "PT3H", "32N", "98.00", "164.96", 9, "OL0DSI05", 1, "31"),
           offer("2", "TP", "577", "10:15", "12:15", "FRA", "LIS", "2025-04-09", "PT3H", "32N", "121.00", "187.46", 7, "KL0DSI05", 1, "12"),
           offer("3", "LH", "1166", "07:05", "09:10", "FRA", "LIS", "2025-04-09", "PT3H5M", "320", "140.00", "212.46", 4, "KNCOWD3L", 1, "5"),
           offer("4", "LH", "1170", "16:35", "18:40", "FRA", "LIS", "2025-04-09", "PT3H5M", "32Q", "169.00", "241.46", 9, "LNCOWD3L", 1, "20")]
    dicts = {"locations": {"FRA": {"cityCode": "FRA", "countryCode": "DE"}, "LIS": {"cityCode": "LIS", "countryCode": "PT"}},
             "aircraft": {"32N": "AIRBUS A320NEO", "320": "AIRBUS A320", "32Q": "AIRBUS A321NEO"}, "currencies": {"EUR": "EURO"}, "carriers": {"TP": "TAP PORTUGAL", "LH": "LUFTHANSA"}}
    turns.append((call("search_flight_offers", originLocationCode="FRA", destinationLocationCode="LIS", departureDate="2025-04-09", adults=1, currencyCode="EUR", nonStop=True, max=4),
                  pj({"meta": {"count": 4, "links": {"self": "https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=FRA&destinationLocationCode=LIS&departureDate=2025-04-09&adults=1&nonStop=true&currencyCode=EUR&max=4"}},
                      "data": out, "dictionaries": dicts})))
    priced = dict(out[1])
    priced.pop("numberOfBookableSeats")
    priced["price"] = {**out[1]["price"], "billingCurrency": "EUR"}
    turns.append((call("price_flight_offer", offer_id="2"), pj({"data": {"type": "flight-offers-pricing", "flightOffers": [priced],
                  "bookingRequirements": {"emailAddressRequired": True, "mobilePhoneNumberRequired": True}}, "dictionaries": {"locations": dicts["locations"]}})))
    oid = "eJzTd9f3NDA3NDYCAAtHAlE%3D"
    trav_in = {"id": "1", "dateOfBirth": "1988-03-14", "name": {"firstName": "ELENA", "lastName": "MARTINEZ"}, "gender": "FEMALE",
               "contact": {"emailAddress": "elena.martinez@example.es", "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34", "number": "612448917"}]},
               "documents": [{"documentType": "PASSPORT", "birthPlace": "Valencia", "issuanceLocation": "Valencia", "issuanceDate": "2021-06-02", "number": "PAE418273",
                              "expiryDate": "2031-06-01", "issuanceCountry": "ES", "validityCountry": "ES", "nationality": "ES", "holder": True}]}

    def order(dob: str) -> dict[str, Any]:
        tr = json.loads(json.dumps(trav_in))
        tr["dateOfBirth"] = dob
        return {"data": {"type": "flight-order", "id": oid, "queuingOfficeId": "NCE4D31SB",
                         "associatedRecords": [{"reference": "QK7X4N", "creationDate": "2025-02-20T09:41:00.000", "originSystemCode": "GDS", "flightOfferId": "2"}],
                         "flightOffers": [priced], "travelers": [tr], "remarks": {"general": [{"subType": "GENERAL_MISCELLANEOUS", "text": "ONLINE BOOKING FROM INCREIBLE VIAJES"}]},
                         "ticketingAgreement": {"option": "DELAY_TO_CANCEL", "delay": "6D"}, "automatedProcess": [{"code": "IMMEDIATE", "queue": {"number": "0", "category": "0"}, "officeId": "NCE4D31SB"}],
                         "contacts": [{"addresseeName": {"firstName": "ELENA", "lastName": "MARTINEZ"}, "purpose": "STANDARD", "emailAddress": "elena.martinez@example.es",
                                       "phones": [{"deviceType": "MOBILE", "countryCallingCode": "34", "number": "612448917"}]}]},
                "dictionaries": {"locations": dicts["locations"]}}

    turns.append((call("create_flight_order", offer_id="2", travelers=[trav_in]), pj(order("1988-03-14"))))
    seats = []
    for row in range(10, 14):
        for col in "ABCDEF":
            taken = (row * 7 + ord(col)) % 3 == 0
            seats.append({"cabin": "ECONOMY", "number": f"{row}{col}", "characteristicsCodes": ["W" if col in "AF" else ("A" if col in "CD" else "9"), "CH"],
                          "travelerPricing": [{"travelerId": "1", "seatAvailabilityStatus": "OCCUPIED" if taken else "AVAILABLE",
                                               **({} if taken else {"price": {"currency": "EUR", "total": "12.00" if row < 12 else "9.00", "base": "12.00" if row < 12 else "9.00"}})}],
                          "coordinates": {"x": row - 9, "y": "ABCDEF".index(col) + (1 if col in "DEF" else 0)}})
    turns.append((call("get_seatmap", order_id=oid), pj({"meta": {"count": 1}, "data": [{"type": "seatmap", "id": "1", "departure": {"iataCode": "FRA", "terminal": "1", "at": "2025-04-09T10:15:00"},
                  "arrival": {"iataCode": "LIS", "terminal": "1", "at": "2025-04-09T12:15:00"}, "carrierCode": "TP", "number": "577", "operating": {"carrierCode": "TP"},
                  "aircraft": {"code": "32N"}, "class": "K", "flightOfferId": "2", "segmentId": "12",
                  "decks": [{"deckType": "MAIN", "deckConfiguration": {"width": 7, "length": 29, "startSeatRow": 1, "endSeatRow": 29, "startWingsX": 10, "endWingsX": 15, "exitRowsX": [10, 11]},
                             "facilities": [{"code": "LA", "column": "A", "row": "1", "position": "FRONT", "coordinates": {"x": 0, "y": 0}}], "seats": seats}],
                  "aircraftCabinAmenities": {"power": {"isChargeable": False, "powerType": "USB_PORT", "usbType": "USB_A"}, "seat": {"legSpace": 29, "spaceUnit": "INCHES", "tilt": "NORMAL"},
                                             "wifi": {"isChargeable": True, "wifiCoverage": "FULL"}}, "availableSeatsCounters": [{"travelerId": "1", "value": sum(1 for s in seats if s["travelerPricing"][0]["seatAvailabilityStatus"] == "AVAILABLE")}]}],
                  "dictionaries": {"locations": dicts["locations"], "facility": {"LA": "Lavatory"}, "seatCharacteristic": {"W": "Window seat", "A": "Aisle seat", "9": "Center seat (not window, not aisle)", "CH": "Chargeable seats"}}})))
    back = [offer("1", "TP", "578", "13:05", "16:55", "LIS", "FRA", "2025-04-13", "PT2H50M", "32N", "104.00", "171.87", 9, "OL0DSI05", 1, "3"),
            offer("2", "LH", "1167", "10:00", "13:50", "LIS", "FRA", "2025-04-13", "PT2H50M", "320", "132.00", "199.87", 6, "KNCOWD3L", 1, "7"),
            offer("3", "TP", "572", "06:00", "09:50", "LIS", "FRA", "2025-04-13", "PT2H50M", "32N", "141.00", "208.87", 3, "KL0DSI05", 1, "1")]
    turns.append((call("search_flight_offers", originLocationCode="LIS", destinationLocationCode="FRA", departureDate="2025-04-13", adults=1, currencyCode="EUR", nonStop=True, max=3),
                  pj({"meta": {"count": 3, "links": {"self": "https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=LIS&destinationLocationCode=FRA&departureDate=2025-04-13&adults=1&nonStop=true&currencyCode=EUR&max=3"}},
                      "data": back, "dictionaries": {**dicts, "aircraft": {"32N": "AIRBUS A320NEO", "320": "AIRBUS A320"}}})))
    p_back = dict(back[0])
    p_back.pop("numberOfBookableSeats")
    p_back["price"] = {**back[0]["price"], "billingCurrency": "EUR"}
    turns.append((call("price_flight_offer", offer_id="1"), pj({"data": {"type": "flight-offers-pricing", "flightOffers": [p_back],
                  "bookingRequirements": {"emailAddressRequired": True, "mobilePhoneNumberRequired": True}}, "dictionaries": {"locations": dicts["locations"]}})))
    turns.append((call("get_flight_order", order_id=oid), pj(order("1988-04-14"))))
    turns.append((call("cancel_flight_order", order_id=oid), "HTTP 204 No Content — flight order eJzTd9f3NDA3NDYCAAtHAlE%3D cancelled (PNR QK7X4N)."))
    turns.append((call("get_flight_order", order_id=oid), pj({"errors": [{"status": 404, "code": 1797, "title": "NOT FOUND", "detail": "Could not retrieve flight order",
                                                                         "source": {"pointer": f"/booking/flight-orders/{oid}"}}]})))
    rs.add("mcp", "h54-mcp-16", sysp, turns, bad=True, turn=8,
           kind="The flight order was created for a traveler born 1988-03-14 (turn 4), but retrieving the same order in turn 8 shows dateOfBirth 1988-04-14.")


# ---------------------------------------------------------------- 17 komoot (clean)
def t17(rs: RowSet) -> None:
    tools = [
        tool("list_user_tours", "Tours of the signed-in user.", {"type": P("string", "tour_planned | tour_recorded"), "sort_field": P("string", "date | name | proximity"), "sort_direction": P("string", "asc | desc"),
                                                                  "page": P("integer", "0-based"), "limit": P("integer", "")}, ["type"]),
        tool("plan_route", "Plan a route through waypoints with komoot's routing for a sport.", {"sport": P("string", "hike | touringbicycle | mtb | racebike | jogging"), "waypoints": P("array", "[lat, lng] pairs", items={"type": "array"})}, ["sport", "waypoints"]),
        tool("save_planned_tour", "Save a planned route as a tour.", {"route_id": P("string", "Id from plan_route"), "name": P("string", ""), "status": P("string", "private | friends | public")}, ["route_id", "name"]),
        tool("update_tour", "Rename a tour or change its visibility.", {"tour_id": P("string", ""), "name": P("string", ""), "status": P("string", "private | friends | public")}, ["tour_id"]),
        tool("delete_tour", "Delete a tour.", {"tour_id": P("string", "")}, ["tour_id"]),
        tool("get_tour", "A tour with its summary and waypoints.", {"tour_id": P("string", "")}, ["tour_id"]),
    ]
    sysp = system("komoot", "komoot API v007 for user 1947310285886 (premium)", tools)
    T = [  # id, name, sport, date, distance m, duration s, up, down, status, difficulty
        ["1684223401", "Bastei and Schwedenlöcher", "hike", "2024-09-28T08:14:52.000Z", 9832.0, 12840, 421, 421, "private", "moderate"],
        ["1671188207", "Elbe cycle path Dresden - Pirna", "touringbicycle", "2024-09-14T10:02:37.000Z", 24611.0, 6120, 118, 104, "public", "easy"],
        ["1649920458", "Lilienstein summit loop", "hike", "2024-08-31T07:48:10.000Z", 7204.0, 9480, 318, 318, "friends", "moderate"],
        ["1602337914", "Königstein fortress from Kurort Rathen", "hike", "2024-07-20T09:30:05.000Z", 13118.0, 16560, 536, 528, "private", "difficult"],
    ]

    def listing(rows: list[list[Any]]) -> str:
        return pj({"_embedded": {"tours": [{"id": r[0], "type": "tour_planned", "name": r[1], "sport": r[2], "status": r[8], "date": r[3], "changed_at": r[3], "distance": r[4], "duration": r[5],
                                             "elevation_up": r[6], "elevation_down": r[7], "constitution": 3, "difficulty": {"grade": r[9]},
                                             "_links": {"self": {"href": f"https://api.komoot.de/v007/tours/{r[0]}"}}} for r in rows]},
                   "page": {"size": 20, "totalElements": len(rows), "totalPages": 1, "number": 0}})

    turns = [(call("list_user_tours", type="tour_planned", sort_field="date", sort_direction="desc", page=0, limit=20), listing(T))]
    wps = [[50.91688, 14.15327], [50.92572, 14.18406], [50.93241, 14.19731], [50.91688, 14.15327]]
    rid = "rt-6b1f9c2e47a3"
    turns.append((call("plan_route", sport="hike", waypoints=wps), pj({"route_id": rid, "sport": "hike", "distance": 14712.0, "duration": 18120, "elevation_up": 612, "elevation_down": 612,
                                                                       "difficulty": {"grade": "moderate", "explanation_technical": "Some sections require sure-footedness (ladders at Wilder Kamm).", "explanation_fitness": "Good fitness required."},
                                                                       "surfaces": [{"type": "sf#trail", "amount": 0.58}, {"type": "sf#unpaved", "amount": 0.27}, {"type": "sf#paved", "amount": 0.15}],
                                                                       "way_types": [{"type": "wt#hiking_path", "amount": 0.61}, {"type": "wt#way", "amount": 0.24}, {"type": "wt#street", "amount": 0.15}],
                                                                       "waypoints": [{"location": {"lat": w[0], "lng": w[1]}, "index": i} for i, w in enumerate(wps)]})))
    new = ["1912847730", "Saxon Switzerland – Schrammsteine loop", "hike", "2025-03-04T17:22:41.000Z", 14712.0, 18120, 612, 612, "private", "moderate"]
    turns.append((call("save_planned_tour", route_id=rid, name=new[1], status="private"), pj({"id": new[0], "type": "tour_planned", "name": new[1], "sport": "hike", "status": "private",
                                                                                          "date": new[3], "changed_at": new[3], "distance": 14712.0, "duration": 18120, "elevation_up": 612, "elevation_down": 612,
                                                                                          "_links": {"self": {"href": f"https://api.komoot.de/v007/tours/{new[0]}"}}})))
    new[1], new[8] = "Schrammsteine Loop from Bad Schandau", "friends"
    changed = "2025-03-04T17:25:09.000Z"
    turns.append((call("update_tour", tour_id=new[0], name=new[1], status="friends"), pj({"id": new[0], "type": "tour_planned", "name": new[1], "sport": "hike", "status": "friends",
                                                                                       "date": new[3], "changed_at": changed, "distance": 14712.0, "duration": 18120, "elevation_up": 612, "elevation_down": 612})))
    turns.append((call("delete_tour", tour_id="1684223401"), pj({"deleted": True, "tour_id": "1684223401"})))
    rows = [new] + T[1:]
    out = json.loads(listing(rows))
    out["_embedded"]["tours"][0]["changed_at"] = changed
    turns.append((call("list_user_tours", type="tour_planned", sort_field="date", sort_direction="desc", page=0, limit=20), pj(out)))
    turns.append((call("get_tour", tour_id=new[0]), pj({
        "id": new[0], "type": "tour_planned", "name": new[1], "source": "api", "status": "friends", "date": new[3], "changed_at": changed, "kcal_active": 1184, "kcal_resting": 402,
        "start_point": {"lat": 50.91688, "lng": 14.15327, "alt": 121.4}, "distance": 14712.0, "duration": 18120, "elevation_up": 612, "elevation_down": 612, "sport": "hike",
        "difficulty": {"grade": "moderate", "explanation_technical": "Some sections require sure-footedness (ladders at Wilder Kamm).", "explanation_fitness": "Good fitness required."},
        "summary": {"surfaces": [{"type": "sf#trail", "amount": 0.58}, {"type": "sf#unpaved", "amount": 0.27}, {"type": "sf#paved", "amount": 0.15}],
                    "way_types": [{"type": "wt#hiking_path", "amount": 0.61}, {"type": "wt#way", "amount": 0.24}, {"type": "wt#street", "amount": 0.15}]},
        "constitution": 3, "query": "hike:50.91688,14.15327;50.92572,14.18406;50.93241,14.19731;50.91688,14.15327",
        "_links": {"creator": {"href": "https://api.komoot.de/v007/users/1947310285886/profile_embedded"}, "self": {"href": f"https://api.komoot.de/v007/tours/{new[0]}"},
                   "coordinates": {"href": f"https://api.komoot.de/v007/tours/{new[0]}/coordinates"}}})))
    rs.add("mcp", "h54-mcp-17", sysp, turns)


# ---------------------------------------------------------------- 18 Plex (bad: movie library total drops with no deletion)
def t18(rs: RowSet) -> None:
    tools = [
        tool("get_libraries", "List library sections with item counts.", {}, []),
        tool("get_library_items", "Items of a library section.", {"section_id": P("string", ""), "sort": P("string", "titleSort | addedAt:desc | year:desc | rating:desc"), "start": P("integer", ""), "size": P("integer", "")}, ["section_id"]),
        tool("get_media_details", "Metadata of one item.", {"rating_key": P("string", "")}, ["rating_key"]),
        tool("mark_watched", "Scrobble an item (mark as played).", {"rating_key": P("string", "")}, ["rating_key"]),
        tool("get_on_deck", "On Deck items for the server owner.", {"limit": P("integer", "")}, []),
        tool("get_sessions", "Active playback sessions.", {}, []),
        tool("get_recently_added", "Recently added items of a section.", {"section_id": P("string", ""), "limit": P("integer", "")}, ["section_id"]),
    ]
    sysp = system("plex", "Plex Media Server 1.41.3.9314 'vault' at http://192.168.1.20:32400", tools)
    turns = [(call("get_libraries"), mcp_text(
        "Found 3 libraries on 'vault':\n"
        "[1] Movies (movie) - 1284 items - agent tv.plex.agents.movie - scanned 2025-02-16 03:12:44\n"
        "[2] TV Shows (show) - 212 shows / 9876 episodes - agent tv.plex.agents.series - scanned 2025-02-16 03:19:02\n"
        "[3] Music (artist) - 874 artists / 1902 albums / 23118 tracks - agent tv.plex.agents.music - scanned 2025-02-15 03:40:27"))]
    A = [("10 Cloverfield Lane", 2016, "PG-13", 7.2, 6231), ("12 Angry Men", 1957, "Approved", 9.0, 2017), ("1917", 2019, "R", 8.2, 31544), ("2001: A Space Odyssey", 1968, "G", 8.3, 1209),
         ("21 Jump Street", 2012, "R", 7.2, 3398), ("28 Days Later", 2002, "R", 7.5, 1873), ("A Beautiful Mind", 2001, "PG-13", 8.2, 1440), ("A Few Good Men", 1992, "R", 7.7, 2251),
         ("A Quiet Place", 2018, "PG-13", 7.5, 29003), ("About Time", 2013, "R", 7.8, 4412)]
    added_base = datetime(2025, 2, 15, 22, 4, 11, tzinfo=UTC)

    def items(rows: list[tuple[Any, ...]], total: int, offset: int, added: list[int] | None = None, vc: dict[str, int] | None = None) -> str:
        meta = []
        for i, r in enumerate(rows):
            m: dict[str, Any] = {"ratingKey": str(r[4]), "key": f"/library/metadata/{r[4]}", "guid": f"plex://movie/5d7768{r[4]:06x}96b655001f", "type": "movie", "title": r[0], "contentRating": r[2],
                                 "audienceRating": r[3], "year": r[1], "addedAt": added[i] if added else 1600000000 + r[4] * 1000, "librarySectionID": 1}
            if vc and str(r[4]) in vc:
                m["viewCount"] = vc[str(r[4])]
            meta.append(m)
        return pj({"MediaContainer": {"size": len(rows), "totalSize": total, "offset": offset, "allowSync": True, "librarySectionID": 1, "librarySectionTitle": "Movies", "viewGroup": "movie", "Metadata": meta}})

    turns.append((call("get_library_items", section_id="1", sort="titleSort", start=0, size=10), items(A, 1284, 0)))
    R = [("Arrival", 2016, "PG-13", 7.9, 48213), ("Past Lives", 2023, "PG-13", 7.8, 48212), ("The Holdovers", 2023, "R", 7.9, 48209), ("Perfect Days", 2023, "PG", 7.9, 48207),
         ("Anatomy of a Fall", 2023, "R", 7.7, 48203), ("Dune: Part Two", 2024, "PG-13", 8.5, 48198), ("The Zone of Interest", 2023, "PG-13", 7.3, 48194), ("Poor Things", 2023, "R", 7.8, 48190)]
    adds = [epoch(added_base - timedelta(hours=h)) for h in (0, 3, 26, 29, 50, 74, 98, 121)]
    turns.append((call("get_library_items", section_id="1", sort="addedAt:desc", start=0, size=8), items(R, 1279, 0, adds)))
    det = {"ratingKey": "48213", "key": "/library/metadata/48213", "guid": f"plex://movie/5d7768{48213:06x}96b655001f", "studio": "Paramount Pictures", "type": "movie", "title": "Arrival",
           "librarySectionTitle": "Movies", "librarySectionID": 1, "contentRating": "PG-13", "summary": "Linguistics professor Louise Banks leads an elite team of investigators when gigantic spaceships touch down in 12 locations around the world.",
           "audienceRating": 7.9, "year": 2016, "tagline": "Why are they here?", "duration": 6986592, "originallyAvailableAt": "2016-11-11", "addedAt": adds[0], "updatedAt": adds[0] + 94,
           "Media": [{"id": 91422, "duration": 6986592, "bitrate": 18244, "width": 3840, "height": 2160, "aspectRatio": 2.35, "audioChannels": 6, "audioCodec": "eac3", "videoCodec": "hevc",
                      "videoResolution": "4k", "container": "mkv", "videoFrameRate": "24p", "videoProfile": "main 10",
                      "Part": [{"id": 91877, "key": "/library/parts/91877/1739657051/file.mkv", "duration": 6986592, "file": "/data/movies/Arrival (2016)/Arrival (2016) - 2160p.mkv", "size": 15932711822, "container": "mkv"}]}],
           "Genre": [{"tag": "Drama"}, {"tag": "Mystery"}, {"tag": "Science Fiction"}], "Director": [{"tag": "Denis Villeneuve"}], "Writer": [{"tag": "Eric Heisserer"}],
           "Role": [{"tag": "Amy Adams", "role": "Louise Banks"}, {"tag": "Jeremy Renner", "role": "Ian Donnelly"}, {"tag": "Forest Whitaker", "role": "Colonel Weber"}]}
    turns.append((call("get_media_details", rating_key="48213"), pj({"MediaContainer": {"size": 1, "librarySectionID": 1, "librarySectionTitle": "Movies", "Metadata": [det]}})))
    turns.append((call("mark_watched", rating_key="48213"), "Marked 'Arrival' (2016) [ratingKey 48213] as watched."))
    seen = epoch(datetime(2025, 2, 16, 9, 31, 7, tzinfo=UTC))
    turns.append((call("get_media_details", rating_key="48213"), pj({"MediaContainer": {"size": 1, "librarySectionID": 1, "librarySectionTitle": "Movies",
                                                                                        "Metadata": [{**det, "viewCount": 1, "lastViewedAt": seen}]}})))
    turns.append((call("get_on_deck", limit=3), pj({"MediaContainer": {"size": 3, "Metadata": [
        {"ratingKey": "39120", "type": "episode", "title": "A Stick of Time", "grandparentTitle": "Shōgun", "parentIndex": 1, "index": 7, "viewOffset": 1184220, "duration": 3480044, "lastViewedAt": epoch(datetime(2025, 2, 14, 21, 48, 2, tzinfo=UTC))},
        {"ratingKey": "44871", "type": "episode", "title": "Hello, Ms. Cobel", "grandparentTitle": "Severance", "parentIndex": 2, "index": 4, "viewOffset": 0, "duration": 2911200, "lastViewedAt": epoch(datetime(2025, 2, 13, 23, 17, 33, tzinfo=UTC))},
        {"ratingKey": "48194", "type": "movie", "title": "The Zone of Interest", "year": 2023, "viewOffset": 2417310, "duration": 6313008, "lastViewedAt": epoch(datetime(2025, 2, 13, 22, 5, 50, tzinfo=UTC))}]}})))
    turns.append((call("get_sessions"), pj({"MediaContainer": {"size": 1, "Metadata": [{
        "ratingKey": "44871", "type": "episode", "title": "Hello, Ms. Cobel", "grandparentTitle": "Severance", "parentIndex": 2, "index": 4, "duration": 2911200, "viewOffset": 64113,
        "User": {"id": "1", "title": "daria"}, "Player": {"address": "192.168.1.57", "device": "Shield Android TV", "platform": "Android", "product": "Plex for Android (TV)", "state": "playing", "title": "Living Room", "local": True},
        "Session": {"id": "q0m7x2kc4t9vzb1h8r3n6wda", "bandwidth": 21480, "location": "lan"},
        "TranscodeSession": {"key": "/transcode/sessions/6b8c2f1e-3d4a-4e59-9c71-0a2b5d8e4f13", "videoDecision": "copy", "audioDecision": "transcode", "throttled": False, "progress": 12.4}}]}})))
    turns.append((call("get_recently_added", section_id="1", limit=5), items(R[:5], 1284, 0, adds[:5], {"48213": 1})))
    rs.add("mcp", "h54-mcp-18", sysp, turns, bad=True, turn=3,
           kind="The Movies section held 1284 items (turns 1 and 2) but turn 3 reports totalSize 1279 for the same section with nothing deleted.")


# ---------------------------------------------------------------- 19 Withings (clean)
def t19(rs: RowSet) -> None:
    tools = [
        tool("get_devices", "User devices (user v2 getdevice).", {}, []),
        tool("get_measures", "Body measures (measure getmeas). Values are value * 10^unit.", {"meastypes": P("string", "Comma-separated type ids: 1 weight, 6 fat ratio, 76 muscle mass, 88 bone mass"),
                                                                                             "category": P("integer", "1 real, 2 goals"), "startdate": P("integer", ""), "enddate": P("integer", ""), "lastupdate": P("integer", "")}, []),
        tool("get_activity", "Daily activity aggregates (measure v2 getactivity).", {"startdateymd": P("string", ""), "enddateymd": P("string", ""), "data_fields": P("string", "")}, ["startdateymd", "enddateymd"]),
        tool("get_sleep_summary", "Nightly sleep summaries (sleep v2 getsummary).", {"startdateymd": P("string", ""), "enddateymd": P("string", "")}, ["startdateymd", "enddateymd"]),
        tool("notify_subscribe", "Subscribe a webhook (notify subscribe).", {"callbackurl": P("string", ""), "appli": P("integer", "1 weight, 4 pressure/heart, 16 activity, 44 sleep"), "comment": P("string", "")}, ["callbackurl", "appli"]),
        tool("notify_list", "List webhook subscriptions (notify list).", {"appli": P("integer", "")}, []),
        tool("notify_revoke", "Revoke a webhook (notify revoke).", {"callbackurl": P("string", ""), "appli": P("integer", "")}, ["callbackurl", "appli"]),
    ]
    sysp = system("withings", "Withings Public API (wbsapi.withings.net) for user 31875402, timezone Europe/Paris", tools)
    PAR = timezone(timedelta(hours=1))
    turns = [(call("get_devices"), pj({"status": 0, "body": {"devices": [
        {"type": "Scale", "battery": "high", "model": "Body+", "model_id": 5, "timezone": "Europe/Paris", "first_session_date": 1641393307, "last_session_date": epoch(datetime(2025, 2, 14, 7, 4, 6, tzinfo=PAR)),
         "deviceid": "6a1f3e9c2b7d4058a9e1c3f5b7d90e24", "hash_deviceid": "6a1f3e9c2b7d4058a9e1c3f5b7d90e24", "network_status": "wifi"},
        {"type": "Activity Tracker", "battery": "medium", "model": "ScanWatch 2", "model_id": 95, "timezone": "Europe/Paris", "first_session_date": 1701861045, "last_session_date": epoch(datetime(2025, 2, 14, 12, 31, 50, tzinfo=PAR)),
         "deviceid": "b84e02d7f1c6a9350e2d4b8f6a1c7e93", "hash_deviceid": "b84e02d7f1c6a9350e2d4b8f6a1c7e93", "network_status": "bluetooth"}]}}))]
    W = [(4811092734, datetime(2025, 2, 14, 7, 4, 6, tzinfo=PAR), 72350), (4809544120, datetime(2025, 2, 13, 7, 11, 42, tzinfo=PAR), 72610),
         (4806217985, datetime(2025, 2, 11, 6, 58, 19, tzinfo=PAR), 72480), (4803370046, datetime(2025, 2, 9, 8, 36, 3, tzinfo=PAR), 73020),
         (4800781533, datetime(2025, 2, 7, 7, 2, 55, tzinfo=PAR), 72890)]
    dev = "6a1f3e9c2b7d4058a9e1c3f5b7d90e24"
    turns.append((call("get_measures", meastypes="1", category=1, startdate=epoch(datetime(2025, 2, 7, tzinfo=PAR)), enddate=epoch(datetime(2025, 2, 15, tzinfo=PAR))), pj({"status": 0, "body": {
        "updatetime": epoch(datetime(2025, 2, 14, 12, 33, 18, tzinfo=PAR)), "timezone": "Europe/Paris", "measuregrps": [
            {"grpid": g, "attrib": 0, "date": epoch(d), "created": epoch(d) + 21, "modified": epoch(d) + 21, "category": 1, "deviceid": dev, "hash_deviceid": dev,
             "measures": [{"value": v, "type": 1, "unit": -3, "algo": 0, "fm": 3}], "modelid": 5, "model": "Body+", "comment": None} for g, d, v in W],
        "more": 0, "offset": 0}})))
    g0, d0 = W[0][0], W[0][1]
    turns.append((call("get_measures", meastypes="1,6,76,88", category=1, startdate=epoch(datetime(2025, 2, 14, tzinfo=PAR)), enddate=epoch(datetime(2025, 2, 15, tzinfo=PAR))), pj({"status": 0, "body": {
        "updatetime": epoch(datetime(2025, 2, 14, 12, 33, 18, tzinfo=PAR)), "timezone": "Europe/Paris", "measuregrps": [
            {"grpid": g0, "attrib": 0, "date": epoch(d0), "created": epoch(d0) + 21, "modified": epoch(d0) + 21, "category": 1, "deviceid": dev, "hash_deviceid": dev,
             "measures": [{"value": 72350, "type": 1, "unit": -3, "algo": 0, "fm": 3}, {"value": 214, "type": 6, "unit": -1, "algo": 0, "fm": 3},
                          {"value": 53980, "type": 76, "unit": -3, "algo": 0, "fm": 3}, {"value": 2890, "type": 88, "unit": -3, "algo": 0, "fm": 3}],
             "modelid": 5, "model": "Body+", "comment": None}], "more": 0, "offset": 0}})))

    def act(date: str, steps: int, dist: float, elev: int, soft: int, mod: int, inten: int, cal: float, total: float, hr: int, modified: int) -> dict[str, Any]:
        return {"date": date, "steps": steps, "distance": dist, "elevation": elev, "soft": soft, "moderate": mod, "intense": inten, "active": mod + inten, "calories": cal,
                "totalcalories": total, "hr_average": hr, "hr_min": 52, "hr_max": 131, "hr_zone_0": 31210, "hr_zone_1": 2930, "hr_zone_2": 610, "hr_zone_3": 0,
                "deviceid": "b84e02d7f1c6a9350e2d4b8f6a1c7e93", "hash_deviceid": "b84e02d7f1c6a9350e2d4b8f6a1c7e93", "timezone": "Europe/Paris", "is_tracker": True, "modified": modified, "brand": 18}

    d12 = act("2025-02-12", 9814, 7421.3, 12, 8520, 2940, 780, 402.6, 2011.8, 71, 1739401203)
    d13 = act("2025-02-13", 11207, 8533.9, 17, 9480, 3360, 1320, 488.1, 2097.3, 73, 1739487611)
    turns.append((call("get_activity", startdateymd="2025-02-12", enddateymd="2025-02-14"), pj({"status": 0, "body": {"activities": [
        d12, d13, act("2025-02-14", 4127, 3101.4, 4, 3300, 960, 0, 168.2, 1402.7, 69, epoch(datetime(2025, 2, 14, 12, 31, 50, tzinfo=PAR)))], "more": False, "offset": 0}})))
    turns.append((call("get_sleep_summary", startdateymd="2025-02-12", enddateymd="2025-02-14"), pj({"status": 0, "body": {"series": [
        {"id": 3318840172, "timezone": "Europe/Paris", "model": 95, "model_id": 95, "startdate": epoch(datetime(2025, 2, 11, 23, 18, tzinfo=PAR)), "enddate": epoch(datetime(2025, 2, 12, 6, 52, tzinfo=PAR)),
         "date": "2025-02-12", "created": 1739340000, "modified": 1739340711, "data": {"deepsleepduration": 5460, "lightsleepduration": 14880, "remsleepduration": 5940, "wakeupcount": 2, "hr_average": 56, "sleep_score": 78}},
        {"id": 3320114905, "timezone": "Europe/Paris", "model": 95, "model_id": 95, "startdate": epoch(datetime(2025, 2, 12, 23, 41, tzinfo=PAR)), "enddate": epoch(datetime(2025, 2, 13, 6, 58, tzinfo=PAR)),
         "date": "2025-02-13", "created": 1739426400, "modified": 1739427051, "data": {"deepsleepduration": 4980, "lightsleepduration": 13920, "remsleepduration": 5220, "wakeupcount": 3, "hr_average": 57, "sleep_score": 72}},
        {"id": 3321402287, "timezone": "Europe/Paris", "model": 95, "model_id": 95, "startdate": epoch(datetime(2025, 2, 13, 23, 5, tzinfo=PAR)), "enddate": epoch(datetime(2025, 2, 14, 6, 49, tzinfo=PAR)),
         "date": "2025-02-14", "created": 1739512800, "modified": 1739513406, "data": {"deepsleepduration": 6120, "lightsleepduration": 15060, "remsleepduration": 6300, "wakeupcount": 1, "hr_average": 55, "sleep_score": 84}}],
        "more": False, "offset": 0}})))
    cb_w, cb_s = "https://hooks.example.net/withings/weight", "https://hooks.example.net/withings/sleep"
    turns.append((call("notify_subscribe", callbackurl=cb_w, appli=1, comment="weight sync"), pj({"status": 0, "body": {}})))
    turns.append((call("notify_list"), pj({"status": 0, "body": {"profiles": [
        {"appli": 1, "callbackurl": cb_w, "expires": 2147483647, "comment": "weight sync"},
        {"appli": 44, "callbackurl": cb_s, "expires": 2147483647, "comment": "sleep"}]}})))
    turns.append((call("notify_revoke", callbackurl=cb_s, appli=44), pj({"status": 0, "body": {}})))
    turns.append((call("get_activity", startdateymd="2025-02-14", enddateymd="2025-02-14"), pj({"status": 0, "body": {"activities": [
        act("2025-02-14", 4388, 3298.0, 4, 3480, 1020, 0, 179.9, 1431.5, 70, epoch(datetime(2025, 2, 14, 12, 52, 17, tzinfo=PAR)))], "more": False, "offset": 0}})))
    rs.add("mcp", "h54-mcp-19", sysp, turns)


# ---------------------------------------------------------------- 20 Garmin Connect (bad: created workout missing from the list)
def t20(rs: RowSet) -> None:
    tools = [
        tool("get_user_profile", "Social profile of the signed-in user.", {}, []),
        tool("get_workouts", "Saved workouts, newest first.", {"start": P("integer", ""), "limit": P("integer", "")}, []),
        tool("create_workout", "Create a structured workout.", {"workout": P("object", "Workout JSON: workoutName, sportType, workoutSegments")}, ["workout"]),
        tool("schedule_workout", "Put a saved workout on the calendar.", {"workout_id": P("integer", ""), "date": P("string", "YYYY-MM-DD")}, ["workout_id", "date"]),
        tool("delete_workout", "Delete a saved workout.", {"workout_id": P("integer", "")}, ["workout_id"]),
        tool("get_calendar", "Calendar month (month is 0-based).", {"year": P("integer", ""), "month": P("integer", "")}, ["year", "month"]),
        tool("get_body_battery", "Body Battery for a day.", {"date": P("string", "YYYY-MM-DD")}, ["date"]),
        tool("get_activities", "Recent activities, newest first.", {"start": P("integer", ""), "limit": P("integer", "")}, []),
        tool("get_activity_details", "Summary of one activity.", {"activity_id": P("integer", "")}, ["activity_id"]),
        tool("get_training_status", "Training status for a day.", {"date": P("string", "YYYY-MM-DD")}, ["date"]),
        tool("get_hrv", "Overnight HRV for a day.", {"date": P("string", "YYYY-MM-DD")}, ["date"]),
    ]
    sysp = system("garmin-connect", "unofficial Garmin Connect MCP server (garminconnect 0.2.25) for user jonas.becker", tools)
    pk = 84123907
    turns = [(call("get_user_profile"), pj({"id": pk, "profileId": pk, "garminGUID": "3e9c1a7f-52d8-4b06-a41e-7f0c3d9b2e85", "displayName": "3e9c1a7f-52d8-4b06-a41e-7f0c3d9b2e85",
                                            "fullName": "Jonas Becker", "userName": "jonas.becker", "location": "Hamburg, Germany", "profileVisibility": "private", "userLevel": 5, "userPoint": 1840,
                                            "favoriteActivityTypes": ["running", "cycling"], "userPro": False, "runningTrainingSpeed": 3.4483, "vo2MaxRunning": 54.0}))]
    rt = {"sportTypeId": 1, "sportTypeKey": "running", "displayOrder": 1}
    W = [(981237410, "Easy 45min", "2024-12-02T19:40:11.0", 2700), (902114556, "VO2max 5x3min", "2024-10-21T07:12:58.0", 3000),
         (874410293, "Long run 90min", "2024-09-30T18:05:44.0", 5400), (861002784, "Strides 8x20s", "2024-09-16T06:51:20.0", 1980)]

    def wl(rows: list[tuple[Any, ...]]) -> str:
        return pj([{"workoutId": w[0], "ownerId": pk, "workoutName": w[1], "description": None, "updatedDate": w[2], "createdDate": w[2], "sportType": rt,
                    "trainingPlanId": None, "author": {"userProfilePk": pk, "displayName": "3e9c1a7f-52d8-4b06-a41e-7f0c3d9b2e85", "fullName": "Jonas Becker"},
                    "estimatedDurationInSecs": w[3], "estimatedDistanceInMeters": None, "estimateType": "TIME_ESTIMATED", "shared": False, "consumer": None} for w in rows])

    turns.append((call("get_workouts", start=0, limit=5), wl(W)))
    segs = [{"segmentOrder": 1, "sportType": rt, "workoutSteps": [
        {"type": "ExecutableStepDTO", "stepOrder": 1, "stepType": {"stepTypeId": 1, "stepTypeKey": "warmup"}, "endCondition": {"conditionTypeKey": "time"}, "endConditionValue": 900.0},
        {"type": "RepeatGroupDTO", "stepOrder": 2, "numberOfIterations": 3, "workoutSteps": [
            {"type": "ExecutableStepDTO", "stepOrder": 3, "stepType": {"stepTypeId": 3, "stepTypeKey": "interval"}, "endCondition": {"conditionTypeKey": "time"}, "endConditionValue": 600.0,
             "targetType": {"workoutTargetTypeKey": "pace.zone"}, "targetValueOne": 3.571, "targetValueTwo": 3.448},
            {"type": "ExecutableStepDTO", "stepOrder": 4, "stepType": {"stepTypeId": 4, "stepTypeKey": "recovery"}, "endCondition": {"conditionTypeKey": "time"}, "endConditionValue": 120.0}]},
        {"type": "ExecutableStepDTO", "stepOrder": 5, "stepType": {"stepTypeId": 2, "stepTypeKey": "cooldown"}, "endCondition": {"conditionTypeKey": "time"}, "endConditionValue": 540.0}]}]
    new = (1093847265, "Threshold 3x10", "2025-02-14T08:21:33.0", 3600)
    turns.append((call("create_workout", workout={"workoutName": "Threshold 3x10", "sportType": {"sportTypeId": 1, "sportTypeKey": "running"}, "workoutSegments": segs}), pj({
        "workoutId": new[0], "ownerId": pk, "workoutName": new[1], "description": None, "updatedDate": new[2], "createdDate": new[2], "sportType": rt, "subSportType": None,
        "estimatedDurationInSecs": 3600, "estimatedDistanceInMeters": None, "estimateType": "TIME_ESTIMATED", "workoutSegments": segs, "shared": False})))
    turns.append((call("schedule_workout", workout_id=new[0], date="2025-02-18"), pj({
        "workoutScheduleId": 1473029981, "workout": {"workoutId": new[0], "ownerId": pk, "workoutName": new[1], "sportType": rt, "estimatedDurationInSecs": 3600},
        "calendarDate": "2025-02-18", "createdDate": "2025-02-14T08:22:05.0", "ownerId": pk, "newName": None})))
    turns.append((call("delete_workout", workout_id=981237410), "Workout 981237410 deleted (HTTP 204 No Content)."))
    ACT = [  # id, name, date, start local, distance m, duration s, avg hr, type
        (18234500911, "Hamburg Running", "2025-02-13", "2025-02-13 18:02:14", 10021.4, 3011.8, 151, "running"),
        (18221873306, "Hamburg Cycling", "2025-02-11", "2025-02-11 17:31:40", 31208.9, 4120.5, 134, "cycling"),
        (18209941275, "Hamburg Running", "2025-02-09", "2025-02-09 09:14:02", 18244.0, 6002.3, 143, "running"),
        (18196630458, "Track Running", "2025-02-06", "2025-02-06 18:40:55", 9110.2, 2640.0, 158, "track_running"),
    ]
    items = [{"id": a[0], "itemType": "activity", "activityTypeId": {"running": 1, "cycling": 2, "track_running": 6}[a[7]], "title": a[1], "date": a[2], "duration": a[5], "distance": a[4],
              "calories": None, "startTimestampLocal": a[3].replace(" ", "T") + ".0", "isRace": False} for a in reversed(ACT)]
    items += [{"id": 1473029981, "itemType": "workout", "workoutId": new[0], "title": new[1], "date": "2025-02-18", "sportTypeKey": "running", "duration": None, "distance": None},
              {"id": 1468810274, "itemType": "workout", "workoutId": 874410293, "title": "Long run 90min", "date": "2025-02-23", "sportTypeKey": "running", "duration": None, "distance": None}]
    turns.append((call("get_calendar", year=2025, month=1), pj({"startDayOfMonth": 5, "numOfDaysInMonth": 28, "numOfDaysInPrevMonth": 31, "month": 1, "year": 2025, "dayOfWeekStart": 1, "calendarItems": items})))
    bb = [[epoch(datetime(2025, 2, 13, 23, tzinfo=UTC)) * 1000 + 0, 38]]
    levels = [41, 52, 63, 71, 74, 74, 72, 66, 61, 58, 55]
    for i, v in enumerate(levels):
        bb.append([epoch(datetime(2025, 2, 14, 0, tzinfo=UTC) + timedelta(hours=i)) * 1000, v])
    turns.append((call("get_body_battery", date="2025-02-14"), pj([{"date": "2025-02-14", "charged": 36, "drained": 19, "startTimestampGMT": "2025-02-13T23:00:00.0", "endTimestampGMT": "2025-02-14T10:00:00.0",
                                                                  "startTimestampLocal": "2025-02-14T00:00:00.0", "endTimestampLocal": "2025-02-14T11:00:00.0",
                                                                  "bodyBatteryValuesArray": bb, "bodyBatteryValueDescriptorDTOList": [{"bodyBatteryValueDescriptorIndex": 0, "bodyBatteryValueDescriptorKey": "timestamp"},
                                                                                                                                     {"bodyBatteryValueDescriptorIndex": 1, "bodyBatteryValueDescriptorKey": "bodyBatteryLevel"}]}])))
    turns.append((call("get_activities", start=0, limit=4), pj([{"activityId": a[0], "activityName": a[1], "startTimeLocal": a[3], "activityType": {"typeKey": a[7], "parentTypeId": 17},
                                                                 "distance": a[4], "duration": a[5], "movingDuration": round(a[5] - 14.0, 1), "averageSpeed": round(a[4] / a[5], 3), "averageHR": a[6],
                                                                 "calories": round(a[5] / 60 * (11.9 if a[7] != "cycling" else 9.2)), "deviceId": 3441829016} for a in ACT])))
    a0 = ACT[0]
    turns.append((call("get_activity_details", activity_id=a0[0]), pj({"activityId": a0[0], "activityName": a0[1], "userProfileId": pk, "activityTypeDTO": {"typeKey": "running", "typeId": 1},
                                                                       "summaryDTO": {"startTimeLocal": a0[3].replace(" ", "T") + ".0", "distance": a0[4], "duration": a0[5], "movingDuration": round(a0[5] - 14.0, 1),
                                                                                      "elevationGain": 38.0, "elevationLoss": 36.0, "averageSpeed": round(a0[4] / a0[5], 3), "maxSpeed": 4.021, "calories": round(a0[5] / 60 * 11.9),
                                                                                      "averageHR": a0[6], "maxHR": 176, "averageRunCadence": 172.4, "trainingEffect": 3.4, "anaerobicTrainingEffect": 1.2,
                                                                                      "trainingEffectLabel": "TEMPO", "activityTrainingLoad": 142.7}, "locationName": "Hamburg"})))
    turns.append((call("get_training_status", date="2025-02-14"), pj({"userId": pk, "mostRecentVO2Max": {"generic": {"calendarDate": "2025-02-13", "vo2MaxPreciseValue": 54.2, "vo2MaxValue": 54.0}},
                                                                       "mostRecentTrainingLoadBalance": {"metricsTrainingLoadBalanceDTOMap": {"3441829016": {"calendarDate": "2025-02-14", "monthlyLoadAerobicLow": 412.1,
                                                                                                                                                              "monthlyLoadAerobicHigh": 598.4, "monthlyLoadAnaerobic": 88.9, "trainingBalanceFeedbackPhrase": "BALANCED"}}},
                                                                       "mostRecentTrainingStatus": {"latestTrainingStatusData": {"3441829016": {"calendarDate": "2025-02-14", "trainingStatus": 7,
                                                                                                                                               "trainingStatusFeedbackPhrase": "PRODUCTIVE_6", "acuteTrainingLoadDTO": {"dailyTrainingLoadAcute": 611, "dailyTrainingLoadChronic": 548, "acwrPercent": 44, "acwrStatus": "OPTIMAL"}}}}})))
    turns.append((call("get_workouts", start=0, limit=10), wl(W[1:])))
    turns.append((call("get_hrv", date="2025-02-14"), pj({"userProfilePk": pk, "hrvSummary": {"calendarDate": "2025-02-14", "weeklyAvg": 62, "lastNightAvg": 58, "lastNight5MinHigh": 81,
                                                                                         "baseline": {"lowUpper": 55, "balancedLow": 57, "balancedUpper": 71, "markerValue": 0.41}, "status": "BALANCED",
                                                                                         "feedbackPhrase": "HRV_BALANCED_2", "createTimeStamp": "2025-02-14T05:42:18.204"}})))
    rs.add("mcp", "h54-mcp-20", sysp, turns, bad=True, turn=11,
           kind="Workout 1093847265 'Threshold 3x10' was created in turn 3 and is on the calendar in turn 6, yet the saved-workout list in turn 11 no longer contains it (only the deleted one should be gone).")


# ---------------------------------------------------------------- 21 tado° (bad: overlay expiry changes)
def t21(rs: RowSet) -> None:
    tools = [
        tool("get_zones", "Zones of a home.", {"home_id": P("integer", "")}, ["home_id"]),
        tool("get_zone_state", "Live state of one zone (setting, overlay, sensor data).", {"home_id": P("integer", ""), "zone_id": P("integer", "")}, ["home_id", "zone_id"]),
        tool("set_zone_overlay", "Manual control of a zone.", {"home_id": P("integer", ""), "zone_id": P("integer", ""), "temperature_celsius": P("number", ""),
                                                               "termination": P("string", "MANUAL | TADO_MODE | TIMER"), "duration_seconds": P("integer", "For TIMER")}, ["home_id", "zone_id", "temperature_celsius", "termination"]),
        tool("get_weather", "Outside weather for the home.", {"home_id": P("integer", "")}, ["home_id"]),
    ]
    sysp = system("tado", "tado° v2 API (my.tado.com/api/v2) for home 1287341", tools)
    home = 1287341
    Z = [(1, "Living Room", "HEATING", ["VA2384611392", "RU1182304871"]), (2, "Bedroom", "HEATING", ["VA1953027745"]), (3, "Bathroom", "HEATING", ["VA2015584310"]), (4, "Hot Water", "HOT_WATER", ["BU0437719022"])]
    turns = [(call("get_zones", home_id=home), pj([{"id": z, "name": n, "type": t, "dateCreated": "2022-10-03T16:41:27.512Z", "deviceTypes": sorted({d[:2] + ("02" if d[:2] != "BU" else "01") for d in ds}),
                                                    "devices": [{"deviceType": d[:2] + ("02" if d[:2] != "BU" else "01"), "serialNo": d, "shortSerialNo": d, "currentFwVersion": "215.1" if d[:2] == "VA" else "217.2",
                                                                 "connectionState": {"value": True, "timestamp": "2024-11-18T17:38:0%dZ" % z}, "batteryState": "NORMAL" if d != "VA1953027745" else "LOW",
                                                                 "duties": ["ZONE_UI", "ZONE_DRIVER", "ZONE_LEADER"] if i == 0 else ["ZONE_DRIVER"]} for i, d in enumerate(ds)],
                                                    "reportAvailable": False, "showScheduleSetup": False, "supportsDazzle": True, "dazzleEnabled": True,
                                                    "dazzleMode": {"supported": True, "enabled": True}, "openWindowDetection": {"supported": True, "enabled": True, "timeoutInSeconds": 900}} for z, n, t, ds in Z]))]

    def state(setting_c: float, overlay: dict[str, Any] | None, inside: float, hum: float, ts: str, power: float, nxt: str, nxt_c: float) -> str:
        return pj({"tadoMode": "HOME", "geolocationOverride": False, "geolocationOverrideDisableTime": None, "preparation": None,
                   "setting": {"type": "HEATING", "power": "ON", "temperature": {"celsius": setting_c, "fahrenheit": round(setting_c * 9 / 5 + 32, 2)}},
                   "overlayType": "MANUAL" if overlay else None, "overlay": overlay, "openWindow": None,
                   "nextScheduleChange": {"start": nxt, "setting": {"type": "HEATING", "power": "ON", "temperature": {"celsius": nxt_c, "fahrenheit": round(nxt_c * 9 / 5 + 32, 2)}}},
                   "nextTimeBlock": {"start": nxt}, "link": {"state": "ONLINE"}, "runningOfflineSchedule": False,
                   "activityDataPoints": {"heatingPower": {"type": "PERCENTAGE", "percentage": power, "timestamp": ts}},
                   "sensorDataPoints": {"insideTemperature": {"celsius": inside, "fahrenheit": round(inside * 9 / 5 + 32, 2), "timestamp": ts, "type": "TEMPERATURE", "precision": {"celsius": 0.1, "fahrenheit": 0.1}},
                                        "humidity": {"type": "PERCENTAGE", "percentage": hum, "timestamp": ts}}})

    turns.append((call("get_zone_state", home_id=home, zone_id=1), state(20.0, None, 19.42, 52.3, "2024-11-18T17:39:44.112Z", 18.0, "2024-11-18T21:30:00Z", 18.0)))

    def overlay(expiry: str, remaining: int) -> dict[str, Any]:
        return {"type": "MANUAL", "setting": {"type": "HEATING", "power": "ON", "temperature": {"celsius": 22.0, "fahrenheit": 71.6}},
                "termination": {"type": "TIMER", "typeSkillBasedApp": "TIMER", "durationInSeconds": 3600, "expiry": expiry, "remainingTimeInSeconds": remaining, "projectedExpiry": expiry}}

    turns.append((call("set_zone_overlay", home_id=home, zone_id=1, temperature_celsius=22.0, termination="TIMER", duration_seconds=3600), pj(overlay("2024-11-18T18:42:10Z", 3600))))
    turns.append((call("get_weather", home_id=home), pj({"solarIntensity": {"type": "PERCENTAGE", "percentage": 0.0, "timestamp": "2024-11-18T17:42:31.904Z"},
                                                        "outsideTemperature": {"celsius": 4.2, "fahrenheit": 39.56, "timestamp": "2024-11-18T17:42:31.904Z", "type": "TEMPERATURE", "precision": {"celsius": 0.01, "fahrenheit": 0.01}},
                                                        "weatherState": {"type": "WEATHER_STATE", "value": "NIGHT_CLOUDY", "timestamp": "2024-11-18T17:42:31.904Z"}})))
    turns.append((call("get_zone_state", home_id=home, zone_id=2), state(17.0, None, 17.81, 55.9, "2024-11-18T17:41:02.530Z", 0.0, "2024-11-18T21:00:00Z", 18.5)))
    turns.append((call("get_zone_state", home_id=home, zone_id=1), state(22.0, overlay("2024-11-18T18:12:10Z", 3371), 19.63, 51.8, "2024-11-18T17:45:51.318Z", 100.0, "2024-11-18T21:30:00Z", 18.0)))
    rs.add("mcp", "h54-mcp-21", sysp, turns, bad=True, turn=6,
           kind="The 60-minute TIMER overlay set in turn 3 expires at 18:42:10Z, but the zone state in turn 6 shows the same overlay expiring at 18:12:10Z.")


# ---------------------------------------------------------------- 22 Jellyfin (clean)
def t22(rs: RowSet) -> None:
    tools = [
        tool("get_system_info", "Server information (/System/Info).", {}, []),
        tool("get_items", "Query items (/Items).", {"user_id": P("string", ""), "parent_id": P("string", ""), "include_item_types": P("string", ""), "search_term": P("string", ""), "sort_by": P("string", ""),
                                                    "sort_order": P("string", "Ascending | Descending"), "start_index": P("integer", ""), "limit": P("integer", ""), "fields": P("string", "")}, []),
        tool("get_item", "One item for a user (/Users/{userId}/Items/{itemId}).", {"user_id": P("string", ""), "item_id": P("string", "")}, ["user_id", "item_id"]),
        tool("update_item", "Update item metadata (POST /Items/{itemId}); send the fields to change.", {"item_id": P("string", ""), "fields": P("object", "")}, ["item_id", "fields"]),
        tool("mark_played", "Mark an item played for a user.", {"user_id": P("string", ""), "item_id": P("string", "")}, ["user_id", "item_id"]),
        tool("create_playlist", "Create a playlist.", {"name": P("string", ""), "ids": P("array", "", items={"type": "string"}), "user_id": P("string", ""), "media_type": P("string", "")}, ["name", "user_id"]),
        tool("get_playlist_items", "Items of a playlist.", {"playlist_id": P("string", ""), "user_id": P("string", "")}, ["playlist_id", "user_id"]),
        tool("refresh_library", "Start a scan of all libraries (/Library/Refresh).", {}, []),
        tool("get_scheduled_tasks", "Scheduled tasks and their state.", {"is_hidden": P("boolean", "")}, []),
    ]
    sysp = system("jellyfin", "Jellyfin 10.10.3 server 'atlas' at http://atlas.lan:8096, API key auth", tools)
    uid = "5d2f8e1a9c7b4e36a0f1d2c3b4a59687"
    movies = "f137a2dd21bbc1b99aa5c0f6bf02a805"
    turns = [(call("get_system_info"), pj({"OperatingSystemDisplayName": "Linux", "HasPendingRestart": False, "IsShuttingDown": False, "SupportsLibraryMonitor": True, "WebSocketPortNumber": 8096,
                                           "CompletedInstallations": [], "CanSelfRestart": True, "CanLaunchWebBrowser": False, "ProgramDataPath": "/config", "WebPath": "/jellyfin/jellyfin-web",
                                           "ItemsByNamePath": "/config/metadata", "CachePath": "/cache", "LogPath": "/config/log", "InternalMetadataPath": "/config/metadata",
                                           "TranscodingTempPath": "/cache/transcodes", "CastReceiverApplications": [], "HasUpdateAvailable": False, "EncoderLocation": "Custom",
                                           "SystemArchitecture": "X64", "LocalAddress": "http://172.18.0.4:8096", "ServerName": "atlas", "Version": "10.10.3", "ProductName": "Jellyfin Server",
                                           "OperatingSystem": "", "Id": "a3c91f07e25b4d6c8f14b07e92d5a631", "StartupWizardCompleted": True}))]
    BR49 = "8e4b0c2a71f94d3eb6a25c7d1f09e348"
    BR82 = "2c7f9a1e46b84d05a3e8f6b2c1d07e95"

    def brief(i: str, name: str, year: int, rt: int, key: str, last: str | None, pc: int, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        ud: dict[str, Any] = {"PlaybackPositionTicks": 0, "PlayCount": pc, "IsFavorite": False, "Played": last is not None, "Key": key, "ItemId": "00000000000000000000000000000000"}
        if last is not None:
            ud["LastPlayedDate"] = last
        d = {"Name": name, "ServerId": "a3c91f07e25b4d6c8f14b07e92d5a631", "Id": i, "ProductionYear": year, "RunTimeTicks": rt, "IsFolder": False, "Type": "Movie", "UserData": ud,
             "VideoType": "VideoFile", "LocationType": "FileSystem", "MediaType": "Video"}
        if extra:
            d.update(extra)
        return d

    turns.append((call("get_items", user_id=uid, parent_id=movies, include_item_types="Movie", search_term="blade runner", sort_by="SortName", sort_order="Ascending", limit=10),
                  pj({"Items": [brief(BR82, "Blade Runner", 1982, 70224640000, "78", "2024-11-23T21:40:12.0000000Z", 3), brief(BR49, "Blade Runner 2049", 2017, 98799360000, "335984", None, 0)], "TotalRecordCount": 2, "StartIndex": 0})))
    base = {"Name": "Blade Runner 2049", "OriginalTitle": "Blade Runner 2049", "ServerId": "a3c91f07e25b4d6c8f14b07e92d5a631", "Id": BR49, "Etag": "6d1e0b7c94a3f28e",
            "DateCreated": "2023-08-19T14:02:51.0000000Z", "CanDelete": True, "CanDownload": True, "Container": "mkv", "SortName": "blade runner 2049",
            "PremiereDate": "2017-10-04T00:00:00.0000000Z", "Path": "/media/movies/Blade Runner 2049 (2017)/Blade Runner 2049 (2017) - 2160p.mkv", "OfficialRating": "R",
            "CommunityRating": 7.5, "RunTimeTicks": 98799360000, "ProductionYear": 2017, "Genres": ["Science Fiction", "Drama", "Mystery"], "Tags": [], "Studios": [{"Name": "Alcon Entertainment"}],
            "ProviderIds": {"Tmdb": "335984", "Imdb": "tt1856101"}, "IsFolder": False, "ParentId": movies, "Type": "Movie", "LocationType": "FileSystem", "MediaType": "Video",
            "UserData": {"PlaybackPositionTicks": 0, "PlayCount": 0, "IsFavorite": False, "Played": False, "Key": "335984", "ItemId": "00000000000000000000000000000000"},
            "DateLastSaved": "2024-12-01T03:10:44.2281405Z"}
    turns.append((call("get_item", user_id=uid, item_id=BR49), pj(base)))
    turns.append((call("update_item", item_id=BR49, fields={"Tags": ["4K", "Dolby Vision", "Neo-noir"], "SortName": "blade runner 2"}), "HTTP 204 No Content — item 8e4b0c2a71f94d3eb6a25c7d1f09e348 updated."))
    upd = {**base, "Tags": ["4K", "Dolby Vision", "Neo-noir"], "SortName": "blade runner 2", "Etag": "b05f3a91c2d7e846", "DateLastSaved": "2025-03-07T20:12:05.6610273Z"}
    turns.append((call("get_item", user_id=uid, item_id=BR49), pj(upd)))
    turns.append((call("mark_played", user_id=uid, item_id=BR49), pj({"PlaybackPositionTicks": 0, "PlayCount": 1, "IsFavorite": False, "LastPlayedDate": "2025-03-07T20:14:33.5190000Z",
                                                                       "Played": True, "Key": "335984", "ItemId": "00000000000000000000000000000000"})))
    pl = "c6e2a9f4b1d84073a5e7f0c3b9d21a68"
    turns.append((call("create_playlist", name="Neo-noir", ids=[BR82, BR49], user_id=uid, media_type="Video"), pj({"Id": pl})))
    turns.append((call("get_playlist_items", playlist_id=pl, user_id=uid), pj({"Items": [
        brief(BR82, "Blade Runner", 1982, 70224640000, "78", "2024-11-23T21:40:12.0000000Z", 3, {"PlaylistItemId": "41f8c2e7a09b4d5c86e3b1a7f2d0c594"}),
        brief(BR49, "Blade Runner 2049", 2017, 98799360000, "335984", "2025-03-07T20:14:33.5190000Z", 1, {"PlaylistItemId": "9b3d7f1e25c84a06b4e9c2a8d1f7e053"})], "TotalRecordCount": 2, "StartIndex": 0})))
    turns.append((call("refresh_library"), "HTTP 204 No Content — library scan queued."))
    task = {"Name": "Scan Media Library", "Category": "Library", "Description": "Scans your media library for new files and refreshes metadata.", "Id": "7738148ffcd07979c7ceb148e06b3aed",
            "IsHidden": False, "Key": "RefreshLibrary", "Triggers": [{"Type": "IntervalTrigger", "IntervalTicks": 432000000000}]}
    others = [{"Name": "Clean Cache Directory", "State": "Idle", "Id": "4e6637c832ed644d1af3370a2506e80a", "Category": "Maintenance", "Key": "DeleteCacheFiles",
               "LastExecutionResult": {"StartTimeUtc": "2025-03-07T03:00:00.0148830Z", "EndTimeUtc": "2025-03-07T03:00:01.2061512Z", "Status": "Completed", "Name": "Clean Cache Directory", "Key": "DeleteCacheFiles", "Id": "4e6637c832ed644d1af3370a2506e80a"}},
              {"Name": "Extract Chapter Images", "State": "Idle", "Id": "4d6f8e2a1c3b5d7f9e0a2c4b6d8f1e3a", "Category": "Library", "Key": "RefreshChapterImages",
               "LastExecutionResult": {"StartTimeUtc": "2025-03-07T02:00:00.0022174Z", "EndTimeUtc": "2025-03-07T02:41:17.8830915Z", "Status": "Completed", "Name": "Extract Chapter Images", "Key": "RefreshChapterImages", "Id": "4d6f8e2a1c3b5d7f9e0a2c4b6d8f1e3a"}}]
    prev = {"StartTimeUtc": "2025-03-07T08:00:00.0310447Z", "EndTimeUtc": "2025-03-07T08:03:12.7794103Z", "Status": "Completed", "Name": "Scan Media Library", "Key": "RefreshLibrary", "Id": "7738148ffcd07979c7ceb148e06b3aed"}
    turns.append((call("get_scheduled_tasks", is_hidden=False), pj([{**task, "State": "Running", "CurrentProgressPercentage": 12.5, "LastExecutionResult": prev}] + others)))
    done = {"StartTimeUtc": "2025-03-07T20:16:02.4418820Z", "EndTimeUtc": "2025-03-07T20:18:47.1025563Z", "Status": "Completed", "Name": "Scan Media Library", "Key": "RefreshLibrary", "Id": "7738148ffcd07979c7ceb148e06b3aed"}
    turns.append((call("get_scheduled_tasks", is_hidden=False), pj([{**task, "State": "Idle", "LastExecutionResult": done}] + others)))
    dune = "e91c4b7a2f0d46389b5a1c8e7d3f2a60"
    turns.append((call("get_items", user_id=uid, parent_id=movies, include_item_types="Movie", sort_by="DateCreated", sort_order="Descending", limit=4, fields="DateCreated"), pj({"Items": [
        brief(dune, "Dune: Part Two", 2024, 99523520000, "693134", None, 0, {"DateCreated": "2025-03-07T20:17:31.8846102Z"}),
        brief("0b7e3c9a5f1d42e8a6c4b2d9f7e1a053", "Oppenheimer", 2023, 108091520000, "872585", "2025-02-23T20:31:55.0000000Z", 1, {"DateCreated": "2025-02-22T19:44:10.0000000Z"}),
        brief("3f9a1c7e5b2d48064e8a2c6b0d4f9e17", "Past Lives", 2023, 63150080000, "666277", None, 0, {"DateCreated": "2025-02-11T21:08:37.0000000Z"}),
        brief("a4d2e8c61f7b49350c9e3a7b5d1f0c82", "The Holdovers", 2023, 79900160000, "840430", None, 0, {"DateCreated": "2025-01-30T18:52:03.0000000Z"})], "TotalRecordCount": 1187, "StartIndex": 0})))
    rs.add("mcp", "h54-mcp-22", sysp, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
