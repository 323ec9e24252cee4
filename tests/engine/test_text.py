"""A Text (service/core/text.py) keeps its template and values: pickled for the bulk command's worker processes,
it comes back as the same text, still able to be said in another language."""

from __future__ import annotations

import pickle

from service.core.text import Text


def test_a_text_comes_back_from_a_pickle_as_it_was_made() -> None:
    inner = Text("unknown option {name}", name='"x"')
    outer = Text("option {name}: {why}", name='"k"', why=inner)
    copy = pickle.loads(pickle.dumps(outer))
    assert type(copy) is Text and copy == 'option "k": unknown option "x"'
    assert copy.template == "option {name}: {why}" and copy.values == {"name": '"k"', "why": inner}
    assert type(copy.values["why"]) is Text and copy.values["why"].template == "unknown option {name}"
