"""Remote play: two to four devices play one game by exchanging messages (links now,
a WebRTC data channel later), with no server and no trusted dealer.

Modules: ``crypto`` (commitments, joint randomness, hash chains, SRA), ``poker``
(the mental-poker deal), ``messages`` (the hash-chained message format),
``device`` (one device's knowledge and the protocol), ``audit`` (the end-of-game
check) and ``api`` (the JSON functions the page calls). See ``README.md``.
"""
