#!/usr/bin/env python3
"""Runs the benchmark suite once and prints one table: per workload, Reactive, OpenCombine and the
hand-written baseline per unit (event pumped or subscription created), and the ratios.

With --instructions it also counts instructions per unit under valgrind's callgrind, which works where
the machine has no hardware counters: it runs the `InstructionCounts` executable (one workload body) at
two numbers of units, U1 and U2, and reports (I2 - I1) / (U2 - U1), so start-up costs cancel out. Each
run has Swift's hashing seeded the same (SWIFT_DETERMINISTIC_HASHING) and, where `setarch` is, no address
randomisation, so that a workload whose work hashes (a view's model) counts the same in every run.

With --scaling it counts, instead, the instructions per unit of the workloads that grow (`Name/size`), each
at every size, at the units the workload asks for and twice as many; it prints one row per workload with
the growth the counts show (flat, log, linear), and draws them as an SVG chart.

Usage: python3 compare.py [--filter REGEX] [--from FILE] [--instructions | --instructions-only] [--units U1 U2]
                         [--save FILE] [--before FILE] [--readme FILE]
       python3 compare.py --scaling [--filter REGEX] [--svg FILE] [--save FILE | --scaling-from FILE]
  --filter REGEX       only the workloads whose benchmark names match (passed to `swift package benchmark`)
  --from FILE          read a saved text output of `swift package benchmark` instead of running it
  --instructions       add a column of callgrind instructions per unit
  --instructions-only  count instructions only, without the package-benchmark run
  --units U1 U2        the two numbers of units callgrind runs each workload for (default 1000 2000)
  --scaling            count the scaling workloads' instructions per unit at each size, print their table
  --svg FILE           where --scaling draws its chart (default scaling.svg, next to this script)
  --save FILE          also write the results as JSON: the table's, {workload: {library: {metric: value}}},
                       or with --scaling the scaling counts, {workload: {size: instructions per unit}}
  --before FILE        results saved with --save by an earlier run (of an earlier commit): the table gets
                       Reactive's instructions then, the change, and whether the target is met now
  --scaling-from FILE  print the table and draw the chart from saved counts instead of measuring
  --executable FILE    count the instructions of this `InstructionCounts`, a copy built at another commit,
                       instead of building the current one
  --readme FILE        also write the table into FILE (README.md) between its `<!-- results:begin -->` and
                       `<!-- results:end -->` marks, with the commit, the date and the command that made it
"""
import argparse
import datetime
import json
import math
import os
import platform
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


# An `InstructionCounts` built earlier (--executable), measured instead of building the current one.
EXECUTABLE = None


def build_instruction_counter():
    """Builds `InstructionCounts` in release mode and returns the path of the executable, or returns the one
    given with --executable."""
    if EXECUTABLE:
        return EXECUTABLE
    build = ["swift", "build", "-c", "release", "--product", "InstructionCounts"]
    # A build plan made before a checkout that added workload files can miss them: without the plan,
    # SwiftPM reads the sources again, so that every workload of this commit is counted.
    bin_path = subprocess.run(build[:4] + ["--show-bin-path"], capture_output=True, text=True, check=True)
    plan = os.path.join(bin_path.stdout.strip(), "description.json")
    if os.path.exists(plan):
        os.remove(plan)
    result = subprocess.run(build, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(result.returncode)
    return os.path.join(bin_path.stdout.strip(), "InstructionCounts")


def repeatable(command):
    """`command` run without address randomisation where `setarch` can turn it off, so that the hashing of
    addresses (Observation keys its observers by them) counts the same in every run."""
    if shutil.which("setarch") is None:
        return command
    return ["setarch", platform.machine(), "-R"] + command


def repeatable_environment():
    """The environment with Swift's hashing seeded the same in every process, so that a workload that fills a
    dictionary or a set counts the same instructions in every run."""
    return dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")


def callgrind_total(executable, name, units, directory):
    """Returns (instructions of one run of the workload `name` for `units` units, None), or (None, why)."""
    out_file = os.path.join(directory, f"callgrind.{units}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", executable, name, str(units)]
    result = subprocess.run(repeatable(command), capture_output=True, text=True, env=repeatable_environment())
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


SIZED = re.compile(r"^(?P<workload>[A-Za-z0-9]+)/(?P<size>[0-9]+): (?P<library>Reactive|OpenCombine|Baseline)$")


def count_scaling_instructions(filter_regex):
    """Returns {workload: {size: instructions per unit}} for the scaling workloads matching the filter, each
    run under callgrind at its own number of units and twice as many."""
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: no instruction counts")
    executable = build_instruction_counter()
    listing = subprocess.run([executable, "--list-scaling"], capture_output=True, text=True, check=True).stdout
    results = {}
    for line in filter(None, listing.split("\n")):
        name, _, units = line.split("\t")
        sized = SIZED.match(name)
        if not sized or (filter_regex and not re.search(filter_regex, name)):
            continue
        counts = (int(units), 2 * int(units))
        with tempfile.TemporaryDirectory() as directory:
            (first, why), (second, why2) = (callgrind_total(executable, name, count, directory) for count in counts)
        if first is None or second is None:
            sys.stderr.write(f"skipping {name}: {why or why2}\n")
            continue
        per_unit = (second - first) / (counts[1] - counts[0])
        results.setdefault(sized["workload"], {})[int(sized["size"])] = per_unit
        sys.stderr.write(f"{name}: {per_unit:,.1f} instructions per unit\n")
    return results


def growth(costs):
    """Names how the cost per unit grows with the size N: flat (at the largest size, within 25% of the
    smallest size's), linear (a part proportional to N, measured between the two largest sizes, makes at
    least half the cost at the largest), or log (it grows by a roughly steady amount per tenfold step of N);
    anything else reads as N^exponent, from the smallest and largest sizes."""
    sizes = sorted(costs)
    if len(sizes) < 2 or costs[sizes[0]] <= 0:
        return "n/a"
    first, last = costs[sizes[0]], costs[sizes[-1]]
    if last <= first * 1.25:
        return "flat"
    previous = sizes[-2]
    per_item = (last - costs[previous]) / (sizes[-1] - previous)
    if per_item * sizes[-1] >= 0.5 * last:
        return "linear"
    steps = [(costs[b] - costs[a]) / math.log10(b / a) for a, b in zip(sizes, sizes[1:])]
    if min(steps) > 0 and max(steps) <= 3 * min(steps):
        return "log"
    exponent = math.log(last / first) / math.log(sizes[-1] / sizes[0])
    return f"N^{exponent:.2f}"


def scaling_table(results):
    sizes = sorted({size for costs in results.values() for size in costs})
    lines = [
        "| Workload | " + " | ".join(f"N = {size:,}" for size in sizes) + " | growth |",
        "|---|" + "---:|" * len(sizes) + "---|",
    ]
    for workload, costs in results.items():
        cells = [cell(costs.get(size)) if size in costs else "" for size in sizes]
        lines.append(f"| {workload} | " + " | ".join(cells) + f" | {growth(costs)} |")
    return "\n".join(lines)


# Colours that stay apart from one another, for the lines of the chart; past them, dashes tell lines apart.
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f"]


def scaling_svg(results):
    """The chart of `results`: instructions per unit against size, both on log scales, one line per
    workload, written as SVG by hand."""
    width, height = 860, 520
    left, right, top, bottom = 80, 260, 40, 60
    plot_width, plot_height = width - left - right, height - top - bottom
    sizes = [size for costs in results.values() for size in costs]
    values = [value for costs in results.values() for value in costs.values() if value > 0]
    x_low, x_high = math.floor(math.log10(min(sizes))), math.ceil(math.log10(max(sizes)))
    y_low, y_high = math.floor(math.log10(min(values))), math.ceil(math.log10(max(values)))
    x_high = max(x_high, x_low + 1)
    y_high = max(y_high, y_low + 1)

    def x(size):
        return left + (math.log10(size) - x_low) / (x_high - x_low) * plot_width

    def y(value):
        return top + plot_height - (math.log10(value) - y_low) / (y_high - y_low) * plot_height

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{left + plot_width / 2}" y="22" text-anchor="middle" font-size="14">'
        "Instructions per unit against size (callgrind, log scales)</text>",
    ]
    for power in range(x_low, x_high + 1):
        px = x(10**power)
        out.append(f'<line x1="{px:.1f}" y1="{top}" x2="{px:.1f}" y2="{top + plot_height}" stroke="#ddd"/>')
        out.append(f'<text x="{px:.1f}" y="{top + plot_height + 18}" text-anchor="middle">{10**power:,}</text>')
    for power in range(y_low, y_high + 1):
        py = y(10**power)
        out.append(f'<line x1="{left}" y1="{py:.1f}" x2="{left + plot_width}" y2="{py:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 8}" y="{py + 4:.1f}" text-anchor="end">{10**power:,}</text>')
    out.append(
        f'<rect x="{left}" y="{top}" width="{plot_width}" height="{plot_height}" fill="none" stroke="#333"/>'
    )
    out.append(
        f'<text x="{left + plot_width / 2}" y="{height - 18}" text-anchor="middle">'
        "size N (items, subscribers, pending actions, entries)</text>"
    )
    out.append(
        f'<text x="18" y="{top + plot_height / 2}" text-anchor="middle" '
        f'transform="rotate(-90 18 {top + plot_height / 2})">instructions per unit</text>'
    )
    for index, (workload, costs) in enumerate(results.items()):
        colour = COLOURS[index % len(COLOURS)]
        dash = "" if index < len(COLOURS) else ' stroke-dasharray="6 4"'
        points = [(x(size), y(costs[size])) for size in sorted(costs) if costs[size] > 0]
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        for px, py in points:
            out.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="3.5" fill="{colour}"/>')
        legend_y = top + 10 + index * 20
        legend_x = left + plot_width + 16
        out.append(
            f'<line x1="{legend_x}" y1="{legend_y}" x2="{legend_x + 22}" y2="{legend_y}" stroke="{colour}" '
            f'stroke-width="2"{dash}/>'
        )
        out.append(f'<text x="{legend_x + 28}" y="{legend_y + 4}">{workload} ({growth(costs)})</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def cell(value, suffix=""):
    return "n/a" if value is None else f"{value:,.0f}{suffix}"


def ratio(numerator, denominator):
    if numerator is None or denominator in (None, 0):
        return "n/a"
    return f"{numerator / denominator:.2f}x"


def table(results, instructions=False, before=None):
    if instructions:
        return instruction_table(results, before)
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


def target(workload):
    """The most Reactive may cost against the baseline: 1.5x for a view's model against the `@Observable` one,
    2x for the workloads that pump events (the round trips pump one event per unit), 3x for the others."""
    if workload.startswith("ModelStateChangeReading"):
        return 1.5
    return 2.0 if "Pumping" in workload or "RoundTrip" in workload else 3.0


def verdict(workload, row):
    """Whether Reactive meets its target in instructions, and in time when the suite ran."""
    limit = target(workload)
    reactive, baseline = row.get("Reactive", {}), row.get("Baseline", {})
    checks = []
    for key, label in (("callgrind", "instructions"), ("ns", "time")):
        if reactive.get(key) is not None and baseline.get(key):
            checks.append((label, reactive[key] / baseline[key] <= limit))
    if not checks:
        return "n/a"
    missed = [label for label, met in checks if not met]
    return "met" if not missed else "missed (" + ", ".join(missed) + ")"


def instruction_table(results, before=None):
    """The table with callgrind's instructions per unit and their ratios, after the wall clock (with the
    Reactive/Baseline time ratio) and mallocs when the suite ran too; with `before`, Reactive's
    instructions in that earlier run, the change, the target and whether it is met."""
    timed = any("ns" in row.get(library, {}) for row in results.values() for library in LIBRARIES)
    header = "| Workload |"
    if timed:
        header += " ns R / OC / B | time R/B | mallocs R / OC / B |"
    header += " instructions R / OC / B | instructions R/B | instructions R/OC |"
    if before is not None:
        header += " R before | change | target R/B | |"
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
        if before is not None:
            earlier = before.get(workload, {}).get("Reactive", {}).get("callgrind")
            change = "n/a" if earlier in (None, 0) or reactive is None else f"{(reactive - earlier) / earlier:+.1%}"
            line += f" {cell(earlier)} | {change} | {target(workload):g}x | {verdict(workload, row)} |"
        lines.append(line)
    return "\n".join(lines)


def write_readme(path, text):
    """Replaces what lies between the README's results marks with `text`, headed by the commit, the date and
    the command, so that the README's table is always one that this script wrote."""
    begin, end = "<!-- results:begin -->", "<!-- results:end -->"
    with open(path) as readme:
        content = readme.read()
    if begin not in content or end not in content:
        sys.exit(f"--readme: {path} has no {begin} ... {end} marks")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True)
    if dirty.stdout.strip():
        commit += " with uncommitted changes"
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    command = "python3 compare.py " + " ".join(sys.argv[1:])
    block = (
        f"{begin}\n<!-- Written by compare.py --readme: run the command below again rather than edit it. -->\n"
        f"Measured at commit {commit} on {when} UTC with `{command}`: Linux {os.uname().machine}, release builds,"
        " instructions per unit from callgrind. The target is at most 3x the baseline, 2x for the workloads that"
        f" pump events, 1.5x for a view's model.\n\n{text}\n{end}"
    )
    head, rest = content.split(begin, 1)
    tail = rest.split(end, 1)[1]
    with open(path, "w") as readme:
        readme.write(head + block + tail)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter")
    parser.add_argument("--from", dest="source")
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--instructions-only", action="store_true")
    parser.add_argument("--units", nargs=2, type=int, default=[1000, 2000], metavar=("U1", "U2"))
    parser.add_argument("--scaling", action="store_true")
    parser.add_argument("--svg", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "scaling.svg"))
    parser.add_argument("--save")
    parser.add_argument("--scaling-from", dest="scaling_source")
    parser.add_argument("--before")
    parser.add_argument("--executable")
    parser.add_argument("--readme")
    arguments = parser.parse_args()
    global EXECUTABLE
    EXECUTABLE = arguments.executable and os.path.abspath(arguments.executable)
    if arguments.scaling or arguments.scaling_source:
        if arguments.scaling_source:
            with open(arguments.scaling_source) as saved:
                scaling = {name: {int(size): cost for size, cost in costs.items()} for name, costs in json.load(saved).items()}
        else:
            scaling = count_scaling_instructions(arguments.filter)
        if not scaling:
            sys.exit("no scaling workload measured")
        if arguments.save:
            with open(arguments.save, "w") as saved:
                json.dump(scaling, saved, indent=2)
        with open(arguments.svg, "w") as chart:
            chart.write(scaling_svg(scaling))
        print(scaling_table(scaling))
        return
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
    if arguments.save:
        with open(arguments.save, "w") as saved:
            json.dump(results, saved, indent=2, sort_keys=True)
    before = None
    if arguments.before:
        with open(arguments.before) as saved:
            before = json.load(saved)
    text = table(results, instructions, before)
    print(text)
    if arguments.readme:
        write_readme(arguments.readme, text)


if __name__ == "__main__":
    main()
