"""The input of a ``smem-opt`` run: its bytes (a file, or stdin for none and ``-``), and its
pieces under ``--split-input-file``.

An input that cannot be read is a ``UsageError`` (one line, exit status 1). The pieces are cut at
every ``// -----`` (``tools.run_outputs.SPLIT_MARKER``, which also joins the outputs of the
pieces, as mlir-opt and xdsl-opt cut and join them), and each keeps the place it had in
the file, so that a diagnostic in a piece names its line and column in the whole file.
"""

from __future__ import annotations

import sys

from smem_opt.tools.command_line import UsageError
from smem_opt.tools.run_outputs import SPLIT_MARKER


def read_input_bytes(path: str | None) -> bytes:
    """The bytes of the input file, or of stdin for None and '-'."""
    if path in (None, "-"):
        stream = sys.stdin
        if stream is None:
            raise UsageError("cannot read standard input: it is closed")
        try:
            return stream.buffer.read()
        except (OSError, ValueError) as err:
            reason = getattr(err, "strerror", None) or "it is closed"
            raise UsageError(f"cannot read standard input: {reason}") from None
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as err:
        raise UsageError(f"cannot read '{path}': {err.strerror}") from None


def split_input(data: bytes) -> list[tuple[bytes, int]]:
    """The chunks of ``--split-input-file``, each with the number of lines before it. A chunk
    that starts inside a line is padded with spaces to its column there, so that columns of the
    chunk are columns of the file."""
    marker = SPLIT_MARKER.encode()
    chunks: list[tuple[bytes, int]] = []
    start = 0
    lines_before = 0
    while True:
        end = data.find(marker, start)
        piece = data[start:] if end < 0 else data[start:end]
        line_start = data.rfind(b"\n", 0, start) + 1
        chunks.append((b" " * (start - line_start) + piece, lines_before))
        if end < 0:
            return chunks
        lines_before += data.count(b"\n", start, end)
        start = end + len(marker)
