# ruff: noqa: E501
"""Held-out set holdout38, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI), 11 with one contradiction.

Run from the repository root: ``python3 -m tests.decoherence.independent.holdout38_parts.swe.make``.
Writes ``swe_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
)

TAIL = (" Outputs follow the real tools' formats exactly and stay consistent with every earlier turn: files, "
        "git history, running processes, test counts and timestamps.")


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + TAIL


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + TAIL


def around(text: str, new: str, ctx: int = 4) -> tuple[str, int]:
    """The lines of ``text`` around the first occurrence of ``new`` (what OpenHands echoes after an edit)."""
    idx = text.index(new)
    first = text[:idx].count("\n") + 1
    last = first + new.count("\n")
    lines = text.split("\n")
    a, b = max(1, first - ctx), min(len(lines), last + ctx)
    return "\n".join(lines[a - 1:b]), a


def line_of(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.split("\n"), 1) if needle in ln)


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for ln in list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]:
        if ln.startswith("@@"):
            continue
        if ln.startswith("+"):
            ins += 1
        elif ln.startswith("-"):
            dels += 1
    return ins, dels


def stat(files: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in files)
    cw = max(len(str(i + d)) for _, i, d in files)
    top = max(i + d for _, i, d in files)
    width = 50
    out = []
    for p, i, d in files:
        if top > width:
            pi, pd = round(i * width / top), round(d * width / top)
            pi, pd = (max(pi, 1) if i else 0), (max(pd, 1) if d else 0)
        else:
            pi, pd = i, d
        out.append(f" {p.ljust(w)} | {str(i + d).rjust(cw)} {'+' * pi}{'-' * pd}")
    ti, td = sum(f[1] for f in files), sum(f[2] for f in files)
    s = f" {len(files)} file{'s' if len(files) != 1 else ''} changed"
    if ti:
        s += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        s += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [s])


def gitdiff(path: str, old: str, new: str, blobs: str, mode: str = "100644") -> str:
    """``git diff`` of one file, with git's function-context after the hunk header."""
    old, new = old.rstrip("\n"), new.rstrip("\n")
    olines = old.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {blobs} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for ln in list(difflib.unified_diff(olines, new.split("\n"), lineterm="", n=3))[2:]:
        if ln.startswith("@@"):
            start = int(ln.split()[1][1:].split(",")[0])
            ctx = ""
            for prev in reversed(olines[:start - 1]):
                if prev and (prev[0].isalpha() or prev[0] in "_$"):
                    ctx = " " + prev
                    break
            out.append(ln + ctx)
        else:
            out.append(ln)
    return "\n".join(out)


def tabs(text: str) -> str:
    """Go source: leading groups of four spaces become tabs."""
    out = []
    for ln in text.split("\n"):
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (n // 4) + " " * (n % 4) + ln.lstrip(" "))
    return "\n".join(out)


def ok_write(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def ok_replace(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


# ---------------------------------------------------------------------------------------------------------------
# 01: Django REST framework + factory_boy (OpenHands), clean
def t01(rs: RowSet) -> None:
    root = "/workspace/tally-api"
    ser = '''from decimal import ROUND_HALF_UP, Decimal

from rest_framework import serializers

from .models import Customer, Invoice, LineItem

CENTS = Decimal("0.01")


class LineItemSerializer(serializers.ModelSerializer):
    amount = serializers.SerializerMethodField()

    class Meta:
        model = LineItem
        fields = ["id", "description", "quantity", "unit_price", "amount"]

    def get_amount(self, obj):
        return str((obj.unit_price * obj.quantity).quantize(CENTS, ROUND_HALF_UP))


class InvoiceSerializer(serializers.ModelSerializer):
    customer = serializers.SlugRelatedField(slug_field="billing_email", queryset=Customer.objects.all())
    items = LineItemSerializer(many=True, read_only=True)
    subtotal = serializers.SerializerMethodField()
    total = serializers.SerializerMethodField()

    class Meta:
        model = Invoice
        fields = ["id", "number", "customer", "issued_on", "due_on", "discount_percent",
                  "items", "subtotal", "total", "status"]
        read_only_fields = ["number", "status"]

    def _subtotal(self, obj):
        return sum((i.unit_price * i.quantity for i in obj.items.all()), Decimal("0"))

    def get_subtotal(self, obj):
        return str(self._subtotal(obj).quantize(CENTS, ROUND_HALF_UP))

    def get_total(self, obj):
        subtotal = self._subtotal(obj)
        return str(subtotal.quantize(CENTS, ROUND_HALF_UP))
'''
    old_s = '''        subtotal = self._subtotal(obj)
        return str(subtotal.quantize(CENTS, ROUND_HALF_UP))'''
    new_s = '''        subtotal = self._subtotal(obj)
        discount = subtotal * (obj.discount_percent or Decimal("0")) / Decimal("100")
        return str((subtotal - discount).quantize(CENTS, ROUND_HALF_UP))'''
    ser2 = ser.replace(old_s, new_s)
    factories = '''from datetime import timedelta
from decimal import Decimal

import factory
from factory.django import DjangoModelFactory

from billing.models import Customer, Invoice, LineItem


class CustomerFactory(DjangoModelFactory):
    class Meta:
        model = Customer
        django_get_or_create = ("billing_email",)

    name = factory.Faker("company")
    billing_email = factory.Sequence(lambda n: f"billing{n}@example.test")


class InvoiceFactory(DjangoModelFactory):
    class Meta:
        model = Invoice

    customer = factory.SubFactory(CustomerFactory)
    number = factory.Sequence(lambda n: f"INV-{n:05d}")
    issued_on = factory.Faker("date_this_year")
    due_on = factory.LazyAttribute(lambda o: o.issued_on + timedelta(days=30))
    discount_percent = Decimal("0")
    status = Invoice.Status.DRAFT


class LineItemFactory(DjangoModelFactory):
    class Meta:
        model = LineItem

    invoice = factory.SubFactory(InvoiceFactory)
    description = factory.Faker("sentence", nb_words=4)
    quantity = 1
    unit_price = Decimal("10.00")
'''
    tests = '''from decimal import Decimal

from django.test import TestCase

from billing.serializers import InvoiceSerializer, LineItemSerializer
from billing.tests.factories import CustomerFactory, InvoiceFactory, LineItemFactory


class LineItemSerializerTests(TestCase):
    def test_amount_is_quantity_times_unit_price(self):
        item = LineItemFactory(quantity=3, unit_price=Decimal("12.50"))
        self.assertEqual(LineItemSerializer(item).data["amount"], "37.50")


class InvoiceSerializerTests(TestCase):
    def test_customer_is_serialized_by_billing_email(self):
        customer = CustomerFactory(billing_email="ap@northwind.test")
        invoice = InvoiceFactory(customer=customer)
        self.assertEqual(InvoiceSerializer(invoice).data["customer"], "ap@northwind.test")

    def test_subtotal_sums_line_items(self):
        invoice = InvoiceFactory()
        LineItemFactory(invoice=invoice, quantity=2, unit_price=Decimal("10.00"))
        LineItemFactory(invoice=invoice, quantity=1, unit_price=Decimal("5.25"))
        self.assertEqual(InvoiceSerializer(invoice).data["subtotal"], "25.25")

    def test_number_is_read_only(self):
        serializer = InvoiceSerializer(data={"number": "X-1", "customer": "nobody@example.test"})
        serializer.is_valid()
        self.assertNotIn("number", serializer.validated_data)

    def test_total_applies_discount(self):
        invoice = InvoiceFactory(discount_percent=Decimal("10"))
        LineItemFactory(invoice=invoice, quantity=2, unit_price=Decimal("40.00"))
        LineItemFactory(invoice=invoice, quantity=1, unit_price=Decimal("40.00"))
        data = InvoiceSerializer(invoice).data
        self.assertEqual(data["total"], "108.00")

    def test_items_are_nested(self):
        invoice = InvoiceFactory()
        LineItemFactory.create_batch(3, invoice=invoice)
        self.assertEqual(len(InvoiceSerializer(invoice).data["items"]), 3)
'''
    fail_line = line_of(tests, 'self.assertEqual(data["total"], "108.00")')
    ins = '''
    def test_total_without_discount_equals_subtotal(self):
        invoice = InvoiceFactory()
        LineItemFactory(invoice=invoice, quantity=3, unit_price=Decimal("19.99"))
        data = InvoiceSerializer(invoice).data
        self.assertEqual(data["subtotal"], "59.97")
        self.assertEqual(data["total"], "59.97")'''
    tl = tests.split("\n")
    tests2 = "\n".join(tl[:fail_line] + ins.split("\n") + tl[fail_line:])
    si, sd = counts(ser, ser2)
    ti, td = counts(tests, tests2)
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
e41b9d2 (HEAD -> main, origin/main) Add discount_percent to Invoice model
7a0c3f5 Paginate invoice list endpoint
c19d8e0 Customer serializer: expose billing_email
58f2a6b Bump djangorestframework to 3.15.1
0d3e7b4 Initial billing app''', root)),
        (bash("python -m pytest billing/tests -q"), oh_bash(f'''.............F..........                                                 [100%]
=================================== FAILURES ===================================
_______________ InvoiceSerializerTests.test_total_applies_discount _______________

self = <billing.tests.test_serializers.InvoiceSerializerTests testMethod=test_total_applies_discount>

    def test_total_applies_discount(self):
        invoice = InvoiceFactory(discount_percent=Decimal("10"))
        LineItemFactory(invoice=invoice, quantity=2, unit_price=Decimal("40.00"))
        LineItemFactory(invoice=invoice, quantity=1, unit_price=Decimal("40.00"))
        data = InvoiceSerializer(invoice).data
>       self.assertEqual(data["total"], "108.00")
E       AssertionError: '120.00' != '108.00'
E       - 120.00
E       + 108.00

billing/tests/test_serializers.py:{fail_line}: AssertionError
=========================== short test summary info ============================
FAILED billing/tests/test_serializers.py::InvoiceSerializerTests::test_total_applies_discount - AssertionError: '120.00' != '108.00'
1 failed, 23 passed in 2.41s''', root, 1)),
        (editor("view", f"{root}/billing/serializers.py"), cat_n(f"{root}/billing/serializers.py", ser.rstrip("\n"))),
        (editor("str_replace", f"{root}/billing/serializers.py", old_str=old_s, new_str=new_s),
         edited(f"{root}/billing/serializers.py", *around(ser2.rstrip("\n"), new_s))),
        (bash("python -m pytest billing/tests -q"), oh_bash('''........................                                                 [100%]
24 passed in 2.18s''', root)),
        (editor("view", f"{root}/billing/tests/factories.py"), cat_n(f"{root}/billing/tests/factories.py", factories.rstrip("\n"))),
        (editor("insert", f"{root}/billing/tests/test_serializers.py", insert_line=fail_line, new_str=ins),
         edited(f"{root}/billing/tests/test_serializers.py", *around(tests2.rstrip("\n"), ins))),
        (bash("python -m pytest billing/tests -q"), oh_bash('''.........................                                                [100%]
25 passed in 2.29s''', root)),
        (bash("git diff --stat && git status --short"), oh_bash(stat([("billing/serializers.py", si, sd), ("billing/tests/test_serializers.py", ti, td)]) + '''
 M billing/serializers.py
 M billing/tests/test_serializers.py''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-01", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: Django 5.0 billing API on djangorestframework 3.15, tests run with pytest-django and factory_boy. Branch main, clean tree. Issue #212: the `total` returned for an invoice ignores its `discount_percent`; fix it and cover the no-discount case with a test.")


# 02: Erlang rebar3 + EUnit (Gemini CLI), bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/kvring"
    src = '''-module(kvring_hash).

-export([new/1, add_node/2, remove_node/2, lookup/2, nodes/1]).

-record(ring, {points = [] :: [{non_neg_integer(), atom()}],
               replicas = 64 :: pos_integer()}).

-define(HASH_RANGE, 4294967296).

new(Replicas) when is_integer(Replicas), Replicas > 0 ->
    #ring{replicas = Replicas}.

add_node(Node, Ring = #ring{points = Points, replicas = R}) ->
    New = [{point(Node, I), Node} || I <- lists:seq(1, R)],
    Ring#ring{points = lists:ukeysort(1, New ++ Points)}.

remove_node(Node, Ring = #ring{points = Points}) ->
    Ring#ring{points = [P || P = {_, N} <- Points, N =/= Node]}.

nodes(#ring{points = Points}) ->
    lists:usort([N || {_, N} <- Points]).

lookup(_Key, #ring{points = []}) ->
    {error, empty_ring};
lookup(Key, #ring{points = Points}) ->
    H = erlang:phash2(Key, ?HASH_RANGE),
    case [N || {P, N} <- Points, P >= H] of
        [Node | _] -> Node;
        [] -> {error, not_found}
    end.

point(Node, I) ->
    erlang:phash2({Node, I}, ?HASH_RANGE).
'''
    old_s = "        [] -> {error, not_found}"
    new_s = "        [] -> element(2, hd(Points))"
    src2 = src.replace(old_s, new_s)
    turns = [
        (gshell("git log --oneline -4 && git status -sb", "Show recent commits and the branch state"),
         gem_run("git log --oneline -4 && git status -sb", '''9c4e7a1 (HEAD -> fix/ring-wrap, origin/main, main) Add replica count to ring config
3b82f0d Use phash2 for node placement
e07c9a4 Add kvring_hash:lookup/2 with a sorted point list
51da3e8 rebar3 new lib kvring
## fix/ring-wrap''', pgid=40211)),
        (gshell("rebar3 eunit", "Run the EUnit suite"), gem_run("rebar3 eunit", f'''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvring
===> Performing EUnit tests...
.....F.......
Failures:

  1) kvring_hash_tests:lookup_wraps_past_last_point_test/0: module 'kvring_hash_tests'
     Failure/Error: ?assertEqual(node_a, kvring_hash:lookup(<<"zz-wrap">>, Ring))
       expected: node_a
            got: {{error,not_found}}
     %% {root}/test/kvring_hash_tests.erl:37:in `kvring_hash_tests:-lookup_wraps_past_last_point_test/0-fun-0-/1`
     Output:

Finished in 0.087 seconds
13 tests, 1 failures
===> Error running tests''', code=1, pgid=40388)),
        (gshell("git log -1 --stat", "See what the last commit touched"), gem_run("git log -1 --stat", '''commit 9c47ea1d2f58b0e36c14a97d8e03f2b6a1c5d9e7 (HEAD -> fix/ring-wrap, origin/main, main)
Author: Priya Raman <priya@kvring.dev>
Date:   Thu May 16 11:02:47 2024 +0200

    Add replica count to ring config

    The ring used a fixed 64 points per node. Read `replicas` from the
    application env and pass it to kvring_hash:new/1.

 src/kvring.app.src           |  3 ++-
 src/kvring_config.erl        | 18 ++++++++++++++++--
 test/kvring_config_tests.erl | 22 ++++++++++++++++++++++
 3 files changed, 40 insertions(+), 3 deletions(-)''', pgid=40412)),
        (call("read_file", absolute_path=f"{root}/src/kvring_hash.erl"), src),
        (call("replace", file_path=f"{root}/src/kvring_hash.erl", old_string=old_s, new_string=new_s),
         ok_replace(f"{root}/src/kvring_hash.erl")),
        (gshell("rebar3 eunit", "Re-run the EUnit suite after the fix"), gem_run("rebar3 eunit", '''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvring
===> Performing EUnit tests...
.............
Finished in 0.079 seconds
13 tests, 0 failures''', pgid=40590)),
        (gshell("rebar3 dialyzer", "Type-check the project with Dialyzer"), gem_run("rebar3 dialyzer", '''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvring
===> Dialyzer starting, this may take a while...
===> Updating plt...
===> Resolving project files...
===> Checking 171 files in _build/default/rebar3_26.2.5_plt...
===> Doing success typing analysis...
===> Resolving project files...
===> Analyzing 4 files with _build/default/rebar3_26.2.5_plt...''', pgid=40633)),
        (gshell("git diff", "Review the change"), gem_run("git diff", gitdiff("src/kvring_hash.erl", src, src2, "5e2d1c7..a90f4b3"), pgid=40871)),
    ]
    rs.add(task="swe", tid="h38-swe-02", system=gem_sys(root), turns=turns,
           state=f"Project {root}: an Erlang/OTP 26 consistent-hashing library built with rebar3 3.23, tests in EUnit. Branch fix/ring-wrap checked out at the same commit as main. Bug report: lookups for keys that hash past the last ring point return {{error,not_found}} instead of wrapping to the first node.",
           bad=True, turn=3, kind="HEAD commit hash differs from the one git log printed")


# 03: NestJS + Jest (Gemini CLI), clean
def t03(rs: RowSet) -> None:
    root = "/home/dev/orders-svc"
    dto = '''import { Type } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class OrderLineDto {
  @IsUUID('4')
  productId: string;

  @IsInt()
  quantity: number;
}

export class CreateOrderDto {
  @IsUUID('4')
  customerId: string;

  @IsArray()
  @ArrayMinSize(1)
  @ValidateNested({ each: true })
  @Type(() => OrderLineDto)
  lines: OrderLineDto[];

  @IsOptional()
  @IsString()
  @MaxLength(280)
  note?: string;
}
'''
    spec = '''import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateOrderDto } from './create-order.dto';

const CUSTOMER_ID = '8f14e45f-ceea-4a6b-9c3e-2a1d5b7c0e91';
const PRODUCT_ID = 'c9f0f895-fb98-4b9b-8e2f-43a1d7e6b520';

async function errorsFor(payload: Record<string, unknown>) {
  const dto = plainToInstance(CreateOrderDto, payload);
  return validate(dto);
}

describe('CreateOrderDto', () => {
  it('accepts a well-formed order', async () => {
    const errors = await errorsFor({ customerId: CUSTOMER_ID, lines: [{ productId: PRODUCT_ID, quantity: 2 }] });
    expect(errors).toHaveLength(0);
  });

  it('rejects a zero quantity on a nested line', async () => {
    const errors = await errorsFor({ customerId: CUSTOMER_ID, lines: [{ productId: PRODUCT_ID, quantity: 0 }] });
    expect(errors[0].property).toBe('lines');
    expect(errors[0].children?.[0].children?.[0].constraints).toHaveProperty('min');
  });

  it('rejects an order without lines', async () => {
    const errors = await errorsFor({ customerId: CUSTOMER_ID, lines: [] });
    expect(errors[0].constraints).toHaveProperty('arrayMinSize');
  });
});
'''
    turns = [
        (call("list_directory", path=f"{root}/src/orders"), f'''Directory listing for {root}/src/orders:
[DIR] dto
[DIR] entities
orders.controller.ts
orders.module.ts
orders.service.spec.ts
orders.service.ts
orders.spec.ts'''),
        (call("read_file", absolute_path=f"{root}/src/orders/dto/create-order.dto.ts"), dto),
        (gshell("npx jest src/orders 2>&1", "Run the orders test suites"), gem_run("npx jest src/orders 2>&1", '''PASS src/orders/orders.service.spec.ts
FAIL src/orders/orders.spec.ts
  ● OrdersController (e2e) › POST /orders › rejects a line with quantity 0

    expect(received).toBe(expected) // Object.is equality

    Expected: 400
    Received: 201

      71 |         .send({ customerId: CUSTOMER_ID, lines: [{ productId: PRODUCT_ID, quantity: 0 }] });
      72 |
    > 73 |       expect(res.status).toBe(400);
         |                          ^
      74 |       expect(res.body.message).toContain('lines.0.quantity must not be less than 1');
      75 |     });
      76 |

      at Object.<anonymous> (orders/orders.spec.ts:73:26)

PASS src/orders/entities/order.entity.spec.ts

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 17 passed, 18 total
Snapshots:   0 total
Time:        4.812 s
Ran all test suites matching /src\\/orders/i.''', code=1, pgid=51022)),
        (call("replace", file_path=f"{root}/src/orders/dto/create-order.dto.ts", old_string="  MaxLength,\n  ValidateNested,", new_string="  MaxLength,\n  Min,\n  ValidateNested,"),
         ok_replace(f"{root}/src/orders/dto/create-order.dto.ts")),
        (call("replace", file_path=f"{root}/src/orders/dto/create-order.dto.ts", old_string="  @IsInt()\n  quantity: number;", new_string="  @IsInt()\n  @Min(1)\n  quantity: number;"),
         ok_replace(f"{root}/src/orders/dto/create-order.dto.ts")),
        (gshell("npx jest src/orders 2>&1", "Re-run the orders suites"), gem_run("npx jest src/orders 2>&1", '''PASS src/orders/orders.service.spec.ts
PASS src/orders/entities/order.entity.spec.ts
PASS src/orders/orders.spec.ts

Test Suites: 3 passed, 3 total
Tests:       18 passed, 18 total
Snapshots:   0 total
Time:        3.97 s, estimated 5 s
Ran all test suites matching /src\\/orders/i.''', pgid=51307)),
        (gshell("git mv src/orders/orders.spec.ts src/orders/orders.controller.spec.ts && git status --short", "Rename the controller spec to match the file it tests"),
         gem_run("git mv src/orders/orders.spec.ts src/orders/orders.controller.spec.ts && git status --short", ''' M src/orders/dto/create-order.dto.ts
R  src/orders/orders.spec.ts -> src/orders/orders.controller.spec.ts''', pgid=51390)),
        (call("write_file", file_path=f"{root}/src/orders/dto/create-order.dto.spec.ts", content=spec),
         ok_write(f"{root}/src/orders/dto/create-order.dto.spec.ts")),
        (gshell("npx jest src/orders 2>&1", "Run the suites including the new DTO spec"), gem_run("npx jest src/orders 2>&1", '''PASS src/orders/dto/create-order.dto.spec.ts
PASS src/orders/orders.service.spec.ts
PASS src/orders/entities/order.entity.spec.ts
PASS src/orders/orders.controller.spec.ts

Test Suites: 4 passed, 4 total
Tests:       21 passed, 21 total
Snapshots:   0 total
Time:        4.305 s
Ran all test suites matching /src\\/orders/i.''', pgid=51544)),
        (gshell("git status --short", "Check the working tree"), gem_run("git status --short", ''' M src/orders/dto/create-order.dto.ts
R  src/orders/orders.spec.ts -> src/orders/orders.controller.spec.ts
?? src/orders/dto/create-order.dto.spec.ts''', pgid=51602)),
    ]
    rs.add(task="swe", tid="h38-swe-03", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a NestJS 10 orders microservice (TypeORM, class-validator), tests with Jest 29 and supertest. Branch feat/order-validation, clean tree. Ticket ORD-318: POST /orders accepts order lines with quantity 0; reject them with a 400 and add unit coverage for the DTO. The team also wants spec files named after the file they test.")


# 04: Rust Rocket + rstest (OpenHands), bad
def t04(rs: RowSet) -> None:
    root = "/workspace/pastebin-rs"
    lib = '''#[macro_use]
extern crate rocket;

mod legacy_routes;
pub mod paste_id;
mod routes;
pub mod storage;

use rocket::{Build, Rocket};
use storage::PasteStore;

pub fn rocket(store: PasteStore) -> Rocket<Build> {
    rocket::build()
        .manage(store)
        .mount("/", routes![routes::index, routes::upload, routes::retrieve, routes::delete])
        .mount("/", legacy_routes::routes())
}
'''
    o1 = '''        .mount("/", routes![routes::index, routes::upload, routes::retrieve, routes::delete])
        .mount("/", legacy_routes::routes())
}'''
    n1 = '''        .mount("/", routes![routes::index, routes::upload, routes::retrieve, routes::delete])
}'''
    lib2 = lib.replace(o1, n1)
    o2 = "mod legacy_routes;\npub mod paste_id;"
    n2 = "pub mod paste_id;"
    lib3 = lib2.replace(o2, n2)
    size1, size3 = len(lib.encode()), len(lib3.encode())
    diff = gitdiff("src/lib.rs", lib, lib3, "b41c09e..77d2fa3")
    api_tests = ["delete_paste", "get_missing_paste_returns_404", "upload_then_fetch::case_1_plain",
                 "upload_then_fetch::case_2_unicode", "upload_then_fetch::case_3_trailing_newline"]
    blocks = []
    for t, col in zip(api_tests, (60, 60, 64, 64, 64)):
        blocks.append(f'''---- {t} stdout ----
Error: Rocket failed to launch due to the following route collisions:
   >> (retrieve) GET /<id> collides with (legacy_retrieve) GET /<id>
   >> (delete) DELETE /<id> collides with (legacy_delete) DELETE /<id>
Note: Route collisions can usually be resolved by ranking routes.
thread '{t.split("::")[0]}' panicked at tests/api.rs:{14 if col == 60 else 19}:{col}:
valid rocket instance: Error {{ kind: Collisions {{ routes: [..], catchers: [] }} }}
''')
    unit = '''     Running unittests src/lib.rs (target/debug/deps/pastebin_rs-3f1a9c0b7d2e5f61)

running 4 tests
test paste_id::tests::rejects_non_alphanumeric ... ok
test paste_id::tests::generates_requested_length::case_1 ... ok
test paste_id::tests::generates_requested_length::case_2 ... ok
test paste_id::tests::generates_requested_length::case_3 ... ok

test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running unittests src/main.rs (target/debug/deps/pastebin_rs-a61d02c9e8b4f713)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/api.rs (target/debug/deps/api-9b0e4d7a1c3f6e28)

running 5 tests
'''
    t2_out = ('''   Compiling pastebin-rs v0.2.0 (/workspace/pastebin-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.84s
''' + unit + "\n".join(f"test {t} ... FAILED" for t in api_tests) + "\n\nfailures:\n\n" + "\n".join(blocks)
              + "\nfailures:\n" + "\n".join(f"    {t}" for t in api_tests)
              + "\n\ntest result: FAILED. 0 passed; 5 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s\n\n"
              "error: test failed, to rerun pass `--test api`")
    t6_out = (unit.replace("case_1 ... ok\ntest paste_id::tests::generates_requested_length::case_2", "case_2 ... ok\ntest paste_id::tests::generates_requested_length::case_1")
              + "\n".join(f"test {t} ... ok" for t in (api_tests[1], api_tests[2], api_tests[0], api_tests[4], api_tests[3]))
              + '''

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s

   Doc-tests pastebin_rs

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
''')
    turns = [
        (bash(f"cd {root} && git status --short && ls -la src tests"), oh_bash(f'''src:
total 36
drwxr-xr-x 2 root root 4096 Jun 11 09:14 .
drwxr-xr-x 7 root root 4096 Jun 11 09:20 ..
-rw-r--r-- 1 root root 1712 Jun 11 09:14 legacy_routes.rs
-rw-r--r-- 1 root root  {size1} Jun 11 09:14 lib.rs
-rw-r--r-- 1 root root  118 Jun 11 09:14 main.rs
-rw-r--r-- 1 root root 2214 Jun 11 09:14 paste_id.rs
-rw-r--r-- 1 root root 3867 Jun 11 09:14 routes.rs
-rw-r--r-- 1 root root  961 Jun 11 09:14 storage.rs

tests:
total 20
drwxr-xr-x 2 root root 4096 Jun 11 09:14 .
drwxr-xr-x 7 root root 4096 Jun 11 09:20 ..
-rw-r--r-- 1 root root 4410 Jun 11 09:14 api.rs
-rw-r--r-- 1 root root 1306 Jun 11 09:14 paste_id.rs''', root)),
        (bash("cargo test 2>&1"), oh_bash(t2_out, root, 101)),
        (editor("view", f"{root}/src/lib.rs"), cat_n(f"{root}/src/lib.rs", lib.rstrip("\n"))),
        (editor("str_replace", f"{root}/src/lib.rs", old_str=o1, new_str=n1), edited(f"{root}/src/lib.rs", *around(lib2.rstrip("\n"), n1))),
        (editor("str_replace", f"{root}/src/lib.rs", old_str=o2, new_str=n2), edited(f"{root}/src/lib.rs", *around(lib3.rstrip("\n"), n2))),
        (bash(f"git rm -q src/legacy_routes.rs && cargo test 2>&1 | tail -{len(t6_out.split(chr(10)))}"), oh_bash(t6_out, root)),
        (bash("ls -la src"), oh_bash(f'''total 36
drwxr-xr-x 2 root root 4096 Jun 11 09:14 .
drwxr-xr-x 7 root root 4096 Jun 11 09:20 ..
-rw-r--r-- 1 root root 1712 Jun 11 09:14 legacy_routes.rs
-rw-r--r-- 1 root root  {size3} Jun 11 09:33 lib.rs
-rw-r--r-- 1 root root  118 Jun 11 09:14 main.rs
-rw-r--r-- 1 root root 2214 Jun 11 09:14 paste_id.rs
-rw-r--r-- 1 root root 3867 Jun 11 09:14 routes.rs
-rw-r--r-- 1 root root  961 Jun 11 09:14 storage.rs''', root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash('''    Checking pastebin-rs v0.2.0 (/workspace/pastebin-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.96s''', root)),
        (bash("git diff src/lib.rs"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h38-swe-04", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Rocket 0.5 pastebin service, integration tests in tests/api.rs parametrised with rstest. Branch main, clean tree. The v1 compatibility routes in src/legacy_routes.rs were superseded by src/routes.rs and now collide with it; remove the legacy module entirely so the test suite passes.",
           bad=True, turn=7, kind="file removed with git rm listed again in the directory")


# 05: Dart shelf + package:test (OpenHands), clean
def t05(rs: RowSet) -> None:
    root = "/workspace/shelf_notes"
    router = '''import 'dart:convert';

import 'package:shelf/shelf.dart';
import 'package:shelf_router/shelf_router.dart';

import 'note_store.dart';

Router buildRouter(NoteStore store) {
  final router = Router();

  Response json(Object? body, {int status = 200}) => Response(status,
      body: jsonEncode(body), headers: {'content-type': 'application/json'});

  router.get('/health', (Request req) => json({'status': 'ok'}));

  router.get('/notes', (Request req) => json(store.all().map((n) => n.toJson()).toList()));

  router.get('/notes/<id>', (Request req, String id) {
    final note = store.find(int.parse(id))!;
    return json(note.toJson());
  });

  router.post('/notes', (Request req) async {
    final body = jsonDecode(await req.readAsString()) as Map<String, dynamic>;
    final note = store.create(body['title'] as String, body['body'] as String? ?? '');
    return json(note.toJson(), status: 201);
  });

  router.patch('/notes/<id>', (Request req, String id) async {
    final body = jsonDecode(await req.readAsString()) as Map<String, dynamic>;
    final note = store.update(int.parse(id), title: body['title'] as String?, body: body['body'] as String?);
    return note == null ? json({'error': 'not found'}, status: 404) : json(note.toJson());
  });

  router.delete('/notes/<id>', (Request req, String id) {
    final removed = store.remove(int.parse(id));
    return removed ? Response(204) : json({'error': 'not found'}, status: 404);
  });

  return router;
}
'''
    old_s = '''    final note = store.find(int.parse(id))!;
    return json(note.toJson());'''
    new_s = '''    final note = store.find(int.tryParse(id) ?? -1);
    if (note == null) return json({'error': 'not found'}, status: 404);
    return json(note.toJson());'''
    router2 = router.replace(old_s, new_s)
    ri, rd = counts(router, router2)
    names = [
        "GET /health answers ok",
        "GET /notes returns an empty list initially",
        "POST /notes creates a note with id 1",
        "POST /notes defaults body to empty string",
        "GET /notes lists created notes in order",
        "GET /notes/<id> returns the note",
        "PATCH /notes/<id> updates the title only",
        "PATCH /notes/<id> returns 404 for unknown id",
        "DELETE /notes/<id> removes the note",
        "DELETE /notes/<id> returns 404 twice",
        "GET /notes/<id> returns 404 for unknown id",
    ]
    store_names = ["NoteStore persists to disk", "NoteStore reloads saved notes", "NoteStore ids keep increasing after delete"]
    lines1 = ["00:00 +0: loading test/notes_api_test.dart"]
    for i, n in enumerate(names[:-1]):
        lines1.append(f"00:0{1 if i < 6 else 2} +{i}: test/notes_api_test.dart: {n}")
    lines1 += [f"00:02 +10: test/notes_api_test.dart: {names[-1]}",
               f"00:02 +10 -1: test/notes_api_test.dart: {names[-1]} [E]",
               "  Expected: <404>",
               "    Actual: <500>",
               "",
               "  package:matcher                   expect",
               "  test/notes_api_test.dart 112:7    main.<fn>.<fn>",
               "",
               "00:02 +10 -1: test/store_test.dart: " + store_names[0]]
    lines1 += [f"00:03 +{11 + i} -1: test/store_test.dart: {n}" for i, n in enumerate(store_names[1:])]
    lines1 += ["00:03 +13 -1: Some tests failed."]
    lines2 = ["00:00 +0: loading test/notes_api_test.dart"]
    for i, n in enumerate(names):
        lines2.append(f"00:0{1 if i < 7 else 2} +{i}: test/notes_api_test.dart: {n}")
    lines2 += [f"00:02 +{11 + i}: test/store_test.dart: {n}" for i, n in enumerate(store_names)]
    lines2 += ["00:02 +14: All tests passed!"]
    turns = [
        (bash(f"cd {root} && cat pubspec.yaml && git log --oneline -3"), oh_bash('''name: shelf_notes
description: A tiny notes API built on shelf and shelf_router.
version: 0.3.0
publish_to: none

environment:
  sdk: ^3.3.0

dependencies:
  args: ^2.5.0
  shelf: ^1.4.1
  shelf_router: ^1.1.4

dev_dependencies:
  http: ^1.2.1
  lints: ^4.0.0
  test: ^1.25.5
b7d41e0 (HEAD -> main) Add PATCH /notes/<id>
62c9af3 Persist notes to a JSON file
1e05d88 Initial shelf server''', root)),
        (bash("dart test 2>&1 | tail -40"), oh_bash("\n".join(lines1), root, 1)),
        (editor("view", f"{root}/lib/src/router.dart"), cat_n(f"{root}/lib/src/router.dart", router.rstrip("\n"))),
        (editor("str_replace", f"{root}/lib/src/router.dart", old_str=old_s, new_str=new_s),
         edited(f"{root}/lib/src/router.dart", *around(router2.rstrip("\n"), new_s))),
        (bash("dart test 2>&1 | tail -40"), oh_bash("\n".join(lines2), root)),
        (bash("dart run bin/server.dart --port 8087 > /tmp/notes.log 2>&1 &\nsleep 3; echo PID=$!; cat /tmp/notes.log"), oh_bash('''[1] 48213
PID=48213
Serving notes at http://0.0.0.0:8087 (store: data/notes.json, 3 notes loaded)''', root)),
        (bash("curl -si localhost:8087/notes/999"), oh_bash('''HTTP/1.1 404 Not Found
date: Tue, 14 May 2024 10:22:41 GMT
content-length: 21
content-type: application/json
x-frame-options: SAMEORIGIN
x-content-type-options: nosniff
x-xss-protection: 1; mode=block
server: dart:io with Shelf

{"error":"not found"}''', root)),
        (bash("kill 48213; sleep 1; dart run bin/server.dart --port 8087 > /tmp/notes.log 2>&1 &\nsleep 3; echo PID=$!; curl -si localhost:8087/health; echo; curl -s localhost:8087/notes/2"), oh_bash('''[1]+  Terminated              dart run bin/server.dart --port 8087 > /tmp/notes.log 2>&1
[1] 48391
PID=48391
HTTP/1.1 200 OK
date: Tue, 14 May 2024 10:23:19 GMT
content-length: 15
content-type: application/json
x-frame-options: SAMEORIGIN
x-content-type-options: nosniff
x-xss-protection: 1; mode=block
server: dart:io with Shelf

{"status":"ok"}
{"id":2,"title":"Release checklist","body":"tag, changelog, pub publish --dry-run","updatedAt":"2024-05-13T16:47:05.118Z"}''', root)),
        (bash("kill 48391; git status --short; git diff --stat"), oh_bash(''' M lib/src/router.dart
''' + stat([("lib/src/router.dart", ri, rd)]) + '''
[1]+  Terminated              dart run bin/server.dart --port 8087 > /tmp/notes.log 2>&1''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-05", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Dart 3.4 notes API on shelf and shelf_router, tests with package:test. Branch main, clean tree; data/notes.json holds 3 sample notes. Bug: GET /notes/<id> for an unknown id crashes the handler with a 500 instead of answering 404. Fix it, then check the running server by hand.")


# 06: Laravel + Pest (Gemini CLI), bad
def t06(rs: RowSet) -> None:
    root = "/home/dev/clinic-portal"
    model = '''<?php

namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Builder;
use Illuminate\\Database\\Eloquent\\Factories\\HasFactory;
use Illuminate\\Database\\Eloquent\\Model;
use Illuminate\\Database\\Eloquent\\Relations\\BelongsTo;
use Illuminate\\Database\\Eloquent\\SoftDeletes;

class Appointment extends Model
{
    use HasFactory;
    use SoftDeletes;

    protected $fillable = [
        'patient_id',
        'clinician_id',
        'starts_at',
        'ends_at',
        'room',
        'status',
    ];

    protected $perPage = 15;

    protected function casts(): array
    {
        return [
            'starts_at' => 'datetime',
            'ends_at' => 'datetime',
        ];
    }

    public function patient(): BelongsTo
    {
        return $this->belongsTo(Patient::class);
    }

    public function clinician(): BelongsTo
    {
        return $this->belongsTo(User::class, 'clinician_id');
    }

    public function scopeUpcoming(Builder $query): Builder
    {
        return $query->where('starts_at', '>=', now())->orderBy('starts_at');
    }
}
'''
    model2 = model.replace("protected $perPage = 15;", "protected $perPage = 20;")
    turns = [
        (gshell("git status -sb && php artisan --version", "Check branch and framework version"), gem_run("git status -sb && php artisan --version", '''## fix/appointments-pagination
Laravel Framework 11.9.2''', pgid=61120)),
        (gshell("./vendor/bin/pest tests/Feature/AppointmentIndexTest.php", "Run the failing feature test"), gem_run("./vendor/bin/pest tests/Feature/AppointmentIndexTest.php", '''
   FAIL  Tests\\Feature\\AppointmentIndexTest
  ✓ it requires authentication                                           0.19s
  ✓ it lists only the clinician's own appointments                       0.06s
  ⨯ it paginates twenty appointments per page                            0.08s
  ✓ it orders appointments by start time                                 0.04s
  ───────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\AppointmentIndexTest > it paginates twenty appointments per page
  Failed to assert that the response count matched the expected 20
Failed asserting that actual size 15 matches expected size 20.

  at tests/Feature/AppointmentIndexTest.php:41
     37▕     Appointment::factory()->count(45)->for($clinician, 'clinician')->create();
     38▕
     39▕     $response = actingAs($clinician)->getJson('/api/appointments');
     40▕
  ➜  41▕     $response->assertOk()->assertJsonCount(20, 'data');
     42▕     expect($response->json('meta.last_page'))->toBe(3);
     43▕ });
     44▕
     45▕ it('orders appointments by start time', function () {

  1   tests/Feature/AppointmentIndexTest.php:41


  Tests:    1 failed, 3 passed (9 assertions)
  Duration: 0.91s
''', code=1, pgid=61184)),
        (call("read_file", absolute_path=f"{root}/app/Models/Appointment.php"), model),
        (call("replace", file_path=f"{root}/app/Models/Appointment.php", old_string="    protected $perPage = 15;", new_string="    protected $perPage = 20;"),
         ok_replace(f"{root}/app/Models/Appointment.php")),
        (gshell("./vendor/bin/pest tests/Feature/AppointmentIndexTest.php", "Re-run the feature test"), gem_run("./vendor/bin/pest tests/Feature/AppointmentIndexTest.php", '''
   PASS  Tests\\Feature\\AppointmentIndexTest
  ✓ it requires authentication                                           0.18s
  ✓ it lists only the clinician's own appointments                       0.05s
  ✓ it paginates twenty appointments per page                            0.09s
  ✓ it orders appointments by start time                                 0.04s

  Tests:    4 passed (11 assertions)
  Duration: 0.84s
''', pgid=61233)),
        (gshell("./vendor/bin/pest --compact", "Run the whole suite"), gem_run("./vendor/bin/pest --compact", '''
  ..............................................................

  Tests:    62 passed (187 assertions)
  Duration: 5.12s
''', pgid=61301)),
        (gshell("git diff", "Review the change"), gem_run("git diff", gitdiff("app/Models/Appointment.php", model, model2, "3d0c8f1..e6b27a4"), pgid=61377)),
        (call("read_file", absolute_path=f"{root}/app/Models/Appointment.php"), model),
        (gshell("php artisan route:list --path=api/appointments", "List the appointment API routes"), gem_run("php artisan route:list --path=api/appointments", '''
  GET|HEAD        api/appointments ...................... appointments.index › Api\\AppointmentController@index
  POST            api/appointments ...................... appointments.store › Api\\AppointmentController@store
  GET|HEAD        api/appointments/{appointment} .......... appointments.show › Api\\AppointmentController@show
  PUT|PATCH       api/appointments/{appointment} ...... appointments.update › Api\\AppointmentController@update
  DELETE          api/appointments/{appointment} .... appointments.destroy › Api\\AppointmentController@destroy

                                                                                            Showing [5] routes
''', pgid=61420)),
        (gshell("git commit -am 'Paginate appointments 20 per page'", "Commit the fix"), gem_run("git commit -am 'Paginate appointments 20 per page'", '''[fix/appointments-pagination 3e1a9d0] Paginate appointments 20 per page
 1 file changed, 1 insertion(+), 1 deletion(-)''', pgid=61458)),
    ]
    rs.add(task="swe", tid="h38-swe-06", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Laravel 11 clinic portal (PHP 8.3, SQLite for tests), tests with Pest 2. Branch fix/appointments-pagination, clean tree. Product asked for 20 appointments per page on GET /api/appointments; the updated feature test is already committed and fails.",
           bad=True, turn=8, kind="edited $perPage reads back with its old value")


# 07: Go cobra CLI (OpenHands), bad
def t07(rs: RowSet) -> None:
    root = "/workspace/deployctl"
    src = tabs('''package cmd

import (
    "fmt"

    "github.com/acme/deployctl/internal/nomad"
    "github.com/spf13/cobra"
)

var (
    rolloutImage   string
    rolloutPercent int
    rolloutDryRun  bool
)

var rolloutCmd = &cobra.Command{
    Use:   "rollout SERVICE",
    Short: "Roll a new image out to a percentage of allocations",
    Args:  cobra.ExactArgs(1),
    RunE: func(cmd *cobra.Command, args []string) error {
        if rolloutPercent < 1 || rolloutPercent > 100 {
            return fmt.Errorf("--percent must be between 1 and 100, got %d", rolloutPercent)
        }
        client := nomad.New(clusterAddr, namespace)
        plan, err := client.PlanCanary(args[0], rolloutImage, rolloutPercent)
        if err != nil {
            return err
        }
        if rolloutDryRun {
            fmt.Fprintln(cmd.OutOrStdout(), plan.Summary())
            return nil
        }
        return client.Apply(plan)
    },
}

func init() {
    rolloutCmd.Flags().StringVar(&rolloutImage, "image", "", "container image to roll out (required)")
    rolloutCmd.Flags().IntVar(&rolloutPercent, "percent", 10, "percentage of allocations to move")
    rolloutCmd.Flags().BoolVar(&rolloutDryRun, "dry-run", false, "print the plan without applying it")
    _ = rolloutCmd.MarkFlagRequired("image")
    rootCmd.AddCommand(rolloutCmd)
}''')
    o1, n1 = '\tUse:   "rollout SERVICE",', '\tUse:   "promote SERVICE",'
    src2 = src.replace(o1, n1)
    test = tabs('''package cmd

import (
    "bytes"
    "testing"

    "github.com/acme/deployctl/internal/nomad"
    "github.com/stretchr/testify/assert"
    "github.com/stretchr/testify/require"
)

func TestRolloutDryRunPrintsPlan(t *testing.T) {
    fake := nomad.NewFake()
    fake.AddJob("billing-api", 8, "ghcr.io/acme/billing-api:1.13.2")
    restore := nomad.UseFake(fake)
    defer restore()

    out := new(bytes.Buffer)
    rootCmd.SetOut(out)
    rootCmd.SetArgs([]string{"rollout", "billing-api", "--image", "ghcr.io/acme/billing-api:1.14.0", "--percent", "25", "--dry-run"})

    err := rootCmd.Execute()

    require.NoError(t, err)
    assert.Contains(t, out.String(), "billing-api: 2/8 allocations -> ghcr.io/acme/billing-api:1.14.0")
    assert.Empty(t, fake.Applied())
}

func TestRolloutRejectsPercentOutOfRange(t *testing.T) {
    rolloutPercent = 140
    defer func() { rolloutPercent = 10 }()
    err := rolloutCmd.RunE(rolloutCmd, []string{"billing-api"})
    assert.EqualError(t, err, "--percent must be between 1 and 100, got 140")
}''')
    o2 = '\trootCmd.SetArgs([]string{"rollout", "billing-api", "--image", "ghcr.io/acme/billing-api:1.14.0", "--percent", "25", "--dry-run"})'
    n2 = o2.replace('"rollout"', '"promote"')
    test2 = test.replace(o2, n2)
    err_line = line_of(test, "require.NoError(t, err)")
    help_before = '''deployctl manages staged rollouts of services to Nomad clusters.

Usage:
  deployctl [command]

Available Commands:
  completion  Generate the autocompletion script for the specified shell
  help        Help about any command
  rollout     Roll a new image out to a percentage of allocations
  status      Show rollout progress for a service
  version     Print the deployctl version

Flags:
      --cluster string     Nomad cluster address (default "http://127.0.0.1:4646")
  -h, --help               help for deployctl
      --namespace string   Nomad namespace (default "default")

Use "deployctl [command] --help" for more information about a command.'''
    turns = [
        (bash(f"cd {root} && git status -sb && ls cmd/ && go run . --help"), oh_bash('''## main...origin/main
rollout.go
rollout_test.go
root.go
status.go
status_test.go
version.go
''' + help_before, root)),
        (editor("view", f"{root}/cmd/rollout.go"), cat_n(f"{root}/cmd/rollout.go", src)),
        (editor("str_replace", f"{root}/cmd/rollout.go", old_str=o1, new_str=n1), edited(f"{root}/cmd/rollout.go", *around(src2, n1))),
        (bash("go test ./..."), oh_bash(f'''?   \tgithub.com/acme/deployctl\t[no test files]
--- FAIL: TestRolloutDryRunPrintsPlan (0.00s)
    rollout_test.go:{err_line}:
        \tError Trace:\t{root}/cmd/rollout_test.go:{err_line}
        \tError:      \tReceived unexpected error:
        \t            \tunknown command "rollout" for "deployctl"
        \tTest:       \tTestRolloutDryRunPrintsPlan
FAIL
FAIL\tgithub.com/acme/deployctl/cmd\t0.019s
ok  \tgithub.com/acme/deployctl/internal/nomad\t(cached)
FAIL''', root, 1)),
        (editor("str_replace", f"{root}/cmd/rollout_test.go", old_str=o2, new_str=n2), edited(f"{root}/cmd/rollout_test.go", *around(test2, n2))),
        (bash("go test ./... && go run . --help"), oh_bash('''?   \tgithub.com/acme/deployctl\t[no test files]
ok  \tgithub.com/acme/deployctl/cmd\t0.021s
ok  \tgithub.com/acme/deployctl/internal/nomad\t(cached)
''' + help_before, root)),
    ]
    rs.add(task="swe", tid="h38-swe-07", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Go 1.22 CLI built with cobra 1.8, tests use testify. Branch main, clean tree. RFC-41: the `rollout` subcommand becomes `promote` (same flags, same help text); no alias is kept.",
           bad=True, turn=6, kind="renamed subcommand still listed under its old name in --help")


# 08: C with CMake + Unity (Gemini CLI), clean
def t08(rs: RowSet) -> None:
    root = "/home/dev/ringbuf"
    src = '''#include "ringbuf.h"

#include <string.h>

void rb_init(ringbuf_t *rb, uint8_t *storage, size_t capacity)
{
    rb->buf = storage;
    rb->cap = capacity;
    rb->head = 0;
    rb->tail = 0;
    rb->count = 0;
}

bool rb_push(ringbuf_t *rb, uint8_t byte)
{
    if (rb->count == rb->cap) {
        /* full: overwrite the oldest byte */
        rb->tail = (rb->tail + 1) % rb->cap;
        rb->count--;
    }
    rb->buf[rb->head] = byte;
    rb->head = (rb->head + 1) % rb->cap;
    rb->count++;
    return true;
}

bool rb_pop(ringbuf_t *rb, uint8_t *out)
{
    if (rb->count == 0) {
        return false;
    }
    *out = rb->buf[rb->tail];
    rb->tail = (rb->tail + 1) % rb->cap;
    rb->count--;
    return true;
}

size_t rb_size(const ringbuf_t *rb)
{
    return rb->count;
}

size_t rb_peek(const ringbuf_t *rb, uint8_t *dst, size_t n)
{
    size_t avail = n < rb->count ? n : rb->count;
    for (size_t i = 0; i < avail; i++) {
        dst[i] = rb->buf[(rb->tail + i) & (rb->cap - 1)];
    }
    return avail;
}
'''
    o, n = "        dst[i] = rb->buf[(rb->tail + i) & (rb->cap - 1)];", "        dst[i] = rb->buf[(rb->tail + i) % rb->cap];"
    src2 = src.replace(o, n)
    si, sd = counts(src, src2)
    unity_lines = [
        ("test_init_is_empty", "PASS"), ("test_push_pop_single", "PASS"), ("test_pop_empty_returns_false", "PASS"),
        ("test_size_tracks_pushes", "PASS"), ("test_overwrites_oldest_when_full", "PASS"),
        ("test_peek_does_not_consume", "PASS"), ("test_wraps_when_full", "FAIL: Element 0 Expected 3 Was 6"),
    ]
    ulines = [f"{root}/test/test_ringbuf.c:{71 if r.startswith('FAIL') else 112 + i}:{name}:{r}" for i, (name, r) in enumerate(unity_lines)]
    turns = [
        (call("glob", pattern="**/*.[ch]"), f'''Found 10 file(s) matching "**/*.[ch]" within {root}, sorted by modification time (newest first):
{root}/test/test_ringbuf.c
{root}/src/ringbuf.c
{root}/include/ringbuf.h
{root}/test/test_crc16.c
{root}/src/crc16.c
{root}/include/crc16.h
{root}/src/ringbuf_legacy.c
{root}/third_party/unity/src/unity.c
{root}/third_party/unity/src/unity.h
{root}/third_party/unity/src/unity_internals.h'''),
        (gshell("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8", "Configure and build with tests"),
         gem_run("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8", f'''-- The C compiler identification is GNU 12.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: {root}/build
[ 10%] Building C object third_party/unity/CMakeFiles/unity.dir/src/unity.c.o
[ 20%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 30%] Building C object CMakeFiles/ringbuf.dir/src/crc16.c.o
[ 40%] Linking C static library libringbuf.a
[ 40%] Built target ringbuf
[ 50%] Linking C static library libunity.a
[ 50%] Built target unity
[ 60%] Building C object CMakeFiles/test_ringbuf.dir/test/test_ringbuf.c.o
[ 70%] Building C object CMakeFiles/test_crc16.dir/test/test_crc16.c.o
[ 80%] Linking C executable test_crc16
[ 90%] Linking C executable test_ringbuf
[ 90%] Built target test_crc16
[100%] Built target test_ringbuf''', pgid=73310)),
        (gshell("cd build && ctest --output-on-failure", "Run the Unity test executables through CTest"),
         gem_run("cd build && ctest --output-on-failure", f'''Test project {root}/build
    Start 1: test_ringbuf
1/2 Test #1: test_ringbuf .....................***Failed    0.01 sec
''' + "\n".join(ulines) + '''

-----------------------
7 Tests 1 Failures 0 Ignored
FAIL

    Start 2: test_crc16
2/2 Test #2: test_crc16 .......................   Passed    0.00 sec

50% tests passed, 1 tests failed out of 2

Total Test time (real) =   0.02 sec

The following tests FAILED:
\t  1 - test_ringbuf (Failed)
Errors while running CTest''', code=8, pgid=73466)),
        (call("read_file", absolute_path=f"{root}/src/ringbuf.c"), src),
        (call("replace", file_path=f"{root}/src/ringbuf.c", old_string=o, new_string=n), ok_replace(f"{root}/src/ringbuf.c")),
        (gshell("cmake --build build -j8 && cd build && ctest", "Rebuild and rerun the tests"),
         gem_run("cmake --build build -j8 && cd build && ctest", f'''[ 10%] Built target unity
[ 20%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 40%] Linking C static library libringbuf.a
[ 40%] Built target ringbuf
[ 60%] Linking C executable test_ringbuf
[ 70%] Linking C executable test_crc16
[ 90%] Built target test_ringbuf
[100%] Built target test_crc16
Test project {root}/build
    Start 1: test_ringbuf
1/2 Test #1: test_ringbuf .....................   Passed    0.00 sec
    Start 2: test_crc16
2/2 Test #2: test_crc16 .......................   Passed    0.00 sec

100% tests passed, 0 tests failed out of 2

Total Test time (real) =   0.01 sec''', pgid=73581)),
        (gshell("git rm -q src/ringbuf_legacy.c && git status --short", "Remove the unused legacy ring buffer copy"),
         gem_run("git rm -q src/ringbuf_legacy.c && git status --short", ''' M src/ringbuf.c
D  src/ringbuf_legacy.c''', pgid=73642)),
        (call("list_directory", path=f"{root}/src"), f'''Directory listing for {root}/src:
crc16.c
ringbuf.c'''),
        (gshell("git diff --stat HEAD", "Summarise all changes against HEAD"), gem_run("git diff --stat HEAD", stat([("src/ringbuf.c", si, sd), ("src/ringbuf_legacy.c", 0, 64)]), pgid=73705)),
    ]
    rs.add(task="swe", tid="h38-swe-08", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a small C11 ring-buffer library built with CMake 3.27, tests with the vendored Unity framework under third_party/unity and registered with CTest. Branch main, clean tree, no build directory yet (build/ is in .gitignore). Bug: rb_peek returns wrong bytes once the buffer has wrapped when the capacity is not a power of two. Also remove the dead src/ringbuf_legacy.c, which CMakeLists.txt no longer compiles.")


# 09: Sanic + pytest-asyncio (OpenHands), bad
def t09(rs: RowSet) -> None:
    root = "/workspace/quotes-api"
    routes = '''import random

from sanic import Blueprint, Request
from sanic.exceptions import NotFound
from sanic.response import json

from .store import QuoteStore

bp = Blueprint("quotes", url_prefix="/quotes")


@bp.get("/")
async def list_quotes(request: Request):
    store: QuoteStore = request.app.ctx.store
    limit = min(int(request.args.get("limit", 20)), 100)
    return json([q.to_dict() for q in store.all()[:limit]])


@bp.get("/random")
async def random_quote(request: Request):
    store: QuoteStore = request.app.ctx.store
    tag = request.args.get("tag")
    candidates = store.all()
    if not candidates:
        raise NotFound("no quotes loaded")
    return json(random.choice(candidates).to_dict())


@bp.get("/<quote_id:int>")
async def get_quote(request: Request, quote_id: int):
    quote = request.app.ctx.store.get(quote_id)
    if quote is None:
        raise NotFound(f"quote {quote_id} not found")
    return json(quote.to_dict())
'''
    o = "    candidates = store.all()\n    if not candidates:\n        raise NotFound(\"no quotes loaded\")"
    n = "    candidates = [q for q in store.all() if tag is None or tag in q.tags]\n    if not candidates:\n        raise NotFound(f\"no quotes tagged {tag!r}\" if tag else \"no quotes loaded\")"
    routes2 = routes.replace(o, n)
    ri, rd = counts(routes, routes2)
    header = f'''============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: {root}
configfile: pyproject.toml
plugins: asyncio-0.23.7, anyio-4.4.0
asyncio: mode=Mode.AUTO
collected 16 items
'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"), oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
4c2f9e7 (HEAD -> main, origin/main) Add ?tag= filter to the API docs
a81d0b3 Load quotes from data/quotes.json at startup
2e6f15c Sanic app skeleton with /quotes blueprint''', root)),
        (bash("python -m pytest"), oh_bash(header + '''
tests/test_models.py ......                                              [ 37%]
tests/test_routes.py ....F.....                                          [100%]

=================================== FAILURES ===================================
_______________________ test_random_quote_filters_by_tag _______________________

app = Sanic(name="quotes")

    async def test_random_quote_filters_by_tag(app):
        for _ in range(20):
            _, response = await app.asgi_client.get("/quotes/random", params={"tag": "stoic"})
            assert response.status == 200
>           assert "stoic" in response.json["tags"]
E           AssertionError: assert 'stoic' in ['humor', 'work']

tests/test_routes.py:48: AssertionError
=========================== short test summary info ============================
FAILED tests/test_routes.py::test_random_quote_filters_by_tag - AssertionError: assert 'stoic' in ['humor', 'work']
========================= 1 failed, 15 passed in 0.94s =========================''', root, 1)),
        (editor("view", f"{root}/quotes/routes.py"), cat_n(f"{root}/quotes/routes.py", routes.rstrip("\n"))),
        (editor("str_replace", f"{root}/quotes/routes.py", old_str=o, new_str=n), edited(f"{root}/quotes/routes.py", *around(routes2.rstrip("\n"), n))),
        (bash("python -m pytest"), oh_bash(header + '''
tests/test_models.py ......                                              [ 37%]
tests/test_routes.py ..........                                          [100%]

============================== 16 passed in 0.88s ==============================''', root)),
        (bash("nohup sanic quotes.app:app --host 127.0.0.1 --port 8010 > /tmp/sanic.log 2>&1 &\necho $!"), oh_bash('''[1] 31877
31877''', root)),
        (bash("sleep 2; tail -n 8 /tmp/sanic.log; curl -s 'http://127.0.0.1:8010/quotes/random?tag=stoic'; echo"), oh_bash('''[2024-05-21 09:12:03 +0000] [31877] [INFO] Sanic v23.12.1
[2024-05-21 09:12:03 +0000] [31877] [INFO] Goin' Fast @ http://127.0.0.1:8010
[2024-05-21 09:12:03 +0000] [31877] [INFO] mode: production, single worker
[2024-05-21 09:12:03 +0000] [31877] [INFO] server: sanic, HTTP/1.1
[2024-05-21 09:12:03 +0000] [31877] [INFO] python: 3.11.9
[2024-05-21 09:12:03 +0000] [31877] [INFO] platform: Linux-6.1.0-21-amd64-x86_64-with-glibc2.36
[2024-05-21 09:12:03 +0000] [31877] [INFO] packages: sanic-routing==23.12.0, sanic-ext==23.12.0
[2024-05-21 09:12:04 +0000] [31891] [INFO] Starting worker [31891]
{"id":7,"text":"We suffer more often in imagination than in reality.","author":"Seneca","tags":["stoic","fear"]}''', root)),
        (bash("ps -ef | grep -E 'sanic|spawn_main' | grep -v grep"), oh_bash('''root     31887 30412  0 09:12 pts/0    00:00:00 /opt/miniconda3/envs/testbed/bin/python /opt/miniconda3/envs/testbed/bin/sanic quotes.app:app --host 127.0.0.1 --port 8010
root     31891 31887  0 09:12 pts/0    00:00:01 /opt/miniconda3/envs/testbed/bin/python -c from multiprocessing.spawn import spawn_main; spawn_main(tracker_fd=6, pipe_handle=8) --multiprocessing-fork''', root)),
        (bash("git diff --stat"), oh_bash(stat([("quotes/routes.py", ri, rd)]), root)),
    ]
    rs.add(task="swe", tid="h38-swe-09", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Sanic 23.12 quotes API, tests with pytest-asyncio and sanic-testing's ASGI client. Branch main, clean tree, nothing listening on port 8010. Bug: GET /quotes/random?tag=... ignores the tag. Fix it and smoke-test a running server.",
           bad=True, turn=8, kind="PID of the Sanic main process differs from the one started and logged")


# 10: Angular + Karma (OpenHands), clean
def t10(rs: RowSet) -> None:
    root = "/workspace/fleet-dashboard"
    pipe = '''import { Pipe, PipeTransform } from '@angular/core';

const GROUP_SEP = '\\u202f';

@Pipe({ name: 'distance', standalone: true })
export class DistancePipe implements PipeTransform {
  transform(meters: number | null | undefined, unit: 'km' | 'mi' = 'km'): string {
    if (meters == null || Number.isNaN(meters)) {
      return '—';
    }
    const value = unit === 'km' ? meters / 1000 : meters / 1609.344;
    const rounded = Math.floor(value * 10) / 10;
    const [int, frac] = rounded.toFixed(1).split('.');
    const grouped = int.replace(/\\B(?=(\\d{3})+(?!\\d))/g, GROUP_SEP);
    return `${grouped}.${frac} ${unit}`;
  }
}'''
    o, n = "    const rounded = Math.floor(value * 10) / 10;", "    const rounded = Math.round(value * 10) / 10;"
    pipe2 = pipe.replace(o, n)
    spec = '''import { DistancePipe } from './distance.pipe';

describe('DistancePipe', () => {
  const pipe = new DistancePipe();

  it('renders a dash for missing values', () => {
    expect(pipe.transform(null)).toBe('—');
    expect(pipe.transform(undefined)).toBe('—');
  });

  it('rounds to the nearest tenth of a kilometre', () => {
    expect(pipe.transform(12804_360)).toBe('12\\u202f804.4 km');
    expect(pipe.transform(12804_340)).toBe('12\\u202f804.3 km');
  });

  it('converts to miles', () => {
    expect(pipe.transform(1609.344, 'mi')).toBe('1.0 mi');
  });

  it('does not group numbers below one thousand', () => {
    expect(pipe.transform(999_949)).toBe('999.9 km');
  });
});
'''

    def karma(day_time: str, sock: str, cid: str, body: str) -> str:
        return f'''- Generating browser application bundles (phase: setup)...
✔ Browser application bundle generation complete.
21 05 2024 {day_time}.482:INFO [karma-server]: Karma v6.4.3 server started at http://localhost:9876/
21 05 2024 {day_time}.484:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited
21 05 2024 {day_time}.491:INFO [launcher]: Starting browser ChromeHeadless
21 05 2024 {day_time[:-2]}{int(day_time[-2:]) + 2:02d}.027:INFO [Chrome Headless 124.0.6367.207 (Linux x86_64)]: Connected on socket {sock} with id {cid}
{body}'''
    fail = '''Chrome Headless 124.0.6367.207 (Linux x86_64) VehicleCardComponent should render the odometer rounded to one decimal FAILED
\tExpected '12 804.3 km' to equal '12 804.4 km'.
\t    at <Jasmine>
\t    at UserContext.apply (src/app/vehicles/vehicle-card/vehicle-card.component.spec.ts:52:61)
\t    at _ZoneDelegate.invoke (node_modules/zone.js/fesm2015/zone.js:368:26)
\t    at ProxyZoneSpec.onInvoke (node_modules/zone.js/fesm2015/zone-testing.js:273:39)
Chrome Headless 124.0.6367.207 (Linux x86_64): Executed 38 of 38 (1 FAILED) (0.611 secs / 0.498 secs)
TOTAL: 1 FAILED, 37 SUCCESS'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3 && ls src/app/shared/pipes"), oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
d3a91c7 (HEAD -> main, origin/main) Vehicle card: show odometer in km
58be0f2 Add DistancePipe
af17c64 Upgrade to Angular 17.3
distance.pipe.ts
duration.pipe.spec.ts
duration.pipe.ts
index.ts''', root)),
        (bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -20"), oh_bash(karma("14:03:11", "4bWq0dP3kzXk1aYvAAAB", "81734590", fail), root, 1)),
        (editor("view", f"{root}/src/app/shared/pipes/distance.pipe.ts"), cat_n(f"{root}/src/app/shared/pipes/distance.pipe.ts", pipe)),
        (editor("str_replace", f"{root}/src/app/shared/pipes/distance.pipe.ts", old_str=o, new_str=n), edited(f"{root}/src/app/shared/pipes/distance.pipe.ts", *around(pipe2, n))),
        (bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -20"), oh_bash(karma("14:05:47", "q8Zr1TgVe0c2mN5LAAAB", "29051877", '''Chrome Headless 124.0.6367.207 (Linux x86_64): Executed 38 of 38 SUCCESS (0.574 secs / 0.471 secs)
TOTAL: 38 SUCCESS'''), root)),
        (editor("create", f"{root}/src/app/shared/pipes/distance.pipe.spec.ts", file_text=spec), f"File created successfully at: {root}/src/app/shared/pipes/distance.pipe.spec.ts"),
        (bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -20"), oh_bash(karma("14:07:30", "Hh3uY7kPq1sX0bQeAAAB", "60447213", '''Chrome Headless 124.0.6367.207 (Linux x86_64): Executed 42 of 42 SUCCESS (0.603 secs / 0.489 secs)
TOTAL: 42 SUCCESS'''), root)),
        (bash("git status --short"), oh_bash(''' M src/app/shared/pipes/distance.pipe.ts
?? src/app/shared/pipes/distance.pipe.spec.ts''', root)),
        (bash("npx ng lint"), oh_bash('''
Linting "fleet-dashboard"...

All files pass linting.''', root)),
        (bash("git add -A && git commit -q -m 'DistancePipe: round to nearest tenth, add spec' && git log --oneline -3"), oh_bash('''7f2c0b9 (HEAD -> main) DistancePipe: round to nearest tenth, add spec
d3a91c7 (origin/main) Vehicle card: show odometer in km
58be0f2 Add DistancePipe''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-10", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: an Angular 17.3 fleet dashboard, unit tests with Karma 6 and Jasmine in ChromeHeadless, ESLint via angular-eslint. Branch main, clean tree. Bug: odometer readings are truncated instead of rounded (12 804.36 km shows as 12 804.3 km). Fix DistancePipe, give it its own spec and commit.")


# 11: Kotlin Ktor + JUnit (Gemini CLI), bad
def t11(rs: RowSet) -> None:
    root = "/home/dev/ktor-inventory"
    routes_path = f"{root}/src/main/kotlin/com/acme/inventory/routes/StockRoutes.kt"
    routes = '''package com.acme.inventory.routes

import com.acme.inventory.model.StockAdjustment
import com.acme.inventory.repo.StockRepository
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route

fun Route.stockRoutes(repo: StockRepository) {
    route("/stock") {
        get("/{sku}") {
            val sku = call.parameters["sku"]!!
            val level = repo.level(sku) ?: return@get call.respond(HttpStatusCode.NotFound)
            call.respond(level)
        }

        post("/{sku}/adjust") {
            val sku = call.parameters["sku"]!!
            val adjustment = call.receive<StockAdjustment>()
            val updated = repo.adjust(sku, adjustment.delta, adjustment.reason)
            call.respond(HttpStatusCode.OK, updated)
        }
    }
}
'''
    o = '''            val updated = repo.adjust(sku, adjustment.delta, adjustment.reason)
            call.respond(HttpStatusCode.OK, updated)'''
    n = '''            val current = repo.level(sku) ?: return@post call.respond(HttpStatusCode.NotFound)
            if (current.onHand + adjustment.delta < 0) {
                return@post call.respond(
                    HttpStatusCode.BadRequest,
                    mapOf("error" to "adjustment would make stock negative", "onHand" to current.onHand.toString()),
                )
            }
            val updated = repo.adjust(sku, adjustment.delta, adjustment.reason)
            call.respond(HttpStatusCode.OK, updated)'''
    routes2 = routes.replace(o, n)
    ri, rd = counts(routes, routes2)
    test_path = f"{root}/src/test/kotlin/com/acme/inventory/StockValidationTest.kt"
    test = '''package com.acme.inventory

import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.server.testing.testApplication
import kotlin.test.assertContains
import kotlin.test.assertEquals
import org.junit.jupiter.api.Test

class StockValidationTest {
    @Test
    fun `removing exactly the stock on hand is allowed`() = testApplication {
        application { module(seed = TestSeed.widgets(onHand = 5)) }
        val res = client.post("/stock/WID-0042/adjust") {
            contentType(ContentType.Application.Json)
            setBody("""{"delta": -5, "reason": "cycle count"}""")
        }
        assertEquals(HttpStatusCode.OK, res.status)
        assertContains(res.bodyAsText(), "\\"onHand\\":0")
    }

    @Test
    fun `unknown sku is 404 before any validation`() = testApplication {
        application { module(seed = TestSeed.widgets(onHand = 5)) }
        val res = client.post("/stock/NOPE-0000/adjust") {
            contentType(ContentType.Application.Json)
            setBody("""{"delta": -1, "reason": "damaged"}""")
        }
        assertEquals(HttpStatusCode.NotFound, res.status)
    }
}
'''
    nt = len(test.rstrip("\n").split("\n"))
    gradle_head = '''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin{ck}
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin{ct}
> Task :compileTestJava NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test
'''
    build = '''plugins {
    kotlin("jvm") version "1.9.24"
    id("io.ktor.plugin") version "2.3.11"
    id("org.jetbrains.kotlin.plugin.serialization") version "1.9.24"
}

group = "com.acme"
version = "0.6.0"

application {
    mainClass.set("io.ktor.server.netty.EngineMain")
}

repositories {
    mavenCentral()
}

dependencies {
    implementation("io.ktor:ktor-server-core-jvm")
    implementation("io.ktor:ktor-server-netty-jvm")
    implementation("io.ktor:ktor-server-content-negotiation-jvm")
    implementation("io.ktor:ktor-serialization-kotlinx-json-jvm")
    implementation("io.ktor:ktor-server-status-pages-jvm")
    implementation("ch.qos.logback:logback-classic:1.5.6")
    testImplementation("io.ktor:ktor-server-test-host-jvm")
    testImplementation("org.jetbrains.kotlin:kotlin-test-junit5")
    testImplementation("org.junit.jupiter:junit-jupiter:5.10.2")
}

tasks.test {
    useJUnitPlatform()
    testLogging {
        events("failed")
        exceptionFormat = org.gradle.api.tasks.testing.logging.TestExceptionFormat.FULL
    }
    afterSuite(KotlinClosure2<TestDescriptor, TestResult, Unit>({ desc, result ->
        if (desc.parent == null) {
            println("Results: ${result.resultType} (${result.testCount} tests, ${result.successfulTestCount} passed, " +
                "${result.failedTestCount} failed, ${result.skippedTestCount} skipped)")
        }
    }))
}
'''
    turns = [
        (gshell("git status -sb && ls src/test/kotlin/com/acme/inventory", "Check branch and list the test sources"),
         gem_run("git status -sb && ls src/test/kotlin/com/acme/inventory", '''## main...origin/main
ApplicationTest.kt
ItemRoutesTest.kt
StockRoutesTest.kt
TestSeed.kt''', pgid=82014)),
        (gshell("./gradlew test --console=plain", "Run the test suite"), gem_run("./gradlew test --console=plain", gradle_head.format(ck=" UP-TO-DATE", ct=" UP-TO-DATE") + '''
StockRoutesTest > adjusting stock below zero is rejected() FAILED
    org.opentest4j.AssertionFailedError: expected: <400 Bad Request> but was: <500 Internal Server Error>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
        at app//kotlin.test.junit5.JUnit5Asserter.assertEquals(JUnitSupport.kt:32)
        at app//kotlin.test.AssertionsKt__AssertionsKt.assertEquals(Assertions.kt:63)
        at app//kotlin.test.AssertionsKt.assertEquals(Unknown Source)
        at app//com.acme.inventory.StockRoutesTest$adjusting stock below zero is rejected$1.invokeSuspend(StockRoutesTest.kt:58)

Results: FAILURE (27 tests, 26 passed, 1 failed, 0 skipped)

27 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/ktor-inventory/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 11s
5 actionable tasks: 1 executed, 4 up-to-date''', code=1, pgid=82077)),
        (call("read_file", absolute_path=routes_path), routes),
        (call("replace", file_path=routes_path, old_string=o, new_string=n), ok_replace(routes_path)),
        (call("write_file", file_path=test_path, content=test), ok_write(test_path)),
        (gshell("./gradlew test --console=plain", "Run the tests with the fix and the new test class"),
         gem_run("./gradlew test --console=plain", gradle_head.format(ck="", ct="") + '''
Results: SUCCESS (30 tests, 30 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 13s
5 actionable tasks: 3 executed, 2 up-to-date''', pgid=82240)),
        (gshell("git status --short", "Check the working tree"), gem_run("git status --short", ''' M src/main/kotlin/com/acme/inventory/routes/StockRoutes.kt
?? src/test/kotlin/com/acme/inventory/StockValidationTest.kt''', pgid=82301)),
        (call("read_file", absolute_path=f"{root}/build.gradle.kts"), build),
        (gshell("git add -A && git commit -m 'Reject stock adjustments that would go negative'", "Commit the fix and tests"),
         gem_run("git add -A && git commit -m 'Reject stock adjustments that would go negative'", f'''[main 4be19d3] Reject stock adjustments that would go negative
 2 files changed, {ri + nt} insertions(+)
 create mode 100644 src/test/kotlin/com/acme/inventory/StockValidationTest.kt''', pgid=82366)),
    ]
    assert rd == 0
    rs.add(task="swe", tid="h38-swe-11", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Ktor 2.3 inventory service in Kotlin 1.9, tests with JUnit 5 and ktor-server-test-host; the Gradle test task prints a one-line results summary. Branch main, clean tree. Bug: POST /stock/{{sku}}/adjust with a delta that would make stock negative crashes with a 500; it must answer 400.",
           bad=True, turn=6, kind="test total jumps by three after adding a class with two tests")


# 12: Ruby Sinatra + minitest (Gemini CLI), clean
def t12(rs: RowSet) -> None:
    root = "/home/dev/linkshort"
    app = '''require "sinatra/base"
require "sinatra/json"
require "sequel"
require "securerandom"
require "uri"

class LinkApp < Sinatra::Base
  configure do
    set :db, Sequel.connect(ENV.fetch("DATABASE_URL", "sqlite://db/links.sqlite3"))
    set :show_exceptions, false
  end

  helpers do
    def db = settings.db
    def links = db[:links]
  end

  post "/links" do
    payload = JSON.parse(request.body.read)
    url = payload["url"].to_s.strip
    code = SecureRandom.alphanumeric(7)
    links.insert(code: code, url: url, clicks: 0, created_at: Time.now.utc)
    status 201
    json code: code, url: url, short: "#{request.base_url}/#{code}"
  end

  get "/stats/:code" do
    link = links.where(code: params[:code]).first or halt 404
    json code: link[:code], url: link[:url], clicks: link[:clicks]
  end

  get "/:code" do
    link = links.where(code: params[:code]).first or halt 404
    links.where(id: link[:id]).update(clicks: Sequel[:clicks] + 1)
    redirect link[:url], 301
  end
end
'''
    o = '''    url = payload["url"].to_s.strip
    code = SecureRandom.alphanumeric(7)'''
    n = '''    url = payload["url"].to_s.strip
    uri = URI.parse(url) rescue nil
    unless uri.is_a?(URI::HTTP) && !uri.host.to_s.empty?
      halt 422, json(error: "url must be an absolute http(s) URL")
    end
    code = SecureRandom.alphanumeric(7)'''
    ot = "  def test_stats_returns_click_count\n"
    nt = '''  def test_rejects_javascript_scheme
    post "/links", { url: "javascript:alert(1)" }.to_json, "CONTENT_TYPE" => "application/json"
    assert_equal 422, last_response.status
    assert_includes last_response.body, "absolute http(s) URL"
  end

  def test_stats_returns_click_count
'''

    def mt(seed: int, dots: str, secs: float, runs: int, asserts: int, fails: int, extra: str = "") -> str:
        return (f"Run options: --seed {seed}\n\n# Running:\n\n{dots}\n\n"
                f"Finished in {secs:.6f}s, {runs / secs:.4f} runs/s, {asserts / secs:.4f} assertions/s.\n"
                + extra + f"\n{runs} runs, {asserts} assertions, {fails} failures, 0 errors, 0 skips")
    fail = '''
  1) Failure:
LinkAppTest#test_rejects_invalid_url [test/app_test.rb:38]:
Expected: 422
  Actual: 201
'''
    turns = [
        (gshell("git log --format='%h %an %ar %s' -4 && git status -sb", "Show recent history and branch state"),
         gem_run("git log --format='%h %an %ar %s' -4 && git status -sb", '''c0a4f7e Dana Whitfield 2 hours ago Add /stats endpoint with click counts
8e31b25 Dana Whitfield 3 days ago Store links in SQLite via Sequel
4f9d6a0 Marco Aurelio Tan 5 days ago Add rack-test based tests
19be7c2 Dana Whitfield 6 days ago Initial Sinatra app
## main...origin/main [ahead 1]''', pgid=90118)),
        (gshell("bundle exec rake test", "Run the minitest suite"), gem_run("bundle exec rake test", mt(41277, "..........F........", 0.184211, 19, 44, 1, fail) + '''
rake aborted!
Command failed with status (1): [ruby -w -I"lib:test" /usr/local/bundle/gems/rake-13.2.1/lib/rake/rake_test_loader.rb "test/app_test.rb" "test/stats_test.rb" ]

Tasks: TOP => test
(See full trace by running task with --trace)''', code=1, pgid=90204)),
        (call("read_file", absolute_path=f"{root}/app.rb"), app),
        (call("replace", file_path=f"{root}/app.rb", old_string=o, new_string=n), ok_replace(f"{root}/app.rb")),
        (gshell("bundle exec rake test", "Re-run the suite"), gem_run("bundle exec rake test", mt(8841, "...................", 0.171906, 19, 44, 0), pgid=90297)),
        (call("replace", file_path=f"{root}/test/app_test.rb", old_string=ot, new_string=nt), ok_replace(f"{root}/test/app_test.rb")),
        (gshell("bundle exec rake test", "Run the suite with the new test"), gem_run("bundle exec rake test", mt(60312, "....................", 0.179544, 20, 46, 0), pgid=90355)),
        (gshell("git commit -qam 'Validate URLs on POST /links' && git log --format='%h %an %ar %s' -4 && git status -sb", "Commit and show history"),
         gem_run("git commit -qam 'Validate URLs on POST /links' && git log --format='%h %an %ar %s' -4 && git status -sb", '''a91d3e8 Dana Whitfield 4 seconds ago Validate URLs on POST /links
c0a4f7e Dana Whitfield 2 hours ago Add /stats endpoint with click counts
8e31b25 Dana Whitfield 3 days ago Store links in SQLite via Sequel
4f9d6a0 Marco Aurelio Tan 5 days ago Add rack-test based tests
## main...origin/main [ahead 2]''', pgid=90421)),
    ]
    rs.add(task="swe", tid="h38-swe-12", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Sinatra 4 URL shortener on Sequel/SQLite, tests with minitest and rack-test run by rake. Branch main, one local commit not pushed yet. Bug: POST /links accepts any string as a URL; reject anything that is not an absolute http(s) URL with 422 and add a test for a javascript: URL.")


# 13: Nuxt + Vitest (OpenHands), bad
def t13(rs: RowSet) -> None:
    root = "/workspace/recipe-nuxt"
    card = '''<script setup lang="ts">
import type { Recipe } from '~/types/recipe'

const props = defineProps<{ recipe: Recipe }>()
const servings = ref(props.recipe.servings)

const scaled = computed(() =>
  props.recipe.ingredients.map((i) => ({
    ...i,
    amount: Math.round(((i.amount * servings.value) / props.recipe.servings) * 100) / 100,
  })),
)

function inc() {
  servings.value = Math.min(servings.value + 1, 24)
}
function dec() {
  servings.value = Math.max(servings.value - 1, 1)
}
</script>

<template>
  <article class="recipe-card">
    <h2>{{ recipe.title }}</h2>
    <div class="servings">
      <button aria-label="fewer servings" @click="dec">−</button>
      <span data-test="servings">{{ servings }}</span>
      <button aria-label="more servings" @click="inc">+</button>
    </div>
    <ul>
      <li v-for="ing in scaled" :key="ing.name">{{ ing.amount }} {{ ing.unit }} {{ ing.name }}</li>
    </ul>
  </article>
</template>'''
    o = '''const servings = ref(props.recipe.servings)

const scaled = computed(() =>
  props.recipe.ingredients.map((i) => ({
    ...i,
    amount: Math.round(((i.amount * servings.value) / props.recipe.servings) * 100) / 100,
  })),
)

function inc() {
  servings.value = Math.min(servings.value + 1, 24)
}
function dec() {
  servings.value = Math.max(servings.value - 1, 1)
}'''
    n = "const { servings, scaled, inc, dec } = useServings(props.recipe.servings, props.recipe.ingredients)"
    card2 = card.replace(o, n)
    ci, cd = counts(card, card2)
    comp = '''import type { Ref } from 'vue'
import type { Ingredient } from '~/types/recipe'

export const MIN_SERVINGS = 1
export const MAX_SERVINGS = 24

export function useServings(base: number, ingredients: Ref<Ingredient[]> | Ingredient[]) {
  const servings = ref(base)
  const scaled = computed(() =>
    unref(ingredients).map((i) => ({
      ...i,
      amount: Math.round(((i.amount * servings.value) / base) * 100) / 100,
    })),
  )
  const inc = () => (servings.value = Math.min(servings.value + 1, MAX_SERVINGS))
  const dec = () => (servings.value = Math.max(servings.value - 1, MIN_SERVINGS))
  return { servings, scaled, inc, dec }
}
'''
    test = '''import { describe, expect, it } from 'vitest'
import { MAX_SERVINGS, useServings } from '~/composables/useServings'

const flour = { name: 'flour', unit: 'g', amount: 250 }
const eggs = { name: 'eggs', unit: '', amount: 3 }

describe('useServings', () => {
  it('starts at the recipe base', () => {
    const { servings, scaled } = useServings(4, [flour, eggs])
    expect(servings.value).toBe(4)
    expect(scaled.value.map((i) => i.amount)).toEqual([250, 3])
  })

  it('scales amounts and rounds to two decimals', () => {
    const { inc, scaled } = useServings(3, [flour, eggs])
    inc()
    expect(scaled.value.map((i) => i.amount)).toEqual([333.33, 4])
  })

  it('never goes below one serving', () => {
    const { dec, servings } = useServings(1, [flour])
    dec()
    expect(servings.value).toBe(1)
  })

  it('caps at MAX_SERVINGS', () => {
    const { inc, servings } = useServings(MAX_SERVINGS, [flour])
    inc()
    expect(servings.value).toBe(MAX_SERVINGS)
  })
})
'''
    turns = [
        (bash(f"cd {root} && git status --short && ls composables tests/unit"), oh_bash('''composables:
useFavorites.ts
useRecipes.ts

tests/unit:
RecipeCard.test.ts
formatMinutes.test.ts
useFavorites.test.ts
useRecipes.test.ts''', root)),
        (editor("view", f"{root}/components/RecipeCard.vue"), cat_n(f"{root}/components/RecipeCard.vue", card)),
        (editor("create", f"{root}/composables/useServings.ts", file_text=comp), f"File created successfully at: {root}/composables/useServings.ts"),
        (editor("create", f"{root}/tests/unit/useServings.test.ts", file_text=test), f"File created successfully at: {root}/tests/unit/useServings.test.ts"),
        (bash("npx vitest run"), oh_bash(f'''
 RUN  v1.6.0 {root}

 ✓ tests/unit/formatMinutes.test.ts  (6 tests) 4ms
 ✓ tests/unit/useServings.test.ts  (4 tests) 7ms
 ✓ tests/unit/useFavorites.test.ts  (5 tests) 11ms
 ✓ tests/unit/useRecipes.test.ts  (8 tests) 19ms
 ✓ tests/unit/RecipeCard.test.ts  (8 tests) 64ms

 Test Files  5 passed (5)
      Tests  31 passed (31)
   Start at  10:41:27
   Duration  2.87s (transform 412ms, setup 1.21s, collect 903ms, tests 105ms, environment 2.02s, prepare 611ms)
''', root)),
        (editor("str_replace", f"{root}/components/RecipeCard.vue", old_str=o, new_str=n), edited(f"{root}/components/RecipeCard.vue", *around(card2, n))),
        (bash("ls -la composables && npx vitest run tests/unit/RecipeCard.test.ts"), oh_bash(f'''total 16
drwxr-xr-x  2 node node 4096 May 28 10:39 .
drwxr-xr-x 14 node node 4096 May 28 10:12 ..
-rw-r--r--  1 node node 1187 May 21 16:02 useFavorites.ts
-rw-r--r--  1 node node 2043 May 21 16:02 useRecipes.ts

 RUN  v1.6.0 {root}

 ✓ tests/unit/RecipeCard.test.ts  (8 tests) 58ms

 Test Files  1 passed (1)
      Tests  8 passed (8)
   Start at  10:43:05
   Duration  1.94s (transform 287ms, setup 1.18s, collect 402ms, tests 58ms, environment 1.71s, prepare 204ms)
''', root)),
        (bash("git diff --stat"), oh_bash(stat([("components/RecipeCard.vue", ci, cd)]), root)),
    ]
    rs.add(task="swe", tid="h38-swe-13", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Nuxt 3.11 recipe site (auto-imported composables), unit tests with Vitest 1.6 and @nuxt/test-utils in the nuxt environment. Branch refactor/servings, clean tree. Task: move the servings scaling logic out of RecipeCard.vue into a reusable composable with its own tests.",
           bad=True, turn=7, kind="newly created composable missing from the directory listing")


# 14: Rust serde + proptest (OpenHands), clean
def t14(rs: RowSet) -> None:
    root = "/workspace/geojson-lite"
    point = '''use serde::{Deserialize, Serialize};

/// A WGS84 position. `alt` is metres above the ellipsoid when present.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(into = "Position", try_from = "Position")]
pub struct Point {
    pub lon: f64,
    pub lat: f64,
    pub alt: Option<f64>,
}

/// GeoJSON encodes positions as bare arrays: [lon, lat] or [lon, lat, alt].
#[derive(Serialize, Deserialize)]
#[serde(transparent)]
struct Position(Vec<f64>);

impl From<Point> for Position {
    fn from(p: Point) -> Self {
        match p.alt {
            Some(a) if a != 0.0 => Position(vec![p.lon, p.lat, a]),
            _ => Position(vec![p.lon, p.lat]),
        }
    }
}

impl TryFrom<Position> for Point {
    type Error = String;

    fn try_from(pos: Position) -> Result<Self, Self::Error> {
        match pos.0.as_slice() {
            [lon, lat] => Ok(Point { lon: *lon, lat: *lat, alt: None }),
            [lon, lat, alt] => Ok(Point { lon: *lon, lat: *lat, alt: Some(*alt) }),
            other => Err(format!("position must have 2 or 3 elements, got {}", other.len())),
        }
    }
}'''
    o = '''            Some(a) if a != 0.0 => Position(vec![p.lon, p.lat, a]),
            _ => Position(vec![p.lon, p.lat]),'''
    n = '''            Some(a) => Position(vec![p.lon, p.lat, a]),
            None => Position(vec![p.lon, p.lat]),'''
    point2 = point.replace(o, n)
    regress = '''# Seeds for failure cases proptest has generated in the past. It is
# automatically read and these particular cases re-run before any
# novel cases are generated.
#
# It is recommended to check this file in to source control so that
# everyone who runs the test benefits from these saved cases.
cc 8d3f1b6a0e92c47d5b1e3a9f06c2d8e4b7a15f3092ce6d4180b9a7e5f3c21d06 # shrinks to p = Point { lon: 0.0, lat: 0.0, alt: Some(0.0) }'''
    turns = [
        (bash(f"cd {root} && git status --short && ls src tests && cargo --version"), oh_bash('''src:
feature.rs
geometry.rs
lib.rs
point.rs

tests:
roundtrip.rs
cargo 1.78.0 (54d8815d0 2024-03-26)''', root)),
        (bash("cargo test --test roundtrip 2>&1 | tail -45"), oh_bash(f'''   Compiling geojson-lite v0.3.1 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.37s
     Running tests/roundtrip.rs (target/debug/deps/roundtrip-5e0b7c19a2d4f836)

running 3 tests
test feature_collection_roundtrips ... ok
test polygon_roundtrips ... ok
test point_roundtrips ... FAILED

failures:

---- point_roundtrips stdout ----
proptest: Saving this and future failures in {root}/proptest-regressions/roundtrip.txt
proptest: If this test was run on a CI system, you may wish to add the following line to your copy of the file. (You may need to create it.)
cc 8d3f1b6a0e92c47d5b1e3a9f06c2d8e4b7a15f3092ce6d4180b9a7e5f3c21d06
thread 'point_roundtrips' panicked at tests/roundtrip.rs:24:1:
Test failed: assertion `left == right` failed
  left: Point {{ lon: 0.0, lat: 0.0, alt: Some(0.0) }}
 right: Point {{ lon: 0.0, lat: 0.0, alt: None }}.
minimal failing input: p = Point {{
    lon: 0.0,
    lat: 0.0,
    alt: Some(
        0.0,
    ),
}}
\tsuccesses: 37
\tlocal rejects: 0
\tglobal rejects: 0

note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    point_roundtrips

test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

error: test failed, to rerun pass `--test roundtrip`''', root, 101)),
        (bash("git status --short && cat proptest-regressions/roundtrip.txt"), oh_bash("?? proptest-regressions/\n" + regress, root)),
        (editor("view", f"{root}/src/point.rs"), cat_n(f"{root}/src/point.rs", point)),
        (editor("str_replace", f"{root}/src/point.rs", old_str=o, new_str=n), edited(f"{root}/src/point.rs", *around(point2, n))),
        (bash("cargo test --test roundtrip 2>&1 | tail -12"), oh_bash(f'''   Compiling geojson-lite v0.3.1 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.91s
     Running tests/roundtrip.rs (target/debug/deps/roundtrip-5e0b7c19a2d4f836)

running 3 tests
test feature_collection_roundtrips ... ok
test polygon_roundtrips ... ok
test point_roundtrips ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.58s
''', root)),
        (bash("cargo test 2>&1 | grep -E '^(test result|     Running|   Doc-tests)'"), oh_bash('''     Running unittests src/lib.rs (target/debug/deps/geojson_lite-0c4a8e27f1b93d56)
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
     Running tests/roundtrip.rs (target/debug/deps/roundtrip-5e0b7c19a2d4f836)
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.55s
   Doc-tests geojson_lite
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.36s''', root)),
        (bash("git diff"), oh_bash(gitdiff("src/point.rs", point, point2, "c7a19e4..0f5d3b2"), root)),
        (bash("git add src/point.rs proptest-regressions && git status --short"), oh_bash('''A  proptest-regressions/roundtrip.txt
M  src/point.rs''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-14", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a small GeoJSON crate (serde 1.0, serde_json), property tests with proptest 1.4 in tests/roundtrip.rs. Branch main, clean tree. Issue #9: points with an altitude of exactly 0.0 lose it when serialized and deserialized again. Fix it and keep the proptest regression seed in the repository.")


# 15: Java Quarkus + RestAssured (Gemini CLI), bad
def t15(rs: RowSet) -> None:
    root = "/home/dev/booking-quarkus"
    res_path = f"{root}/src/main/java/org/acme/booking/BookingResource.java"
    res = '''package org.acme.booking;

import jakarta.transaction.Transactional;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

@Path("/bookings")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class BookingResource {

    @GET
    public List<Booking> list() {
        return Booking.listAll();
    }

    @GET
    @Path("/{id}")
    public Booking get(@PathParam("id") Long id) {
        return Booking.<Booking>findByIdOptional(id).orElseThrow(NotFoundException::new);
    }

    @POST
    @Transactional
    public Response create(@Valid Booking booking) {
        booking.persist();
        return Response.ok(booking).build();
    }
}
'''
    o = "        return Response.ok(booking).build();"
    n = '        return Response.created(java.net.URI.create("/bookings/" + booking.id)).entity(booking).build();'
    test = '''package org.acme.booking;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class BookingResourceTest {

    private static final String VALID = """
            {"guestName": "Amaya Ortiz", "room": "204", "checkIn": "2024-07-01", "checkOut": "2024-07-04"}
            """;

    @Test
    void listStartsWithSeedData() {
        given().when().get("/bookings").then().statusCode(200).body("$", hasSize(2));
    }

    @Test
    void getReturnsSeededBooking() {
        given().when().get("/bookings/1").then().statusCode(200).body("guestName", equalTo("Jonas Berg"));
    }

    @Test
    void getUnknownIs404() {
        given().when().get("/bookings/999").then().statusCode(404);
    }

    @Test
    void createReturns201WithLocation() {
        given()
                .contentType(ContentType.JSON)
                .body(VALID)
                .when()
                .post("/bookings")
                .then()
                .statusCode(201)
                .header("Location", endsWith("/bookings/3"))
                .body("id", notNullValue());
    }

    @Test
    void createRejectsMissingGuestName() {
        given().contentType(ContentType.JSON).body("{\\"room\\": \\"101\\"}").when().post("/bookings").then().statusCode(400);
    }

    @Test
    void createRejectsCheckOutBeforeCheckIn() {
        given()
                .contentType(ContentType.JSON)
                .body(VALID.replace("2024-07-04", "2024-06-28"))
                .when()
                .post("/bookings")
                .then()
                .statusCode(400);
    }
}
'''
    assert_line = line_of(test, ".statusCode(201)")
    feats = "[agroal, cdi, hibernate-orm, hibernate-orm-panache, hibernate-validator, jdbc-h2, narayana-jta, rest, rest-jackson, smallrye-context-propagation, vertx]"
    turns = [
        (gshell("git log -3 --format='%h %ad %an %s' --date=iso && git status -sb", "Show recent commits with dates"),
         gem_run("git log -3 --format='%h %ad %an %s' --date=iso && git status -sb", '''6d02b9e 2024-06-03 16:41:09 +0200 Lena Vogt Add GET /bookings/{id}
1f7ac53 2024-06-03 11:18:52 +0200 Lena Vogt Booking entity with Panache
c84e0d1 2024-05-31 17:02:30 +0200 Tomasz Kowal Scaffold Quarkus 3.10 project
## main...origin/main''', pgid=33150)),
        (call("read_file", absolute_path=res_path), res),
        (gshell("./mvnw -q test -Dtest=BookingResourceTest 2>&1 | tail -40", "Run the resource tests"),
         gem_run("./mvnw -q test -Dtest=BookingResourceTest 2>&1 | tail -40", f'''2024-06-03 17:04:51,227 INFO  [io.quarkus] (main) booking-quarkus 1.0.0-SNAPSHOT on JVM (powered by Quarkus 3.10.2) started in 3.118s. Listening on: http://localhost:8081
2024-06-03 17:04:51,229 INFO  [io.quarkus] (main) Profile test activated.
2024-06-03 17:04:51,229 INFO  [io.quarkus] (main) Installed features: {feats}
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 5.412 s <<< FAILURE! -- in org.acme.booking.BookingResourceTest
[ERROR] org.acme.booking.BookingResourceTest.createReturns201WithLocation -- Time elapsed: 0.146 s <<< FAILURE!
java.lang.AssertionError:
1 expectation failed.
Expected status code <201> but was <200>.

\tat java.base/jdk.internal.reflect.DirectConstructorHandleAccessor.newInstance(DirectConstructorHandleAccessor.java:62)
\tat java.base/java.lang.reflect.Constructor.newInstanceWithCaller(Constructor.java:502)
\tat org.codehaus.groovy.reflection.CachedConstructor.invoke(CachedConstructor.java:73)
\tat io.restassured.internal.ResponseSpecificationImpl$HamcrestAssertionClosure.validate(ResponseSpecificationImpl.groovy:512)
\tat io.restassured.internal.ValidatableResponseImpl.statusCode(ValidatableResponseImpl.groovy)
\tat org.acme.booking.BookingResourceTest.createReturns201WithLocation(BookingResourceTest.java:{assert_line})

2024-06-03 17:04:52,804 INFO  [io.quarkus] (main) booking-quarkus stopped in 0.041s
[ERROR] Failures:
[ERROR]   BookingResourceTest.createReturns201WithLocation:{assert_line} 1 expectation failed.
Expected status code <201> but was <200>.

[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project booking-quarkus: There are test failures.''', code=1, pgid=33207)),
        (call("replace", file_path=res_path, old_string=o, new_string=n), ok_replace(res_path)),
        (gshell("./mvnw test -Dtest=BookingResourceTest 2>&1 | tail -22", "Re-run the resource tests"),
         gem_run("./mvnw test -Dtest=BookingResourceTest 2>&1 | tail -22", f'''[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running org.acme.booking.BookingResourceTest
2024-06-03 16:58:17,640 INFO  [io.quarkus] (main) booking-quarkus 1.0.0-SNAPSHOT on JVM (powered by Quarkus 3.10.2) started in 2.874s. Listening on: http://localhost:8081
2024-06-03 16:58:17,642 INFO  [io.quarkus] (main) Profile test activated.
2024-06-03 16:58:17,642 INFO  [io.quarkus] (main) Installed features: {feats}
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 5.108 s -- in org.acme.booking.BookingResourceTest
2024-06-03 16:58:19,015 INFO  [io.quarkus] (main) booking-quarkus stopped in 0.038s
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  12.733 s
[INFO] Finished at: 2024-06-03T16:58:19+02:00
[INFO] ------------------------------------------------------------------------''', pgid=33384)),
        (call("read_file", absolute_path=f"{root}/src/test/java/org/acme/booking/BookingResourceTest.java"), test),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat([("src/main/java/org/acme/booking/BookingResource.java", 1, 1)]), pgid=33452)),
        (gshell("git commit -qam 'POST /bookings returns 201 Created with Location' && git log -2 --format='%h %ad %an %s' --date=iso", "Commit and show the last two commits"),
         gem_run("git commit -qam 'POST /bookings returns 201 Created with Location' && git log -2 --format='%h %ad %an %s' --date=iso", '''e27b4d1 2024-06-03 17:09:44 +0200 Lena Vogt POST /bookings returns 201 Created with Location
6d02b9e 2024-06-03 16:41:09 +0200 Lena Vogt Add GET /bookings/{id}''', pgid=33519)),
    ]
    rs.add(task="swe", tid="h38-swe-15", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Quarkus 3.10 booking service (RESTEasy Reactive, Hibernate ORM with Panache on H2 for tests), tests with @QuarkusTest and RestAssured, built with the Maven wrapper. Branch main, clean tree. API review: POST /bookings must answer 201 Created with a Location header; the test was updated first and fails.",
           bad=True, turn=5, kind="log timestamps of a later test run earlier than the first run's")


# 16: Python Click + CliRunner (Gemini CLI), clean
def t16(rs: RowSet) -> None:
    root = "/home/dev/csvtool"
    cli = '''import csv
from collections import Counter
from pathlib import Path

import click

from . import __version__


@click.group()
@click.version_option(__version__, prog_name="csvtool")
def cli():
    """Small utilities for CSV files."""


@cli.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-n", "--lines", default=10, show_default=True, help="Rows to print.")
def head(path, lines):
    """Print the header and the first N rows."""
    with path.open(newline="") as f:
        for i, row in enumerate(csv.reader(f)):
            if i > lines:
                break
            click.echo(",".join(row))


@cli.command("merge")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.File("w"), default="-", help="Where to write (default stdout).")
def merge(paths, output):
    """Concatenate CSV files that share a header."""
    writer = csv.writer(output)
    header = None
    for p in paths:
        with p.open(newline="") as f:
            reader = csv.reader(f)
            h = next(reader)
            if header is None:
                header = h
                writer.writerow(h)
            elif h != header:
                raise click.ClickException(f"{p}: header {h} differs from {header}")
            writer.writerows(reader)


@cli.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--key", "-k", multiple=True, help="Columns that identify a duplicate (default: all).")
def dedupe(path, key):
    """Drop repeated rows, keeping the first."""
    with path.open(newline="") as f:
        reader = csv.DictReader(f)
        cols = list(key) or reader.fieldnames
        seen = set()
        writer = csv.DictWriter(click.get_text_stream("stdout"), fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in reader:
            k = tuple(row[c] for c in cols)
            if k not in seen:
                seen.add(k)
                writer.writerow(row)


@cli.command()
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
def stats(path):
    """Per-column counts of empty and distinct values."""
    with path.open(newline="") as f:
        rows = list(csv.DictReader(f))
    for col in rows[0].keys() if rows else []:
        values = Counter(r[col] for r in rows)
        click.echo(f"{col}: {len(rows)} rows, {values.get('', 0)} empty, {len(values)} distinct")
'''
    o = '@cli.command("merge")'
    n = '@cli.command("concat")'
    fail = '''.....FF.......                                                           [100%]
=================================== FAILURES ===================================
___________________________ test_merge_concatenates ____________________________

tmp_path = PosixPath('/tmp/pytest-of-dev/pytest-41/test_merge_concatenates0')

    def test_merge_concatenates(tmp_path):
        a = write_csv(tmp_path / "a.csv", [["id", "name"], ["1", "ada"]])
        b = write_csv(tmp_path / "b.csv", [["id", "name"], ["2", "bob"]])
        result = CliRunner().invoke(cli, ["merge", str(a), str(b)])
>       assert result.exit_code == 0, result.output
E       AssertionError: Usage: cli [OPTIONS] COMMAND [ARGS]...
E         Try 'cli --help' for help.
E
E         Error: No such command 'merge'.
E
E       assert 2 == 0
E        +  where 2 = <Result SystemExit(2)>.exit_code

tests/test_cli.py:31: AssertionError
______________________ test_merge_rejects_header_mismatch ______________________

tmp_path = PosixPath('/tmp/pytest-of-dev/pytest-41/test_merge_rejects_header_mism0')

    def test_merge_rejects_header_mismatch(tmp_path):
        a = write_csv(tmp_path / "a.csv", [["id", "name"], ["1", "ada"]])
        c = write_csv(tmp_path / "c.csv", [["id", "email"], ["3", "c@x.test"]])
        result = CliRunner().invoke(cli, ["merge", str(a), str(c)])
>       assert result.exit_code == 1
E       assert 2 == 1
E        +  where 2 = <Result SystemExit(2)>.exit_code

tests/test_cli.py:46: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cli.py::test_merge_concatenates - AssertionError: Usage: cli [OPTIONS] COMMAND [ARGS]...
FAILED tests/test_cli.py::test_merge_rejects_header_mismatch - assert 2 == 1
2 failed, 12 passed in 0.37s'''
    turns = [
        (call("read_file", absolute_path=f"{root}/csvtool/cli.py"), cli),
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", '''..............                                                           [100%]
14 passed in 0.31s''', pgid=27731)),
        (call("replace", file_path=f"{root}/csvtool/cli.py", old_string=o, new_string=n), ok_replace(f"{root}/csvtool/cli.py")),
        (gshell("python -m pytest -q", "Run the tests after the rename"), gem_run("python -m pytest -q", fail, code=1, pgid=27802)),
        (call("search_file_content", pattern='"merge"', path=f"{root}/tests"), '''Found 2 matches for pattern ""merge"" in path "tests":
---
File: test_cli.py
L30:     result = CliRunner().invoke(cli, ["merge", str(a), str(b)])
L45:     result = CliRunner().invoke(cli, ["merge", str(a), str(c)])
---'''),
        (call("replace", file_path=f"{root}/tests/test_cli.py", old_string='invoke(cli, ["merge",', new_string='invoke(cli, ["concat",', expected_replacements=2),
         ok_replace(f"{root}/tests/test_cli.py", 2)),
        (gshell("python -m pytest -q", "Re-run the tests"), gem_run("python -m pytest -q", '''..............                                                           [100%]
14 passed in 0.29s''', pgid=27866)),
        (gshell("python -m csvtool --help", "Check the command list"), gem_run("python -m csvtool --help", '''Usage: python -m csvtool [OPTIONS] COMMAND [ARGS]...

  Small utilities for CSV files.

Options:
  --version  Show the version and exit.
  --help     Show this message and exit.

Commands:
  concat  Concatenate CSV files that share a header.
  dedupe  Drop repeated rows, keeping the first.
  head    Print the header and the first N rows.
  stats   Per-column counts of empty and distinct values.''', pgid=27910)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat([("csvtool/cli.py", 1, 1), ("tests/test_cli.py", 2, 2)]), pgid=27954)),
    ]
    rs.add(task="swe", tid="h38-swe-16", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Click 8.1 command-line tool for CSV files, tests with pytest and click.testing.CliRunner. Branch rename-merge, clean tree. Task: rename the `merge` subcommand to `concat` (a keyed `merge` will come later); update the tests that call it.")


# 17: R package with testthat (OpenHands), bad
def t17(rs: RowSet) -> None:
    root = "/workspace/tidyrates"
    comp = '''#' Compound a principal forward
#'
#' @param principal Amount invested at time zero.
#' @param rate Nominal annual rate, as a decimal (0.05 for 5%).
#' @param years Horizon in years; may be fractional.
#' @param freq Compounding periods per year. Use `Inf` for continuous
#'   compounding.
#' @return The future value, a numeric vector.
#' @export
compound <- function(principal, rate, years, freq = 1) {
  rlang::check_required(principal)
  if (any(rate <= -1)) {
    rlang::abort("`rate` must be greater than -1.")
  }
  if (!is.numeric(freq) || any(freq <= 0)) {
    rlang::abort("`freq` must be a positive number or Inf.")
  }
  principal * (1 + rate / freq)^(freq * years)
}'''
    o = "  principal * (1 + rate / freq)^(freq * years)"
    n = '''  ifelse(
    is.infinite(freq),
    principal * exp(rate * years),
    principal * (1 + rate / freq)^(freq * years)
  )'''
    comp2 = comp.replace(o, n)
    tests = '''test_that("compound() with annual compounding matches the closed form", {
  expect_equal(compound(1000, rate = 0.05, years = 3), 1157.625)
})

test_that("compound() handles monthly compounding", {
  expect_equal(compound(1000, rate = 0.12, years = 1, freq = 12), 1126.825, tolerance = 1e-6)
})

test_that("compound() rejects rates at or below -100%", {
  expect_error(compound(1000, rate = -1, years = 1), "greater than -1")
})

test_that("compound() rejects non-positive freq", {
  expect_error(compound(1000, rate = 0.05, years = 1, freq = 0), "positive number")
})

test_that("compound() handles continuous compounding", {
  expect_equal(compound(1000, rate = 0.05, years = 2, freq = Inf), 1105.171, tolerance = 1e-6)
})'''
    ins = '''
test_that("compound() is vectorised over freq", {
  out <- compound(1000, rate = 0.05, years = 1, freq = c(1, 12, Inf))
  expect_length(out, 3)
  expect_equal(out, c(1050, 1051.162, 1051.271), tolerance = 1e-6)
})'''
    nl = len(tests.split("\n"))
    tests2 = tests + "\n" + ins
    fl = line_of(tests, "freq = Inf), 1105.171")
    ci, cd = counts(comp, comp2)
    ti, td = counts(tests, tests2)

    def run(rows: list[str], fail: str, dur: str, tally: str) -> str:
        return ("ℹ Testing tidyrates\n✔ | F W  S  OK | Context\n" + "\n".join(rows) + fail +
                f"\n\n══ Results ═════════════════════════════════════════════════════════════════════\nDuration: {dur} s\n\n"
                "── Skipped tests (1) ───────────────────────────────────────────────────────────\n"
                "• On CRAN (1): test-discount.R:41:3\n\n" + tally)
    failblock = f'''
────────────────────────────────────────────────────────────────────────────────
Failure (test-compound.R:{fl}:3): compound() handles continuous compounding
compound(1000, rate = 0.05, years = 2, freq = Inf) (`actual`) not equal to 1105.171 (`expected`).

  `actual`: 1000.0
`expected`: 1105.2
────────────────────────────────────────────────────────────────────────────────'''
    turns = [
        (bash(f"cd {root} && git status && cat DESCRIPTION"), oh_bash('''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
Package: tidyrates
Title: Tidy Interest Rate and Annuity Calculations
Version: 0.4.1
Authors@R:
    person("Ines", "Carvalho", , "ines@tidyrates.org", role = c("aut", "cre"))
Description: Functions for compounding, discounting and annuity schedules
    that return tibbles and respect day-count conventions.
License: MIT + file LICENSE
Encoding: UTF-8
Roxygen: list(markdown = TRUE)
RoxygenNote: 7.3.1
Imports:
    rlang (>= 1.1.0),
    tibble
Suggests:
    testthat (>= 3.0.0)
Config/testthat/edition: 3''', root)),
        (bash("Rscript -e 'devtools::test()'"), oh_bash(run(["✔ |          9 | annuity", "✖ | 1        4 | compound"], failblock + "\n✔ |         11 | daycount\n✔ |      1  13 | discount", "1.4", "[ FAIL 1 | WARN 0 | SKIP 1 | PASS 37 ]"), root, 1)),
        (editor("view", f"{root}/R/compound.R"), cat_n(f"{root}/R/compound.R", comp)),
        (editor("str_replace", f"{root}/R/compound.R", old_str=o, new_str=n), edited(f"{root}/R/compound.R", *around(comp2, n))),
        (bash("Rscript -e 'devtools::test()'"), oh_bash(run(["✔ |          9 | annuity", "✔ |          5 | compound", "✔ |         11 | daycount", "✔ |      1  13 | discount"], "", "1.3", "[ FAIL 0 | WARN 0 | SKIP 1 | PASS 38 ]"), root)),
        (editor("insert", f"{root}/tests/testthat/test-compound.R", insert_line=nl, new_str=ins), edited(f"{root}/tests/testthat/test-compound.R", *around(tests2, ins))),
        (bash("Rscript -e 'devtools::test()'"), oh_bash(run(["✔ |          9 | annuity", "✔ |          7 | compound", "✔ |         11 | daycount", "✔ |      1  13 | discount"], "", "1.4", "[ FAIL 0 | WARN 0 | SKIP 1 | PASS 40 ]"), root)),
        (bash("git diff --stat"), oh_bash(stat([("R/compound.R", ci, cd), ("tests/testthat/test-compound.R", ti, td)]), root)),
        (bash("git status --short"), oh_bash(''' M R/compound.R
 M tests/testthat/test-compound.R''', root)),
        (bash("cd .. && R CMD build tidyrates"), oh_bash('''* checking for file 'tidyrates/DESCRIPTION' ... OK
* preparing 'tidyrates':
* checking DESCRIPTION meta-information ... OK
* installing the package to process help pages
* saving partial Rd database
* checking for LF line-endings in source and make files and shell scripts
* checking for empty or unneeded directories
* building 'tidyrates_0.4.2.tar.gz'
''', "/workspace")),
    ]
    rs.add(task="swe", tid="h38-swe-17", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: an R package (R 4.4, devtools, testthat 3rd edition). Branch main, clean tree. Bug: compound() with freq = Inf returns the principal unchanged instead of continuous compounding. Fix it, add a vectorisation test, and build the source tarball.",
           bad=True, turn=10, kind="package version in the built tarball name changed with no edit to DESCRIPTION")


# 18: Go Fiber + testify (Gemini CLI), clean
def t18(rs: RowSet) -> None:
    root = "/home/dev/fiber-todo"
    h = tabs('''package handlers

import (
    "strconv"
    "time"

    "github.com/dev/fiber-todo/internal/store"
    "github.com/gofiber/fiber/v2"
)

type TodoHandler struct {
    Store *store.Memory
}

type createTodo struct {
    Title string `json:"title"`
}

func (h *TodoHandler) List(c *fiber.Ctx) error {
    return c.JSON(h.Store.All())
}

func (h *TodoHandler) Create(c *fiber.Ctx) error {
    var in createTodo
    if err := c.BodyParser(&in); err != nil || in.Title == "" {
        return fiber.NewError(fiber.StatusBadRequest, "title is required")
    }
    todo := h.Store.Add(in.Title, time.Now().UTC())
    return c.Status(fiber.StatusCreated).JSON(todo)
}

func (h *TodoHandler) Delete(c *fiber.Ctx) error {
    id, err := strconv.Atoi(c.Params("id"))
    if err != nil {
        return fiber.NewError(fiber.StatusBadRequest, "id must be a number")
    }
    if !h.Store.Remove(id) {
        return fiber.NewError(fiber.StatusNotFound, "todo not found")
    }
    return c.JSON(fiber.Map{"deleted": id})
}''')
    o, n = '\treturn c.JSON(fiber.Map{"deleted": id})', "\treturn c.SendStatus(fiber.StatusNoContent)"
    todos = [(1, "buy oat milk", "false"), (2, "renew TLS cert for staging", "true"), (3, "review PR #88", "false")]

    def item(i: int, t: str, d: str, ts: str) -> str:
        return f'''  {{
    "id": {i},
    "title": "{t}",
    "done": {d},
    "created_at": "{ts}"
  }}'''
    seed_ts = "2024-07-09T14:01:52Z"
    full = "[\n" + ",\n".join([item(i, t, d, seed_ts) for i, t, d in todos] + [item(4, "write release notes", "false", "2024-07-09T14:02:11Z")]) + "\n]"
    turns = [
        (gshell("git log --oneline -3 && go version && cat .gitignore", "Show history, toolchain and ignore rules"),
         gem_run("git log --oneline -3 && go version && cat .gitignore", '''5a7e2c1 (HEAD -> main) Seed three demo todos on startup
b90d4f3 Add DELETE /api/todos/:id
07c1e86 Fiber v2 skeleton with in-memory store
go version go1.22.4 linux/amd64
bin/
*.log
.env''', pgid=52001)),
        (gshell("go test ./...", "Run all tests"), gem_run("go test ./...", f'''?   \tgithub.com/dev/fiber-todo/cmd/server\t[no test files]
--- FAIL: TestDeleteTodo (0.00s)
    todo_test.go:71:
        \tError Trace:\t{root}/internal/handlers/todo_test.go:71
        \tError:      \tNot equal:
        \t            \texpected: 204
        \t            \tactual  : 200
        \tTest:       \tTestDeleteTodo
FAIL
FAIL\tgithub.com/dev/fiber-todo/internal/handlers\t0.018s
ok  \tgithub.com/dev/fiber-todo/internal/store\t0.006s
FAIL''', code=1, pgid=52019)),
        (call("read_file", absolute_path=f"{root}/internal/handlers/todo.go"), h),
        (call("replace", file_path=f"{root}/internal/handlers/todo.go", old_string=o, new_string=n), ok_replace(f"{root}/internal/handlers/todo.go")),
        (gshell("go test ./...", "Re-run the tests"), gem_run("go test ./...", '''?   \tgithub.com/dev/fiber-todo/cmd/server\t[no test files]
ok  \tgithub.com/dev/fiber-todo/internal/handlers\t0.021s
ok  \tgithub.com/dev/fiber-todo/internal/store\t(cached)''', pgid=52077)),
        (gshell("go build -o bin/server ./cmd/server && (nohup ./bin/server > server.log 2>&1 &) && sleep 1 && pgrep -f bin/server && cat server.log", "Build and start the server in the background"),
         gem_run("go build -o bin/server ./cmd/server && (nohup ./bin/server > server.log 2>&1 &) && sleep 1 && pgrep -f bin/server && cat server.log", '''52114

 ┌───────────────────────────────────────────────────┐
 │                   Fiber v2.52.4                   │
 │               http://127.0.0.1:3000               │
 │       (bound on host 0.0.0.0 and port 3000)       │
 │                                                   │
 │ Handlers ............. 7  Processes ........... 1 │
 │ Prefork ....... Disabled  PID ............. 52114 │
 └───────────────────────────────────────────────────┘
''', pgid=52098)),
        (gshell('''curl -s -X POST localhost:3000/api/todos -H 'Content-Type: application/json' -d '{"title":"write release notes"}\'''', "Create a todo"),
         gem_run('''curl -s -X POST localhost:3000/api/todos -H 'Content-Type: application/json' -d '{"title":"write release notes"}\'''', '{"id":4,"title":"write release notes","done":false,"created_at":"2024-07-09T14:02:11Z"}', pgid=52160)),
        (gshell("curl -s localhost:3000/api/todos | jq .", "List todos"), gem_run("curl -s localhost:3000/api/todos | jq .", full, pgid=52188)),
        (gshell("curl -s -o /dev/null -w '%{http_code}\\n' -X DELETE localhost:3000/api/todos/2", "Delete todo 2 and show the status code"),
         gem_run("curl -s -o /dev/null -w '%{http_code}\\n' -X DELETE localhost:3000/api/todos/2", "204", pgid=52215)),
        (gshell("curl -s localhost:3000/api/todos | jq -c '.[] | {id, title, done}'", "List todos compactly"),
         gem_run("curl -s localhost:3000/api/todos | jq -c '.[] | {id, title, done}'", '''{"id":1,"title":"buy oat milk","done":false}
{"id":3,"title":"review PR #88","done":false}
{"id":4,"title":"write release notes","done":false}''', pgid=52240)),
        (gshell("kill 52114 && git status --short", "Stop the server and check the tree"), gem_run("kill 52114 && git status --short", " M internal/handlers/todo.go", pgid=52266)),
    ]
    rs.add(task="swe", tid="h38-swe-18", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Go 1.22 todo API on Fiber v2 with an in-memory store seeded with three todos at startup, tests with testify. Branch main, clean tree. Bug: DELETE /api/todos/:id answers 200 with a JSON body; the API contract says 204 No Content. Fix it and try it against a running server.")


# 19: Qwik + Playwright (Gemini CLI), bad
def t19(rs: RowSet) -> None:
    root = "/home/dev/qwik-shop"
    products = '''[
  { "sku": "APR-LIN-0418", "name": "Linen Apron", "priceCents": 2450, "stock": 12 },
  { "sku": "MUG-STN-2207", "name": "Stoneware Mug", "priceCents": 1800, "stock": 40 },
  { "sku": "TWL-WAF-0931", "name": "Waffle Tea Towel (pair)", "priceCents": 1295, "stock": 25 },
  { "sku": "BRD-OAK-1150", "name": "Oak Bread Board", "priceCents": 3900, "stock": 7 }
]
'''
    money = '''/** Formats an integer amount of euro cents for display, e.g. 1295 -> "€12.95". */
export function formatPrice(amountCents: number): string {
  const euros = amountCents;
  return `€${euros.toFixed(2)}`;
}

export function formatTotal(amountCents: number): string {
  return `Total: ${formatPrice(amountCents)}`;
}
'''
    o, n = "  const euros = amountCents;", "  const euros = amountCents / 100;"
    tests = [
        ("catalog.spec.ts:5:3 › catalog › lists all products", "1.2s"),
        ("catalog.spec.ts:12:3 › catalog › shows stock badges", "1.1s"),
        ("catalog.spec.ts:20:3 › catalog › disables add for sold-out items", "1.3s"),
        ("cart.spec.ts:6:3 › cart › starts empty", "905ms"),
        ("cart.spec.ts:11:3 › cart › adds a product", "1.6s"),
        ("cart.spec.ts:18:3 › cart › shows total in euros", "6.1s"),
        ("cart.spec.ts:27:3 › cart › removes a product", "1.7s"),
        ("checkout.spec.ts:5:3 › checkout › requires an email", "1.4s"),
        ("checkout.spec.ts:14:3 › checkout › shows the confirmation page", "2.2s"),
    ]

    def listing(project: str, failed: set[int], times: list[str] | None = None) -> str:
        out = []
        for i, (t, d) in enumerate(tests, 1):
            mark = "✘" if i in failed else "✓"
            out.append(f"  {mark}  {i} [{project}] › {t} ({times[i - 1] if times else d})")
        return "\n".join(out)
    times2 = ["1.1s", "1.0s", "1.2s", "812ms", "1.5s", "1.6s", "1.6s", "1.3s", "2.0s"]
    times3 = ["1.6s", "1.4s", "1.7s", "1.2s", "2.1s", "2.0s", "2.2s", "1.9s", "2.8s"]
    turns = [
        (gshell("git status -sb && cat package.json", "Check branch and project scripts"), gem_run("git status -sb && cat package.json", '''## fix/cart-total
{
  "name": "qwik-shop",
  "description": "Small Qwik City storefront",
  "private": true,
  "type": "module",
  "engines": {
    "node": "^18.17.0 || ^20.3.0 || >=21.0.0"
  },
  "scripts": {
    "build": "qwik build",
    "build.client": "vite build",
    "build.preview": "vite build --ssr src/entry.preview.tsx",
    "build.types": "tsc --incremental --noEmit",
    "dev": "vite --mode ssr",
    "preview": "qwik build preview && vite preview --open",
    "test.e2e": "playwright test"
  },
  "devDependencies": {
    "@builder.io/qwik": "^1.5.7",
    "@builder.io/qwik-city": "^1.5.7",
    "@playwright/test": "^1.44.1",
    "@types/node": "^20.12.7",
    "typescript": "5.4.5",
    "vite": "^5.2.10",
    "vite-tsconfig-paths": "^4.2.1"
  }
}''', pgid=64410)),
        (call("read_file", absolute_path=f"{root}/src/data/products.json"), products),
        (gshell("npx playwright test --project=chromium --reporter=list", "Run the e2e suite in Chromium"),
         gem_run("npx playwright test --project=chromium --reporter=list", f'''
Running 9 tests using 4 workers

{listing("chromium", {6})}


  1) [chromium] › cart.spec.ts:18:3 › cart › shows total in euros ──────────────────────────────────

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)

    Locator: getByTestId('cart-total')
    Expected string: "Total: €42.50"
    Received string: "Total: €4250.00"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for getByTestId('cart-total')
      -   locator resolved to <p data-testid="cart-total">Total: €4250.00</p>
      -   unexpected value "Total: €4250.00"


      20 |     await page.goto('/');
      21 |     await page.getByTestId('add-APR-LIN-0418').click();
      22 |     await page.getByTestId('add-MUG-STN-2207').click();
      23 |     await page.getByRole('link', {{ name: 'Cart' }}).click();
    > 24 |     await expect(page.getByTestId('cart-total')).toHaveText('Total: €42.50');
         |                                                  ^
      25 |   }});
      26 |

        at {root}/tests/cart.spec.ts:24:50

  1 failed
    [chromium] › cart.spec.ts:18:3 › cart › shows total in euros ───────────────────────────────────
  8 passed (14.6s)''', code=1, pgid=64533)),
        (call("search_file_content", pattern="sku|priceCents", path=f"{root}/src"), '''Found 9 matches for pattern "sku|priceCents" in path "src":
---
File: components/product-card.tsx
L9:       <span class="price">{formatPrice(product.priceCents)}</span>
L14:       <button data-testid={`add-${product.sku}`} onClick$={() => cart.add(product.sku)}>
---
File: data/products.json
L2:   { "sku": "APR-LIN-0481", "name": "Linen Apron", "priceCents": 2450, "stock": 12 },
L3:   { "sku": "MUG-STN-2207", "name": "Stoneware Mug", "priceCents": 1800, "stock": 40 },
L4:   { "sku": "TWL-WAF-0931", "name": "Waffle Tea Towel (pair)", "priceCents": 1295, "stock": 25 },
L5:   { "sku": "BRD-OAK-1150", "name": "Oak Bread Board", "priceCents": 3900, "stock": 7 }
---
File: routes/cart/index.tsx
L11:   const totalCents = items.reduce((sum, i) => sum + i.priceCents * i.qty, 0);
---
File: stores/cart.ts
L8:   sku: string;
L9:   priceCents: number;
---'''),
        (call("read_file", absolute_path=f"{root}/src/utils/money.ts"), money),
        (call("replace", file_path=f"{root}/src/utils/money.ts", old_string=o, new_string=n), ok_replace(f"{root}/src/utils/money.ts")),
        (gshell("npx playwright test --project=chromium --reporter=list", "Re-run the e2e suite in Chromium"),
         gem_run("npx playwright test --project=chromium --reporter=list", f'''
Running 9 tests using 4 workers

{listing("chromium", set(), times2)}

  9 passed (12.4s)''', pgid=64702)),
        (gshell("npx playwright test --project=firefox --reporter=list", "Run the suite in Firefox too"),
         gem_run("npx playwright test --project=firefox --reporter=list", f'''
Running 9 tests using 4 workers

{listing("firefox", set(), times3)}

  9 passed (15.1s)''', pgid=64790)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat([("src/utils/money.ts", 1, 1)]), pgid=64833)),
    ]
    rs.add(task="swe", tid="h38-swe-19", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Qwik City 1.5 storefront with a static product catalogue in src/data/products.json, end-to-end tests with Playwright 1.44 against the preview build. Branch fix/cart-total, clean tree. Bug: the cart total is shown in cents as if they were euros.",
           bad=True, turn=4, kind="product SKU differs from the catalogue file read earlier")


# 20: Erlang rebar3 + EUnit (OpenHands), clean
def t20(rs: RowSet) -> None:
    root = "/workspace/rate_limiter"
    src = '''-module(rl_bucket).

-export([new/2, take/1, take/2, tokens/1, refill/2]).

-record(bucket, {capacity :: pos_integer(),
                 tok :: non_neg_integer(),
                 rate_per_sec :: pos_integer(),
                 last :: integer()}).

-opaque bucket() :: #bucket{}.
-export_type([bucket/0]).

new(Capacity, RatePerSec) ->
    #bucket{capacity = Capacity, tok = Capacity, rate_per_sec = RatePerSec,
            last = erlang:monotonic_time()}.

take(B) -> take(B, 1).

take(B = #bucket{tok = T}, N) when T >= N ->
    {ok, B#bucket{tok = T - N}};
take(B, _N) ->
    {error, empty, B}.

tokens(#bucket{tok = T}) -> T.

%% Refill based on elapsed time; Now is erlang:monotonic_time(millisecond).
refill(B = #bucket{capacity = C, tok = T, rate_per_sec = R, last = Last}, Now) ->
    Elapsed = Now - Last,
    Add = (Elapsed * R) div 1000,
    B#bucket{tok = max(0, min(C, T + Add)), last = Now}.'''
    o = "            last = erlang:monotonic_time()}."
    n = "            last = erlang:monotonic_time(millisecond)}."
    src2 = src.replace(o, n)
    burst = '''-module(rl_bucket_burst_tests).

-include_lib("eunit/include/eunit.hrl").

drain(B, 0) -> B;
drain(B, N) ->
    {ok, B1} = rl_bucket:take(B),
    drain(B1, N - 1).

burst_up_to_capacity_test() ->
    B = drain(rl_bucket:new(10, 5), 10),
    ?assertEqual(0, rl_bucket:tokens(B)),
    ?assertMatch({error, empty, _}, rl_bucket:take(B)).

take_many_at_once_test() ->
    {ok, B} = rl_bucket:take(rl_bucket:new(10, 5), 7),
    ?assertEqual(3, rl_bucket:tokens(B)),
    ?assertMatch({error, empty, _}, rl_bucket:take(B, 4)).

refill_never_exceeds_capacity_test() ->
    B0 = drain(rl_bucket:new(4, 100), 2),
    Later = erlang:monotonic_time(millisecond) + 60000,
    ?assertEqual(4, rl_bucket:tokens(rl_bucket:refill(B0, Later))).
'''
    turns = [
        (bash(f"cd {root} && git status --short && ls src test"), oh_bash('''src:
rate_limiter.app.src
rate_limiter_app.erl
rate_limiter_sup.erl
rl_bucket.erl
rl_server.erl

test:
rl_bucket_tests.erl
rl_server_tests.erl''', root)),
        (bash("rebar3 eunit"), oh_bash(f'''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling rate_limiter
===> Performing EUnit tests...
..F......
Failures:

  1) rl_bucket_tests:refill_after_interval_test/0: module 'rl_bucket_tests'
     Failure/Error: ?assertEqual(5, rl_bucket:tokens(B2))
       expected: 5
            got: 0
     %% {root}/test/rl_bucket_tests.erl:22:in `rl_bucket_tests:-refill_after_interval_test/0-fun-0-/1`
     Output:

Finished in 0.134 seconds
9 tests, 1 failures
===> Error running tests''', root, 1)),
        (editor("view", f"{root}/src/rl_bucket.erl"), cat_n(f"{root}/src/rl_bucket.erl", src)),
        (editor("str_replace", f"{root}/src/rl_bucket.erl", old_str=o, new_str=n), edited(f"{root}/src/rl_bucket.erl", *around(src2, n))),
        (bash("rebar3 eunit"), oh_bash('''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling rate_limiter
===> Performing EUnit tests...
.........
Finished in 0.118 seconds
9 tests, 0 failures''', root)),
        (editor("create", f"{root}/test/rl_bucket_burst_tests.erl", file_text=burst), f"File created successfully at: {root}/test/rl_bucket_burst_tests.erl"),
        (bash("rebar3 eunit --cover && rebar3 cover --verbose && git status --short"), oh_bash(f'''===> Verifying dependencies...
===> Analyzing applications...
===> Compiling rate_limiter
===> Performing EUnit tests...
............
Finished in 0.121 seconds
12 tests, 0 failures
===> Verifying dependencies...
===> Analyzing applications...
===> Compiling rate_limiter
===> Performing cover analysis...
  |-----------------------|------------|
  |                module |  coverage  |
  |-----------------------|------------|
  |      rate_limiter_app |        0%  |
  |      rate_limiter_sup |        0%  |
  |             rl_bucket |      100%  |
  |             rl_server |       83%  |
  |-----------------------|------------|
  |                 total |       78%  |
  |-----------------------|------------|
  coverage calculated from:
    {root}/_build/test/cover/eunit.coverdata
  cover summary written to: {root}/_build/test/cover/index.html
 M src/rl_bucket.erl
?? test/rl_bucket_burst_tests.erl''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-20", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: an Erlang/OTP 26 token-bucket rate limiter (rebar3 3.23), tests in EUnit. Branch main, clean tree; _build/ is ignored. Bug: a freshly created bucket never refills. Fix it and add burst tests, then look at coverage.")


# 21: Django REST framework + factory_boy (Gemini CLI), bad
def t21(rs: RowSet) -> None:
    root = "/home/dev/eventhub"
    models = '''from django.conf import settings
from django.db import models


class Venue(models.Model):
    name = models.CharField(max_length=200)
    city = models.CharField(max_length=120)
    address = models.CharField(max_length=255, blank=True)

    def __str__(self):
        return f"{self.name} ({self.city})"


class Event(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft"
        PUBLISHED = "published"
        CANCELLED = "cancelled"

    title = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    venue = models.ForeignKey(Venue, on_delete=models.PROTECT, related_name="events")
    organizer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="organized_events")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.DRAFT)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at"]

    def __str__(self):
        return self.title


class TicketTier(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="tiers")
    name = models.CharField(max_length=80)
    price = models.DecimalField(max_digits=8, decimal_places=2)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["event", "position"]
'''
    o = "    ends_at = models.DateTimeField()\n    status ="
    n = "    ends_at = models.DateTimeField()\n    capacity = models.PositiveIntegerField(default=100)\n    status ="
    factories = '''import factory
from django.contrib.auth import get_user_model
from django.utils import timezone
from factory.django import DjangoModelFactory

from events.models import Event, TicketTier, Venue


class UserFactory(DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)

    username = factory.Sequence(lambda n: f"organizer{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@eventhub.test")


class VenueFactory(DjangoModelFactory):
    class Meta:
        model = Venue

    name = factory.Faker("company")
    city = factory.Faker("city")


class EventFactory(DjangoModelFactory):
    class Meta:
        model = Event

    title = factory.Faker("catch_phrase")
    slug = factory.Sequence(lambda n: f"event-{n}")
    venue = factory.SubFactory(VenueFactory)
    organizer = factory.SubFactory(UserFactory)
    starts_at = factory.LazyFunction(lambda: timezone.now() + timezone.timedelta(days=14))
    ends_at = factory.LazyAttribute(lambda o: o.starts_at + timezone.timedelta(hours=3))


class TicketTierFactory(DjangoModelFactory):
    class Meta:
        model = TicketTier

    event = factory.SubFactory(EventFactory)
    name = factory.Iterator(["Early bird", "Standard", "VIP"])
    price = factory.Faker("pydecimal", left_digits=3, right_digits=2, positive=True)
    position = factory.Sequence(lambda n: n % 3)
'''
    fo = "    ends_at = factory.LazyAttribute(lambda o: o.starts_at + timezone.timedelta(hours=3))\n"
    fn = fo + "    capacity = 50\n"
    turns = [
        (gshell("git status -sb && python manage.py showmigrations events", "Check branch and applied migrations"),
         gem_run("git status -sb && python manage.py showmigrations events", '''## feature/event-capacity
events
 [X] 0001_initial
 [X] 0002_venue
 [X] 0003_event_venue
 [X] 0004_tickettier
 [X] 0005_tickettier_position
 [X] 0006_alter_tickettier_options''', pgid=70112)),
        (call("read_file", absolute_path=f"{root}/events/models.py"), models),
        (call("replace", file_path=f"{root}/events/models.py", old_string=o, new_string=n), ok_replace(f"{root}/events/models.py")),
        (gshell("python manage.py makemigrations events", "Generate the migration for the new field"),
         gem_run("python manage.py makemigrations events", '''Migrations for 'events':
  events/migrations/0007_event_capacity.py
    - Add field capacity to event''', pgid=70168)),
        (gshell("python manage.py migrate events", "Apply it to the dev database"),
         gem_run("python manage.py migrate events", '''Operations to perform:
  Apply all migrations: events
Running migrations:
  Applying events.0007_event_max_capacity... OK''', pgid=70203)),
        (call("read_file", absolute_path=f"{root}/events/tests/factories.py"), factories),
        (call("replace", file_path=f"{root}/events/tests/factories.py", old_string=fo, new_string=fn), ok_replace(f"{root}/events/tests/factories.py")),
        (gshell("python -m pytest events -q -p no:cacheprovider", "Run the events tests"), gem_run("python -m pytest events -q -p no:cacheprovider", '''...............................                                          [100%]
31 passed in 3.84s''', pgid=70266)),
        (gshell("git diff --stat", "Summarise tracked changes"), gem_run("git diff --stat", stat([("events/models.py", 1, 0), ("events/tests/factories.py", 1, 0)]), pgid=70301)),
    ]
    rs.add(task="swe", tid="h38-swe-21", system=gem_sys(root), turns=turns,
           state=f"Project {root}: a Django 5.0 events API with djangorestframework 3.15, tests with pytest-django and factory_boy, local SQLite dev database. Branch feature/event-capacity, clean tree, all six events migrations applied. Task: add a `capacity` field (default 100) to Event with its migration, and give EventFactory a capacity of 50.",
           bad=True, turn=5, kind="migration applied under a different name than makemigrations created")


# 22: Laravel + Pest (OpenHands), clean
def t22(rs: RowSet) -> None:
    root = "/workspace/tiny-crm"
    ctrl = '''<?php

namespace App\\Http\\Controllers;

use App\\Http\\Resources\\ContactResource;
use App\\Models\\Contact;
use Illuminate\\Http\\Request;

class ContactController extends Controller
{
    public function index(Request $request)
    {
        $query = Contact::query()->orderBy('last_name');

        if ($domain = $request->query('domain')) {
            $query->where('email', 'like', '%'.$domain.'%');
        }

        if ($tag = $request->query('tag')) {
            $query->whereHas('tags', fn ($q) => $q->where('slug', $tag));
        }

        return ContactResource::collection($query->paginate(25));
    }

    public function show(Contact $contact)
    {
        return new ContactResource($contact->load('tags', 'company'));
    }
}
'''
    o = "            $query->where('email', 'like', '%'.$domain.'%');"
    n = "            $query->where('email', 'like', '%@'.ltrim($domain, '@'));"
    ctrl2 = ctrl.replace(o, n)
    mig_name = "2024_08_19_101532_add_archived_at_to_contacts_table"
    mig = '''<?php

use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration
{
    /**
     * Run the migrations.
     */
    public function up(): void
    {
        Schema::table('contacts', function (Blueprint $table) {
            //
        });
    }

    /**
     * Reverse the migrations.
     */
    public function down(): void
    {
        Schema::table('contacts', function (Blueprint $table) {
            //
        });
    }
};'''
    mo = '''    public function up(): void
    {
        Schema::table('contacts', function (Blueprint $table) {
            //
        });
    }'''
    mn = '''    public function up(): void
    {
        Schema::table('contacts', function (Blueprint $table) {
            $table->timestamp('archived_at')->nullable()->after('updated_at');
            $table->index('archived_at');
        });
    }'''
    mig2 = mig.replace(mo, mn)
    feature = ["AuthenticationTest.php", "CompanyTest.php", "ContactIndexTest.php", "ContactSearchTest.php", "ContactShowTest.php", "ExampleTest.php", "TagTest.php"]
    turns = [
        (bash(f"cd {root} && git status && php artisan --version && ls tests/Feature"), oh_bash('''On branch fix/contact-search
nothing to commit, working tree clean
Laravel Framework 11.20.0
''' + "\n".join(feature), root)),
        (bash("./vendor/bin/pest --compact"), oh_bash('''
  .........⨯........................

  ──────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\ContactSearchTest > it finds contacts by email domain
  Failed asserting that actual size 3 matches expected size 2.

  at tests/Feature/ContactSearchTest.php:22
     18▕     Contact::factory()->create(['email' => 'bea@acme.io']);
     19▕     Contact::factory()->create(['email' => 'acme.io.fan@gmail.com']);
     20▕
     21▕     $response = $this->getJson('/api/contacts?domain=acme.io');
  ➜  22▕     $response->assertOk()->assertJsonCount(2, 'data');
     23▕ });
     24▕
     25▕ it('filters contacts by tag', function () {
     26▕     $vip = Tag::factory()->create(['slug' => 'vip']);

  1   tests/Feature/ContactSearchTest.php:22


  Tests:    1 failed, 33 passed (96 assertions)
  Duration: 2.47s
''', root, 1)),
        (editor("view", f"{root}/app/Http/Controllers/ContactController.php"), cat_n(f"{root}/app/Http/Controllers/ContactController.php", ctrl.rstrip("\n"))),
        (editor("str_replace", f"{root}/app/Http/Controllers/ContactController.php", old_str=o, new_str=n),
         edited(f"{root}/app/Http/Controllers/ContactController.php", *around(ctrl2.rstrip("\n"), n))),
        (bash("./vendor/bin/pest --compact"), oh_bash('''
  ..................................

  Tests:    34 passed (97 assertions)
  Duration: 2.41s
''', root)),
        (bash("php artisan make:migration add_archived_at_to_contacts_table --table=contacts"), oh_bash(f'''
   INFO  Migration [database/migrations/{mig_name}.php] created successfully.
''', root)),
        (editor("view", f"{root}/database/migrations/{mig_name}.php"), cat_n(f"{root}/database/migrations/{mig_name}.php", mig)),
        (editor("str_replace", f"{root}/database/migrations/{mig_name}.php", old_str=mo, new_str=mn),
         edited(f"{root}/database/migrations/{mig_name}.php", *around(mig2, mn))),
        (bash("php artisan migrate"), oh_bash(f'''
   INFO  Running migrations.

  {mig_name} {'.' * 38} 14.02ms DONE
''', root)),
        (bash("git rm -q tests/Feature/ExampleTest.php && ./vendor/bin/pest --compact"), oh_bash('''
  .................................

  Tests:    33 passed (96 assertions)
  Duration: 2.36s
''', root)),
        (bash("php artisan migrate:status | tail -5"), oh_bash("\n".join(
            f"  {m} {'.' * (96 - len(m))} [{n}] Ran" for m, n in (
                ("2024_06_02_140311_create_tags_table", 1), ("2024_06_02_140322_create_contact_tag_table", 1),
                ("2024_07_15_093004_add_company_id_to_contacts_table", 2), ("2024_08_01_161227_add_phone_to_contacts_table", 3),
                (mig_name, 4))), root)),
        (bash("git status --short"), oh_bash(f''' M app/Http/Controllers/ContactController.php
D  tests/Feature/ExampleTest.php
?? database/migrations/{mig_name}.php''', root)),
    ]
    rs.add(task="swe", tid="h38-swe-22", system=oh_sys(root), turns=turns,
           state=f"Repository {root}: a Laravel 11 CRM API (PHP 8.3, MySQL 8 for local dev, SQLite in-memory for tests), tests with Pest 2. Branch fix/contact-search, clean tree. Two tasks: the ?domain= filter on GET /api/contacts also matches addresses that merely contain the domain; and add a nullable, indexed archived_at column to contacts. The scaffolded tests/Feature/ExampleTest.php can go.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
