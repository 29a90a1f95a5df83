"""Remote play: two to four devices play one game by exchanging messages (links now,
a WebRTC data channel later), with no server and no trusted dealer.

Modules: ``crypto`` (commitments, joint randomness, hash chains, SRA), ``poker``
(the mental-poker deal), ``messages`` (the hash-chained message format and
links), ``table`` (what one device knows, and who sends next), ``lobby``,
``moves`` and ``deal`` (what each message does), ``device`` (one device: its
chain, its secrets, its automatic answers), ``audit`` (the end-of-game check),
``api`` (the JSON functions the page calls) and ``simulate`` (devices in a test).
See ``README.md`` there.
"""
