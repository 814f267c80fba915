"""Reading MLIR text into verified IR with source locations.

Owns the parser smem-opt uses and module verification:

* every op gets a ``file:line:col`` location (from a newline index, by bisection);
* every error in the input is a ``ParseError`` at a position in it: bytes that are not
  UTF-8, unterminated strings (lexed in linear time), literals out of range for their
  type, dimension sizes beyond i64, integer widths beyond MLIR's, dense constants too
  large to build, nesting deeper than ``reader.limits.MAX_NESTING``, values used but
  never defined in scope, and whatever an op's own parser or constructor rejects (at
  that op);
* an empty input (nothing, or only comments) is an empty module, as in mlir-opt;
* ``verify_module`` reports the innermost failing op at its location, then runs the
  whole-IR checks of ``reader.checks`` (SSA dominance and scoping, region results,
  64-bit constants, workgroup buffer limits).
"""

from __future__ import annotations

import bisect
import math
import re
import struct
from collections import defaultdict
from collections.abc import Iterator

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BFloat16Type,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float80Type,
    Float128Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.parser.attribute_parser import AttrParser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

from smem_opt.reader.diagnostics import SmemDiagnostic
from smem_opt.reader.limits import (
    INDEX_RANGE,
    MAX_DENSE_ELEMENTS,
    MAX_DIMENSION,
    MAX_INTEGER_DIGITS,
    MAX_INTEGER_WIDTH,
    MAX_NESTING,
)
from smem_opt.smem_dialect.literals import UpstreamParser

# Errors that an op's parser or constructor raises for a value it cannot accept. They are
# reported at the op being parsed.
VALUE_ERRORS = (DiagnosticException, ValueError, OverflowError, NotImplementedError)

# Never turned into a diagnostic: the limits of the machine (the nesting bound keeps the
# parser's recursion within Python's; memory is not a property of the input's validity).
NOT_INPUT_ERRORS = (RecursionError, MemoryError)


class SmemLexer(MLIRLexer):
    """xDSL's lexer with linear-time string literals, located errors for non-ASCII characters
    outside strings and comments, and a bound on the length of integer literals."""

    _string_run = re.compile(r'[^"\\\n\v\f]*')
    _string_escape = re.compile(r'\\(?:["nt\\]|[0-9A-Fa-f]{2})')

    def _lex_bare_identifier(self, start_pos: int) -> MLIRToken:
        self._reject_non_ascii(self.pos - 1)
        return super()._lex_bare_identifier(start_pos)

    def _reject_non_ascii(self, pos: int) -> None:
        # xDSL takes any Unicode letter or digit for the start of an identifier or a number.
        char = self.input.content[pos]
        if not char.isascii():
            raise ParseError(
                Span(pos, pos + 1, self.input),
                f"unexpected character '{char}' (U+{ord(char):04X}) outside a string or comment",
            )

    def _lex_string_literal(self, start_pos: int) -> MLIRToken:
        content = self.input.content
        end = len(content)
        pos = start_pos + 1
        while True:
            run = self._string_run.match(content, pos)
            assert run is not None  # the pattern matches the empty string
            pos = run.end()
            if pos >= end or content[pos] in "\n\v\f":
                where = "the end of the input" if pos >= end else "the end of the line"
                raise ParseError(
                    Span(start_pos, start_pos + 1, self.input),
                    f"string literal has no closing '\"' before {where}",
                )
            if content[pos] == '"':
                pos += 1
                break
            escape = self._string_escape.match(content, pos)
            if escape is None:
                raise ParseError(
                    Span(pos, min(pos + 2, end), self.input),
                    "unknown escape in string literal (expected \\\\, \\\", \\n, \\t or two hex digits)",
                )
            pos = escape.end()
        self.pos = pos
        literal = StringLiteral(start_pos, pos, self.input)
        text = literal.text
        if "\\" in text and not literal.bytes_contents.isascii():
            return MLIRToken(MLIRTokenKind.BYTES_LIT, literal)
        return MLIRToken(MLIRTokenKind.STRING_LIT, literal)

    def _lex_number(self, start_pos: int) -> MLIRToken:
        self._reject_non_ascii(start_pos)
        token = super()._lex_number(start_pos)
        if (
            token.kind == MLIRTokenKind.INTEGER_LIT
            and token.span.len > MAX_INTEGER_DIGITS
            and not token.span.text.startswith(("0x", "0X"))
        ):
            raise ParseError(
                token.span,
                f"integer literal of {token.span.len} digits is too long (at most {MAX_INTEGER_DIGITS})",
            )
        return token


_LOC_ALIAS = re.compile(r"^(#[A-Za-z_][\w$.-]*)[ \t]*=[ \t]*(loc\(.*\))[ \t]*$", re.M)
"""A location alias definition, one per line, as MLIR prints them."""

_RESULTS = re.compile(r"(?:%[^\s,=:()]+(?::\d+)?\s*,\s*)*%[^\s,=:()]+(?::\d+)?\s*=\s*")
"""The results before an op's name (``%a, %b:2 = ``)."""


class LocatingParser(UpstreamParser):
    """xDSL's parser (as ``smem_dialect.literals`` corrects it) with located errors everywhere
    and a source location on every op."""

    def __init__(self, ctx: Context, text: str, name: str = "<unknown>") -> None:
        # Parser.__init__ would build xDSL's own lexer, which lexes the first token at once.
        AttrParser.__init__(self, ParserState(SmemLexer(Input(text, name))), ctx)
        self.ssa_values = {}
        self.blocks = {}
        self.forward_block_references = defaultdict(list)
        self.forward_ssa_references = {}
        self._first_forward_use: dict[str, Span] = {}
        self._file = StringAttr(name)
        self._line_starts: list[int] | None = None
        self._ints: dict[int, IntAttr] = {}
        self._predeclared = self._declare_location_aliases(text, name, ctx)

    # -- location aliases ------------------------------------------------------------------

    def _declare_location_aliases(self, text: str, name: str, ctx: Context) -> set[str]:
        """MLIR prints the location aliases a module uses (``#loc3 = loc(...)``) after it
        (``--mlir-print-debuginfo``); xDSL reads an alias only after its definition. The location
        aliases of the text are read first, in their order (again while one names an alias not yet
        read), so the module reads as written; their definitions are then skipped where they stand."""
        pending = [(m.group(1), m.group(2)) for m in _LOC_ALIAS.finditer(text)]
        declared: set[str] = set()
        while pending:
            left = []
            for alias, value in pending:
                sub = AttrParser(ParserState(SmemLexer(Input(value, name))), ctx)
                sub.attribute_aliases = self.attribute_aliases
                try:
                    self.attribute_aliases[alias] = sub.parse_attribute()
                    declared.add(alias)
                except ParseError:
                    left.append((alias, value))
            if len(left) == len(pending):
                break  # the rest name what is not there: the parse reports them where they stand
            pending = left
        return declared

    def _parse_alias_def(self) -> None:
        if self._current_token.text in self._predeclared:
            self._consume_token()
            self.parse_punctuation("=", "after attribute alias name")
            self.parse_attribute()  # read already, as it was declared ahead
            return
        super()._parse_alias_def()

    # -- locations -----------------------------------------------------------------------

    def location_of(self, pos: int) -> FileLineColLoc:
        """The ``file:line:col`` of a character offset (columns count characters from 1)."""
        if self._line_starts is None:
            self._line_starts = line_starts(self.lexer.input.content)
        line = bisect.bisect_right(self._line_starts, pos)
        col = pos - self._line_starts[line - 1] + 1
        return FileLineColLoc(self._file, self._int(line), self._int(col))

    def _int(self, value: int) -> IntAttr:
        attr = self._ints.get(value)
        if attr is None:
            attr = self._ints[value] = IntAttr(value)
        return attr

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        try:
            op = super().parse_operation()
        except (ParseError, *NOT_INPUT_ERRORS):
            raise
        except VALUE_ERRORS as err:
            raise ParseError(start, first_line(err)) from None
        except Exception as err:  # noqa: BLE001 - an op's own parser that breaks on this input
            raise ParseError(start, f"the op's parser fails on this input ({_crash(err)})") from None
        if isinstance(op.location, UnknownLoc):
            # at the op's name, after its results, as MLIR locates an op (`%x = memref.load` at
            # `memref.load`)
            results = _RESULTS.match(self.lexer.input.content, start.start)
            op.location = self.location_of(results.end() if results else start.start)
        return op

    # -- names -----------------------------------------------------------------------------

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """Report an unknown op at its name, as MLIR does (not at the next token)."""
        op_type = self.ctx.get_optional_op(name, dialect_stack=self._parser_state.dialect_stack)
        if op_type is not None:
            return op_type
        here = self._current_token.span
        content = here.input.content
        start = content.rfind(name, 0, here.start)
        if start >= 0:
            self.raise_error(f"Operation {name} is not registered", Span(start, start + len(name), here.input))
        return super()._get_op_by_name(name)

    def resolve_operand(self, operand, type):
        name = operand.operand_name
        if name not in self.ssa_values and name not in self.forward_ssa_references:
            self._first_forward_use[name] = operand.span
        return super().resolve_operand(operand, type)

    def _register_ssa_definition(self, name, values, span):
        super()._register_ssa_definition(name, values, span)
        if len(values) == 1:
            keep_source_name(values[0], name)

    def _parse_block(self):
        if self._current_token.kind != MLIRTokenKind.CARET_IDENT:
            self.raise_error(
                f"expected an operation, a block label (^name) or '}}' in the region, found {_describe(self._current_token)}"
            )
        return super()._parse_block()

    # -- values ----------------------------------------------------------------------------

    def parse_optional_builtin_int_or_float_attr(self) -> IntegerAttr | FloatAttr | None:
        start = self._current_token.span
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
        except OverflowError:
            literal = " ".join(self.lexer.input.content[start.start : self.pos].split())
            raise ParseError(start, f"floating-point constant '{literal}' is out of range for its type") from None
        except VALUE_ERRORS as err:
            raise ParseError(start, first_line(err)) from None
        if isinstance(attr, IntegerAttr) and isinstance(attr.type, IndexType):
            value = attr.value.data
            if not INDEX_RANGE[0] <= value < INDEX_RANGE[1]:
                raise ParseError(
                    start, f"integer constant {value} is out of range for index (64 bits: [-2^63, 2^63))"
                )
        if isinstance(attr, FloatAttr):
            _check_float_type(start, attr.type)
            literal = self.lexer.input.content[start.start : self.pos].lstrip("-").lstrip()
            if not literal.startswith(("0x", "0X")):  # hexadecimal gives the bits themselves
                _check_float_range(start, attr)
        return attr

    def parse_shape_dimension(self, allow_dynamic: bool = True) -> int:
        token = self._current_token
        dim = super().parse_shape_dimension(allow_dynamic)
        if dim > MAX_DIMENSION:
            raise ParseError(token.span, f"dimension size {dim} does not fit in 64 bits (at most 2^63 - 1)")
        return dim

    def _parse_optional_integer_or_float_type(self):
        token = self._current_token
        if token.kind == MLIRTokenKind.BARE_IDENT and token.span.end - token.span.start > 8:
            match = self._builtin_integer_type_regex.match(token.text)
            if match is not None and (len(match.group(1)) > 9 or int(match.group(1)) > MAX_INTEGER_WIDTH):
                raise ParseError(token.span, f"integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits")
        return super()._parse_optional_integer_or_float_type()

    def _parse_dense_literal_type(self):
        start = self._current_token.span
        type = super()._parse_dense_literal_type()
        _check_dense_size(start, type)
        _check_float_type(start, getattr(type, "element_type", None))
        return type

    def parse_dense_int_or_fp_elements_attr(self, type):
        if type is not None:
            _check_dense_size(self._current_token.span, type)
        return super().parse_dense_int_or_fp_elements_attr(type)

    # -- the module --------------------------------------------------------------------------

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """Top-level ops, alias definitions and file metadata up to the end of the input."""
        ops: list[Operation] = []
        op_starts: list[Span] = []
        start = self._current_token.span
        while (kind := self._current_token.kind) != MLIRTokenKind.EOF:
            start = self._current_token.span
            try:
                if kind in (MLIRTokenKind.HASH_IDENT, MLIRTokenKind.EXCLAMATION_IDENT):
                    self._parse_alias_def()
                    continue
                if kind == MLIRTokenKind.FILE_METADATA_BEGIN:
                    self._parse_file_metadata_dictionary()
                    continue
            except VALUE_ERRORS as err:
                raise ParseError(start, first_line(err)) from None
            op = self.parse_optional_operation()
            if op is None:
                self.raise_error(f"expected an operation, found {_describe(self._current_token)}")
            ops.append(op)
            op_starts.append(start)
        if self.forward_ssa_references:
            name = min(self.forward_ssa_references, key=lambda n: self._first_forward_use[n].start)
            raise ParseError(self._first_forward_use[name], f"use of undefined value '%{name}'")
        if len(ops) == 1 and isinstance(ops[0], ModuleOp):
            return ops[0]
        if not allow_implicit_module:
            at = op_starts[1] if len(ops) > 1 and isinstance(ops[0], ModuleOp) else (op_starts or [start])[0]
            raise ParseError(at, "expected a single 'builtin.module' op at the top level (--no-implicit-module)")
        return ModuleOp(ops)


def keep_source_name(value: SSAValue, name: str) -> None:
    """Name ``value`` as the input does, ``_N`` suffix included (``%alloc_0`` is ``alloc_0``;
    xDSL's setter would keep ``alloc``). ``ir_io.FaithfulPrinter`` keeps printed names unique."""
    if SSAValue.is_valid_name(name):
        value._name = name  # noqa: SLF001 - the setter strips the suffix


def _describe(token: MLIRToken) -> str:
    if token.kind == MLIRTokenKind.EOF:
        return "the end of the input"
    text = token.text
    return f"'{text[:40]}...'" if len(text) > 40 else f"'{text}'"


def _check_float_type(at: Span, type: Attribute | None) -> None:
    """f80 and f128 constants are an error: xDSL holds a constant as a 64-bit float, which neither
    keeps their value nor prints back."""
    if isinstance(type, (Float80Type, Float128Type)):
        raise ParseError(
            at,
            f"floating-point constants of type {type} are not supported (smem-opt holds constants "
            "as 64-bit floats, which would change their value)",
        )


def _check_float_range(at: Span, attr: FloatAttr) -> None:
    """A decimal literal that does not round to a finite value of its type is an error."""
    value = attr.value.data
    type = attr.type
    if math.isinf(value):
        raise ParseError(at, f"floating-point constant is out of range for {type}")
    fmt = {Float16Type: "<e", Float32Type: "<f", BFloat16Type: "<f"}.get(type.__class__)
    if fmt is None:
        return
    try:
        struct.pack(fmt, value)
    except OverflowError:
        raise ParseError(at, f"floating-point constant {value!r} is out of range for {type}") from None


def _check_dense_size(at: Span, type: Attribute) -> None:
    shape = getattr(type, "get_shape", None)
    if shape is None:
        return
    count = 1
    for dim in shape():
        count *= max(dim, 0)
    if count > MAX_DENSE_ELEMENTS:
        raise ParseError(
            at, f"dense constant of {count} elements is too large (smem-opt reads at most {MAX_DENSE_ELEMENTS})"
        )


def line_starts(text: str) -> list[int]:
    """Offset of the first character of every line."""
    starts = [0]
    find = text.find
    i = find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


_NESTING_TOKENS = re.compile(r'//[^\n]*|"(?:[^"\\\n]|\\.)*"?|->|[{(\[<]|[})\]>]')
_OPENING = frozenset("{([<")
_CLOSING = frozenset("})]>")


def check_nesting(text: str, name: str) -> None:
    """Reject input nested deeper than ``MAX_NESTING`` before the recursive parser sees it."""
    depth = 0
    for m in _NESTING_TOKENS.finditer(text):
        token = m.group()
        if token in _OPENING:
            depth += 1
            if depth > MAX_NESTING:
                raise ParseError(
                    Span(m.start(), m.end(), Input(text, name)),
                    f"nesting deeper than {MAX_NESTING} levels of brackets",
                )
        elif token in _CLOSING:
            depth = max(0, depth - 1)


class BinaryInput(ParseError):
    """The input is a binary file (it holds a NUL byte): its error is located, never shown with
    the source line, whose bytes would reach the terminal."""


def decode_source(data: bytes, name: str) -> str:
    """The input as text; bytes that are not UTF-8 are an error at their position, and a binary
    file (a NUL byte) is one at its first NUL."""
    nul = data.find(b"\0")
    if nul >= 0:
        good = data[:nul].decode("utf-8", "replace")
        text = good + "\n"
        raise BinaryInput(
            Span(len(good), len(good) + 1, Input(text, name)),
            f"binary file: byte 0x00 at byte offset {nul} is not MLIR text",
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        good = data[: err.start].decode("utf-8")
        text = good + data[err.start :].decode("utf-8", "replace")
        raise ParseError(
            Span(len(good), len(good) + 1, Input(text, name)),
            f"invalid UTF-8 byte 0x{data[err.start]:02x} (byte offset {err.start})",
        ) from None


def parse_module(ctx: Context, text: str | bytes, name: str, allow_implicit_module: bool = True) -> ModuleOp:
    """Parse ``text`` (named ``name`` in locations) into a module; every input error is a
    ``ParseError``. Top-level ops other than one ``builtin.module`` are wrapped in one, unless
    ``allow_implicit_module`` is false (then they are an error)."""
    if isinstance(text, bytes):
        text = decode_source(text, name)
    check_nesting(text, name)
    parser = LocatingParser(ctx, text, name)
    try:
        return parser.parse_module(allow_implicit_module)
    except RecursionError:
        raise ParseError(parser._current_token.span, "input nested too deeply to parse") from None


def _post_order(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _post_order(child)
    yield op


def verify_module(module: ModuleOp) -> None:
    """Verify, reporting the innermost failing op with its location; then ``reader.checks``."""
    from smem_opt.reader.checks import check_ir

    try:
        module.verify()
    except Exception as err:
        if not _is_verify_failure(err):
            raise
        _locate_verify_error(module, err)
    check_ir(module)


def _is_verify_failure(err: BaseException) -> bool:
    """A verifier's rejection. xDSL's verifiers also raise ValueError and plain Exception,
    and some break (IndexError, AssertionError...) on the malformed IR they should reject:
    that is the op failing to verify too, reported at the op (and the input is then judged
    by mlir-opt, ``reader.intake``)."""
    return isinstance(err, Exception) and not isinstance(err, NOT_INPUT_ERRORS)


def _locate_verify_error(module: ModuleOp, error: BaseException):
    for op in _post_order(module):
        try:
            op.verify_()
            op.verify(verify_nested_ops=False)
            for region in op.regions:
                for block in region.blocks:
                    if not block.ops:  # the checks Block.verify adds to those of its ops
                        block.verify()
        except Exception as err:
            if not _is_verify_failure(err):
                raise
            message = first_line(err).removeprefix(f"'{op.name}' ")
            if not isinstance(err, (VerifyException, ValueError)) and type(err) is not Exception:
                message = f"verifier fails on this op ({_crash(err)})"
            raise SmemDiagnostic(f"'{op.name}' op {message}", _located(op, message)) from None
    raise SmemDiagnostic(first_line(error), _located(module, first_line(error))) from None


def _located(op: Operation, message: str) -> Operation:
    """The op a diagnostic about ``op`` is shown at: ``op`` if it has a location; else (the module
    the parser made around a file without one) the op the message names, a symbol's second
    definition, or the first located op inside."""
    from smem_opt.reader.diagnostics import op_location

    if op_location(op) is not None:
        return op
    named = re.search(r'[Rr]edefinition of symbol "([^"]*)"', message)
    if named is not None:
        defs = [
            child
            for region in op.regions
            for block in region.blocks
            for child in block.ops
            if getattr(child.attributes.get("sym_name") or child.properties.get("sym_name"), "data", None)
            == named.group(1)
        ]
        if len(defs) > 1 and op_location(defs[1]) is not None:
            return defs[1]
    for inner in op.walk():
        if op_location(inner) is not None:
            return inner
    return op


def _crash(err: BaseException) -> str:
    """``Type: message`` of an exception that broke a parser or verifier, for a diagnostic."""
    message = first_line(err)
    return type(err).__name__ if message == type(err).__name__ else f"{type(err).__name__}: {message}"


def first_line(err: BaseException) -> str:
    """The first meaningful line of an exception message (xDSL prefixes and context dropped)."""
    text = str(err).strip()
    prefix = "Operation does not verify: "
    lines = [line for line in text.splitlines() if line.strip()]
    for line in lines:
        if line.startswith(prefix):
            return line[len(prefix) :]
    return lines[0] if lines else type(err).__name__

