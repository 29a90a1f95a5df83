"""The README and the docs say true things: their Python runs as written, the <posy-game>
snippets use only what web/embed.js reads, and every link points into the repository (a file,
and a heading when it names one) or to an outside page, never to a folder beside it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import posy

ROOT = Path(__file__).resolve().parents[2]
RUNNABLE = ("README.md", "docs/engine-api.md")  # every ```python block in these runs as it is
FENCED = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *$", re.MULTILINE)


def blocks(path: Path, language: str) -> list[str]:
    return [body for lang, body in FENCED.findall(path.read_text()) if lang == language]


def run(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter from the repository's root, as the README says to run it."""
    env = {**os.environ, "PYTHONPATH": "py"}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("doc", RUNNABLE)
def test_every_python_block_runs_as_written(doc: str) -> None:
    found = blocks(ROOT / doc, "python")
    assert found, f"{doc} has no Python to run"
    for code in found:
        done = run(code)
        assert done.returncode == 0, f"{doc}:\n{code}\n{done.stderr}"
        assert done.stdout.strip(), f"{doc}: a block that shows nothing:\n{code}"


def test_the_readme_python_prints_what_its_comments_say() -> None:
    (code,) = blocks(ROOT / "README.md", "python")
    lines = run(code).stdout.splitlines()
    assert lines[0].startswith("[{'type': 'flip'")  # the legal moves
    assert lines[1] == "The tree can't be picked."
    scores, winners = lines[2].split("] [")  # the game was played to its end
    assert len(scores.strip("[").split(",")) == 2 and winners.strip("]")


def embed_tags() -> list[tuple[str, dict[str, str]]]:
    """Every <posy-game> tag in the README's and docs' HTML examples, with its attributes."""
    tags = []
    for doc in ("README.md", "docs/embedding.md"):
        for html in blocks(ROOT / doc, "html"):
            for tag in re.findall(r"<posy-game\b([^>]*)>", html):
                tags.append((doc, dict(re.findall(r'([\w-]+)=(?:"([^"]*)"|\'[^\']*\')', tag))))
    return tags


def test_the_embed_snippets_use_what_embed_js_reads() -> None:
    source = (ROOT / "web" / "embed.js").read_text()
    listed = re.search(r"observedAttributes = \[(.*?)\]", source)
    assert listed is not None, "embed.js lists no observedAttributes"
    observed = set(re.findall(r'"([\w-]+)"', listed.group(1)))
    tags = embed_tags()
    assert tags, "no <posy-game> example found"
    for doc, attributes in tags:
        assert set(attributes) - {"style"} <= observed, (doc, attributes)
        assert attributes["game"] in posy.games(), (doc, attributes)
    for doc in ("README.md", "docs/embedding.md"):  # every attribute it reads is documented
        text = (ROOT / doc).read_text()
        assert all(f"`{name}`" in text for name in observed), doc


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def documents() -> list[Path]:
    found = [ROOT / "README.md"]
    for folder in ("docs", "tests", "web", "py", "examples"):
        found += sorted((ROOT / folder).glob("**/*.md"))
    return found


@pytest.mark.parametrize("doc", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_points_into_the_repository(doc: Path) -> None:
    text = FENCED.sub("", doc.read_text())
    for target in LINK.findall(text):
        if target.startswith(("https://", "http://")):
            continue
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        assert file.is_relative_to(ROOT) and file.exists(), f"{doc.name}: {target}"
        if anchor and file.suffix == ".md":
            headings = {slug(h) for h in HEADING.findall(FENCED.sub("", file.read_text()))}
            assert anchor in headings, f"{doc.name}: {target}"
    assert "../shared" not in doc.read_text(), doc.name


def test_the_readme_fits_about_two_screens() -> None:
    lines = (ROOT / "README.md").read_text().splitlines()
    assert len(lines) <= 250
    assert "python3 build.py test" in lines[lines.index("```sh") + 2]  # CI's command, as CI runs it
