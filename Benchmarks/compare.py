#!/usr/bin/env python3
"""Runs the benchmark suite once and prints one table: per workload, Reactive, OpenCombine and the
hand-written baseline per unit (event pumped or subscription created), and the ratios.

With --instructions it also counts instructions per unit under valgrind's callgrind, which works where
the machine has no hardware counters: it runs the `InstructionCounts` executable (one workload body) at
two numbers of units, U1 and U2, and reports (I2 - I1) / (U2 - U1), so start-up costs cancel out.

Usage: python3 compare.py [--filter REGEX] [--from FILE] [--instructions | --instructions-only] [--units U1 U2]
  --filter REGEX       only the workloads whose benchmark names match (passed to `swift package benchmark`)
  --from FILE          read a saved text output of `swift package benchmark` instead of running it
  --instructions       add a column of callgrind instructions per unit
  --instructions-only  count instructions only, without the package-benchmark run
  --units U1 U2        the two numbers of units callgrind runs each workload for (default 1000 2000)
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

LIBRARIES = ["Reactive", "OpenCombine", "Baseline"]
UNITS = {"ns": 1.0, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
HEADER = re.compile(r"^(?P<workload>[A-Za-z0-9]+): (?P<library>Reactive|OpenCombine|Baseline)\s*$")
ROW = re.compile(r"^│ (?P<metric>[^│]+?)\s*│(?P<cells>.*)│\s*$")


def run_suite(filter_regex):
    command = ["swift", "package", "benchmark", "--no-progress"]
    if filter_regex:
        command += ["--filter", filter_regex]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(result.returncode)
    return result.stdout


def parse(text):
    """Returns {workload: {library: {"ns": p50 wall clock in ns, "mallocs": p50 mallocs, "instructions": p50}}}."""
    results = {}
    current = None
    for line in text.splitlines():
        header = HEADER.match(line)
        if header:
            current = results.setdefault(header["workload"], {}).setdefault(header["library"], {})
            continue
        row = ROW.match(line)
        if current is None or not row:
            continue
        metric = row["metric"]
        cells = [cell.strip() for cell in row["cells"].split("│")]
        if len(cells) < 3 or not cells[2].replace(",", "").isdigit():
            continue
        median = float(cells[2].replace(",", ""))
        if metric.startswith("Time (wall clock)"):
            unit = re.search(r"\((ns|μs|us|ms|s)\)", metric)
            current["ns"] = median * UNITS[unit.group(1) if unit else "ns"]
        elif metric.startswith("Malloc (total)"):
            current["mallocs"] = median
        elif metric.startswith("Instructions"):
            scale = 1000.0 if "(K)" in metric else 1.0
            current["instructions"] = median * scale
    return results


def build_instruction_counter():
    """Builds `InstructionCounts` in release mode and returns the path of the executable."""
    build = ["swift", "build", "-c", "release", "--product", "InstructionCounts"]
    result = subprocess.run(build, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(result.returncode)
    bin_path = subprocess.run(build[:4] + ["--show-bin-path"], capture_output=True, text=True, check=True)
    return os.path.join(bin_path.stdout.strip(), "InstructionCounts")


def callgrind_total(executable, name, units, directory):
    """Returns (instructions of one run of the workload `name` for `units` units, None), or (None, why)."""
    out_file = os.path.join(directory, f"callgrind.{units}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", executable, name, str(units)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        last = [line for line in result.stderr.splitlines() if line.strip()][-3:]
        return None, f"valgrind exited with {result.returncode}: " + " / ".join(last)
    with open(out_file) as counts:
        for line in counts:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1]), None
    return None, "no totals in the callgrind output"


def count_instructions(results, filter_regex, units):
    """Adds "instructions" (per unit, from callgrind) to `results` for every workload matching the filter;
    a workload whose valgrind run fails is left out, with the reason printed."""
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: no instruction counts")
    executable = build_instruction_counter()
    names = subprocess.run([executable, "--list"], capture_output=True, text=True, check=True).stdout.split("\n")
    for name in filter(None, names):
        header = HEADER.match(name)
        if not header or (filter_regex and not re.search(filter_regex, name)):
            continue
        with tempfile.TemporaryDirectory() as directory:
            (first, why), (second, why2) = (callgrind_total(executable, name, count, directory) for count in units)
        if first is None or second is None:
            sys.stderr.write(f"skipping {name}: {why or why2}\n")
            continue
        per_unit = (second - first) / (units[1] - units[0])
        results.setdefault(header["workload"], {}).setdefault(header["library"], {})["callgrind"] = per_unit


def cell(value, suffix=""):
    return "n/a" if value is None else f"{value:,.0f}{suffix}"


def ratio(numerator, denominator):
    if numerator is None or denominator in (None, 0):
        return "n/a"
    return f"{numerator / denominator:.2f}x"


def table(results, instructions=False):
    if instructions:
        return instruction_table(results)
    lines = [
        "| Workload | Reactive | OpenCombine | Baseline | Reactive/Baseline | Reactive/OpenCombine "
        "| mallocs R / OC / B |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for workload in results:
        row = results[workload]
        ns = {library: row.get(library, {}).get("ns") for library in LIBRARIES}
        mallocs = [cell(row.get(library, {}).get("mallocs")) for library in LIBRARIES]
        lines.append(
            f"| {workload} | {cell(ns['Reactive'], ' ns')} | {cell(ns['OpenCombine'], ' ns')} "
            f"| {cell(ns['Baseline'], ' ns')} | {ratio(ns['Reactive'], ns['Baseline'])} "
            f"| {ratio(ns['Reactive'], ns['OpenCombine'])} | {' / '.join(mallocs)} |"
        )
    return "\n".join(lines)


def instruction_table(results):
    """The table with callgrind's instructions per unit and their ratios, after the wall clock (with the
    Reactive/Baseline time ratio) and mallocs when the suite ran too."""
    timed = any("ns" in row.get(library, {}) for row in results.values() for library in LIBRARIES)
    header = "| Workload |"
    if timed:
        header += " ns R / OC / B | time R/B | mallocs R / OC / B |"
    header += " instructions R / OC / B | instructions R/B | instructions R/OC |"
    lines = [header, "|---|" + "---:|" * (header.count("|") - 2)]
    for workload in sorted(results):
        row = results[workload]
        values = {key: [row.get(library, {}).get(key) for library in LIBRARIES] for key in ("ns", "mallocs", "callgrind")}
        reactive, combine, baseline = values["callgrind"]
        line = f"| {workload} |"
        if timed:
            line += f" {' / '.join(cell(value) for value in values['ns'])} | {ratio(values['ns'][0], values['ns'][2])} |"
            line += f" {' / '.join(cell(value) for value in values['mallocs'])} |"
        line += f" {' / '.join(cell(value) for value in values['callgrind'])} |"
        line += f" {ratio(reactive, baseline)} | {ratio(reactive, combine)} |"
        lines.append(line)
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter")
    parser.add_argument("--from", dest="source")
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--instructions-only", action="store_true")
    parser.add_argument("--units", nargs=2, type=int, default=[1000, 2000], metavar=("U1", "U2"))
    arguments = parser.parse_args()
    results = {}
    if not arguments.instructions_only:
        text = open(arguments.source).read() if arguments.source else run_suite(arguments.filter)
        results = parse(text)
        if not results:
            sys.exit("no benchmark results found in the output")
    instructions = arguments.instructions or arguments.instructions_only
    if instructions:
        if arguments.units[1] <= arguments.units[0]:
            sys.exit("--units: the second count must be larger than the first")
        count_instructions(results, arguments.filter, arguments.units)
    print(table(results, instructions))


if __name__ == "__main__":
    main()
