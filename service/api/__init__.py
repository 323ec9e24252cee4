"""The HTTP layer: Flask only here. It reads requests with ``service.wire.schemas``, calls
``service.wire.operations`` and writes JSON; it holds no rule of any game."""
