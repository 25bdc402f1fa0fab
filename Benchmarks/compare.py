#!/usr/bin/env python3
"""Runs the benchmark suite once and prints one table: per workload, Reactive, OpenCombine and the
hand-written baseline per unit (event pumped or subscription created), and the ratios.

Usage: python3 compare.py [--filter REGEX] [--from FILE]
  --filter REGEX  only the workloads whose benchmark names match (passed to `swift package benchmark`)
  --from FILE     read a saved text output of `swift package benchmark` instead of running it
"""
import argparse
import re
import subprocess
import sys

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


def cell(value, suffix=""):
    return "n/a" if value is None else f"{value:,.0f}{suffix}"


def ratio(numerator, denominator):
    if numerator is None or denominator in (None, 0):
        return "n/a"
    return f"{numerator / denominator:.2f}x"


def table(results):
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter")
    parser.add_argument("--from", dest="source")
    arguments = parser.parse_args()
    text = open(arguments.source).read() if arguments.source else run_suite(arguments.filter)
    results = parse(text)
    if not results:
        sys.exit("no benchmark results found in the output")
    print(table(results))


if __name__ == "__main__":
    main()
