"""The command line as mlir-opt users write it, turned into what argparse reads, and the rules that
keep a run from writing over what it reads.

``normalize`` rewrites the argument list before argparse sees it:

* a long option written with one dash (``-split-input-file``, ``-pass-pipeline=...``,
  ``-verify-diagnostics``), as MLIR's command line accepts it, gets its second dash. Only names
  the parser declares are rewritten, so ``-p``/``-o``/``-t`` with their values glued on
  (``-psmem-coalesce``) stay what they were;
* ``--inputs`` takes the ``.npy`` files that follow it and nothing else, so the kernel file after
  them stays the input (argparse's ``nargs="*"`` would take it as one more array);
* mlir-opt's spellings of printing flags become the ones the parser declares
  (``--mlir-print-op-generic`` is ``--print-op-generic``, ``--mlir-print-debuginfo`` is
  ``--print-debuginfo``);
* a pass given as a flag, as mlir-opt takes it (``--smem-coalesce``,
  ``--smem-coalesce=insert-barriers=true`` or ``="a=1 b=2"``), and every ``-p`` / ``--passes``,
  join one pipeline in the order they were written (a second ``-p`` never replaces the first);
* every flag that names a file to write (``-o``, ``--smem-report [FILE]``, ``--smem-layout``) is
  remembered with how its value was given: ``--smem-layout=FILE`` (``-oFILE``) names the file
  without doubt; ``--smem-layout FILE`` may be the input file that the user meant to come after
  the flag.

``argument_problem`` then refuses a command line that could overwrite what the run reads: an
output path (``-o``, ``--smem-report FILE``, ``--smem-layout FILE``) that is the same file as the
input, ``--check-against`` or an ``--inputs`` array, two outputs on one path, or a spaced output
flag (``-o FILE``, ``--smem-report FILE``, ``--smem-layout FILE``) that names an existing file
while no input file is given (then FILE is most likely the input, and writing there would
destroy it).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

OPTIONAL_VALUE_FLAGS = ("--smem-report",)
"""Flags whose value may be left out (``nargs="?"``)."""

OUTPUT_FLAGS = {"-o": "-o", "--output-file": "-o", "--smem-report": "--smem-report", "--smem-layout": "--smem-layout"}
"""Every spelling of a flag that names a file to write -> the flag's name in messages."""

_OUTPUT_DESTS = {"-o": "output_file", "--smem-report": "smem_report", "--smem-layout": "smem_layout"}

ARRAY_SUFFIX = ".npy"


@dataclass
class ArgvForms:
    """The rewritten argument list, with what argparse cannot see in it."""

    argv: list[str]
    inputs: list[str] | None = None
    """``--inputs``' arrays (None when the flag is absent)."""
    pipeline: list[str] = field(default_factory=list)
    """The passes of every ``-p`` and pass flag, in order (joined into one ``-p``)."""
    spaced_values: dict[str, str] = field(default_factory=dict)
    """Output flags given as ``--flag VALUE`` (not ``--flag=VALUE``): flag (``OUTPUT_FLAGS``'
    name) -> VALUE."""


def long_option_names(parser: argparse.ArgumentParser) -> set[str]:
    """Every ``--name`` the parser declares."""
    return {s for action in parser._actions for s in action.option_strings if s.startswith("--")}


MLIR_SPELLINGS = {"--mlir-print-op-generic": "--print-op-generic", "--mlir-print-debuginfo": "--print-debuginfo"}
"""mlir-opt's names of flags the parser declares under xDSL's names."""

PASS_LIST_FLAGS = ("-p", "--passes")


def _pass_flag(token: str, pass_names: Iterable[str]) -> str | None:
    """``--NAME`` or ``--NAME=OPTIONS`` of a pass: the pass as ``-p`` writes it (None: not one)."""
    if not token.startswith("--"):
        return None
    name, _, options = token[2:].partition("=")
    if name not in pass_names:
        return None
    options = options.strip().strip("'\"").strip()
    return f"{name}{{{options}}}" if options else name


def normalize(argv: Sequence[str], long_options: Iterable[str], pass_names: Iterable[str] = ()) -> ArgvForms:
    """``argv`` as argparse should read it (see the module docstring)."""
    known = set(long_options)
    passes = set(pass_names) - {o[2:] for o in known}
    out: list[str] = []
    forms = ArgvForms(out)
    tokens = list(argv)
    i = 0
    pipeline_at: int | None = None
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if token == "--":
            out.extend(tokens[i - 1 :])
            break
        if token.startswith("-") and not token.startswith("--") and len(token) > 2:
            if "-" + token.split("=", 1)[0] in known:
                token = "-" + token
        head, eq, rest = token.partition("=")
        if head in MLIR_SPELLINGS:
            token = MLIR_SPELLINGS[head] + eq + rest
        as_pass = _pass_flag(token, passes)
        piece: str | None = None
        if as_pass is not None:
            piece = as_pass
        elif token in PASS_LIST_FLAGS and i < len(tokens):
            piece = tokens[i]
            i += 1
        elif head in PASS_LIST_FLAGS and eq:
            piece = rest
        elif token.startswith("-p") and not token.startswith("--") and len(token) > 2:
            piece = token[2:]
        if piece is not None:
            if pipeline_at is None:
                pipeline_at = len(out)
                out.extend(["-p", ""])
            if piece.strip():
                forms.pipeline.append(piece.strip())
            out[pipeline_at + 1] = ",".join(forms.pipeline)
            continue
        name = token.split("=", 1)[0]
        if name == "--inputs":
            arrays = forms.inputs if forms.inputs is not None else []
            if "=" in token:
                arrays.append(token.split("=", 1)[1])
            while i < len(tokens) and tokens[i].lower().endswith(ARRAY_SUFFIX) and not tokens[i].startswith("-"):
                arrays.append(tokens[i])
                i += 1
            forms.inputs = arrays
            continue
        out.append(token)
        if token in OUTPUT_FLAGS and i < len(tokens) and (token not in OPTIONAL_VALUE_FLAGS
                                                          or not tokens[i].startswith("-")):
            forms.spaced_values[OUTPUT_FLAGS[token]] = tokens[i]
    return forms


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def output_paths(args: argparse.Namespace, report_default: str) -> list[tuple[str, str]]:
    """(flag, path) of every file the run will write (stdout and stderr are not files)."""
    paths = []
    if getattr(args, "output_file", None) not in (None, "-"):
        paths.append(("-o", args.output_file))
    if getattr(args, "smem_report", None) not in (None, "-", report_default):
        paths.append(("--smem-report", args.smem_report))
    if getattr(args, "smem_layout", None) not in (None, "-"):
        paths.append(("--smem-layout", args.smem_layout))
    return paths


def read_paths(args: argparse.Namespace) -> list[tuple[str, str]]:
    """(what, path) of every file the run reads."""
    paths = []
    if getattr(args, "input_file", None) not in (None, "-"):
        paths.append(("the input file", args.input_file))
    if getattr(args, "check_against", None):
        paths.append(("--check-against", args.check_against))
    for array in getattr(args, "inputs", None) or ():
        paths.append(("--inputs", array))
    return paths


def argument_problem(args: argparse.Namespace, spaced_values: dict[str, str], report_default: str) -> str | None:
    """Why this command line could write over a file it reads or a file it was not given as an
    output, or None."""
    outputs = output_paths(args, report_default)
    for flag, path in outputs:
        for what, read in read_paths(args):
            if _same_file(path, read):
                return (f"{flag} '{path}' is {what}" + ("" if what == "the input file" else f" '{read}'")
                        + "; smem-opt never writes over a file it reads")
    for k, (flag, path) in enumerate(outputs):
        for other, second in outputs[k + 1 :]:
            if _same_file(path, second):
                return f"{flag} and {other} both name '{path}'; give each output its own file"
    if getattr(args, "input_file", None) is not None:
        return None
    for flag, spaced in spaced_values.items():
        if getattr(args, _OUTPUT_DESTS[flag], None) == spaced and spaced != "-" and os.path.isfile(spaced):
            explicit = f"-o{spaced}" if flag == "-o" else f"{flag}={spaced}"
            return (f"{flag} took '{spaced}' as its file, but no input file is given and '{spaced}' exists: "
                    f"it may be the input. Name the input first (smem-opt {spaced} {flag} ...), or write "
                    f"{explicit} to replace it")
    return None


__all__ = ["ArgvForms", "MLIR_SPELLINGS", "argument_problem", "long_option_names", "normalize", "output_paths",
           "read_paths"]
